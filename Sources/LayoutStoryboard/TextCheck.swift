import AutoLayout

/// One text view's measured size against the size Xcode stored, so the accuracy of text
/// measurement shows on real files (`layout check --measure-text`).
public struct TextCheck: Sendable, Hashable {
  /// The view's IB id.
  public var id: String
  /// The element name (`label`, `button`, `textField`, `textView`).
  public var element: String
  /// A readable name.
  public var name: String
  /// The font as `.layout` writes it (`17`, `body`, `15 semibold`), with the custom font's
  /// name when the stand-in replaced one.
  public var font: String
  /// Whether the font is the system font or a text style (not a custom font).
  public var isSystemFont: Bool
  /// UILabel's `numberOfLines` (0 for other elements, which are not limited to one line).
  public var numberOfLines: Int
  /// The stored frame's size.
  public var stored: Size
  /// The measured intrinsic size (wrapped at the solved width for wrapping text).
  public var measured: Size
  /// The solved frame's size.
  public var solved: Size
  /// Points per pixel on the screen measured for (1 / scale).
  public var pixel: Double
  /// Whether the view has no text (nor placeholder): UIKit sizes an empty label 0 × 0 in any
  /// font, so its stored size says nothing about measuring text.
  public var isEmpty: Bool

  /// Whether the solved width is the measured one (the text, not constraints, sets it).
  public var widthFromText: Bool { abs(solved.width - measured.width) <= pixel / 2 }
  /// Whether the solved height is the measured one.
  public var heightFromText: Bool { abs(solved.height - measured.height) <= pixel / 2 }

  /// A single-line label with text in the system font or a text style: the population of the
  /// targets. An empty label is left out: there is no text to measure, and Xcode keeps
  /// whatever frame the label had when its text was cleared.
  public var isSingleLineSystemLabel: Bool {
    element == "label" && numberOfLines == 1 && isSystemFont && !isEmpty
  }

  /// Whether the measured height equals the stored one within a pixel.
  public var heightMatches: Bool { abs(measured.height - stored.height) <= pixel + 1e-3 }

  /// (measured − stored) / stored width, nil for a stored width of 0.
  public var widthError: Double? {
    stored.width > 0 ? (measured.width - stored.width) / stored.width : nil
  }
}

/// The accuracy figures of a set of ``TextCheck``s: how many single-line system-font labels
/// with text sized by their text have the stored height within a pixel, and the median relative width
/// error of those whose width comes from their text.
public struct TextAccuracy: Sendable, Hashable {
  /// Single-line system-font labels whose height comes from their text.
  public var heightSample: Int
  /// Of those, how many have the stored height within a pixel.
  public var heightMatches: Int
  /// Single-line system-font labels with text whose width comes from their text.
  public var widthSample: Int
  /// The median of |measured − stored| / stored over the width sample (nil when empty).
  public var medianWidthError: Double?

  /// The figures for `checks`.
  public init(_ checks: [TextCheck]) {
    let labels = checks.filter(\.isSingleLineSystemLabel)
    let tall = labels.filter(\.heightFromText)
    heightSample = tall.count
    heightMatches = tall.filter(\.heightMatches).count
    let errors = labels.filter { $0.widthFromText && $0.measured.width > 0 }
      .compactMap(\.widthError).map(abs).sorted()
    widthSample = errors.count
    if errors.isEmpty {
      medianWidthError = nil
    } else if errors.count % 2 == 1 {
      medianWidthError = errors[errors.count / 2]
    } else {
      medianWidthError = (errors[errors.count / 2 - 1] + errors[errors.count / 2]) / 2
    }
  }

  /// The share of the height sample within a pixel (nil when empty).
  public var heightMatchRate: Double? {
    heightSample == 0 ? nil : Double(heightMatches) / Double(heightSample)
  }
}
