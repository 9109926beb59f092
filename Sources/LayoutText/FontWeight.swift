/// A font weight by UIKit's names (`UIFont.Weight`), so `.layout` files and storyboards can
/// name the weights a designer picks.
public enum FontWeight: String, CaseIterable, Sendable, Hashable {
  case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

  /// The stand-in font's style name for this weight (Inter's file names), paired so that each
  /// UIKit weight maps to the Inter weight with the same CSS weight number (100…900).
  var styleName: String {
    switch self {
    case .ultraLight: "Thin"
    case .thin: "ExtraLight"
    case .light: "Light"
    case .regular: "Regular"
    case .medium: "Medium"
    case .semibold: "SemiBold"
    case .bold: "Bold"
    case .heavy: "ExtraBold"
    case .black: "Black"
    }
  }

  /// The CSS and OpenType weight number of the same name (100…900), as fontconfig is asked.
  var cssWeight: Int {
    (Self.allCases.firstIndex(of: self)! + 1) * 100
  }

  /// The weight named `name` (case-insensitive), or nil.
  public init?(name: String) {
    guard let weight = Self.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() })
    else { return nil }
    self = weight
  }
}
