import AutoLayout

/// Draws the change between two solved layouts of one screen (a rotation, a Split View
/// resize) as one animated SVG, as `animateAlongsideTransition` shows it: every view's frame
/// in root coordinates moves linearly from its first layout to its second, the screen's
/// outline resizes with them, the unsafe area cross-fades, and views drawn in one layout
/// only fade in or out. Names are placed at each end as in still drawings (never two over
/// each other there) and move along.
///
/// The animation is SMIL (`<animate>`), which Chromium and Firefox play without script; a
/// viewer without animation (librsvg) shows the first layout.
public enum TransitionAnimationRenderer {
  /// The animated SVG text, ending with a newline.
  ///
  /// Views are matched by name (the n-th view called `x` in one layout with the n-th in the
  /// other). Values are written exactly (shortest round-trip decimals), so the first and
  /// last frames are the solved frames to the last bit.
  ///
  /// - Throws: ``RenderingError/invalidScreenSize(width:height:)`` for a screen without a
  ///   positive finite size, ``RenderingError/invalidAnimation(_:)`` for bad timing.
  public static func svg(
    from first: LayoutSnapshot, to second: LayoutSnapshot, title: String,
    timing: AnimationTiming = AnimationTiming()
  ) throws(RenderingError) -> String {
    try first.screen.validateSize()
    try second.screen.validateSize()
    try timing.validate()
    let padding = SVGRenderer.padding
    let top = ScreenFigure.headingHeight
    let caption =
      "\(first.screen.details) → \(second.screen.details) · "
      + "\(NumberText.format(timing.duration))s"
    var body = [
      "<g transform=\"translate(\(SVGMarkup.number(padding)),\(SVGMarkup.number(padding)))\">",
      "  " + SVGMarkup.text("text", [("class", "title"), ("x", "0"), ("y", "16")], title),
      "  " + SVGMarkup.text("text", [("class", "caption"), ("x", "0"), ("y", "32")], caption),
      "  <g transform=\"translate(0,\(SVGMarkup.number(top)))\">",
    ]
    body += animatedRect(
      first.screen.bounds, second.screen.bounds, attributes: [("class", "screen")],
      timing: timing
    ).map { "    " + $0 }
    body += unsafeAreas(first.screen, second.screen, timing: timing).map { "    " + $0 }
    var firstNames = NamePlacement(area: first.screen.bounds, obstacles: [], fontSize: nameSize)
    var secondNames = NamePlacement(
      area: second.screen.bounds, obstacles: [], fontSize: nameSize)
    for pair in pairs(first, second) {
      let start =
        pair.drawnFirst
        ? pair.first.flatMap { firstNames.place(pair.name, for: $0.rootFrame) } : nil
      let end =
        pair.drawnSecond
        ? pair.second.flatMap { secondNames.place(pair.name, for: $0.rootFrame) } : nil
      let label = name(pair, from: start, to: end, placement: firstNames, timing: timing)
      body += group(pair, name: label, timing: timing).map { "    " + $0 }
    }
    body += ["  </g>", "</g>"]
    let width = max(first.screen.size.width, second.screen.size.width)
    let height = max(first.screen.size.height, second.screen.size.height)
    let textWidth = max(
      SVGMarkup.estimatedWidth(title, fontSize: 14),
      SVGMarkup.estimatedWidth(caption, fontSize: 11))
    return SVGMarkup.document(
      width: (max(width, textWidth) + 2 * padding).rounded(.up),
      height: (height + top + 2 * padding).rounded(.up), body: body)
  }

  /// One view in both layouts: its record in each (nil where it is absent) and whether it is
  /// drawn there.
  struct Pair {
    var first: ViewRecord?
    var second: ViewRecord?
    var drawnFirst: Bool
    var drawnSecond: Bool

    var name: String { (first ?? second)?.name ?? "" }
  }

  /// The views of both layouts, root left out: the first layout's in its order, then those
  /// only the second has. Views drawn in neither are left out.
  static func pairs(_ first: LayoutSnapshot, _ second: LayoutSnapshot) -> [Pair] {
    var unmatched: [String: [Int]] = [:]
    for index in second.views.indices where !second.isRoot(at: index) {
      unmatched[second.views[index].name, default: []].append(index)
    }
    var used = Set<Int>()
    var pairs: [Pair] = []
    let firstHidden = first.effectivelyHidden
    let secondHidden = second.effectivelyHidden
    for index in first.views.indices where !first.isRoot(at: index) {
      let record = first.views[index]
      var match: Int?
      if var candidates = unmatched[record.name], !candidates.isEmpty {
        match = candidates.removeFirst()
        unmatched[record.name] = candidates
      }
      if let match { used.insert(match) }
      pairs.append(
        Pair(
          first: record, second: match.map { second.views[$0] },
          drawnFirst: !firstHidden[index],
          drawnSecond: match.map { !secondHidden[$0] } ?? false))
    }
    for index in second.views.indices where !second.isRoot(at: index) && !used.contains(index) {
      pairs.append(
        Pair(
          first: nil, second: second.views[index], drawnFirst: false,
          drawnSecond: !secondHidden[index]))
    }
    return pairs.filter { $0.drawnFirst || $0.drawnSecond }
  }

  /// The area outside the safe area at each end (grey, as in still drawings), the first
  /// fading out as the second fades in; nothing for an end without insets, and one still
  /// shape when both ends have the same.
  static func unsafeAreas(_ first: ScreenInfo, _ second: ScreenInfo, timing: AnimationTiming)
    -> [String]
  {
    func ring(_ screen: ScreenInfo) -> String? {
      screen.safeAreaInsets == .zero
        ? nil : ScreenFigure.ring(screen.bounds, screen.safeAreaRect)
    }
    let start = ring(first)
    let end = ring(second)
    if start == end {
      return start.map { [SVGMarkup.empty("path", [("class", "unsafe"), ("d", $0)])] } ?? []
    }
    var lines: [String] = []
    for (path, fadesIn) in [(start, false), (end, true)] {
      guard let path else { continue }
      lines.append(
        "<path"
          + SVGMarkup.attributes([
            ("class", "unsafe"), ("d", path), ("opacity", fadesIn ? "0" : "1"),
          ]) + ">")
      lines.append("  " + animate("opacity", fadesIn ? 0 : 1, fadesIn ? 1 : 0, timing: timing))
      lines.append("</path>")
    }
    return lines
  }

  /// The font size of view names.
  static let nameSize = 10.0

  /// The name of a view as a `<text>` moving between the places it has at each end (each
  /// chosen so that no two names overlap there), or nil when an end it is drawn at has no
  /// free place; a view drawn at one end only keeps that end's place.
  static func name(
    _ pair: Pair, from start: Rect?, to end: Rect?, placement: NamePlacement,
    timing: AnimationTiming
  ) -> [String]? {
    if pair.drawnFirst && start == nil || pair.drawnSecond && end == nil { return nil }
    guard let first = start ?? end, let last = end ?? start else { return nil }
    let offset = placement.baselineOffset
    let changes = [
      ("x", first.x, last.x), ("y", first.y + offset, last.y + offset),
    ].filter { $0.1 != $0.2 }
    let attributes = SVGMarkup.attributes([
      ("class", "name"), ("x", exact(first.x)), ("y", exact(first.y + offset)),
    ])
    guard !changes.isEmpty else {
      return ["<text" + attributes + ">" + Markup.escape(pair.name) + "</text>"]
    }
    return ["<text" + attributes + ">" + Markup.escape(pair.name)]
      + changes.map { "  " + animate($0.0, $0.1, $0.2, timing: timing) } + ["</text>"]
  }

  /// A view's group: a tooltip, its rectangle moving between the two frames and its name
  /// (when it has a place), the group fading when the view is drawn at one end only.
  static func group(_ pair: Pair, name: [String]?, timing: AnimationTiming) -> [String] {
    let start = (pair.first ?? pair.second)!.rootFrame
    let end = (pair.second ?? pair.first)!.rootFrame
    var attributes: [(String, String)] = [("class", "view"), ("data-name", pair.name)]
    let fades = pair.drawnFirst != pair.drawnSecond
    if fades { attributes.append(("opacity", pair.drawnFirst ? "1" : "0")) }
    var lines = ["<g" + SVGMarkup.attributes(attributes) + ">"]
    let tooltip =
      "\(pair.name) \(start.renderedText) → \(end.renderedText)"
      + (fades ? (pair.drawnFirst ? " (fades out)" : " (fades in)") : "")
    lines.append("  " + SVGMarkup.text("title", [], tooltip))
    if fades {
      lines.append(
        "  "
          + animate(
            "opacity", pair.drawnFirst ? 1 : 0, pair.drawnFirst ? 0 : 1, timing: timing))
    }
    lines += animatedRect(start, end, attributes: [], timing: timing).map { "  " + $0 }
    lines += (name ?? []).map { "  " + $0 }
    lines.append("</g>")
    return lines
  }

  /// A rectangle at `start` with an `<animate>` for each of x, y, width and height that
  /// changes on the way to `end`.
  static func animatedRect(
    _ start: Rect, _ end: Rect, attributes: [(String, String)], timing: AnimationTiming
  ) -> [String] {
    let values: [(String, Double, Double)] = [
      ("x", start.x, end.x), ("y", start.y, end.y),
      ("width", max(0, start.width), max(0, end.width)),
      ("height", max(0, start.height), max(0, end.height)),
    ]
    let geometry = values.map { ($0.0, exact($0.1)) }
    let changing = values.filter { $0.1 != $0.2 }
    guard !changing.isEmpty else { return [SVGMarkup.empty("rect", attributes + geometry)] }
    return ["<rect" + SVGMarkup.attributes(attributes + geometry) + ">"]
      + changing.map { "  " + animate($0.0, $0.1, $0.2, timing: timing) } + ["</rect>"]
  }

  /// One SMIL `<animate>` of `attribute` from `start` to `end`.
  static func animate(_ attribute: String, _ start: Double, _ end: Double, timing: AnimationTiming)
    -> String
  {
    SVGMarkup.empty(
      "animate",
      [
        ("attributeName", attribute), ("values", "\(exact(start));\(exact(end))"),
        ("keyTimes", "0;1"), ("calcMode", "linear"),
      ] + timing.attributes)
  }

  /// `value` as the shortest decimal that reads back as the same double (integers plainly,
  /// `-0` as `0`), so animated values are the solved ones exactly.
  static func exact(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
  }
}
