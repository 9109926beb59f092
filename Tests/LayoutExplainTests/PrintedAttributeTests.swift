import Foundation
import LayoutGeometry
import Testing

@testable import LayoutExplain

/// The words descriptions print for attributes, and the engine attributes they mean.
@Suite struct PrintedAttributeTests {
  /// The engine's words and the old `baseline` read as the attributes they mean, keeping the
  /// word; only whole words do (`minXY` is no attribute).
  @Test(arguments: [
    ("minX", LayoutAttribute.left), ("midX", .centerX), ("maxX", .right), ("minY", .top),
    ("midY", .centerY), ("maxY", .bottom), ("contentWidth", .width), ("contentHeight", .height),
    ("baseline", .lastBaseline), ("leadingMargin", .leadingMargin),
    ("centerYWithinMargins", .centerYWithinMargins),
  ])
  func wordsMeanEngineAttributes(word: String, attribute: LayoutAttribute) throws {
    let printed = try #require(PrintedAttribute(word: word))
    #expect(printed.attribute == attribute)
    #expect(printed.word == word)
    #expect("\(printed)" == word)
    #expect(PrintedAttribute(word: word + "Y") == nil)
  }

  /// Every attribute but `notAnAttribute` is printed under UIKit's name, which reads back.
  @Test func uikitNamesReadBack() {
    for attribute in LayoutAttribute.allCases where attribute != .notAnAttribute {
      #expect(PrintedAttribute(word: attribute.description) == PrintedAttribute(attribute))
    }
    #expect(PrintedAttribute(word: "notAnAttribute") == nil)
    #expect(PrintedAttribute.wordsLongestFirst.count == 29)
  }

  /// The same attribute under two words is two printed attributes.
  @Test func wordsTellApart() throws {
    #expect(try #require(PrintedAttribute(word: "minX")) != PrintedAttribute(.left))
  }

  /// A printed attribute encodes as its word and decodes from it.
  @Test func codesAsTheWord() throws {
    let printed = try #require(PrintedAttribute(word: "midY"))
    let data = try JSONEncoder().encode([printed])
    #expect(String(decoding: data, as: UTF8.self) == #"["midY"]"#)
    #expect(try JSONDecoder().decode([PrintedAttribute].self, from: data) == [printed])
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([PrintedAttribute].self, from: Data(#"["diagonal"]"#.utf8))
    }
  }
}
