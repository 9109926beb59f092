import AutoLayout
import LayoutFormats
import Testing

/// The layout file names attributes with the engine's own type: UIKit's names, plus
/// `baseline` for `lastBaseline`; `notAnAttribute` is no name a file may write.
@Suite struct LayoutFileAttributeNameTests {
  @Test func everyUIKitNameReadsAsItsAttribute() {
    for attribute in LayoutAttribute.allCases where attribute != .notAnAttribute {
      #expect(LayoutAttribute(layoutFileName: attribute.description) == attribute)
    }
    #expect(LayoutAttribute.layoutFileNames.count == 20)
    #expect(LayoutAttribute.layoutFileNames.first == "left")
    #expect(LayoutAttribute.layoutFileNames.last == "centerYWithinMargins")
  }

  @Test func baselineIsTheOldNameOfTheLastBaseline() {
    #expect(LayoutAttribute(layoutFileName: "baseline") == .lastBaseline)
    #expect(!LayoutAttribute.layoutFileNames.contains("baseline"))
  }

  @Test(arguments: ["notAnAttribute", "Leading", "minX", "", "width "])
  func otherWordsAreNoAttribute(word: String) {
    #expect(LayoutAttribute(layoutFileName: word) == nil)
  }
}
