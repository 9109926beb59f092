import AutoLayout
import LayoutRendering

/// Frames as the REPL prints them: `(x, y, width, height)` with numbers written as every
/// other output writes them (``NumberText``: at most three decimals, `96.667`), so a frame
/// reads the same in `frames`, `layout solve` and a rendered table.
enum FrameText {
  static func of(_ rect: Rect) -> String {
    "("
      + [rect.x, rect.y, rect.width, rect.height].map { NumberText.format($0) }
      .joined(separator: ", ") + ")"
  }
}
