import AutoLayout

extension StoryboardDocument {
  /// A slider's frame minus the rectangle its constraints bind, on the canvas of the saving
  /// Xcode: 2 points on each side (the thumb overhangs the track's ends) and 1 below, none
  /// from Xcode 26 (toolsVersion 24000 on; prerelease builds, `32700.99.1234`, left out),
  /// whose iOS 26 slider is stored with its frame on the rectangle its constraints give.
  var sliderAlignmentInsets: EdgeInsets? {
    isXcode26OrLater ? nil : EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
  }
}
