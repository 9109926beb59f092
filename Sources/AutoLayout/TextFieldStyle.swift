/// How a `UITextField` pads its text, by border style and by the UIKit that draws it, so a
/// field takes its intrinsic size from its text (or placeholder) and font as UIKit's does.
/// The figures and their sources are in `Sources/LayoutText/README.md` (Text fields).
public struct TextFieldStyle: Hashable, Sendable {
  public var border: TextFieldBorder
  /// The UIKit that lays the field out: iOS 13 made the rounded-rect field 34 points tall
  /// where earlier systems made it 30, and iOS 26 gave the borderless field a minimum height.
  public var system: TextFieldSystem

  public init(border: TextFieldBorder, system: TextFieldSystem = .iOS13) {
    self.border = border
    self.system = system
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
  /// follows the font; the field's height is the line height plus this, on the pixel grid.
  public var verticalPadding: Double {
    switch border {
    case .none: system == .iOS13 ? 1.67 : 0
    case .line, .bezel: 8
    case .roundedRect: 0
    }
  }

  /// The height a rounded-rect field has whatever its font (nil: the font sets it).
  public var fixedHeight: Double? {
    border == .roundedRect ? (system == .iOS12 ? 30 : 34) : nil
  }

  /// The least height of a field whose font sets its height: iOS 26's borderless field is
  /// never shorter than 22 points.
  public var minimumHeight: Double {
    border == .none && system == .iOS26 ? 22 : 0
  }
}
