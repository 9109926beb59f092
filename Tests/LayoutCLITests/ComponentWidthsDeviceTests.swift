import Foundation
import Testing

/// `matrix --widths` without `--devices` lays the component out on the device `solve --size`
/// uses (iPhone 15, 3x), so both give one height at one width; it used the catalog's first
/// device, the 1x iPhone of 2007, whose pixel grid rounded 20.2 points up to 21.
@Suite struct ComponentWidthsDeviceTests {
  static let layout = Data("view a { intrinsic 10 20.2 }\nH:|[a]|\nV:|[a]|\n".utf8)

  @Test func widthsUseSolvesDefaultDevice() throws {
    let matrix = try CLIRunner.run(["matrix", "-", "--widths", "320,375"], input: Self.layout)
    #expect(matrix.status == 0)
    #expect(
      matrix.standardOutput == """
        -: 2 configurations on 1 device, backend cassowary

        device     orientation  window  size        classes  status  problems
        iPhone 15  portrait     full    320x20.333  wC hR    ok
        iPhone 15  portrait     full    375x20.333  wC hR    ok

        summary: 2 ok

        """)
    let solve = try CLIRunner.run(["solve", "-", "--size", "375x?"], input: Self.layout)
    #expect(solve.standardOutput.hasPrefix("-: iPhone 15 portrait 375x20.333 @3x wC hR\n"))
  }

  /// A width past the range of a layout's numbers is refused as it is read (exit 2), not
  /// solved into a `failed` row.
  @Test func widthsPastTheNumberRangeAreRefused() throws {
    let matrix = try CLIRunner.run(["matrix", "-", "--widths", "375,1e10"], input: Self.layout)
    #expect(matrix.status == 2)
    #expect(matrix.standardOutput.isEmpty)
    #expect(
      matrix.standardError
        == "error: invalid value '1e10' for --widths; expected widths of at most 1000000000 "
        + "points, the limit of a layout's numbers\n")
  }

  /// A device named is still the one used.
  @Test func aNamedDeviceIsKept() throws {
    let matrix = try CLIRunner.run(
      ["matrix", "-", "--widths", "375", "--devices", "iPhone SE (1st generation)"],
      input: Self.layout)
    #expect(
      matrix.standardOutput.contains("iPhone SE (1st generation)  portrait     full    375x20.5"))
  }
}
