import LayoutGeometry

extension LayoutAttribute {
  /// The attributes a layout file may name, in UIKit's order (every one but
  /// ``notAnAttribute``).
  public static let layoutFileAttributes: [LayoutAttribute] = allCases.filter {
    $0 != .notAnAttribute
  }

  /// The names a layout file accepts, listed by the parser's "unknown attribute" message.
  public static var layoutFileNames: [String] { layoutFileAttributes.map(\.description) }

  /// Reads a layout-file name: UIKit's names plus `baseline`, the old spelling of
  /// `lastBaseline`.
  public init?(layoutFileName name: String) {
    if name == "baseline" {
      self = .lastBaseline
      return
    }
    guard let attribute = Self.layoutFileAttributes.first(where: { $0.description == name })
    else { return nil }
    self = attribute
  }
}
