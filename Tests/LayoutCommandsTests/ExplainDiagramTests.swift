import Foundation
import GoldenTesting
import LayoutCommands
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `layout explain --format svg|html`: the conflict schematic for logs whose rebuilt
/// geometry is degenerate (a header forced to width 0, a negative width, offsets of a
/// million points), compared with golden files and checked for legibility.
@Suite struct ExplainDiagramTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var log: String
    var testDescription: String { name }
  }

  static let cases = [
    Case(name: "zero-width-header", log: ExplainDiagramLogs.zeroWidthHeader),
    Case(name: "negative-width", log: ExplainDiagramLogs.negativeWidth),
    Case(name: "million-offset", log: ExplainDiagramLogs.millionOffset),
  ]

  static func explain(_ log: String, format: ExplainFormat) -> CommandOutput {
    ExplainAction.run(
      ExplainAction.Options(file: "conflict.log", format: format),
      files: MemoryFiles(["conflict.log": log]))
  }

  @Test(arguments: cases)
  func svgMatchesGolden(_ testCase: Case) throws {
    let output = Self.explain(testCase.log, format: .svg)
    #expect(output.status == .problemsFound)
    #expect(output.standardError.isEmpty)
    try GoldenFile.check(output.standardOutput, named: "explain-diagram-\(testCase.name).svg")
  }

  @Test func htmlMatchesGolden() throws {
    let output = Self.explain(ExplainDiagramLogs.zeroWidthHeader, format: .html)
    #expect(output.status == .problemsFound)
    try GoldenFile.check(output.standardOutput, named: "explain-diagram-zero-width-header.html")
  }

  @Test func htmlIsSelfContainedAndHoldsTheSameDiagramAndTheText() throws {
    let html = Self.explain(ExplainDiagramLogs.zeroWidthHeader, format: .html).standardOutput
    let svg = Self.explain(ExplainDiagramLogs.zeroWidthHeader, format: .svg).standardOutput
    #expect(html.hasPrefix("<!DOCTYPE html>\n"))
    #expect(!html.contains("<script"))
    #expect(!html.contains("src="))
    #expect(!html.contains("href="))
    let htmlPanel = try #require(
      Self.between("<g class=\"panel\"", "</g>\n  <g class=\"legend\"", in: html))
    let svgPanel = try #require(
      Self.between("<g class=\"panel\"", "</g>\n  <g class=\"legend\"", in: svg))
    #expect(
      htmlPanel.replacingOccurrences(of: "translate(0,22)", with: "translate(0,54)") == svgPanel)
    #expect(html.contains("<h2 class=\"title\">Conflict 1 (horizontal): "))
    #expect(
      html.contains("UIKit broke: [3] UIView.trailing == UIButton &#39;See All&#39;.trailing + 16"))
  }

  @Test(arguments: cases)
  func markersNeverOverlapAndEveryBoxHasPositiveSize(_ testCase: Case) throws {
    let svg = Self.explain(testCase.log, format: .svg).standardOutput
    let shapes = try SVGShapes(svg)
    #expect(!shapes.markers.isEmpty)
    #expect(shapes.boxes.count >= 2)
    for rect in shapes.markers + shapes.boxes {
      #expect(rect.width > 0 && rect.height > 0, "\(rect)")
      #expect(rect.width < 2000 && rect.height < 2000, "\(rect)")
    }
    for (index, a) in shapes.markers.enumerated() {
      for b in shapes.markers[(index + 1)...] {
        let overlap =
          a.panel == b.panel && a.x < b.x + b.width && b.x < a.x + a.width
          && a.y < b.y + b.height && b.y < a.y + a.height
        #expect(!overlap, "\(a) overlaps \(b)")
      }
    }
  }

  @Test func solvedSizesAppearAsNumbersOnTheConflictsAxisOnly() {
    let zero = Self.explain(ExplainDiagramLogs.zeroWidthHeader, format: .svg).standardOutput
    #expect(zero.components(separatedBy: "<text class=\"size\"").count == 4)
    #expect(zero.components(separatedBy: "xml:space=\"preserve\">w 0</text>").count == 4)
    let million = Self.explain(ExplainDiagramLogs.millionOffset, format: .svg).standardOutput
    // UIKit's victim, the height, breaks first; the pins still need 2000000 of 44, so the
    // bottom pin breaks next and the image view is drawn 0 high.
    #expect(million.contains(">h 0</text>"))
    #expect(million.contains(">h 44</text>"))
    #expect(million.contains(">[2] = 1000000 broken</text>"))
    #expect(million.contains(">[3] = +1000000 would break</text>"))
    #expect(million.contains(">[1] = +1000000</text>"))
  }

  @Test func namesTableSaysWhichViewContainsTheOther() throws {
    let svg = Self.explain(ExplainDiagramLogs.visualFormatCell, format: .svg).standardOutput
    let names = svg.components(separatedBy: "<text class=\"name\"").dropFirst().map {
      String($0.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" })
    }
    #expect(names == ["UITableViewCellContentView", "UIView"])
    let boxes = try SVGShapes(svg).boxes
    try #require(boxes.count == 2)
    #expect(boxes[0].x < boxes[1].x && boxes[1].x + boxes[1].width <= boxes[0].x + boxes[0].width)
    #expect(boxes[0].y < boxes[1].y && boxes[1].y + boxes[1].height <= boxes[0].y + boxes[0].height)
    #expect(svg.contains(">[2] = +0</text>"))
    #expect(svg.contains(">[4] = +0 broken</text>"))
  }

  @Test func textAndJSONDoNotCarryTheDiagramTerms() {
    let json = Self.explain(ExplainDiagramLogs.zeroWidthHeader, format: .json).standardOutput
    #expect(!json.contains("equation"))
    #expect(!json.contains("firstAttribute"))
  }

  static func between(_ start: String, _ end: String, in text: String) -> String? {
    guard let from = text.range(of: start),
      let to = text.range(of: end, range: from.upperBound..<text.endIndex)
    else { return nil }
    return String(text[from.lowerBound..<to.lowerBound])
  }
}

/// The view boxes and marker boxes of an explain SVG, each with the panel it is in.
final class SVGShapes: NSObject, XMLParserDelegate {
  struct Box: CustomStringConvertible {
    var panel: Int
    var x, y, width, height: Double
    var description: String { "panel \(panel) (\(x), \(y), \(width), \(height))" }
  }

  private(set) var boxes: [Box] = []
  private(set) var markers: [Box] = []
  private var groups: [String] = []
  private var panel = -1

  init(_ svg: String) throws {
    super.init()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = self
    guard parser.parse() else {
      throw CocoaError(.coderReadCorrupt, userInfo: [NSDebugDescriptionErrorKey: "not XML"])
    }
  }

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    if name == "g" {
      let kind = attributes["class"] ?? ""
      if kind == "panel" { panel += 1 }
      groups.append(kind)
    } else if name == "rect", let group = groups.last {
      let number = { (key: String) in Double(attributes[key] ?? "") ?? .nan }
      let box = Box(
        panel: panel, x: number("x"), y: number("y"), width: number("width"),
        height: number("height"))
      if group == "view" { boxes.append(box) }
      if group.hasPrefix("marker ") { markers.append(box) }
    }
  }

  func parser(
    _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    if name == "g" { groups.removeLast() }
  }
}
