import AutoLayout
import LayoutText

/// How far the widths of views sized by text measured in San Francisco's stand-in may be off
/// Apple's: an overlap with a sibling or a stick-out from the superview no deeper than that
/// may not happen on a device, so it is reported as possible rather than certain (as
/// ``TruncationCertainty`` does for truncation).
package struct TextWidthSlack: Sendable {
  /// Points of slack by view name: ``TruncationCertainty/standInWidthError`` of the text's
  /// width, for single-line system-font text measured in the stand-in whose view is as wide
  /// as its text.
  let points: [String: Double]

  /// Slack by view name.
  package init(points: [String: Double]) {
    self.points = points
  }

  /// The slack of `views` (name and view) solved by `engine`.
  package static func of(_ views: [(name: String, view: View)], engine: LayoutEngine)
    -> TextWidthSlack
  {
    var points: [String: Double] = [:]
    for (name, view) in views where !view.isHidden {
      guard let content = view.textContent, view.sizesToText,
        let text = TruncationCertainty.standInTextWidth(
          of: view, content: content, font: content.resolvedFont(at: engine.contentSizeCategory),
          measurer: engine.textMeasurer),
        // Only a view as wide as its text moves with the stand-in's widths.
        abs(view.frame.width - view.intrinsicContentSize.width) <= 0.01
      else { continue }
      points[name] = TruncationCertainty.standInWidthError * text
    }
    return TextWidthSlack(points: points)
  }

  /// Whether siblings `a` and `b` share a strip no wider than their slack together.
  func covers(overlapOf a: String, _ first: Rect, and b: String, _ second: Rect) -> Bool {
    let slack = (points[a] ?? 0) + (points[b] ?? 0)
    guard slack > 0 else { return false }
    let shared = min(first.x + first.width, second.x + second.width) - max(first.x, second.x)
    return shared <= slack + ProblemFinder.epsilon
  }

  /// Whether `frame` of view `name` sticks out of `bounds` only sideways, by no more than
  /// its slack.
  func covers(stickingOut name: String, _ frame: Rect, of bounds: Rect) -> Bool {
    guard let slack = points[name], slack > 0 else { return false }
    let epsilon = ProblemFinder.epsilon
    guard frame.y >= bounds.y - epsilon,
      frame.y + frame.height <= bounds.y + bounds.height + epsilon
    else { return false }
    let over = max(bounds.x - frame.x, frame.x + frame.width - bounds.x - bounds.width)
    return over <= slack + epsilon
  }

  /// What an uncertain report adds to its message.
  static let wording = ": by less than the stand-in font's width error"
}
