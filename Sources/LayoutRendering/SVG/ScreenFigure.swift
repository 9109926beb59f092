import AutoLayout

/// One screen drawn as SVG elements at the origin: a heading, the screen with its unsafe
/// area and margins shaded, the visible views as rectangles with their text and names, and
/// notes about conflicts and ambiguity underneath. ``SVGRenderer`` and
/// ``DeviceMatrixRenderer`` place figures in documents.
struct ScreenFigure {
  /// The elements, in figure coordinates.
  let elements: [String]
  /// The figure's width in SVG units.
  let width: Double
  /// The figure's height in SVG units.
  let height: Double

  static let headingHeight = 40.0
  static let noteLineHeight = 15.0

  /// A drawing under a two-line heading.
  init(_ drawing: Drawing, heading: String, subheading: String) {
    elements =
      [
        SVGMarkup.text("text", [("class", "title"), ("x", "0"), ("y", "16")], heading),
        SVGMarkup.text("text", [("class", "caption"), ("x", "0"), ("y", "32")], subheading),
      ] + drawing.elements
    width = max(
      drawing.width, SVGMarkup.estimatedWidth(heading, fontSize: 14),
      SVGMarkup.estimatedWidth(subheading, fontSize: 11)
    ).rounded(.up)
    height = drawing.height
  }

  /// What a figure draws under its heading: the screen, its views and the notes. It depends
  /// on the frames and diagnostics only, so configurations that share them (devices with one
  /// screen size) share a drawing.
  struct Drawing {
    /// The elements, in figure coordinates.
    let elements: [String]
    /// The width of the screen and the notes, in SVG units (not rounded).
    let width: Double
    /// The figure's height in SVG units.
    let height: Double

    /// Draws `snapshot` at `scale` SVG units per point.
    ///
    /// Measured text is drawn at its font size times `scale` (``TextFigure``); names and
    /// plain captions shrink with the screen below scale 1 (down to 60 %), and names go where
    /// ``NamePlacement`` finds room. With `noteWidth`, notes longer than that are cut with
    /// `…`, so a long constraint does not widen a cell of a sheet.
    init(_ snapshot: LayoutSnapshot, scale: Double, noteWidth: Double?) {
      let screen = snapshot.screen
      let top = ScreenFigure.headingHeight
      func place(_ rect: Rect) -> Rect {
        Rect(
          x: rect.x * scale, y: top + rect.y * scale, width: rect.width * scale,
          height: rect.height * scale)
      }
      func rectAttributes(_ rect: Rect) -> [(String, String)] {
        [
          ("x", SVGMarkup.number(rect.x)), ("y", SVGMarkup.number(rect.y)),
          ("width", SVGMarkup.number(max(0, rect.width))),
          ("height", SVGMarkup.number(max(0, rect.height))),
        ]
      }

      let labelScale = min(1, max(0.6, scale))
      let nameFontSize = 10 * labelScale
      let captionFontSize = 11 * labelScale

      var elements: [String] = []
      let bounds = place(screen.bounds)
      elements.append(SVGMarkup.empty("rect", [("class", "screen")] + rectAttributes(bounds)))
      if screen.safeAreaInsets != .zero {
        elements.append(
          SVGMarkup.empty(
            "path",
            [("class", "unsafe"), ("d", ScreenFigure.ring(bounds, place(screen.safeAreaRect)))]))
      }
      if screen.layoutMargins != screen.safeAreaInsets {
        let ring = ScreenFigure.ring(place(screen.safeAreaRect), place(screen.marginsRect))
        elements.append(SVGMarkup.empty("path", [("class", "margins"), ("d", ring)]))
      }

      let drawn = snapshot.drawnViews
      let frames = drawn.map { place($0.rootFrame) }
      let texts = zip(drawn, frames).map { record, frame -> TextFigure? in
        if let drawing = record.textDrawing, !drawing.lines.isEmpty {
          return TextFigure(drawing, in: frame, scale: scale)
        }
        guard let text = record.text, !text.isEmpty else { return nil }
        return TextFigure(
          caption: text, in: frame, fontSize: captionFontSize, scaled: labelScale < 1)
      }
      var names = NamePlacement(
        area: bounds, obstacles: texts.compactMap { $0?.box }, fontSize: nameFontSize)
      for (index, record) in drawn.enumerated() {
        let frame = frames[index]
        let tooltip =
          "\(record.name) (\(record.className)) frame \(record.frame.renderedText)"
          + (record.isAmbiguous
            ? " ambiguous " + record.ambiguousVariables.map(\.rawValue).joined(separator: ",")
            : "")
        var group = [
          "<g" + SVGMarkup.attributes([("class", record.isAmbiguous ? "view ambiguous" : "view")])
            + ">",
          "  " + SVGMarkup.text("title", [], tooltip),
          "  " + SVGMarkup.empty("rect", rectAttributes(frame)),
        ]
        let name = record.name + (record.isAmbiguous ? " ?" : "")
        if let box = names.place(name, for: frame) {
          var attributes = [
            ("class", "name"), ("x", SVGMarkup.number(box.x)),
            ("y", SVGMarkup.number(box.y + names.baselineOffset)),
          ]
          if labelScale < 1 {
            attributes.append(("style", "font-size:\(SVGMarkup.number(nameFontSize))px"))
          }
          group.append("  " + SVGMarkup.text("text", attributes, name))
        }
        if let text = texts[index] { group += text.elements.map { "  " + $0 } }
        group.append("</g>")
        elements += group
      }

      let notes = ScreenFigure.notes(snapshot).map { note in
        guard let noteWidth else { return note }
        let limit = max(8, Int(noteWidth / (11 * 0.6)))
        return note.count <= limit ? note : String(note.prefix(limit - 1)) + "…"
      }
      var y = bounds.maxY + 8
      for note in notes {
        y += ScreenFigure.noteLineHeight
        elements.append(
          SVGMarkup.text(
            "text", [("class", "note"), ("x", "0"), ("y", SVGMarkup.number(y))], note))
      }
      self.elements = elements
      self.width = max(
        bounds.maxX, notes.map { SVGMarkup.estimatedWidth($0, fontSize: 11) }.max() ?? 0)
      self.height = (y + (notes.isEmpty ? 0 : 5)).rounded(.up)
    }
  }

  /// Why the layout has no frames, then the diagnostics, as short lines for under the screen.
  static func notes(_ snapshot: LayoutSnapshot) -> [String] {
    let diagnostics = snapshot.diagnostics
    var notes = snapshot.failure.map { ["Not solved: \($0)"] } ?? []
    notes += diagnostics.conflicts.map { "Conflict: broke \(shortConstraint($0.broken))" }
    notes += diagnostics.rejected.map { "Rejected: \($0)" }
    notes += diagnostics.ambiguous.map { "Ambiguous: \($0.qualifiedVariables)" }
    return notes
  }

  /// A console description without its class, address and `(active)` wrapper:
  /// `<NSLayoutConstraint:0x3e @A.swift#2 b.width == 120   (active)>` becomes
  /// `@A.swift#2 b.width == 120`. Other text is returned unchanged.
  static func shortConstraint(_ description: String) -> String {
    guard description.hasPrefix("<"), description.hasSuffix(">"),
      let space = description.firstIndex(of: " ")
    else { return description }
    var body = description[
      description.index(after: space)..<description.index(before: description.endIndex)]
    if body.hasSuffix("(active)") { body = body.dropLast("(active)".count) }
    while body.last == " " { body = body.dropLast() }
    return String(body)
  }

  /// An even-odd path covering the area between `outer` and `inner`.
  static func ring(_ outer: Rect, _ inner: Rect) -> String {
    func loop(_ rect: Rect) -> String {
      "M\(SVGMarkup.number(rect.x)) \(SVGMarkup.number(rect.y))"
        + "H\(SVGMarkup.number(rect.maxX))V\(SVGMarkup.number(rect.maxY))"
        + "H\(SVGMarkup.number(rect.x))Z"
    }
    return loop(outer) + loop(inner)
  }
}
