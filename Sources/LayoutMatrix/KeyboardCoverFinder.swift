import AutoLayout
import LayoutCore
import LayoutRendering

/// Finds the controls a docked keyboard hides: a button or text field the user cannot reach
/// while typing, as a login form whose button stays behind the keyboard on a short phone.
package enum KeyboardCoverFinder {
  /// The classes the user interacts with, which must stay clear of the keyboard.
  static let interactiveClasses: Set<String> = [
    "UIButton", "UITextField", "UITextView", "UISwitch", "UISlider", "UISegmentedControl",
    "UIStepper",
  ]

  /// One `under-keyboard` problem per visible interactive view that shares area with a
  /// keyboard `height` points tall over the screen's bottom. A scroll view's content is left
  /// out, as it scrolls into view (the convention off-screen problems follow).
  package static func problems(
    _ snapshot: LayoutSnapshot, keyboardHeight height: Double,
    locate: (String) -> SourceLocation?
  ) -> [LayoutProblem] {
    guard height > ProblemFinder.epsilon else { return [] }
    let screen = snapshot.screen.bounds
    let keyboard = Rect(
      x: screen.x, y: screen.y + screen.height - height, width: screen.width, height: height)
    let hidden = snapshot.effectivelyHidden
    let scrolls = snapshot.enclosingScrollViews()
    return snapshot.views.indices.compactMap { index -> LayoutProblem? in
      let view = snapshot.views[index]
      guard interactiveClasses.contains(view.className), !snapshot.isRoot(at: index),
        !hidden[index], scrolls[index] == nil
      else { return nil }
      let frame = view.rootFrame
      let overlap =
        min(frame.y + frame.height, keyboard.y + keyboard.height)
        - max(frame.y, keyboard.y)
      let across =
        min(frame.x + frame.width, keyboard.x + keyboard.width) - max(frame.x, keyboard.x)
      guard overlap > ProblemFinder.epsilon, across > ProblemFinder.epsilon else { return nil }
      let whole = overlap >= frame.height - ProblemFinder.epsilon
      return LayoutProblem(
        kind: .underKeyboard,
        message: "\(view.name) is \(whole ? "entirely" : "partly") behind the keyboard",
        location: locate(view.name),
        detail: "\(ProblemFinder.describe(frame)) under \(ProblemFinder.describe(keyboard))")
    }
  }
}
