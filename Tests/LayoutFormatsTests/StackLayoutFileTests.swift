import LayoutCore
import LayoutDevices
import AutoLayout
import Testing

@testable import LayoutFormats

/// `UIStackView` in layout files: properties, variations, printing and errors.
@Suite struct StackLayoutFileTests {
  /// A 200 × 100 stack at (20, 40) arranging a 100 × 30 and a 60 × 30 button.
  static let source = """
    view buttons: UIStackView {
      axis vertical
      distribution fillEqually
      alignment center
      spacing 8
      view one: UIButton { intrinsic 100 30 }
      view two: UIButton { intrinsic 60 30 }
    }
    buttons.leading == root.leading + 20
    buttons.top == root.top + 40
    buttons.width == 200
    buttons.height == 100

    [wAny hCompact] {
      buttons.axis = horizontal
      buttons.spacing = 10
    }

    [wRegular hRegular] {
      one.hidden = true
    }
    """

  func frames(_ traits: TraitCollection) throws -> [String: Rect] {
    let resolved = try LayoutFileParser.parse(Self.source, file: "s.layout").resolved()
    let engine = LayoutEngine(rootSize: Size(width: 400, height: 300))
    let lowered = try resolved.install(in: engine, traits: traits)
    try engine.layoutIfNeeded()
    #expect(engine.conflictReports.isEmpty)
    #expect(lowered.views["buttons"] is StackView)
    return lowered.views.mapValues(\.frame)
  }

  /// Vertical, fill-equally: (100 − 8) / 2 = 46 tall each, centred in the 200-point width.
  @Test func baseDesign() throws {
    let frames = try frames(TraitCollection())
    #expect(frames["one"] == Rect(x: 50, y: 0, width: 100, height: 46))
    #expect(frames["two"] == Rect(x: 70, y: 54, width: 60, height: 46))
  }

  /// `[wAny hCompact]` turns the stack horizontal with spacing 10: (200 − 10) / 2 = 95 wide,
  /// centred in the 100-point height.
  @Test func compactHeightVariation() throws {
    let frames = try frames(
      TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact))
    #expect(frames["one"] == Rect(x: 0, y: 35, width: 95, height: 30))
    #expect(frames["two"] == Rect(x: 105, y: 35, width: 95, height: 30))
  }

  /// Hiding an arranged view in a variation collapses it: `two` takes the whole height.
  @Test func hiddenInVariation() throws {
    let frames = try frames(
      TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular))
    #expect(frames["one"]?.height == 0)
    #expect(frames["two"] == Rect(x: 70, y: 0, width: 60, height: 100))
  }

  /// The printer writes the stack properties canonically and parsing the print gives back
  /// the same tree.
  @Test func printAndParseAgain() throws {
    let source = """
      view column: UIStackView {
        view title: UILabel { intrinsic 80 20 }
        alignment top
        spacing 12 after title
        marginsRelative
        baselineRelative
        view body: UILabel
        axis vertical
        distribution equalSpacing
        spacing -4
      }

      [wRegular hAny] {
        column.distribution = fillProportionally
        column.alignment = lastBaseline
      }
      """
    let layout = try LayoutFileParser.parse(source)
    let printed = layout.canonicalText
    #expect(
      printed == """
        view column: UIStackView {
          axis vertical
          distribution equalSpacing
          alignment leading
          spacing -4
          spacing 12 after title
          baselineRelative
          marginsRelative
          view title: UILabel {
            intrinsic 80 20
          }
          view body: UILabel
        }

        [wRegular hAny] {
          column.distribution = fillProportionally
          column.alignment = lastBaseline
        }

        """)
    #expect(try LayoutFileParser.parse(printed) == layout)
  }

  func errors(_ source: String) -> String {
    do {
      _ = try LayoutFileParser.parse(source, file: "bad.layout")
      return "no errors"
    } catch {
      return error.errors.map { "\($0.location.line):\($0.location.column): \($0.message)" }
        .joined(separator: "\n")
    }
  }

  @Test func unknownValuesAreNamed() {
    #expect(
      errors("view s: UIStackView { axis diagonal }")
        == "1:28: unknown stack view axis 'diagonal'; use 'horizontal', 'vertical'")
    #expect(
      errors("view s: UIStackView {\n  distribution fillEqualy\n}")
        == "2:16: unknown stack view distribution 'fillEqualy'; did you mean 'fillEqually'?")
    #expect(
      errors("view s: UIStackView { alignment middle }")
        == "1:33: unknown stack view alignment 'middle'; use 'fill', 'leading', 'firstBaseline', 'center', 'trailing', 'lastBaseline', 'top', 'bottom'"
    )
  }

  @Test func stackPropertiesNeedAStackView() {
    #expect(
      errors("view s: UIView { axis vertical }")
        == "1:18: 'axis' is a stack view property; declare 's' as 'view s: UIStackView'")
    #expect(
      errors("view s: UIView\n[wAny hCompact] { s.axis = vertical }")
        == "2:19: 'axis' is a stack view property and 's' is not a UIStackView")
    #expect(
      errors("view s: UIStackView { spacing 4; spacing 5 }")
        == "1:34: duplicate property 'spacing' for view 's'")
  }

  /// A custom spacing after a view the stack does not arrange.
  @Test func customSpacingAfterAViewElsewhere() {
    #expect(
      errors("view other\nview s: UIStackView {\n  spacing 4 after other\n}")
        == "3:19: stack view 's' does not arrange 'other'; only its subviews are arranged")
    #expect(
      errors("view s: UIStackView {\n  view a\n  spacing 4 after b\n}")
        == "3:19: unknown view 'b'")
  }
}
