extension StoryboardRoot {
  /// Whether the controller's own simulated size is an iPhone screen narrower than 414
  /// points (`retina35`, `retina4`, `retina47`: 320 or 375 wide) in a size-class document
  /// without `<device>` (Xcode 6 and 7): Interface Builder lays its view out on that phone's
  /// screen rather than the *Any/Any* canvas, so its root takes the phone's 16-point system
  /// minimum margins
  /// ([`systemMinimumLayoutMargins`](https://developer.apple.com/documentation/uikit/uiviewcontroller/systemminimumlayoutmargins)).
  var simulatesNarrowPhoneScreen: Bool {
    ["retina35", "retina4", "retina47"].contains(simulatedScreenType ?? "")
  }
}
