import AutoLayout
import LayoutCore
import LayoutRendering

/// Finds the geometric problems of a solved screen: visible views off the screen (except a
/// scroll view's content, which scrolls into view), sticking out of their superviews,
/// overlapping their siblings, or without area.
package enum ProblemFinder {
  /// Tolerance for comparing pixel-rounded edges.
  package static let epsilon = 1e-6

  /// The problems, view by view in snapshot order; `locate` gives a view's declaration.
  /// `isCell` names the table and collection cells (by view name): their table places and
  /// sizes them at run time (a prototype keeps the width it was stored at here), so a cell,
  /// and a view that sits inside its cell, is never off-screen.
  /// `designed`, when the layout comes from a document with stored frames, keeps out the
  /// overlaps, clipping, off-screen and empty views its author placed so (``DesignedFrames``).
  /// `clipsSubviews`, when the document says which views clip (a storyboard's
  /// `clipsSubviews`), makes a view sticking out of one that does not an
  /// `outside-superview` problem instead of `clipped`; without it every superview clips.
  /// `textSlack` words an overlap or a stick-out no deeper than the stand-in font's width
  /// error as possible (``TextWidthSlack``).
  package static func geometricProblems(
    _ snapshot: LayoutSnapshot, isCell: (String) -> Bool = { _ in false },
    designed: DesignedFrames? = nil, clipsSubviews: ((String) -> Bool)? = nil,
    textSlack: TextWidthSlack? = nil, locate: (String) -> SourceLocation?
  ) -> [LayoutProblem] {
    var problems: [LayoutProblem] = []
    let screen = snapshot.screen.bounds
    let views = snapshot.views
    let hidden = snapshot.effectivelyHidden
    let scrolls = snapshot.enclosingScrollViews()
    let visible = views.indices.filter { !snapshot.isRoot(at: $0) && !hidden[$0] }
    let cells = snapshot.enclosingCells(isCell: isCell)
    for index in visible {
      let view = views[index]
      let frame = view.rootFrame
      let location = locate(view.name)
      if !(frame.width > epsilon && frame.height > epsilon) {
        if designed?.hasNoArea(view.name) == true { continue }
        problems.append(
          LayoutProblem(
            kind: .zeroSize, message: "\(view.name) has no area", location: location,
            detail: describe(frame)))
        continue
      }
      let sitsInCell = cells[index].map { $0 == index || contains(views[$0].rootFrame, frame) }
      if scrolls[index] == nil, sitsInCell != true, !contains(screen, frame),
        designed?.liesOffScreen(view.name) != true
      {
        let whole = !OverlapSweep.intersects(screen, frame)
        problems.append(
          LayoutProblem(
            kind: .offScreen,
            message: "\(view.name) is \(whole ? "entirely" : "partly") off-screen",
            location: location, detail: describe(frame)))
      } else if let parent = view.superviewIndex, !snapshot.isRoot(at: parent),
        !views[parent].isScrollView, !contains(views[parent].rootFrame, frame),
        designed?.sticksOut(view.name) != true
      {
        let parentName = views[parent].name
        let clips = clipsSubviews?(parentName) ?? true
        let uncertain =
          textSlack?.covers(stickingOut: view.name, frame, of: views[parent].rootFrame) == true
        problems.append(
          LayoutProblem(
            kind: clips ? .clipped : .outsideSuperview,
            message: "\(view.name) \(uncertain ? "may stick" : "sticks") out of its superview "
              + parentName + (clips ? "" : ", which does not clip it (drawn outside it)")
              + (uncertain ? TextWidthSlack.wording : ""),
            location: location,
            detail: "\(describe(frame)) outside \(describe(views[parent].rootFrame))"))
      }
    }
    problems += beyondContent(snapshot, visible: visible, scrolls: scrolls, locate: locate)
    problems += overlaps(
      snapshot, visible: visible, designed: designed, textSlack: textSlack, locate: locate)
    return problems
  }

  /// Views inside a scroll view's content that lie outside both its content size (the
  /// content layout guide's) and its bounds, where no scrolling can bring them into view:
  /// UIKit scrolls from the content's origin to its size, and at the origin shows the
  /// bounds however small the content is. Tables, collections and text views are left
  /// out: UIKit sizes their content from their rows, items or text, which constraints do
  /// not describe. `scrolls` holds each view's ``LayoutSnapshot/enclosingScrollViews()``
  /// entry.
  static func beyondContent(
    _ snapshot: LayoutSnapshot, visible: [Int], scrolls: [Int?],
    locate: (String) -> SourceLocation?
  ) -> [LayoutProblem] {
    let views = snapshot.views
    var problems: [LayoutProblem] = []
    for index in visible {
      guard let scroll = scrolls[index], !views[scroll].computesContentSize,
        let content = views[scroll].contentSize
      else { continue }
      let origin = views[scroll].rootFrame
      let frame = views[index].rootFrame
      let inContent = Rect(
        x: frame.x - origin.x, y: frame.y - origin.y, width: frame.width, height: frame.height)
      let shown = Rect(
        x: 0, y: 0, width: max(content.width, origin.width),
        height: max(content.height, origin.height))
      guard !contains(shown, inContent) else { continue }
      problems.append(
        LayoutProblem(
          kind: .beyondContent,
          message: "\(views[index].name) lies outside \(views[scroll].name)'s content size "
            + "and bounds, so scrolling cannot show it",
          location: locate(views[index].name),
          detail: "\(describe(inContent)) outside \(describe(shown))"))
    }
    return problems
  }

  /// How many views of one superview are reported by name as overlapping; the rest are
  /// counted in one more entry, so thousands of stacked views give a screenful, not a
  /// line per pair.
  static let overlapReportLimit = 10
  /// How many partners an overlap entry names before saying how many more there are.
  static let overlapPartnerLimit = 3

  /// Visible siblings that share area with earlier siblings (the ones they are drawn over):
  /// one entry per such view naming the first few and counting the rest, at most
  /// ``overlapReportLimit`` views per superview and then a count of the others.
  /// Pairs that overlap in `designed`'s stored frames are left out; a view whose overlaps
  /// are all within `textSlack` is reported as possibly overlapping them.
  static func overlaps(
    _ snapshot: LayoutSnapshot, visible: [Int], designed: DesignedFrames? = nil,
    textSlack: TextWidthSlack? = nil, locate: (String) -> SourceLocation?
  ) -> [LayoutProblem] {
    var bySuperview: [Int: [Int]] = [:]
    for index in visible {
      let frame = snapshot.views[index].rootFrame
      guard frame.width > epsilon, frame.height > epsilon,
        let parent = snapshot.views[index].superviewIndex
      else { continue }
      bySuperview[parent, default: []].append(index)
    }
    var problems: [LayoutProblem] = []
    for parent in bySuperview.keys.sorted() {
      let siblings = bySuperview[parent]!
      let sweep = OverlapSweep(siblings.map { snapshot.views[$0].rootFrame })
      // Slack is looked at only among siblings that have some, so stacks of views without
      // text keep the sweep's counting path.
      let slack = textSlack.flatMap { slack in
        siblings.contains { slack.points[snapshot.views[$0].name] != nil } ? slack : nil
      }
      var reported = 0
      var unreported = 0
      for position in siblings.indices {
        let name = snapshot.views[siblings[position]].name
        let isDesigned = designed.map { designed in
          { designed.overlap(name, snapshot.views[siblings[$0]].name) }
        }
        let isSlack = slack.map { slack in
          { (other: Int) in
            slack.covers(
              overlapOf: name, snapshot.views[siblings[position]].rootFrame,
              and: snapshot.views[siblings[other]].name, snapshot.views[siblings[other]].rootFrame)
          }
        }
        var (count, first) = sweep.earlierPartners(
          of: position, limit: overlapPartnerLimit,
          excluding: isSlack.map { isSlack in
            { isDesigned?($0) == true || isSlack($0) }
          } ?? isDesigned)
        var uncertain = false
        if count == 0, let isSlack {
          (count, first) = sweep.earlierPartners(
            of: position, limit: overlapPartnerLimit,
            excluding: { isDesigned?($0) == true || !isSlack($0) })
          uncertain = true
        }
        guard count > 0 else { continue }
        guard reported < overlapReportLimit else {
          unreported += 1
          continue
        }
        reported += 1
        problems.append(
          LayoutProblem(
            kind: .overlapping,
            message: "\(name) \(uncertain ? "may overlap" : "overlaps") "
              + partnerList(first.map { snapshot.views[siblings[$0]].name }, count: count)
              + (uncertain ? TextWidthSlack.wording : ""),
            location: locate(name)))
      }
      if unreported > 0 {
        let parentName = snapshot.views[parent].name
        problems.append(
          LayoutProblem(
            kind: .overlapping,
            message: "\(unreported) more \(unreported == 1 ? "subview" : "subviews") of "
              + "\(parentName) \(unreported == 1 ? "overlaps" : "overlap") earlier siblings",
            location: locate(parentName)))
      }
    }
    return problems
  }

  /// `its sibling a`, `its siblings a, b and c`, or `5 siblings: a, b, c and 2 more`.
  static func partnerList(_ names: [String], count: Int) -> String {
    switch count {
    case 1: return "its sibling \(names[0])"
    case names.count:
      return "its siblings \(names.dropLast().joined(separator: ", ")) and \(names.last!)"
    default:
      return "\(count) siblings: \(names.joined(separator: ", ")) and \(count - names.count) more"
    }
  }

  /// Whether `inner` lies within `outer`, edges included.
  static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
    inner.x >= outer.x - epsilon && inner.y >= outer.y - epsilon
      && inner.x + inner.width <= outer.x + outer.width + epsilon
      && inner.y + inner.height <= outer.y + outer.height + epsilon
  }

  /// `(x, y, width, height)` with the renderers' number format.
  package static func describe(_ rect: Rect) -> String {
    "(\(NumberText.format(rect.x)), \(NumberText.format(rect.y)), "
      + "\(NumberText.format(rect.width)), \(NumberText.format(rect.height)))"
  }
}
