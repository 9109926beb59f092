import LayoutStoryboard

/// How commands name the parts of an Interface Builder document in their output.
enum StoryboardNaming {
  /// UIKit (and MapKit, WebKit) classes of Interface Builder's element names.
  static let classes: [String: String] = [
    "view": "UIView", "label": "UILabel", "button": "UIButton", "imageView": "UIImageView",
    "stackView": "UIStackView", "scrollView": "UIScrollView", "tableView": "UITableView",
    "tableViewCell": "UITableViewCell", "tableViewCellContentView": "UITableViewCellContentView",
    "collectionView": "UICollectionView", "collectionViewCell": "UICollectionViewCell",
    "collectionReusableView": "UICollectionReusableView",
    "collectionViewCellContentView": "UICollectionViewCellContentView",
    "textField": "UITextField", "textView": "UITextView", "switch": "UISwitch",
    "slider": "UISlider", "segmentedControl": "UISegmentedControl",
    "activityIndicatorView": "UIActivityIndicatorView", "progressView": "UIProgressView",
    "pageControl": "UIPageControl", "pickerView": "UIPickerView", "datePicker": "UIDatePicker",
    "stepper": "UIStepper", "searchBar": "UISearchBar", "navigationBar": "UINavigationBar",
    "toolbar": "UIToolbar", "tabBar": "UITabBar", "mapView": "MKMapView",
    "webView": "UIWebView", "wkWebView": "WKWebView", "visualEffectView": "UIVisualEffectView",
    "containerView": "UIView", "tableViewHeaderFooterView": "UITableViewHeaderFooterView",
  ]

  /// The class shown for a view: its custom class, else the UIKit class of its element.
  static func className(of view: StoryboardView) -> String {
    view.customClass ?? classes[view.element] ?? "UI" + view.element.prefix(1).uppercased()
      + view.element.dropFirst()
  }

  /// `ViewController (8bC-Xf-vdC)`: a root's readable name and root view id.
  static func label(_ root: StoryboardRoot) -> String {
    "\(root.displayName) (\(root.view.id))"
  }

  /// The note every output carries about content-sized views.
  static let contentSizeNote =
    "views sized by their content (labels, buttons, switches, text fields, images, ...) use "
    + "the size Xcode stored as their intrinsic content size, since Apple's fonts and assets "
    + "are not available on Linux"
}
