extension StoryboardView {
  /// Whether the view is a plain `UIView` subclass of the app's (`customClass` on a `<view>`)
  /// with no subviews in the document and no placeholder intrinsic size: Interface Builder
  /// laid it out with the class's own `intrinsicContentSize`, computed by the class's code
  /// (an `@IBDesignable` view is built and run for the canvas), which the document does not
  /// hold. The stored size is the only trace of that size, so the importer takes it as the
  /// view's intrinsic content size on both axes, as it does for labels and images. Where the
  /// document's constraints fix the size, the intrinsic size (hugging 250, compression
  /// resistance 750) changes nothing on the saved screen.
  var sizesByItsClassCode: Bool {
    (element == "view" || isScrollingTextView) && customClass != nil && subviews.isEmpty
      && placeholderIntrinsicWidth == nil && placeholderIntrinsicHeight == nil
  }

  /// A text view that scrolls: UIKit gives it no intrinsic size (a scroll view sizes nothing
  /// by its content), so a subclass of the app's that has one computes it in its own code.
  private var isScrollingTextView: Bool {
    element == "textView" && contentAttributes["scrollEnabled"] != "NO"
  }
}
