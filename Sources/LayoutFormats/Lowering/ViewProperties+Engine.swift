import AutoLayout
import LayoutCore

extension ViewProperties {
  /// Gives an engine view these declared properties: intrinsic content size, hugging and
  /// compression-resistance priorities, layout margins, the semantic content attribute and
  /// the hidden flag.
  ///
  /// Properties left undeclared keep the view's current values, except `isHidden`, which is
  /// always set. Content priorities out of range (the parser rejects them) are skipped.
  public func apply(to view: View) {
    if let size = intrinsicSize {
      view.intrinsicContentSize = Size(
        width: size.horizontal ?? View.noIntrinsicMetric,
        height: size.vertical ?? View.noIntrinsicMetric)
    }
    if let hugging,
      let horizontal = try? Priority(validating: hugging.horizontal),
      let vertical = try? Priority(validating: hugging.vertical)
    {
      view.setContentHuggingPriority(horizontal, for: .horizontal)
      view.setContentHuggingPriority(vertical, for: .vertical)
    }
    if let compression,
      let horizontal = try? Priority(validating: compression.horizontal),
      let vertical = try? Priority(validating: compression.vertical)
    {
      view.setContentCompressionResistancePriority(horizontal, for: .horizontal)
      view.setContentCompressionResistancePriority(vertical, for: .vertical)
    }
    if let margins { view.directionalLayoutMargins = margins }
    if let semanticContentAttribute { view.semanticContentAttribute = semanticContentAttribute }
    view.isHidden = isHidden
  }
}
