/// The output formats of `layout explain`: a conflict log's explanation.
public enum ExplainFormat: String, Sendable, Hashable, CaseIterable {
  /// The explanation as prose: the conflict, what breaks, fixes, what the log lacked.
  case text
  /// Machine-readable JSON, keys in the explanation's order.
  case json
  /// The conflict diagram as SVG.
  case svg
  /// A page holding the diagram and the text.
  case html
  /// The diagram rasterised as a PNG image at 2x.
  case png
}
