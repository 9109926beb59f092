import AutoLayout
import LayoutCore

extension StoryboardLayout {
  /// Maps the document's guide ids to engine guides: safe areas, scroll-view content and
  /// frame guides, and the pre-iOS 11 top/bottom layout guides of the root's controller.
  func buildGuides() throws(StoryboardError) {
    var made: [LayoutConstraint] = []
    for model in root.view.subtree {
      let id = model.id
      guard let view = views[id] else { continue }
      if let guideID = model.safeAreaGuideID {
        if view.isScrollView || insideScrollView.contains(id) {
          // A scroll view takes the bars into its content inset; IB shows its content at
          // that offset, where the safe area of the scroll view and its content is empty.
          let guide = LayoutGuide("\(id).safeAreaLayoutGuide")
          made += try pin(guide, to: view, attributes: [.left, .top, .width, .height])
          items[guideID] = guide
        } else {
          items[guideID] = view.safeAreaLayoutGuide
        }
      }
      if let guide = model.contentLayoutGuideID {
        items[guide] = view.isScrollView ? view.contentLayoutGuide : view
      }
      if let guideID = model.keyboardLayoutGuideID {
        made += try keyboardGuide(of: view, id: guideID)
      }
      if let guideID = model.frameLayoutGuideID {
        // The frame guide is the scroll view's frame; a free guide pinned to it keeps
        // constraints from being routed to the content area.
        let guide = LayoutGuide("\(id).frameLayoutGuide")
        made += try pin(guide, to: view, attributes: [.left, .top, .width, .height])
        items[guideID] = guide
      }
    }
    if let id = root.topLayoutGuideID {
      guideHeights.top = try barGuide(
        id: id, edge: .top, length: environment.topLayoutGuideLength, made: &made)
    }
    if let id = root.bottomLayoutGuideID {
      guideHeights.bottom = try barGuide(
        id: id, edge: .bottom, length: environment.bottomLayoutGuideLength, made: &made)
    }
    try activate(made)
  }

  /// The root controller's pre-iOS 11 `topLayoutGuide` or `bottomLayoutGuide` (`edge`),
  /// mapped to `id`: a guide across the root along that edge, `length` tall. Its constraints
  /// go to `made`; the height constraint is returned, for a re-solve to update.
  private func barGuide(
    id: String, edge: LayoutAttribute, length: Double, made: inout [LayoutConstraint]
  ) throws(StoryboardError) -> LayoutConstraint {
    let guide = LayoutGuide("\(edge)LayoutGuide")
    made += try pin(guide, to: engine.root, attributes: [.left, edge, .width])
    let height = try make { () throws(LayoutEngineError) in
      try LayoutConstraint(
        item: guide, attribute: .height, relatedBy: .equal, toItem: nil,
        attribute: .notAnAttribute, constant: length,
        identifier: "_UILayoutGuide-\(edge)-height", origin: nil)
    }
    made.append(height)
    items[id] = guide
    return height
  }

  /// `UIView.keyboardLayoutGuide` with the keyboard hidden, as the canvas shows it: the
  /// view's width along its bottom edge, as tall as the bottom safe-area inset.
  private func keyboardGuide(of view: View, id: String) throws(StoryboardError)
    -> [LayoutConstraint]
  {
    let guide = LayoutGuide("\(view.name).keyboardLayoutGuide")
    var made = try pin(guide, to: view, attributes: [.left, .width, .bottom])
    made.append(
      try make { () throws(LayoutEngineError) in
        try LayoutConstraint(
          item: guide, attribute: .top, relatedBy: .equal, toItem: view.safeAreaLayoutGuide,
          attribute: .bottom, identifier: "\(guide.name)-top", origin: nil)
      })
    items[id] = guide
    return made
  }

  private func pin(
    _ guide: LayoutGuide, to view: View, attributes: [LayoutAttribute]
  ) throws(StoryboardError) -> [LayoutConstraint] {
    do {
      try view.addLayoutGuide(guide)
    } catch {
      throw .layoutFailed(error.description)
    }
    var result: [LayoutConstraint] = []
    for attribute in attributes {
      result.append(
        try make { () throws(LayoutEngineError) in
          try LayoutConstraint(
            item: guide, attribute: attribute, relatedBy: .equal, toItem: view,
            attribute: attribute, identifier: "\(guide.name)-\(attribute)",
            origin: nil)
        })
    }
    return result
  }
}
