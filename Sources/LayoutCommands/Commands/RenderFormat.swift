/// The output formats of `layout render`: drawings of one or more screens.
public enum RenderFormat: String, Sendable, Hashable, CaseIterable {
  /// One SVG, or a sheet of several screens.
  case svg
  /// The interactive report, one configuration per screen.
  case html
  /// The SVG rasterised as a PNG image at the largest device scale drawn.
  case png
}
