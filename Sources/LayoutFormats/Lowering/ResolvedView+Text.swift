import AutoLayout
import LayoutText

extension ResolvedView {
  /// The classes whose text gives them their size, and how each measures it. A UITextView
  /// scrolls by default in UIKit and then has no intrinsic size, so a `.layout` text view is
  /// measured only when written `nonScrolling` (``textContent``).
  static let textRoles: [String: TextContent.Role] = [
    "UILabel": .label, "UIButton": .button,
  ]

  /// UIKit's fixed intrinsic sizes by class (nil: no intrinsic metric on that axis), from the
  /// sizes Xcode gives these controls: UISwitch 51 × 31 (as stored in the public storyboards
  /// the tests use), UIStepper 94 × 32, UIActivityIndicatorView 20 × 20 (medium style),
  /// UIProgressView 4 pt tall (default bar style). Controls whose width follows their content
  /// get only their height, the one Xcode 11 and later stores (iOS 13's styles; earlier
  /// Xcodes stored 28–29 for segmented controls, 37 for page controls): UISlider 31,
  /// UISegmentedControl 32, UIPageControl 26 (iOS 14's). Sources: the frames of the public
  /// storyboards and xibs listed in Corpus/manifest.tsv. A UITextField measures its text
  /// (``textContent``).
  public static let controlSizes: [String: AxisPair<Double?>] = [
    "UISwitch": AxisPair(horizontal: 51, vertical: 31),
    "UIStepper": AxisPair(horizontal: 94, vertical: 32),
    "UIActivityIndicatorView": AxisPair(horizontal: 20, vertical: 20),
    "UIProgressView": AxisPair(horizontal: nil, vertical: 4),
    "UISlider": AxisPair(horizontal: nil, vertical: 31),
    "UISegmentedControl": AxisPair(horizontal: nil, vertical: 32),
    "UIPageControl": AxisPair(horizontal: nil, vertical: 26),
  ]

  /// The text this view shows and measures: labels and buttons with `text` (a button with a
  /// `configuration` as a medium configuration button, in the body style), and every text
  /// field (its text, else its placeholder, else none: a line's height inside its `border`,
  /// roundedRect by default, as iOS 13 and later draw it), and `nonScrolling` text views with
  /// `text` (wrapped like a label with no line limit). Labels default to the 17 pt system font,
  /// buttons to 15 pt, fields and text views to 14 pt, as Interface Builder makes them.
  public var textContent: TextContent? {
    guard let className else { return nil }
    if className == "UITextField" {
      return TextContent(
        text: properties.text ?? properties.placeholder ?? "",
        font: properties.font ?? .system(size: 14), numberOfLines: 1,
        role: .textField(TextFieldStyle(border: properties.border ?? .roundedRect)))
    }
    if className == "UITextView" {
      guard properties.isNonScrolling, let text = properties.text else { return nil }
      return TextContent(
        text: text, font: properties.font ?? .system(size: 14), numberOfLines: 0,
        role: .textView)
    }
    guard let text = properties.text, let role = Self.textRoles[className] else { return nil }
    if role == .button, properties.configuration != nil {
      return TextContent(
        text: text, font: properties.font ?? .style(.body), numberOfLines: 1,
        role: .configuredButton(TextContent.mediumConfigurationInsets),
        lineBreakMode: properties.lineBreakMode)
    }
    let size: Double =
      switch role {
      case .label: 17
      case .button: 15
      default: 14
      }
    return TextContent(
      text: text, font: properties.font ?? .system(size: size),
      numberOfLines: role == .label
        ? properties.lines ?? 1 : TextContent.buttonTitleLines(properties.lineBreakMode),
      role: role,
      lineBreakMode: properties.lineBreakMode)
  }

  /// Gives an engine view everything declared: ``ViewProperties/apply(to:)``, its text, and a
  /// fixed-size control's intrinsic size. An `intrinsic` written in the file wins over both.
  public func configure(_ view: View) {
    properties.apply(to: view)
    if properties.intrinsicSize == nil, let className, let size = Self.controlSizes[className] {
      view.intrinsicContentSize = Size(
        width: size.horizontal ?? View.noIntrinsicMetric,
        height: size.vertical ?? View.noIntrinsicMetric)
    }
    view.textContent = textContent
    view.sizesToText = properties.intrinsicSize == nil
  }
}
