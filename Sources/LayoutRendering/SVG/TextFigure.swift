import AutoLayout

/// A view's text as SVG elements: the measured lines at their font size in the view's frame,
/// or, for text nobody measured, a small caption centred in the frame. Also where the text
/// is, so names can be kept off it.
struct TextFigure {
  /// The elements, in figure coordinates.
  var elements: [String]
  /// The area the text covers, in figure coordinates.
  var box: Rect

  /// The font families for measured text: Inter is the stand-in the measurer used for San
  /// Francisco. The measurer mixes Inter and Inter Display between 17 and 28 pt, as SF's
  /// optical size mixes its designs; a drawing takes one face, Inter Display from 20 pt.
  static func fontFamily(size: Double) -> String {
    (size >= 20 ? "Inter Display, " : "") + "Inter, " + SVGMarkup.fontFamily
  }

  /// `drawing` in `frame` (figure coordinates) at `scale` SVG units per point.
  init(_ drawing: TextDrawing, in frame: Rect, scale: Double) {
    let insets = drawing.insets
    let area = Rect(
      x: frame.x + insets.left * scale, y: frame.y + insets.top * scale,
      width: max(0, frame.width - (insets.left + insets.right) * scale),
      height: max(0, frame.height - (insets.top + insets.bottom) * scale))
    let lineCount = Double(drawing.lines.count)
    let blockHeight =
      (lineCount > 0 ? drawing.lineHeight + (lineCount - 1) * drawing.lineSpacing : 0) * scale
    let top = drawing.centersVertically ? area.y + (area.height - blockHeight) / 2 : area.y
    let width = drawing.width * scale
    let anchor: String
    let x: Double
    let left: Double
    switch drawing.alignment {
    case .left:
      (anchor, x, left) = ("start", area.x, area.x)
    case .center:
      (anchor, x, left) = ("middle", area.midX, area.midX - width / 2)
    case .right:
      (anchor, x, left) = ("end", area.maxX, area.maxX - width)
    }
    var attributes: [(String, String)] = [
      ("class", "text"), ("xml:space", "preserve"),
      ("font-family", TextFigure.fontFamily(size: drawing.fontSize)),
      ("font-size", SVGMarkup.number(drawing.fontSize * scale)),
    ]
    if drawing.fontWeight != 400 { attributes.append(("font-weight", String(drawing.fontWeight))) }
    if drawing.italic { attributes.append(("font-style", "italic")) }
    if drawing.letterSpacing != 0 {
      attributes.append(("letter-spacing", SVGMarkup.number(drawing.letterSpacing * scale)))
    }
    if anchor != "start" { attributes.append(("text-anchor", anchor)) }
    var elements = ["<g" + SVGMarkup.attributes(attributes) + ">"]
    for (index, line) in drawing.lines.enumerated() {
      let baseline = top + (drawing.ascender + Double(index) * drawing.lineSpacing) * scale
      elements.append(
        "  "
          + SVGMarkup.text(
            "text", [("x", SVGMarkup.number(x)), ("y", SVGMarkup.number(baseline))], line))
    }
    elements.append("</g>")
    self.elements = elements
    self.box = Rect(x: left, y: top, width: width, height: blockHeight)
  }

  /// `text` as one small caption centred in `frame`, for text without measured lines.
  init(caption text: String, in frame: Rect, fontSize: Double, scaled: Bool) {
    var attributes: [(String, String)] = [
      ("class", "content"), ("x", SVGMarkup.number(frame.midX)),
      ("y", SVGMarkup.number(frame.midY)), ("text-anchor", "middle"),
      ("dominant-baseline", "middle"),
    ]
    if scaled { attributes.append(("style", "font-size:\(SVGMarkup.number(fontSize))px")) }
    elements = [SVGMarkup.text("text", attributes, text)]
    let width = SVGMarkup.estimatedWidth(text, fontSize: fontSize)
    box = Rect(
      x: frame.midX - width / 2, y: frame.midY - fontSize * 0.6, width: width,
      height: fontSize * 1.2)
  }
}
