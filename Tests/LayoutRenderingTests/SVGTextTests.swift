import AutoLayout
import LayoutRendering
import LayoutText
import Testing

/// Text in SVG drawings is the text measurer's lines at the font's size: a single line that
/// does not fit ends in the measured "…", wrapped text keeps the lines that fit its label.
@Suite struct SVGTextTests {
  /// An engine with one label at (10, 10) of `width` × `height` showing `text` at 17 pt.
  static func label(
    _ text: String, width: Double, height: Double, lines: Int,
    role: TextContent.Role = .label, direction: LayoutDirection = .leftToRight
  ) throws -> LayoutSnapshot {
    let engine = LayoutEngine(rootSize: Size(width: 200, height: 120), scale: 2)
    engine.layoutDirection = direction
    let label = View("label")
    label.translatesAutoresizingMaskIntoConstraints = false
    try engine.root.addSubview(label)
    label.textContent = TextContent(
      text: text, font: .system(size: 17), numberOfLines: lines, role: role)
    label.sizesToText = false
    try LayoutConstraint.activate([
      label.leftAnchor.constraint(equalTo: engine.root.leftAnchor, constant: 10),
      label.topAnchor.constraint(equalTo: engine.root.topAnchor, constant: 10),
      label.widthAnchor.constraint(equalToConstant: width),
      label.heightAnchor.constraint(equalToConstant: height),
    ])
    return try LayoutSnapshot.capture(
      engine, annotations: ["label": ViewAnnotation(className: "UILabel", text: text)])
  }

  static let font = ResolvedFont(size: 17)

  @Test func aSingleLineThatDoesNotFitIsDrawnWithTheMeasuredEllipsis() throws {
    let text = "A label far too long for its frame"
    let snapshot = try Self.label(text, width: 60, height: 30, lines: 1)
    let drawing = try #require(snapshot.view(named: "label")?.textDrawing)
    let measured = try TextMeasurer.shared.layout(
      text, font: Self.font, width: 60 + 1e-6, numberOfLines: 1)
    #expect(drawing.lines == measured.lines)
    #expect(drawing.lines.count == 1)
    #expect(drawing.lines[0].hasSuffix("…"))
    #expect(drawing.isTruncated)
    #expect(drawing.fontSize == 17)
    #expect(drawing.lineHeight == measured.lineHeight)

    // Drawn at 17 px in the label's frame (figure y = 40 + 10), centred vertically, the
    // baseline at the ascender.
    let svg = try SVGRenderer.render(snapshot)
    let top = 50 + (30 - measured.lineHeight) / 2
    let baseline = NumberText.format(top + measured.ascender, decimals: 2)
    #expect(svg.contains("font-size=\"17\""))
    #expect(svg.contains("<text x=\"10\" y=\"\(baseline)\">\(drawing.lines[0])</text>"))
    #expect(!svg.contains(">\(text)<"))
  }

  @Test func wrappedTextKeepsTheLinesThatFitAndEndsTheLastInAnEllipsis() throws {
    let text = "Several words that wrap onto more lines than the label has room for"
    let snapshot = try Self.label(text, width: 100, height: 45, lines: 0)
    let drawing = try #require(snapshot.view(named: "label")?.textDrawing)
    // 45 pt holds two 20.29 pt lines; UIKit then cuts the second with "…".
    let twoLines = try TextMeasurer.shared.layout(
      text, font: Self.font, width: 100 + 1e-6, numberOfLines: 2)
    #expect(drawing.lines == twoLines.lines)
    #expect(drawing.lines.count == 2)
    #expect(drawing.lines[1].hasSuffix("…"))
    let svg = try SVGRenderer.render(snapshot)
    for line in drawing.lines { #expect(svg.contains(">\(line)</text>")) }
  }

  @Test func aTextViewClipsToItsLinesWithoutAnEllipsis() throws {
    let text = "Several words that wrap onto more lines than the text view has room for"
    // 60 pt minus the 16 pt container inset holds two lines of the 90 − 10 pt wide text.
    let snapshot = try Self.label(text, width: 90, height: 60, lines: 0, role: .textView)
    let drawing = try #require(snapshot.view(named: "label")?.textDrawing)
    let all = try TextMeasurer.shared.layout(
      text, font: Self.font, width: 80 + 1e-6, numberOfLines: 0)
    #expect(all.lines.count > 2)
    #expect(drawing.lines == Array(all.lines.prefix(2)))
    #expect(!drawing.lines[1].hasSuffix("…"))
    #expect(drawing.isTruncated)
    #expect(drawing.insets == EdgeInsets(top: 8, left: 5, bottom: 8, right: 5))
    #expect(!drawing.centersVertically)
    // The first baseline sits the inset plus the ascender below the frame's top (40 + 10).
    let svg = try SVGRenderer.render(snapshot)
    let baseline = NumberText.format(50 + 8 + all.ascender, decimals: 2)
    #expect(svg.contains("<text x=\"15\" y=\"\(baseline)\">\(all.lines[0])</text>"))
  }

  @Test func rightToLeftLabelsAlignToTheTrailingEdge() throws {
    let snapshot = try Self.label("Hi", width: 100, height: 30, lines: 1, direction: .rightToLeft)
    let record = try #require(snapshot.view(named: "label"))
    #expect(record.textDrawing?.alignment == .right)
    let svg = try SVGRenderer.render(snapshot)
    // Pinned by its left edge at 10, 100 wide: right-to-left text ends at its right edge.
    #expect(record.rootFrame.x == 10)
    #expect(svg.contains("text-anchor=\"end\""))
    #expect(svg.contains(">Hi</text>"))
    #expect(svg.contains("<text x=\"110\" "))
  }

  @Test func textThatFitsIsDrawnWhole() throws {
    let snapshot = try Self.label("Hi", width: 100, height: 30, lines: 1)
    let drawing = try #require(snapshot.view(named: "label")?.textDrawing)
    #expect(drawing.lines == ["Hi"])
    #expect(!drawing.isTruncated)
  }

  @Test func alignmentAndStyleBecomeSVGAttributes() throws {
    let snapshot = LayoutSnapshot(
      screen: ScreenInfo(size: Size(width: 200, height: 100)),
      views: [
        ViewRecord(
          name: "root", frame: Rect(x: 0, y: 0, width: 200, height: 100),
          rootFrame: Rect(x: 0, y: 0, width: 200, height: 100)),
        {
          var button = ViewRecord(
            name: "go", className: "UIButton", text: "Go", superviewIndex: 0, depth: 1,
            frame: Rect(x: 20, y: 20, width: 100, height: 44),
            rootFrame: Rect(x: 20, y: 20, width: 100, height: 44))
          button.textDrawing = TextDrawing(
            lines: ["Go"], width: 20, fontSize: 24, fontWeight: 600, italic: true,
            letterSpacing: 0.5, lineHeight: 28, ascender: 22, alignment: .center)
          return button
        }(),
      ])
    let svg = try SVGRenderer.render(snapshot)
    #expect(
      svg.contains(
        "<g class=\"text\" xml:space=\"preserve\" "
          + "font-family=\"Inter Display, Inter, Helvetica, Arial, sans-serif\" font-size=\"24\" "
          + "font-weight=\"600\" font-style=\"italic\" letter-spacing=\"0.5\" "
          + "text-anchor=\"middle\">"))
    // Centre x = 20 + 50; top = 40 + 20 + (44 − 28) / 2 = 68; baseline 68 + 22 = 90.
    #expect(svg.contains("<text x=\"70\" y=\"90\">Go</text>"))
  }
}
