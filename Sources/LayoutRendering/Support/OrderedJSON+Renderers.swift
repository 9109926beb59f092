import LayoutSupport

extension OrderedJSON.Style {
  /// Renderings: two-space indentation; short arrays of scalars (`[375, 667]`,
  /// `["minX", "width"]`) stay on one line so sizes and attribute lists remain compact.
  static let rendering = OrderedJSON.Style(
    indentWidth: 2, inlineArrayLimit: 72, number: { NumberText.format($0) })
}

extension OrderedJSON {
  /// The document as the renderers print it.
  func rendered() -> String { rendered(.rendering) }
}
