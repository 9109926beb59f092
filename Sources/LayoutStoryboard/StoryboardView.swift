import AutoLayout
import LayoutCore

/// A view element of an Interface Builder document (`<view>`, `<label>`, `<stackView>`, ...)
/// with everything that matters for layout, as written in the file.
public struct StoryboardView: Sendable, Hashable {
  /// The IB id (`8bC-Xf-vdC`).
  public var id: String
  /// The element name: the UIKit class without its prefix (`label`, `tableViewCell`).
  public var element: String
  /// The `key` under which the parent holds it (`view`, `contentView`, `tableHeaderView`).
  public var key: String?
  /// `customClass`, if any.
  public var customClass: String?
  /// The name shown in Interface Builder's outline.
  public var userLabel: String?
  /// A label's text or a button's title, for readable output.
  public var text: String?
  /// The text and font a label, classic button, text field or text view shows, for
  /// measuring; nil for other elements and for texts that cannot be measured (attributed
  /// text in a font of unknown size, configuration buttons with an image or a subtitle,
  /// image-only buttons).
  public var textAttributes: StoryboardText? = nil
  /// The stored frame in superview coordinates; nil when the file stores none.
  public var frame: Rect?
  /// Raw parts of an Xcode 8 beta `<frame key="frameInset">` (`minX`, `maxX`, `width`, ...).
  public var frameInset: [String: Double]?
  /// Size-class overrides of attributes and frames.
  public var variations: [StoryboardVariation]
  /// Base-configuration flags.
  public var isHidden, isMisplaced, isAmbiguous, hasFixedFrame: Bool
  /// `translatesAutoresizingMaskIntoConstraints` as written (absent = true).
  public var translatesAutoresizingMaskIntoConstraints: Bool
  /// The `<autoresizingMask>`, nil when absent.
  public var autoresizingMask: AutoresizingMask?
  /// Content hugging and compression resistance as written (nil = UIKit default).
  public var horizontalHugging, verticalHugging: Double?
  public var horizontalCompressionResistance, verticalCompressionResistance: Double?
  /// `placeholderIntrinsicWidth`/`Height` (`"infinite"` = no metric).
  public var placeholderIntrinsicWidth, placeholderIntrinsicHeight: String?
  /// Explicit `layoutMargins` (absolute) or `directionalLayoutMargins`.
  public var layoutMargins: EdgeInsets?
  public var directionalLayoutMargins: DirectionalEdgeInsets?
  /// Margin flags; nil = UIKit default.
  public var preservesSuperviewLayoutMargins: Bool?
  public var insetsLayoutMarginsFromSafeArea: Bool?
  public var layoutMarginsFollowReadableWidth: Bool?
  /// Other attributes that decide whether content gives a size (`image`, `scrollEnabled`)
  /// or where margins are (a cell's `accessoryType`, a table's `style`).
  public var contentAttributes: [String: String]
  /// Stack properties for `<stackView>`.
  public var stack: StoryboardStack?
  /// Child views (ordinary subviews and keyed ones such as a cell's content view).
  public var subviews: [StoryboardView]
  /// The constraints this view holds.
  public var constraints: [StoryboardConstraint]
  /// Ids of the view's own guides.
  public var safeAreaGuideID, contentLayoutGuideID, frameLayoutGuideID: String?
  /// The id of the view's `<keyboardLayoutGuide key="keyboard">` (Xcode 15 and later).
  public var keyboardLayoutGuideID: String? = nil
  /// `semanticContentAttribute`: whether the view's content (its subviews' leading and
  /// trailing, a stack view's order) follows the layout direction or is forced one way.
  public var semanticContentAttribute: SemanticContentAttribute = .unspecified
  /// Ids of guides with keys this reader does not know; constraints to them are left out
  /// like constraints to uninstalled items.
  public var otherLayoutGuideIDs: [String] = []
  /// Where the element starts.
  public var location: SourceLocation

  /// A readable name: the user label, the text, or the element and id.
  public var displayName: String {
    if let userLabel { return userLabel }
    if let text, !text.isEmpty { return "\(element) \"\(text)\"" }
    return "\(element) \(id)"
  }

  /// The view and all its descendants, depth first, parent before children.
  public var subtree: [StoryboardView] {
    // One array filled from a stack: concatenating each level's arrays copied every view
    // once per ancestor.
    var result: [StoryboardView] = []
    var stack: [StoryboardView] = [self]
    while let view = stack.popLast() {
      result.append(view)
      stack.append(contentsOf: view.subviews.reversed())
    }
    return result
  }

  /// A flag after size-class overrides (`hidden`, `misplaced`, `ambiguous`, `fixedFrame`).
  public func flag(_ name: String, base: Bool, for configuration: SizeClassConfiguration) -> Bool {
    variations.resolve(name, base: base ? "YES" : "NO", for: configuration) == "YES"
  }

  /// The stored frame for a configuration: a matching variation's frame wins.
  public func storedFrame(for configuration: SizeClassConfiguration) -> Rect? {
    variations.frame(for: configuration)?.frame ?? frame
  }

  /// The stack properties after size-class overrides.
  public func stack(for configuration: SizeClassConfiguration) -> StoryboardStack? {
    guard var stack else { return nil }
    let v = variations
    if let axis = v.resolve("axis", base: nil, for: configuration).flatMap(LayoutAxis.init) {
      stack.axis = axis
    }
    if let value = v.resolve("distribution", base: nil, for: configuration)
      .flatMap(StackViewDistribution.init)
    {
      stack.distribution = value
    }
    if let value = v.resolve("alignment", base: nil, for: configuration)
      .flatMap(StackViewAlignment.init(name:))
    {
      stack.alignment = value
    }
    if let value = v.resolve("spacing", base: nil, for: configuration).flatMap(Double.init) {
      stack.spacing = value
    }
    return stack
  }
}
