import Foundation
import LayoutGeometry
import LayoutRendering
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The diagram's line styles survive printing in grey: every class of constraint differs
/// from every other in its dash pattern (or stroke width), not only in colour.
@Suite struct ConstraintStyleTests {
  @Test func everyClassHasItsOwnDashPattern() {
    let styles = ConstraintStyle.all
    #expect(styles.count == ConstraintSource.allCases.count + 2)
    #expect(Set(styles.map(\.dash)).count == styles.count, "\(styles.map(\.dash))")
    #expect(Set(styles.map(\.cssClass)).count == styles.count)
    #expect(Set(styles.map(\.colour)).count == styles.count)
  }

  @Test func brokenLinesAreThickerThanEveryKind() {
    let widest = ConstraintSource.allCases.map { ConstraintStyle.of($0).width }.max()!
    for breakage in DiagramConstraint.Breakage.allCases {
      #expect(ConstraintStyle.of(breakage).width > widest)
    }
  }

  @Test func stylesheetStrokesEachClassWithItsPattern() {
    let svg = ConflictDiagramSVG.render(
      ConflictDiagram(title: "t", panels: [ConflictSamples.header()]))
    for style in ConstraintStyle.all {
      #expect(
        svg.contains(
          ".\(style.cssClass) .styled{stroke:\(style.colour);stroke-width:"
            + "\(NumberText.format(style.width, decimals: 2));stroke-dasharray:\(style.dash)}"),
        "\(style.cssClass)")
    }
  }

  @Test func legendShowsTheStylesUsedAndTheGlyphs() {
    let svg = ConflictDiagramSVG.render(
      ConflictDiagram(title: "t", panels: [ConflictSamples.header()]))
    let legend = String(svg[svg.range(of: "<g class=\"legend\"")!.lowerBound...])
    for label in [
      "app constraint", "broken", "would break", "edge", "centre", "size (dimension line)",
      "attribute on the other axis",
    ] {
      #expect(legend.contains(">\(label)</text>"), "\(label)")
    }
    // The container's width is drawn as 'would break', and nothing is autoresizing.
    #expect(!legend.contains(">size set by a container</text>"))
    #expect(!legend.contains(">autoresizing mask</text>"))
  }

  @Test func svgIsWellFormedWithHostileNames() {
    var panel = ConflictSamples.header()
    panel.views[0].name = "a<b & \"c\" 'd'\u{1B}"
    panel.constraints[0].first.view = panel.views[0].name
    panel.constraints[1].second?.view = panel.views[0].name
    let svg = ConflictDiagramSVG.render(ConflictDiagram(title: "<t>", panels: [panel]))
    #expect(XMLParser(data: Data(svg.utf8)).parse())
    #expect(svg.contains("a&lt;b &amp; &quot;c&quot; &#39;d&#39;\u{FFFD}"))
  }
}
