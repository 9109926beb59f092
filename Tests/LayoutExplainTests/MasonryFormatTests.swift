import Testing

@testable import LayoutExplain

/// The container sizes a Masonry-format log hides.
@Suite struct MasonryFormatTests {
  /// A hidden constant `contentWidth` is a width: the container imposes
  /// 'UIView-Encapsulated-Layout-Width', not '…-Height'.
  @Test func contentWidthIsTheContainersWidth() {
    let log = """
      Unable to simultaneously satisfy constraints.
      (
          "<MASLayoutConstraint:0x1 UILabel:0x2.width == 400>",
          "<NSLayoutConstraint:0x3 UIScrollView:0x4.contentWidth == 320>"
      )
      """
    let parsed = Explainer.parse(log: log)
    #expect(parsed.constraints["0x3"]?.source == .encapsulatedLayout)
    #expect(
      parsed.assumptions == [
        "the identifier of NSLayoutConstraint:0x3 (line 4): Masonry's descriptions hide "
          + "identifiers, so its constant contentWidth is taken as the size the container "
          + "imposes ('UIView-Encapsulated-Layout-Width')"
      ])
  }
}
