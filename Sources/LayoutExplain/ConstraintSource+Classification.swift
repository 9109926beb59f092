import LayoutGeometry

extension ConstraintSource {
  /// Classifies a constraint from its class name and identifier.
  static func classify(className: String, identifier: String?) -> ConstraintSource {
    if className == "NSAutoresizingMaskLayoutConstraint" { return .autoresizing }
    if className == "NSContentSizeLayoutConstraint" { return .contentSize }
    if className == "NSIBPrototypingLayoutConstraint"
      || identifier?.hasPrefix("IB auto generated") == true
    {
      return .interfaceBuilderPrototyping
    }
    if let identifier {
      if identifier.hasPrefix("UIView-Encapsulated-Layout") { return .encapsulatedLayout }
      if identifier.hasPrefix("UISV-") { return .stackView }
      if identifier.hasPrefix("UIView-") && identifier.hasSuffix("-guide-constraint")
        || identifier.hasPrefix("UIViewSafeAreaLayoutGuide")
        || identifier.hasPrefix("UIViewLayoutMarginsGuide")
      {
        return .layoutGuide
      }
      if identifier.hasPrefix("_UI") || identifier.hasPrefix("UIVC-")
        || identifier.hasPrefix("NSView-Encapsulated") || identifier.hasPrefix("fittingSize")
      {
        return .otherSystem
      }
    }
    if className.hasPrefix("_UI") {
      return .otherSystem
    }
    return .user
  }
}
