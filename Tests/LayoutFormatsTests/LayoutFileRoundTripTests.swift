import Foundation
import Testing

@testable import LayoutFormats

/// parse -> print -> parse is the identity, and printing is idempotent.
@Suite struct LayoutFileRoundTripTests {
  @Test(arguments: [ExampleFiles.restructure, ExampleFiles.vflOnly, ExampleFiles.messy, ""])
  func roundTrip(source: String) throws {
    let parsed = try LayoutFileParser.parse(source, file: "in.layout")
    let printed = parsed.canonicalText
    let reparsed = try LayoutFileParser.parse(printed, file: "out.layout")
    #expect(reparsed == parsed)
    #expect(reparsed.canonicalText == printed)
  }

  @Test func canonicalFormOfMessyInput() throws {
    let parsed = try LayoutFileParser.parse(ExampleFiles.messy)
    #expect(
      parsed.canonicalText == """
        orientations portrait portraitUpsideDown landscapeLeft landscapeRight

        view box: UIView {
          intrinsic 10 none
          hugging 300 300
          margins 4 8 4 8
        }

        box.width == 2 * box.height - 1
        box.leading >= root.leadingMargin + 0.5 @250
        box.top == root.top - 0.001 @999.5 #top-edge

        [wCompact hAny] {
          #top-edge.priority = 500
          uninstall box
          box.hidden = false
        }

        when height <= 500 {
          box.font = 9
        }

        """)
  }

  @Test func canonicalFormOfTheExample() throws {
    let printed = try LayoutFileParser.parse(ExampleFiles.restructure).canonicalText
    #expect(printed.contains("view badge: UILabel in header {\n  hidden\n  uninstalled\n}"))
    #expect(printed.contains("H:|-[title]-(>=pad)-|"))
    #expect(printed.contains("H:|-pad-[photo]-pad-[caption(>=200)]-pad-|") == false)
    #expect(printed.contains("H:|-pad-[photo]-[caption(>=200)]-pad-| alignAllTop"))
    #expect(printed.contains("photo.width == 0.5 * root.width"))
    #expect(printed.contains("text \"A \\\"quoted\\\" caption\""))
    #expect(printed.contains("when aspect >= 1.5, width 600...2000 {"))
    #expect(!printed.contains("//"))
  }
}

/// The README's complete example stays a valid file.
@Suite struct ReadmeExampleTests {
  @Test func completeExampleParsesAndRoundTrips() throws {
    let readme = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/LayoutFormats/README.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    let section = try #require(text.range(of: "### Complete example\n\n```\n"))
    let end = try #require(text.range(of: "```", range: section.upperBound..<text.endIndex))
    let example = String(text[section.upperBound..<end.lowerBound])
    let layout = try LayoutFileParser.parse(example, file: "README.md")
    #expect(try LayoutFileParser.parse(layout.canonicalText) == layout)
    #expect(try layout.resolved().views.count == 6)
  }
}
