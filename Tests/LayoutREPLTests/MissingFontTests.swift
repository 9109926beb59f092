import AutoLayout
import LayoutAdaptivity
import LayoutDevices
import LayoutFormats
import LayoutText
import Testing

@testable import LayoutREPL

/// Text the fonts cannot measure is never added in place: the engine would only log the
/// missing font and size the text 0 × 0, so the session rebuilds, and installing the design
/// names the missing file at the view (what `layout solve` says).
@Suite struct MissingFontTests {
  @Test func addingTextWithoutFontsAsksForARebuild() throws {
    let empty = try LayoutFileParser.parse("", file: "t.layout").resolved()
      .design(traits: TraitCollection(), width: 393, height: 852)
    let configuration = try DeviceConfiguration(
      device: try DeviceCatalog.lookup("iPhone 15"), orientation: .portrait)
    let live = try LiveLayout(design: empty, configuration: configuration, backend: .cassowary)
    live.engine.textMeasurer = TextMeasurer(locator: FontLocator(directories: ["/nonexistent"]))
    let source = "view name: UILabel { text \"Johnny Appleseed\"; font 15 }"
    let design = try LayoutFileParser.parse(source, file: "t.layout").resolved()
      .design(traits: TraitCollection(), width: 393, height: 852)
    #expect(!live.addViews(design.views))
    // A view sized by hand measures nothing, so it is still added in place.
    let sized = try LayoutFileParser.parse(
      "view name: UILabel { text \"Johnny Appleseed\"; intrinsic 120 20 }", file: "t.layout"
    ).resolved().design(traits: TraitCollection(), width: 393, height: 852)
    #expect(live.addViews(sized.views))
    // Installing the design says why.
    let engine = LayoutEngine(rootSize: Size(width: 393, height: 852), scale: 3)
    engine.textMeasurer = live.engine.textMeasurer
    let error = try #require(throws: FormatErrors.self) { _ = try design.install(in: engine) }
    #expect(
      error.errors.map(\.message) == [
        "font file Inter-Regular.otf not found in /nonexistent; install Debian's fonts-inter "
          + "(Tools/setup does) or set LAYOUT_FONT_DIR to a folder holding Inter's .otf files"
      ])
    #expect(error.errors.map(\.location.line) == [1])
  }
}
