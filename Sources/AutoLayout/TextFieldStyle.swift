/// How a `UITextField` pads its text, by border style and by the UIKit that draws it, so a
/// field takes its intrinsic size from its text (or placeholder) and font as UIKit's does.
/// The figures and their sources are in `Sources/LayoutText/README.md` (Text fields).
public struct TextFieldStyle: Hashable, Sendable {
  public var border: TextFieldBorder
  /// Whether iOS 13 or later lays the field out (Xcode 11 and later; every `.layout` file):
  /// iOS 13 made the rounded-rect field 34 points tall where earlier systems made it 30.
  public var isModern: Bool

  public init(border: TextFieldBorder, isModern: Bool = true) {
    self.border = border
    self.isModern = isModern
  }

  /// The space beside the text across the field, both sides together.
  public var horizontalPadding: Double {
    switch border {
    case .none: 0
    case .line, .bezel: 12
    case .roundedRect: 14
    }
  }

  /// The space above and below the line of text together, for the styles whose height
  /// follows the font.
  public var verticalPadding: Double {
    switch border {
    case .none: 0
    case .line, .bezel: 8
    case .roundedRect: 0
    }
  }

  /// The height a rounded-rect field has whatever its font (nil: the font sets it).
  public var fixedHeight: Double? {
    border == .roundedRect ? (isModern ? 34 : 30) : nil
  }
}
