import AutoLayout
import LayoutGeometry
import LayoutText

/// The optional properties of a view; `nil` means the engine's default.
public struct ViewProperties: Hashable, Sendable {
  /// `intrinsic W H`: the natural content size; a `nil` axis is `none` (no intrinsic metric).
  public var intrinsicSize: AxisPair<Double?>?
  /// `hugging H V`: content-hugging priorities.
  public var hugging: AxisPair<Double>?
  /// `compression H V`: compression-resistance priorities.
  public var compression: AxisPair<Double>?
  /// `margins T L B T`: directional layout margins.
  public var margins: DirectionalEdgeInsets?
  /// `hidden`: laid out but not drawn.
  public var isHidden: Bool
  /// `uninstalled`: absent from the base design, installed by a variation.
  public var isUninstalled: Bool
  /// `text "..."`: text to show when rendering.
  public var text: String?
  /// `font SIZE [weight] [italic]` or `font STYLE`: the text's font, which sizes text views.
  public var font: TextFont?
  /// `lines N`: a label's number of lines (1 by default, 0 for no limit).
  public var lines: Int?
  /// `lineBreak MODE`: how text that does not fit is cut (UIKit's `lineBreakMode`), and
  /// whether a button's title wraps; nil: the view's default, tail for labels, middle for
  /// button titles.
  public var lineBreakMode: LineBreakMode?
  /// `placeholder "..."`: a text field's placeholder, which sizes it while it has no text.
  public var placeholder: String?
  /// `border none|line|bezel|roundedRect`: a text field's border style (roundedRect by
  /// default, as Interface Builder makes them), which sets its padding and height.
  public var border: TextFieldBorder?
  /// `configuration STYLE`: a button with a `UIButton.Configuration` (plain, gray, tinted,
  /// filled, …), measured as a medium configuration button: its title in the body style
  /// inside 7-point and 12-point insets.
  public var configuration: ButtonConfigurationStyle?
  /// `nonScrolling`: a `UITextView` with scrolling turned off, which UIKit sizes by its text
  /// (wrapped at its width, inside its insets) instead of leaving it without an intrinsic size.
  public var isNonScrolling: Bool
  /// `semantic playback|spatial|forceLeftToRight|forceRightToLeft`: UIKit's
  /// `semanticContentAttribute`, so a part of the screen (a player's controls, a row forced
  /// right to left) keeps its direction whatever the app's is; nil follows the direction.
  public var semanticContentAttribute: SemanticContentAttribute?

  /// The font's point size at the default content size category.
  public var fontSize: Double? { font?.resolved().size }
  /// Stack view properties (`axis`, `distribution`, …), for `UIStackView` views.
  public var stack: StackProperties?
  /// `size W x H` on the root: the file is a component laid out at this size.
  public var componentSize: ComponentSize?

  /// Makes properties; everything defaults to unset.
  public init(
    intrinsicSize: AxisPair<Double?>? = nil, hugging: AxisPair<Double>? = nil,
    compression: AxisPair<Double>? = nil, margins: DirectionalEdgeInsets? = nil,
    isHidden: Bool = false, isUninstalled: Bool = false, text: String? = nil,
    fontSize: Double? = nil, font: TextFont? = nil, lines: Int? = nil,
    placeholder: String? = nil, border: TextFieldBorder? = nil,
    configuration: ButtonConfigurationStyle? = nil, isNonScrolling: Bool = false,
    semanticContentAttribute: SemanticContentAttribute? = nil,
    stack: StackProperties? = nil, componentSize: ComponentSize? = nil,
    lineBreakMode: LineBreakMode? = nil
  ) {
    self.intrinsicSize = intrinsicSize
    self.hugging = hugging
    self.compression = compression
    self.margins = margins
    self.isHidden = isHidden
    self.isUninstalled = isUninstalled
    self.text = text
    self.font = font ?? fontSize.map { TextFont.system(size: $0) }
    self.lines = lines
    self.lineBreakMode = lineBreakMode
    self.placeholder = placeholder
    self.border = border
    self.configuration = configuration
    self.isNonScrolling = isNonScrolling
    self.semanticContentAttribute = semanticContentAttribute
    self.stack = stack
    self.componentSize = componentSize
  }
}
