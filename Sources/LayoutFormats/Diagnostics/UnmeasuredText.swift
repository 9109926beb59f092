/// Text written on a view that UIKit does not size by its text: only labels, buttons, text
/// fields and text views that do not scroll have an intrinsic content size from their text
/// (Apple's `intrinsicContentSize` documentation: a plain `UIView` returns
/// `noIntrinsicMetric` on both axes). A layout file cannot say which UIKit class a custom
/// class extends, so its text is not measured either; without this warning such a view
/// silently comes out 0 × 0 or ambiguous.
package enum UnmeasuredText {
  /// The warning for `view`, or nil when its text is measured, it has no text, an
  /// `intrinsic` size is written (the user sized it), or it is a text view that scrolls.
  package static func warning(for view: ResolvedView) -> String? {
    let properties = view.properties
    guard properties.intrinsicSize == nil, properties.text != nil, view.textContent == nil
    else { return nil }
    let className = view.className ?? "UIView"
    // A scrolling text view has no intrinsic size in UIKit either: its constraints size it,
    // as the file says.
    guard className != "UITextView" else { return nil }
    let base =
      UIKitClassNames.known.contains(className)
      ? "text on a \(className) is not measured"
      : "text on '\(className)' is not measured (a custom class's UIKit base is not known)"
    return base
      + "; only UILabel, UIButton, UITextField and a nonScrolling UITextView take their size "
      + "from their text: declare it as one of them, or give it 'intrinsic W H'"
  }
}
