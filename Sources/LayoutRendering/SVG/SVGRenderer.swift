/// Draws one screen as a standalone SVG document: the screen with its unsafe area (grey)
/// and the band between the safe area and the layout margins (blue) shaded, each visible
/// view as a labelled rectangle showing its text, ambiguous views dashed in red, and notes
/// on conflicts and ambiguity below. Hidden views and their subviews are left out.
public enum SVGRenderer {
  /// The blank border around the figure, in SVG units.
  public static let padding = 16.0

  /// The SVG text, ending with a newline.
  ///
  /// - Parameter scale: SVG units per point (1 draws the screen at its size in points).
  /// - Throws: ``RenderingError/invalidScale(_:)`` unless `scale` is positive and finite,
  ///   ``RenderingError/invalidScreenSize(width:height:)`` for a screen without a positive
  ///   finite size.
  public static func render(_ snapshot: LayoutSnapshot, scale: Double = 1) throws(RenderingError)
    -> String
  {
    guard scale.isFinite, scale > 0 else { throw .invalidScale(scale) }
    try snapshot.screen.validateSize()
    let screen = snapshot.screen
    let heading = screen.title.isEmpty ? (screen.deviceName ?? "Layout") : screen.title
    return document(snapshot, scale: scale, heading: heading, subheading: screen.details)
  }

  /// The document with the given heading lines; `scale` is already validated.
  static func document(
    _ snapshot: LayoutSnapshot, scale: Double, heading: String, subheading: String
  ) -> String {
    document(
      ScreenFigure.Drawing(snapshot, scale: scale, noteWidth: nil), heading: heading,
      subheading: subheading)
  }

  /// The document of a drawing with the given heading lines.
  static func document(_ drawing: ScreenFigure.Drawing, heading: String, subheading: String)
    -> String
  {
    let figure = ScreenFigure(drawing, heading: heading, subheading: subheading)
    let body =
      ["<g transform=\"translate(\(SVGMarkup.number(padding)),\(SVGMarkup.number(padding)))\">"]
      + figure.elements.map { "  " + $0 } + ["</g>"]
    return SVGMarkup.document(
      width: figure.width + 2 * padding, height: figure.height + 2 * padding, body: body)
  }
}
