import LayoutDevices

extension TraitCollection {
  /// Reads an Interface Builder size-class label into a pattern, e.g. `wAny hCompact`,
  /// `wC hR`, `wRegular` (height Any) or `base`/`any` (the base design, matching everything).
  ///
  /// Tokens are separated by spaces; each is `w` or `h` followed by `Any`, `A`, `Compact`,
  /// `C`, `Regular` or `R`, in any letter case. A missing axis is Any.
  ///
  /// - Throws: ``AdaptivityError/invalidTraitPattern(_:reason:)`` naming the bad token.
  public init(sizeClassLabel label: String) throws(AdaptivityError) {
    self.init()
    let tokens = label.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    if tokens.count == 1, ["base", "any"].contains(tokens[0].lowercased()) { return }
    guard !tokens.isEmpty else {
      throw .invalidTraitPattern(label, reason: "expected `w<class> h<class>`")
    }
    var seen = Set<Character>()
    for token in tokens {
      let lowered = token.lowercased()
      guard let axis = lowered.first, axis == "w" || axis == "h" else {
        throw .invalidTraitPattern(label, reason: "`\(token)` does not start with w or h")
      }
      guard seen.insert(axis).inserted else {
        throw .invalidTraitPattern(label, reason: "the \(axis) axis is given twice")
      }
      let sizeClass: SizeClass
      switch lowered.dropFirst() {
      case "any", "a": sizeClass = .unspecified
      case "compact", "c": sizeClass = .compact
      case "regular", "r": sizeClass = .regular
      default:
        throw .invalidTraitPattern(
          label, reason: "`\(token)` is not Any, Compact or Regular (or A, C, R)")
      }
      if axis == "w" {
        horizontalSizeClass = sizeClass
      } else {
        verticalSizeClass = sizeClass
      }
    }
  }

  /// A size-class-only pattern, as Interface Builder's variations are keyed.
  public static func sizeClasses(width: SizeClass, height: SizeClass) -> TraitCollection {
    TraitCollection(horizontalSizeClass: width, verticalSizeClass: height)
  }
}
