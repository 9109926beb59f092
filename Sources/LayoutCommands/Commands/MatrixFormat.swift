/// The output formats of `layout matrix`: every configuration of one layout.
public enum MatrixFormat: String, Sendable, Hashable, CaseIterable {
  /// A table with a status per configuration, problems in the compiler form.
  case text
  /// Machine-readable JSON.
  case json
  /// A page of every configuration's drawing.
  case html
  /// One SVG sheet of every configuration's drawing.
  case svg
}
