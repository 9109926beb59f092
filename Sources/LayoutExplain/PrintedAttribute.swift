import LayoutGeometry

/// An attribute as a constraint description prints it: the word, and the engine's
/// ``LayoutAttribute`` it means.
///
/// Descriptions print UIKit's names (`leading`, `centerYWithinMargins`) and words that are no
/// `NSLayoutConstraint.Attribute` of their own: the engine's variable names that autoresizing
/// and scroll-view constraints print (`minX`, `midX` and `maxX` for `left`, `centerX` and
/// `right`, the same for y, `contentWidth` and `contentHeight` for the sizes) and `baseline`,
/// the old name of `lastBaseline`. Each reads as the attribute it means and keeps its word, so
/// explanations quote the log.
public struct PrintedAttribute: Hashable, Sendable, CustomStringConvertible {
  /// The attribute the word means.
  public let attribute: LayoutAttribute
  /// The word as printed.
  public let word: String

  /// The attribute under UIKit's name.
  public init(_ attribute: LayoutAttribute) {
    self.attribute = attribute
    word = attribute.description
  }

  /// Reads a printed word; nil when descriptions print no attribute so.
  public init?(word: String) {
    guard let attribute = Self.meanings[word] else { return nil }
    self.attribute = attribute
    self.word = word
  }

  /// The word.
  public var description: String { word }

  /// The engine's words, which are no attributes of UIKit's, and the attributes they mean.
  static let engineWords: [String: LayoutAttribute] = [
    "minX": .left, "midX": .centerX, "maxX": .right, "minY": .top, "midY": .centerY,
    "maxY": .bottom, "contentWidth": .width, "contentHeight": .height, "baseline": .lastBaseline,
  ]

  /// Every word a description may print for an attribute, and the attribute it means.
  static let meanings: [String: LayoutAttribute] = {
    var result = engineWords
    for attribute in LayoutAttribute.allCases where attribute != .notAnAttribute {
      result[attribute.description] = attribute
    }
    return result
  }()

  /// The words sorted longest first, so `leadingMargin` is tried before `leading`.
  static let wordsLongestFirst: [String] = meanings.keys.sorted {
    $0.count != $1.count ? $0.count > $1.count : $0 < $1
  }

  /// ``wordsLongestFirst``, each with its characters, for comparing in place.
  static let wordCharactersLongestFirst: [(String, [Character])] = wordsLongestFirst.map {
    ($0, Array($0))
  }
}

extension PrintedAttribute: Codable {
  /// Reads the word.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let word = try container.decode(String.self)
    guard let attribute = PrintedAttribute(word: word) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "'\(word)' is no attribute a description prints")
    }
    self = attribute
  }

  /// Writes the word.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(word)
  }
}
