import LayoutCore
import LayoutEngine

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
      if let guideID = model.frameLayoutGuideID {
        // The frame guide is the scroll view's frame; a free guide pinned to it keeps
        // constraints from being routed to the content area.
        let guide = LayoutGuide("\(id).frameLayoutGuide")
        made += try pin(guide, to: view, attributes: [.left, .top, .width, .height])
        items[guideID] = guide
      }
    }
    let rootView = engine.root
    if let id = root.topLayoutGuideID {
      let guide = LayoutGuide("topLayoutGuide")
      made += try pin(guide, to: rootView, attributes: [.left, .top, .width])
      made.append(
        try make { () throws(LayoutEngineError) in
          try LayoutConstraint(
            item: guide, attribute: .height, relatedBy: .equal, toItem: nil,
            attribute: .notAnAttribute, constant: environment.topLayoutGuideLength,
            identifier: "_UILayoutGuide-top-height")
        })
      items[id] = guide
    }
    if let id = root.bottomLayoutGuideID {
      let guide = LayoutGuide("bottomLayoutGuide")
      made += try pin(guide, to: rootView, attributes: [.left, .bottom, .width])
      made.append(
        try make { () throws(LayoutEngineError) in
          try LayoutConstraint(
            item: guide, attribute: .height, relatedBy: .equal, toItem: nil,
            attribute: .notAnAttribute, constant: environment.bottomLayoutGuideLength,
            identifier: "_UILayoutGuide-bottom-height")
        })
      items[id] = guide
    }
    try activate(made)
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
            attribute: attribute, identifier: "\(guide.name)-\(attribute)")
        })
    }
    return result
  }

  /// Makes every installed, non-placeholder constraint of the installed views.
  func buildConstraints() throws(StoryboardError) {
    for model in root.view.subtree where views[model.id] != nil {
      for constraint in model.constraints {
        if constraint.isPlaceholder {
          placeholders.append(constraint.id)
          continue
        }
        guard document.isInstalled(constraint.id, in: sizeClasses) else {
          uninstalledConstraints.append(constraint.id)
          continue
        }
        guard let first = items[constraint.firstItem],
          constraint.secondItem.map({ items[$0] != nil }) ?? true
        else {
          // An item that exists in the document but is not installed here takes its
          // constraints with it; an id unknown to the document was refused when reading.
          uninstalledConstraints.append(constraint.id)
          continue
        }
        let form = engineForm(constraint, first, constraint.secondItem.flatMap { items[$0] })
        let layoutConstraint = try make(at: constraint) { () throws(LayoutEngineError) in
          try LayoutConstraint(
            item: form.firstItem, attribute: form.first, relatedBy: constraint.relation,
            toItem: form.secondItem, attribute: form.second,
            multiplier: constraint.multiplier, constant: form.constant,
            priority: priority(constraint.priority),
            identifier: constraint.identifier ?? constraint.id,
            origin: constraint.location)
        }
        constraints[constraint.id] = layoutConstraint
        // One at a time, so a refusal names the constraint and its line.
        do {
          try layoutConstraint.activate()
        } catch {
          throw .invalidConstraint(
            constraint.location, id: constraint.id, reason: error.description)
        }
      }
    }
  }

  func make(
    at constraint: StoryboardConstraint? = nil,
    _ body: () throws(LayoutEngineError) -> LayoutConstraint
  ) throws(StoryboardError) -> LayoutConstraint {
    do {
      return try body()
    } catch {
      throw .invalidConstraint(
        constraint?.location ?? SourceLocation(file: document.file, line: 0),
        id: constraint?.id ?? "generated", reason: error.description)
    }
  }

  func activate(_ list: [LayoutConstraint]) throws(StoryboardError) {
    do {
      try LayoutConstraint.activate(list)
    } catch {
      throw .layoutFailed(error.description)
    }
  }
}
