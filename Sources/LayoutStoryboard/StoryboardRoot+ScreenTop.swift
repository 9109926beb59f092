extension StoryboardRoot {
  /// Whether Interface Builder draws the root at the top of the saved screen, so that a root
  /// shorter than the screen gets the screen's bottom inset (the home indicator) only where
  /// it overlaps it. A controller's view on the device's canvas is drawn there; so is a
  /// free-standing freeform view of a xib, which is no controller's view: UIKit insets such a
  /// view's safe area only by the part of it the bars and screen edges cover
  /// ([`safeAreaInsets`](https://developer.apple.com/documentation/uikit/uiview/safeareainsets)).
  /// A freeform controller's view is laid out on a canvas of its own size instead.
  var isDrawnAtScreenTop: Bool { !hasFreeformSize || isFreeformTopLevelView }
}
