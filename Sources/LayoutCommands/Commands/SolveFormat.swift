/// The output formats of `layout solve`: one solved screen.
public enum SolveFormat: String, Sendable, Hashable, CaseIterable {
  /// A readable table of frames.
  case text
  /// Machine-readable JSON.
  case json
  /// ASCII art for a terminal.
  case ascii
  /// A standalone SVG drawing (a sheet for several storyboard roots).
  case svg
  /// The SVG drawing rasterised as a PNG image at the screen's scale.
  case png
  /// The solver's constraints in the benchmark workload format (layout files only), for
  /// `layout bench --workload` and the external runners.
  case workload
}
