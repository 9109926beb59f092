import AutoLayout
import Testing

@testable import LayoutStoryboard

/// The constraints the importer makes for the old top and bottom layout guides have no place
/// in the document, so they carry no source location: a conflict message must not show a
/// line of the importer's own Swift source as if it were the storyboard's.
@Suite struct GuideConstraintOriginTests {
  @Test func layoutGuideConstraintsHaveNoSourceLine() throws {
    let phone = #"<device id="retina4_0" orientation="portrait" appearance="light"/>"#
    let layout = try CorpusRuleTests.belowTopGuide(device: phone, toolsVersion: "22505")
    let guides = layout.engine.enforcedConstraints.filter {
      $0.identifier?.hasPrefix("topLayoutGuide-") == true
        || $0.identifier?.hasPrefix("bottomLayoutGuide-") == true
        || $0.identifier?.hasPrefix("_UILayoutGuide-") == true
    }
    #expect(guides.count == 8)
    #expect(guides.allSatisfy { $0.origin == nil })
    // The document's own constraint keeps its line.
    let own = layout.engine.enforcedConstraints.first { $0.identifier == "g1" }
    #expect(own?.origin != nil)
  }
}
