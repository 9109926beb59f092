import LayoutCore
import LayoutGeometry
import LayoutText

/// The text a label, button, text field or text view shows, with the font and line settings
/// Interface Builder wrote, so the view can be measured instead of taking its stored size.
public struct StoryboardText: Sendable, Hashable {
  /// The text (a label's `text`, a button's title for the normal state, a text field's
  /// text or else its placeholder, a text view's text).
  public var text: String
  /// The font as written; a custom font is measured in its family when it is installed, else
  /// in the system font's stand-in at its size (``customFont`` names it).
  public var font: TextFont
  /// The custom font's name (`name` or `family` of the `fontDescription`), nil for system
  /// and text-style fonts.
  public var customFont: String?
  /// UILabel's `numberOfLines` (1 when not written, 0 = no limit).
  public var numberOfLines: Int
  /// `lineBreakMode` (`tailTruncation`, `middleTruncation`, `wordWrap`, ...), nil when absent
  /// or unknown: the view's UIKit default then.
  public var lineBreakMode: LineBreakMode?
  /// `adjustsFontForContentSizeCategory="YES"`. A text-style font takes the category the
  /// app starts with either way (UIKit resolves it when the view is decoded); the flag only
  /// decides whether it follows later changes, which a static layout never sees.
  public var adjustsFontForContentSizeCategory: Bool
  /// Whether the text is a text field's placeholder rather than its text.
  public var isPlaceholder: Bool
  /// A configuration button's content insets (iOS 15 `buttonConfiguration`), nil for every
  /// other view.
  public var configurationInsets: DirectionalEdgeInsets?
  /// A label that shrinks its text to fit: the smallest fraction of its font
  /// (``TextContent/minimumScaleFactor``), nil when it does not shrink.
  public var minimumScaleFactor: Double? = nil
  /// A multi-line label's explicit preferred width (Interface Builder's *Preferred Width*
  /// set to *Explicit*, written as `preferredMaxLayoutWidth`), nil when automatic.
  public var preferredMaxLayoutWidth: Double? = nil
  /// A label's or text view's attributed text (`<attributedString key="attributedText">`)
  /// or a button's attributed title (`key="attributedTitle"`) in runs, nil for plain text;
  /// ``text`` is then its characters, ``font`` its first run's font and ``customFont`` the
  /// first custom font of its runs.
  public var attributed: AttributedText? = nil

  public init(
    text: String, font: TextFont, customFont: String? = nil, numberOfLines: Int = 1,
    lineBreakMode: LineBreakMode? = nil, adjustsFontForContentSizeCategory: Bool = false,
    isPlaceholder: Bool = false, configurationInsets: DirectionalEdgeInsets? = nil
  ) {
    self.text = text
    self.font = font
    self.customFont = customFont
    self.numberOfLines = numberOfLines
    self.lineBreakMode = lineBreakMode
    self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
    self.isPlaceholder = isPlaceholder
    self.configurationInsets = configurationInsets
  }

  /// Whether the font is the system font at a fixed size or a text style (not a custom font).
  public var isSystemFont: Bool { customFont == nil }
}

/// Something in a document that is read but cannot be honoured exactly (an unknown text style,
/// a font size out of range), with where it is: the document is still usable.
public struct StoryboardWarning: Sendable, Hashable, CustomStringConvertible {
  /// Where the offending element starts.
  public var location: SourceLocation
  /// What was wrong and what is used instead.
  public var message: String

  public init(location: SourceLocation, message: String) {
    self.location = location
    self.message = message
  }

  /// `file:line:column: warning: message`.
  public var description: String { "\(location): warning: \(message)" }
}
