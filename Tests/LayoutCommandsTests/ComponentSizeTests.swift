import LayoutCommands
import LayoutFormats
import Testing

/// Layout files describing a component (`size W x H` on the root) and `solve --size`.
@Suite struct ComponentSizeTests {
  /// A settings row: title 120 × 21 over subtitle 200 × 17 (12 above, 4 between, 12 below),
  /// a 51 × 31 switch at the trailing side, centred.
  static let cell = """
    view root {
      size 375 x fitting
    }
    view title: UILabel { intrinsic 120 21; hugging 251 251 }
    view subtitle: UILabel { intrinsic 200 17; hugging 251 251 }
    view toggle: UISwitch { intrinsic 51 31 }
    V:|-12-[title]-4-[subtitle]-12-|
    H:|-16-[title]-(>=8)-[toggle]-16-|
    H:|-16-[subtitle]-(>=8)-[toggle]
    toggle.centerY == root.centerY
    """

  func solve(_ size: String? = nil) -> CommandOutput {
    SolveAction.run(
      SolveAction.Options(
        file: "cell.layout", selection: ScreenSelection(devices: ["iPhone 15"]), size: size),
      files: MemoryFiles(["cell.layout": Self.cell]))
  }

  /// 375 wide (required) and 12 + 21 + 4 + 17 + 12 = 66 tall; the switch is centred at 33.
  @Test func fileSizeFitsTheHeight() {
    let output = solve()
    #expect(output.status == .success)
    #expect(output.standardError.isEmpty)
    #expect(output.standardOutput.hasPrefix("cell: iPhone 15 portrait 375x66 @3x wC hR\n"))
    #expect(output.standardOutput.contains("toggle    UISwitch  308  17.667     51      31"))
  }

  /// `--size` overrides the file: 320 × fitting, then fitting both sides (the width shrinks
  /// to 16 + 200 + 8 + 51 + 16 = 291).
  @Test func sizeOption() {
    #expect(solve("320x?").standardOutput.hasPrefix("cell: iPhone 15 portrait 320x66 @3x"))
    #expect(solve("?x?").standardOutput.hasPrefix("cell: iPhone 15 portrait 291x66 @3x"))
    #expect(solve("320x100").standardOutput.hasPrefix("cell: iPhone 15 portrait 320x100 @3x"))
  }

  @Test(arguments: ["0x0", "375", "-5x?", "375x?x1", "wide x ?"])
  func badSizesAreRefused(_ size: String) {
    let output = solve(size)
    #expect(output.status == .badInput)
    #expect(
      output.standardError
        == "error: invalid value '\(size)' for --size; expected WIDTHxHEIGHT, each a positive number or ? to fit the content (375x?)\n"
    )
  }

  /// A side past the range of a layout's numbers is refused as it is read (exit 2); it was
  /// solved and failed (`Solver failure: … outside the accepted range`), exit 1.
  @Test(arguments: ["1e10x?", "375x99999999999"])
  func sizesPastTheNumberRangeAreRefused(_ size: String) {
    let output = solve(size)
    #expect(output.status == .badInput)
    #expect(output.standardOutput.isEmpty)
    #expect(
      output.standardError
        == "error: invalid value '\(size)' for --size; expected sides of at most 1000000000 "
        + "points, the limit of a layout's numbers\n")
  }

  @Test func sizeParsesPrintsAndIsRootOnly() throws {
    let layout = try LayoutFileParser.parse(Self.cell)
    #expect(layout.canonicalText.hasPrefix("view root {\n  size 375 x fitting\n}\n"))
    #expect(try LayoutFileParser.parse(layout.canonicalText) == layout)
    #expect(try layout.resolved().componentSize == ComponentSize(width: 375, height: nil))
    do {
      _ = try LayoutFileParser.parse("view box {\n  size 10 x 10\n}", file: "c.layout")
      Issue.record("size on a subview was accepted")
    } catch {
      #expect(
        error.description.hasPrefix(
          "c.layout:2:3: error: 'size' sets the size of a component and belongs in 'view root { ... }'"
        ))
    }
    do {
      _ = try LayoutFileParser.parse("view root { size 0 x fitting }", file: "c.layout")
      Issue.record("a zero width was accepted")
    } catch {
      #expect(
        error.description.hasPrefix("c.layout:1:18: error: a width or 'fitting' must be positive"))
    }
  }

  /// `matrix --widths`: the cell at each width, 66 tall at every one.
  @Test func matrixAtWidths() {
    let output = MatrixAction.run(
      MatrixAction.Options(
        file: "cell.layout", devices: ["iPhone 15"], widths: ["320,375", "430"]),
      files: MemoryFiles(["cell.layout": Self.cell]))
    #expect(output.status == .success)
    #expect(
      output.standardOutput == """
        cell.layout: 3 configurations on 1 device, backend cassowary

        device     orientation  window  size    classes  status  problems
        iPhone 15  portrait     full    320x66  wC hR    ok
        iPhone 15  portrait     full    375x66  wC hR    ok
        iPhone 15  portrait     full    430x66  wC hR    ok

        summary: 3 ok

        """)
    let bad = MatrixAction.run(
      MatrixAction.Options(file: "cell.layout", widths: ["320,0"]),
      files: MemoryFiles(["cell.layout": Self.cell]))
    #expect(bad.status == .badInput)
    #expect(
      bad.standardError
        == "error: invalid value '0' for --widths; expected positive widths separated by commas (320,375,393)\n"
    )
  }

  /// A label that wraps: its height is measured at the width the component is given, at each
  /// text size (the fit is taken again once the root has its width, as a self-sizing cell's).
  static let wrappingCell = """
    view root { size 375 x fitting }
    view title: UILabel { text "A settings row whose title is long enough to wrap on narrow widths"; font body; lines 0 }
    H:|-[title]-|
    V:|-[title]-|
    """

  @Test func wrappingTextIsMeasuredAtEachWidthAndTextSize() {
    var options = MatrixAction.Options(
      file: "cell.layout", devices: ["iPhone 15"], widths: ["320,430,1000"])
    options.contentSizes = "default,ax5"
    let output = MatrixAction.run(
      options, files: MemoryFiles(["cell.layout": Self.wrappingCell]))
    #expect(output.status == .success)
    #expect(
      output.standardOutput == """
        cell.layout: 6 configurations on 1 device, backend cassowary

        device     orientation  window  size          classes  text size  status  problems
        iPhone 15  portrait     full    320x42.333    wC hR    l          ok
        iPhone 15  portrait     full    430x42.333    wC hR    l          ok
        iPhone 15  portrait     full    1000x20.333   wC hR    l          ok
        iPhone 15  portrait     full    320x443       wC hR    ax5        ok
        iPhone 15  portrait     full    430x316.333   wC hR    ax5        ok
        iPhone 15  portrait     full    1000x126.667  wC hR    ax5        ok

        summary: 6 ok

        """)
  }
}
