import CommandTestSupport
import LayoutStoryboard

/// The shared builder of small Interface Builder documents, under the name these tests use.
typealias TestDocument = StoryboardFixture

extension StoryboardFixture {
  /// Parses and lays out a storyboard string.
  static func layout(_ xml: String) throws -> StoryboardLayout {
    try StoryboardDocument(string: xml, file: "test.storyboard").layout()
  }
}
