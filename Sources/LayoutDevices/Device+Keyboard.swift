extension Device {
  /// Gives the phone keyboard heights by portrait screen height with the QuickType bar,
  /// iPhone 5 class up to the home-indicator class.
  static let phonePredictiveSource =
    "https://github.com/devpolant/SwiftyComponents/blob/master/Framework/Components/Extensions/UIKit/UIScreen+Keyboard.swift"
  /// Gives the keyboard without a predictive bar: iPhone 216 pt portrait, 162 pt landscape;
  /// iPad 264 pt portrait, 352 pt landscape.
  static let classicKeyboardSource =
    "https://www.oreilly.com/library/view/beginning-ios-5/9781118144251/ch006-sec005.html"

  /// The docked system keyboard's height in an orientation, with or without the predictive
  /// (QuickType) bar that iOS shows by default.
  ///
  /// Public sources give the predictive keyboard in portrait on phones of 568, 667, 736 and
  /// 812 points (taller phones get the 812-point figure, as that source does), and the keyboard without the bar for every phone and iPad in both
  /// orientations. Where no source gives a figure (the predictive keyboard in landscape and on
  /// iPad, a 480-point phone, phones taller than 568 points without the bar) the nearest
  /// documented class is used and ``DockedKeyboardHeight/isNearestClass`` says so.
  public func dockedKeyboardHeight(in orientation: InterfaceOrientation, predictive: Bool = true)
    -> DockedKeyboardHeight
  {
    let landscape = orientation.isLandscape
    if idiom == .pad {
      return DockedKeyboardHeight(
        points: landscape ? 352 : 264, source: Self.classicKeyboardSource,
        isNearestClass: predictive)
    }
    if landscape {
      return DockedKeyboardHeight(
        points: 162, source: Self.classicKeyboardSource, isNearestClass: predictive)
    }
    let height = screen.points.height
    guard predictive else {
      return DockedKeyboardHeight(
        points: 216, source: Self.classicKeyboardSource, isNearestClass: height > 568)
    }
    let points: Double =
      switch height {
      case 812...: 333
      case 736...: 271
      case 667...: 258
      default: 253
      }
    return DockedKeyboardHeight(
      points: points, source: Self.phonePredictiveSource,
      isNearestClass: ![568, 667, 736, 812].contains(height))
  }
}
