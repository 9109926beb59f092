import Foundation
import AutoLayout
import LayoutRendering
import Testing

@Suite struct RendererTests {
  @Test func jsonKeepsItsKeyOrder() throws {
    let json = JSONRenderer.render(SampleSnapshots.banner)
    let keys = ["\"title\"", "\"device\"", "\"backend\"", "\"views\"", "\"diagnostics\""]
    let positions = keys.map { json.range(of: $0)?.lowerBound }
    #expect(positions.allSatisfy { $0 != nil })
    #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
    let viewKeys = [
      "\"name\"", "\"id\"", "\"class\"", "\"text\"", "\"superview\"", "\"frame\"",
      "\"windowFrame\"",
      "\"hidden\"", "\"ambiguous\"",
    ]
    let viewPositions = viewKeys.map { json.range(of: $0)?.lowerBound }
    #expect(viewPositions.compactMap { $0 } == viewPositions.compactMap { $0 }.sorted())
    #expect(try JSONSerialization.jsonObject(with: Data(json.utf8)) is [String: Any])
  }

  @Test func jsonGivesEveryViewAUniqueID() throws {
    // Unnamed and duplicate-named views (possible through the library) get `#` and their
    // position; superview references use the id, so they stay unambiguous.
    let frame = Rect(x: 0, y: 0, width: 10, height: 10)
    let views = [
      ViewRecord(name: "root", frame: frame, rootFrame: frame),
      ViewRecord(name: "", superviewIndex: 0, depth: 1, frame: frame, rootFrame: frame),
      ViewRecord(name: "cell", superviewIndex: 1, depth: 2, frame: frame, rootFrame: frame),
      ViewRecord(name: "cell", superviewIndex: 1, depth: 2, frame: frame, rootFrame: frame),
      ViewRecord(name: "title", superviewIndex: 3, depth: 3, frame: frame, rootFrame: frame),
    ]
    #expect(JSONRenderer.identifiers(of: views) == ["root", "#1", "#2", "#3", "title"])
    var snapshot = SampleSnapshots.banner
    snapshot.views = views
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(JSONRenderer.render(snapshot).utf8))
        as? [String: Any])
    let rendered = try #require(json["views"] as? [[String: Any]])
    #expect(rendered.map { $0["id"] as? String } == ["root", "#1", "#2", "#3", "title"])
    #expect(rendered.map { $0["superview"] as? String } == [nil, "root", "#1", "#1", "#3"])
  }

  @Test func jsonWritesNullForNonFiniteNumbers() throws {
    var snapshot = SampleSnapshots.banner
    snapshot.views[1].frame.x = .nan
    let json = JSONRenderer.render(snapshot)
    #expect(json.contains(#""x": null"#))
    #expect(try JSONSerialization.jsonObject(with: Data(json.utf8)) is [String: Any])
  }

  @Test func textTableRightAlignsNumbersAndFlagsProblems() {
    let table = TextTableRenderer.table(SampleSnapshots.banner)
    #expect(
      table[0] == "view            class   x    y    width  height  window x  window y  flags")
    #expect(
      table[5]
        == "  side          UIView  200   60     70      80       200        60  ambiguous(minX)")
    #expect(table[6].hasSuffix("hidden"))
  }

  @Test func svgMarksAmbiguousViewsAndOmitsHiddenOnes() throws {
    let svg = try SVGRenderer.render(SampleSnapshots.banner)
    #expect(svg.contains("<g class=\"view ambiguous\">"))
    #expect(svg.contains(">side ?</text>"))
    #expect(!svg.contains("ghost"))
    #expect(svg.contains("Ambiguous: side.minX"))
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
  }

  @Test func svgScalesTheScreen() throws {
    let svg = try SVGRenderer.render(SampleSnapshots.banner, scale: 0.5)
    #expect(svg.contains("<rect class=\"screen\" x=\"0\" y=\"40\" width=\"160\" height=\"80\"/>"))
    #expect(throws: RenderingError.invalidScale(-1)) {
      try SVGRenderer.render(SampleSnapshots.banner, scale: -1)
    }
  }

  @Test func svgShadesTheUnsafeAreaAndMargins() throws {
    var snapshot = SampleSnapshots.banner
    snapshot.screen.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
    snapshot.screen.layoutMargins = EdgeInsets(top: 20, left: 16, bottom: 10, right: 16)
    let svg = try SVGRenderer.render(snapshot)
    #expect(svg.contains("<path class=\"unsafe\" d=\"M0 40H320V200H0ZM0 60H320V190H0Z\"/>"))
    #expect(svg.contains("<path class=\"margins\" d=\"M0 60H320V190H0ZM16 60H304V190H16Z\"/>"))
  }

  @Test func matrixGroupsScreensByDeviceInOrder() throws {
    func screen(_ device: String, _ orientation: String) -> LayoutSnapshot {
      var snapshot = SampleSnapshots.banner
      snapshot.screen.deviceName = device
      snapshot.screen.orientation = orientation
      return snapshot
    }
    let sheet = try DeviceMatrixRenderer.svg(
      [screen("B", "portrait"), screen("A", "portrait"), screen("B", "landscape")],
      title: "Sheet")
    let b = try #require(sheet.range(of: ">B</text>"))
    let a = try #require(sheet.range(of: ">A</text>"))
    #expect(b.lowerBound < a.lowerBound)
    #expect(sheet.components(separatedBy: ">portrait · ambiguous</text>").count == 3)
    #expect(sheet.components(separatedBy: ">landscape · ambiguous</text>").count == 2)
  }

  @Test func degenerateInputsThrowOrDegradeGracefully() throws {
    var broken = SampleSnapshots.banner
    broken.screen.size = Size(width: .nan, height: 100)
    #expect(throws: RenderingError.self) { try SVGRenderer.render(broken) }
    #expect(throws: RenderingError.self) {
      try DeviceMatrixRenderer.svg([SampleSnapshots.banner, broken], title: "x")
    }
    #expect(throws: RenderingError.self) { try HTMLReportRenderer.render([broken], title: "x") }
    #expect(throws: RenderingError.invalidScale(.infinity)) {
      try DeviceMatrixRenderer.html([SampleSnapshots.banner], title: "x", scale: .infinity)
    }
    // Nonsense structure (negative depth, a superview cycle) still renders.
    var odd = SampleSnapshots.banner
    odd.views[1].depth = -3
    odd.views[1].superviewIndex = 2
    odd.views[2].superviewIndex = 1
    #expect(TextTableRenderer.render(odd).contains("\nheader"))
    _ = try SVGRenderer.render(odd)
    _ = try ASCIIRenderer.render(odd, options: ASCIIRenderer.Options(width: 20, height: 10))
    // A snapshot with no views draws just the screen; the caption is cut to the width.
    let bare = LayoutSnapshot(screen: ScreenInfo(size: Size(width: 10, height: 10)), views: [])
    #expect(
      try ASCIIRenderer.render(bare, options: ASCIIRenderer.Options(width: 5, height: 4))
        == "10x10\n+---+\n|   |\n+---+\n")
  }

  @Test func multitaskingAppearsInCaptionsAndCellHeadings() throws {
    var snapshot = SampleSnapshots.banner
    snapshot.screen.deviceName = "iPad"
    snapshot.screen.orientation = "landscapeLeft"
    snapshot.screen.multitasking = "split-1/3"
    #expect(snapshot.screen.caption == "Banner: iPad landscapeLeft split-1/3 320x160 @1x")
    let sheet = try DeviceMatrixRenderer.svg([snapshot], title: "Sheet")
    #expect(sheet.contains(">landscapeLeft split-1/3 · ambiguous</text>"))
    #expect(JSONRenderer.render(snapshot).contains(#""multitasking": "split-1/3","#))
  }

  @Test func htmlReportHasASummaryAndOneSectionPerScreen() throws {
    let html = try HTMLReportRenderer.render(
      [SampleSnapshots.banner, SampleSnapshots.hostile], title: "Report")
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.contains("<section id=\"screen-1\">"))
    #expect(html.contains("<section id=\"screen-2\">"))
    #expect(html.components(separatedBy: "<svg ").count == 3)
    #expect(html.contains("<td class=\"status-problem\">ambiguous</td>"))
    #expect(html.contains("<td class=\"status-problem\">unsatisfiable</td>"))
    #expect(html.hasSuffix("</html>\n"))
  }
}
