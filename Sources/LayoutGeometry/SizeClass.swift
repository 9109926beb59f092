/// A coarse description of the space along one axis, as UIKit's `UIUserInterfaceSizeClass`.
///
/// Size classes are what adaptive layouts branch on instead of device models: every iPhone is
/// compact-width in portrait, iPads are regular in both axes when full screen, and an iPad
/// window in Split View can become compact-width.
public enum SizeClass: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// No size class: the *Any* wildcard of Interface Builder's `wAny hAny` designs.
  case unspecified
  /// Constrained space (iPhone width, iPhone landscape height, narrow iPad windows).
  case compact
  /// Expansive space (iPad, landscape width of Plus/Max-class iPhones).
  case regular

  /// The one-letter form Interface Builder uses in `wC hR`-style labels: `C`, `R` or `Any`.
  public var shortName: String {
    switch self {
    case .unspecified: "Any"
    case .compact: "C"
    case .regular: "R"
    }
  }

  public var description: String { rawValue }
}
