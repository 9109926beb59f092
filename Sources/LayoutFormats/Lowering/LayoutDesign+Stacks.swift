import AutoLayout

extension LayoutDesign {
  /// Gives every stack view its declared properties and arranges its subviews in declaration
  /// order, as Interface Builder does; the engine's ``StackView`` makes UIKit's constraints.
  ///
  /// - Returns: an error, at the stack's declaration or its custom spacing, for each
  ///   property the engine refuses.
  func arrangeStacks(_ engineViews: [String: View]) -> [FormatError] {
    var errors: [FormatError] = []
    for declaration in views {
      guard let stack = engineViews[declaration.name] as? StackView else { continue }
      let properties = declaration.properties.stack ?? StackProperties()
      let arranged = views.filter { $0.superview == declaration.name }.compactMap {
        engineViews[$0.name]
      }
      do {
        try stack.configure(
          axis: properties.axis ?? .horizontal, distribution: properties.distribution ?? .fill,
          alignment: properties.alignment ?? .fill, spacing: properties.spacing ?? 0,
          isBaselineRelativeArrangement: properties.isBaselineRelativeArrangement,
          isLayoutMarginsRelativeArrangement: properties.isLayoutMarginsRelativeArrangement)
        try stack.setArrangedSubviews(arranged)
      } catch {
        errors.append(FormatError(location: declaration.position.location, message: "\(error)"))
        continue
      }
      for custom in properties.customSpacings {
        do {
          guard let view = engineViews[custom.view] else {
            throw LayoutEngineError.notArrangedSubview(view: custom.view, stack: stack.name)
          }
          try stack.setCustomSpacing(custom.spacing, after: view)
        } catch {
          errors.append(FormatError(location: custom.position.location, message: "\(error)"))
        }
      }
    }
    return errors
  }
}
