import AutoLayout
import LayoutFormats

extension StoryboardConverter {
  /// A stack view's properties as a layout file writes them, UIKit's defaults left out.
  static func stackProperties(of stack: StackView) -> StackProperties {
    var properties = StackProperties()
    if stack.axis != .horizontal { properties.axis = stack.axis }
    if stack.distribution != .fill { properties.distribution = stack.distribution }
    if stack.alignment != .fill { properties.alignment = stack.alignment }
    if stack.spacing != 0 { properties.spacing = stack.spacing }
    properties.isBaselineRelativeArrangement = stack.isBaselineRelativeArrangement
    properties.isLayoutMarginsRelativeArrangement = stack.isLayoutMarginsRelativeArrangement
    return properties
  }
}

extension ConversionVariations {
  /// The `view.axis = …` overrides that turn the stack properties `base` into `other`.
  static func stackChanges(_ name: String, from base: StackProperties?, to other: StackProperties?)
    -> [Override]
  {
    guard let base, let other else { return [] }
    var changes: [StackChange] = []
    if base.axis != other.axis { changes.append(.axis(other.axis ?? .horizontal)) }
    if base.distribution != other.distribution {
      changes.append(.distribution(other.distribution ?? .fill))
    }
    if base.alignment != other.alignment { changes.append(.alignment(other.alignment ?? .fill)) }
    if base.spacing != other.spacing { changes.append(.spacing(other.spacing ?? 0)) }
    return changes.map { .setStack(name, $0, .none) }
  }
}
