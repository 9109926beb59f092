/// The classes views of an Interface Builder document stand for, for reports and drawings.
extension StoryboardView {
  /// UIKit (and MapKit, WebKit) classes of Interface Builder's element names.
  public static let uiKitClasses: [String: String] = [
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

  /// The class shown for the view: its custom class, else the UIKit class of its element
  /// (`UI` + the element name for elements not in ``uiKitClasses``).
  public var className: String {
    customClass ?? Self.uiKitClasses[element] ?? "UI" + element.prefix(1).uppercased()
      + element.dropFirst()
  }
}
