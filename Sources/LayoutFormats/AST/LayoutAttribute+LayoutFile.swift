import LayoutGeometry

/// The attribute a layout file names, which is the engine's own type.
@available(*, deprecated, renamed: "LayoutAttribute")
public typealias AttributeName = LayoutAttribute

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

  /// Reads a layout-file name (the spelling before the attribute types were one).
  @available(*, deprecated, renamed: "init(layoutFileName:)")
  public init?(name: String) { self.init(layoutFileName: name) }

  /// The attribute itself: the layout file and the engine share one attribute type.
  @available(*, deprecated, message: "the layout file's attribute is the engine's LayoutAttribute")
  public var engineAttribute: LayoutAttribute { self }

  /// Whether this is an absolute left/right attribute, which may not be mixed with directional
  /// ones.
  @available(*, deprecated, renamed: "isAbsoluteHorizontalEdge")
  public var isAbsoluteHorizontal: Bool { isAbsoluteHorizontalEdge }
}
