import LayoutGeometry

/// Where everything of one ``ConflictPanel`` goes: the views as nested boxes laid out by
/// hierarchy (not at their solved coordinates), each constraint on a lane of its own, and
/// its numbered marker on that lane.
///
/// The drawing is worked out along the panel's axis (`u`) and across it (`v`). Containers
/// put their children side by side along `u` below (or, for a vertical panel, beside) a
/// header holding the name and solved size. Every box spans one band across `v`, and each
/// constraint gets its own lane in that band, so lines and markers of different constraints
/// never share a lane and markers never overlap, whatever the solved sizes were.
public struct SchematicLayout: Sendable {
  /// A view's box.
  public struct Box: Sendable, Hashable {
    /// The view's name.
    public let name: String
    /// The box, in the panel's coordinates.
    public let rect: Rect
    /// How deeply it is nested (0 for a top-level view).
    public let depth: Int
    /// The text in its header: the name (shortened when long) and the solved size.
    public let lines: [String]
  }

  /// A constraint's numbered label.
  public struct Marker: Sendable, Hashable {
    /// The constraint's number.
    public let number: Int
    /// The label (`[4] = 0 broken`).
    public let text: String
    /// The label's box, in the panel's coordinates.
    public let rect: Rect
  }

  /// One stroke of a constraint's glyph.
  public enum Shape: Sendable, Hashable {
    /// A line in the constraint's style (connector or dimension line).
    case styled(x1: Double, y1: Double, x2: Double, y2: Double)
    /// A thin solid line: an edge tick or a dimension line's end.
    case tick(x1: Double, y1: Double, x2: Double, y2: Double)
    /// A centre.
    case centre(x: Double, y: Double)
    /// An attribute on the other axis (the view's size or position across the panel).
    case across(x: Double, y: Double)
  }

  /// A constraint's glyph.
  public struct Glyph: Sendable, Hashable {
    /// The constraint drawn.
    public let constraint: DiagramConstraint
    /// Its strokes.
    public let shapes: [Shape]
  }

  /// The panel's width.
  public let width: Double
  /// The panel's height.
  public let height: Double
  /// The boxes, containers before what they contain.
  public let boxes: [Box]
  /// The constraints' glyphs, in the panel's order.
  public let glyphs: [Glyph]
  /// The markers, one per glyph.
  public let markers: [Marker]

  /// The estimated advance of one character of the 11-point label font, generous so text
  /// stays inside its box.
  static let characterWidth = 6.6
  /// The height of one line of label text.
  static let lineHeight = 14.0
  /// The height of a marker.
  static let markerHeight = 16.0
  /// The distance between lanes of a vertical panel, whose markers are wider than that and
  /// are stacked instead (``stackMarkers(widths:glyphs:)``).
  static let verticalLaneSpacing = 28.0
  /// The longest name shown in a box (the full name is in its tooltip).
  static let maximumNameLength = 40

  /// Lays out `panel`.
  public init(_ panel: ConflictPanel) {
    let horizontal = panel.axis == .horizontal
    let hierarchy = SchematicHierarchy(panel)
    let lines = panel.views.map(Self.lines)
    let labelWidths = lines.map { Self.textWidth($0) }
    let headerV =
      horizontal ? 2 * Self.lineHeight + 10 : (labelWidths.max() ?? 0) + 16
    let padU = horizontal ? 14.0 : 12.0
    let gapU = horizontal ? 36.0 : 24.0
    let padV = 10.0
    let margin = 8.0

    // Lengths along u, leaves first.
    var length = Array(repeating: 0.0, count: panel.views.count)
    var depth = Array(repeating: 0, count: panel.views.count)
    func measure(_ view: Int, _ level: Int) {
      depth[view] = level
      let children = hierarchy.children[view]
      for child in children { measure(child, level + 1) }
      let inner =
        children.isEmpty
        ? (horizontal ? 80 : 2 * Self.lineHeight + 14)
        : 2 * padU + children.map { length[$0] }.reduce(0, +) + gapU * Double(children.count - 1)
      length[view] = max(inner, horizontal ? labelWidths[view] + 16 : 2 * Self.lineHeight + 14)
    }
    for root in hierarchy.roots { measure(root, 0) }
    let maximumDepth = depth.max() ?? 0

    // Markers' text, lanes and spacing.
    let drawn = panel.constraints.filter { constraint in
      panel.views.contains { $0.name == constraint.first.view }
        && (constraint.second.map { second in panel.views.contains { $0.name == second.view } }
          ?? true)
    }
    let labels = drawn.map(Self.markerText)
    let markerWidths = labels.map { Self.textWidth([$0]) + 8 }
    let laneSpacing = horizontal ? Self.markerHeight + 6 : Self.verticalLaneSpacing
    let laneCounts = drawn.map { Self.isSizeToSize($0, axis: panel.axis) ? 2 : 1 }
    let bandStart = Double(maximumDepth + 1) * headerV + 10
    let bandEnd = bandStart + laneSpacing * Double(laneCounts.reduce(0, +))
    var totalV = bandEnd + 10 + Double(maximumDepth + 1) * padV

    // Positions along u, containers before what they contain.
    var uStart = Array(repeating: 0.0, count: panel.views.count)
    var order: [Int] = []
    func place(_ view: Int, at u: Double) {
      uStart[view] = u
      order.append(view)
      var next = u + padU
      for child in hierarchy.children[view] {
        place(child, at: next)
        next += length[child] + gapU
      }
    }
    var u = margin
    for root in hierarchy.roots {
      place(root, at: u)
      u += length[root] + gapU
    }
    let markerLength = horizontal ? (markerWidths.max() ?? 0) : Self.markerHeight
    var totalU = max(u - gapU + margin, markerLength + 2 * margin)

    // Glyphs and markers.
    let index = Dictionary(
      panel.views.enumerated().map { ($0.element.name, $0.offset) },
      uniquingKeysWith: { first, _ in first })
    func point(_ u: Double, _ v: Double) -> (Double, Double) { horizontal ? (u, v) : (v, u) }
    var glyphs: [Glyph] = []
    var markers: [Marker] = []
    var stacked: [(covered: (low: Double, high: Double), lane: Double)] = []
    var lane = 0
    for (offset, constraint) in drawn.enumerated() {
      let laneV = { (k: Int) in bandStart + laneSpacing * (Double(k) + 0.5) }
      let v = laneV(lane)
      var shapes: [Shape] = []
      func styled(_ u1: Double, _ v1: Double, _ u2: Double, _ v2: Double) {
        let (x1, y1) = point(u1, v1)
        let (x2, y2) = point(u2, v2)
        shapes.append(.styled(x1: x1, y1: y1, x2: x2, y2: y2))
      }
      func tick(_ u: Double, _ v: Double) {
        let (x1, y1) = point(u, v - 5)
        let (x2, y2) = point(u, v + 5)
        shapes.append(.tick(x1: x1, y1: y1, x2: x2, y2: y2))
      }
      /// The anchor's glyph on lane `v`; returns its span along u.
      func anchor(_ anchor: DiagramAnchor, _ v: Double) -> (low: Double, high: Double) {
        let view = index[anchor.view]!
        let (low, high) = (uStart[view], uStart[view] + length[view])
        guard anchor.attribute.axis == panel.axis else {
          let (x, y) = point((low + high) / 2, v)
          shapes.append(.across(x: x, y: y))
          return ((low + high) / 2, (low + high) / 2)
        }
        switch anchor.attribute.place {
        case .low:
          tick(low, v)
          return (low, low)
        case .high:
          tick(high, v)
          return (high, high)
        case .middle:
          let (x, y) = point((low + high) / 2, v)
          shapes.append(.centre(x: x, y: y))
          return ((low + high) / 2, (low + high) / 2)
        case .size:
          styled(low, v, high, v)
          tick(low, v)
          tick(high, v)
          return (low, high)
        }
      }
      let first = anchor(constraint.first, v)
      // The stretch of the lane the glyph covers, which the marker should not hide.
      var covered = (first.low, first.high)
      if let second = constraint.second {
        if laneCounts[offset] == 2 {
          let other = anchor(second, laneV(lane + 1))
          styled((first.low + first.high) / 2, v, (other.low + other.high) / 2, laneV(lane + 1))
          covered = (min(first.low, other.low), max(first.high, other.high))
        } else {
          let other = anchor(second, v)
          // Join the nearest ends of the two glyphs.
          let (from, to) =
            other.low >= first.high
            ? (first.high, other.low)
            : other.high <= first.low
              ? (first.low, other.high)
              : (
                (first.low + first.high) / 2, (other.low + other.high) / 2
              )
          let end = abs(to - from) < 4 ? from + 16 : to
          styled(from, v, end, v)
          covered = (
            min(first.low, other.low, from, end), max(first.high, other.high, from, end)
          )
        }
      } else if first.high - first.low < 4 {
        styled(first.low, v, first.low + 16, v)
        covered = (first.low, first.low + 16)
      }
      glyphs.append(Glyph(constraint: constraint, shapes: shapes))
      lane += laneCounts[offset]
      if horizontal {
        let x = Self.markerStart(
          length: markerWidths[offset], beside: covered, within: totalU)
        markers.append(
          Marker(
            number: constraint.number, text: labels[offset],
            rect: Rect(
              x: x, y: v - Self.markerHeight / 2, width: markerWidths[offset],
              height: Self.markerHeight)))
      } else {
        stacked.append((covered, v))
      }
    }
    if horizontal {
      totalU = max(totalU, (markers.map(\.rect.maxX).max() ?? 0) + margin)
    } else {
      let rects = Self.stackMarkers(widths: markerWidths, glyphs: stacked)
      markers = zip(drawn, zip(labels, rects)).map { constraint, marker in
        Marker(number: constraint.number, text: marker.0, rect: marker.1)
      }
      let right = rects.map(\.maxX).max() ?? 0
      let bottom = rects.map(\.maxY).max() ?? 0
      totalV = max(totalV, right + 10 + Double(maximumDepth) * padV)
      totalU = max(totalU, bottom + margin)
    }

    // Boxes, each spanning the band (and, in a vertical panel, its markers).
    boxes = order.map { view in
      let v0 = Double(depth[view]) * headerV
      let v1 = totalV - Double(depth[view]) * padV
      let rect =
        horizontal
        ? Rect(x: uStart[view], y: v0, width: length[view], height: v1 - v0)
        : Rect(x: v0, y: uStart[view], width: v1 - v0, height: length[view])
      return Box(
        name: panel.views[view].name, rect: rect, depth: depth[view], lines: lines[view])
    }
    (width, height) = horizontal ? (totalU, totalV) : (totalV, totalU)
    self.glyphs = glyphs
    self.markers = markers
  }

  /// Where a marker of `length` starts on its lane of a horizontal panel: over the middle
  /// of a long glyph, else just after it, else just before it, else just after it beyond
  /// the panel's edge (the panel widens), so a short glyph is never hidden.
  static func markerStart(
    length: Double, beside covered: (low: Double, high: Double), within total: Double
  ) -> Double {
    let (low, high) = covered
    if high - low >= length + 40 { return (low + high) / 2 - length / 2 }
    if high + 8 + length <= total { return high + 8 }
    if low - 8 - length >= 0 { return low - 8 - length }
    return high + 8
  }

  /// A box's header text: the name, shortened past ``maximumNameLength``, and the solved
  /// sizes that are known (`w 0 × h 44`).
  static func lines(_ view: DiagramView) -> [String] {
    let name =
      view.name.count > maximumNameLength
      ? String(view.name.prefix(maximumNameLength - 1)) + "…" : view.name
    let sizes = [("w", view.width), ("h", view.height)].compactMap { label, value in
      value.map { "\(label) \(NumberText.format($0, decimals: 2))" }
    }
    return [name, sizes.isEmpty ? "size unknown" : sizes.joined(separator: " × ")]
  }

  /// A marker's text: the number, the relation and constant, and the breakage.
  static func markerText(_ constraint: DiagramConstraint) -> String {
    let symbol: String
    switch constraint.relation {
    case .equal: symbol = "="
    case .lessThanOrEqual: symbol = "≤"
    case .greaterThanOrEqual: symbol = "≥"
    }
    var parts = ["[\(constraint.number)]", symbol]
    let constant = NumberText.format(abs(constraint.constant), decimals: 2)
    if constraint.second == nil {
      parts.append((constraint.constant < 0 ? "-" : "") + constant)
    } else {
      if constraint.multiplier != 1 {
        parts.append("×" + NumberText.format(constraint.multiplier, decimals: 3))
      }
      if constraint.constant != 0 || constraint.multiplier == 1 {
        parts.append((constraint.constant < 0 ? "-" : "+") + constant)
      }
    }
    if let breakage = constraint.breakage { parts.append(ConstraintStyle.of(breakage).label) }
    return parts.joined(separator: " ")
  }

  /// Whether a constraint joins the sizes of two views on the panel's axis; such a
  /// constraint takes two lanes, one per size.
  static func isSizeToSize(_ constraint: DiagramConstraint, axis: LayoutAxis) -> Bool {
    guard let second = constraint.second else { return false }
    return constraint.first.attribute.place == .size && second.attribute.place == .size
      && constraint.first.attribute.axis == axis && second.attribute.axis == axis
  }

  /// The width of the widest of `lines`.
  static func textWidth(_ lines: [String]) -> Double {
    Double(lines.map(\.count).max() ?? 0) * characterWidth
  }
}
