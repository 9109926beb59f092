/// The UIKit view classes a layout file is likely to name, to catch a misspelt one: a class
/// is only a label for rendering, so `UIButon` would otherwise pass silently and draw as a
/// plain view.
package enum UIKitClassNames {
  /// UIKit's view classes (UIView and its public subclasses a screen holds), from Apple's
  /// UIKit documentation (https://developer.apple.com/documentation/uikit/views-and-controls).
  static let known: Set<String> = [
    "UIView", "UILabel", "UIButton", "UIImageView", "UITextField", "UITextView",
    "UIScrollView", "UITableView", "UITableViewCell", "UICollectionView",
    "UICollectionViewCell", "UICollectionReusableView", "UIStackView", "UISwitch", "UISlider",
    "UIStepper", "UISegmentedControl", "UIProgressView", "UIActivityIndicatorView",
    "UIPageControl", "UIDatePicker", "UIPickerView", "UISearchBar", "UIToolbar",
    "UINavigationBar", "UITabBar", "UIVisualEffectView", "UIControl", "UIWindow",
    "UIInputView", "UIColorWell", "UIContentUnavailableView", "UILayoutGuide",
    "UITableViewHeaderFooterView",
  ]

  /// The warning for `className` when it looks like a UIKit class (`UI` and a capital) but
  /// is none, with the nearest one suggested; nil for known and custom classes.
  package static func warning(for className: String) -> String? {
    let scalars = Array(className.unicodeScalars)
    guard scalars.count > 2, scalars[0] == "U", scalars[1] == "I",
      ("A"..."Z").contains(scalars[2]), !known.contains(className)
    else { return nil }
    let hint = NameSuggestion.nearest(to: className, in: known.sorted()).map {
      "; did you mean '\($0)'?"
    }
    return "unknown UIKit class '\(className)'"
      + (hint ?? "; it is drawn as a plain view (a class is only a label here)")
  }
}
