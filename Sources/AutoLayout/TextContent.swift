import LayoutGeometry
import LayoutText

/// The text a view shows, from which it takes its intrinsic content size as UIKit's text
/// views do.
public struct TextContent: Hashable, Sendable {
  /// What kind of text view measures the text, which sets its padding and wrapping.
  public enum Role: Hashable, Sendable {
    /// `UILabel`: the text's size; wraps when ``TextContent/numberOfLines`` is not 1.
    case label
    /// `UIButton` (classic system style): the title's size plus ``buttonPadding``, its
    /// height in whole points (``ClassicButtonTitle``).
    case button
    /// `UITextView` that does not scroll: wraps like a label with no line limit, inside
    /// ``textViewInsets``.
    case textView
    /// `UITextField`: one line of its text (or placeholder) inside its border's padding;
    /// a rounded-rect field has a fixed height.
    case textField(TextFieldStyle)
    /// `UIButton` with a `UIButton.Configuration` (iOS 15): one line of its title inside its
    /// configuration's content insets.
    case configuredButton(DirectionalEdgeInsets)

    /// The space around the text, both sides together, across and down.
    public var padding: (horizontal: Double, vertical: Double) {
      switch self {
      case .label: (0, 0)
      case .button: TextContent.buttonPadding
      case .textView: TextContent.textViewInsets
      case .textField(let style): (style.horizontalPadding, style.verticalPadding)
      case .configuredButton(let insets):
        (insets.leading + insets.trailing, insets.top + insets.bottom)
      }
    }
  }

  public var text: String
  public var font: TextFont
  /// UILabel's `numberOfLines`: 1 keeps one line, 0 wraps without limit.
  public var numberOfLines: Int
  public var role: Role
  /// A label that shrinks its text to fit (`adjustsFontSizeToFitWidth`) down to this
  /// fraction of its font (`minimumScaleFactor`) before truncating it; nil: it does not
  /// shrink. Its intrinsic size is the full font's, as in UIKit.
  public var minimumScaleFactor: Double? = nil
  /// `lineBreakMode`: how text that does not fit is cut (and whether a button's title wraps).
  public var lineBreakMode: LineBreakMode
  /// A wrapping label's explicit `preferredMaxLayoutWidth`: its intrinsic size wraps at this
  /// width whatever width layout gives it, as UIKit sizes such a label; nil (or 0 in a
  /// document): the width of the last layout pass (automatic).
  public var preferredMaxLayoutWidth: Double? = nil
  /// The advance of Chinese and Japanese wide characters in ems when the text was laid out
  /// by an older system than today's (``ResolvedFont/ideographEms``); nil: today's.
  public var ideographEms: Double? = nil
  /// Attributed text (a label's or text view's `attributedText`, a button's attributed
  /// title: runs in their own fonts, a paragraph style), measured instead of ``text`` in
  /// ``font`` when present; ``text`` is then its characters and ``font`` its first run's font.
  public var attributed: AttributedText? = nil

  /// The font measured at `category`, with this text's ``ideographEms``.
  public func resolvedFont(at category: ContentSizeCategory) -> ResolvedFont {
    var resolved = font.resolved(at: category)
    resolved.ideographEms = ideographEms
    return resolved
  }

  /// Text for `role`; without a `lineBreakMode`, UIKit's default for it: a button's title is
  /// truncated in the middle (`UIButton.lineBreakMode`, whose documentation gives
  /// `byTruncatingMiddle`), everything else at the tail.
  public init(
    text: String, font: TextFont, numberOfLines: Int = 1, role: Role = .label,
    lineBreakMode: LineBreakMode? = nil
  ) {
    self.text = text
    self.font = font
    self.numberOfLines = numberOfLines
    self.role = role
    self.lineBreakMode = lineBreakMode ?? Self.defaultLineBreakMode(for: role)
  }

  /// A classic button's title lines: one, unless its line break mode wraps (0, no limit): a
  /// button's `titleLabel` shows one line, and a wrapping mode set in Interface Builder or on
  /// the label lets its title wrap.
  public static func buttonTitleLines(_ mode: LineBreakMode?) -> Int {
    mode == .wordWrapping || mode == .charWrapping ? 0 : 1
  }

  /// UIKit's default `lineBreakMode` of the text of `role`.
  public static func defaultLineBreakMode(for role: Role) -> LineBreakMode {
    switch role {
    case .button, .configuredButton: .truncatingMiddle
    case .label, .textField, .textView: .truncatingTail
    }
  }

  /// A classic system button's padding around its title: none across, 6 pt above and below,
  /// which gives the 46 × 30 Interface Builder sizes a system button titled "Button" in the
  /// default 15 pt font to.
  public static let buttonPadding = (horizontal: 0.0, vertical: 12.0)
  /// A classic button's narrowest intrinsic width: a title narrower than this ("OK", "No",
  /// "1") still gives a 30-point-wide button, as Interface Builder stores such buttons.
  public static let buttonMinimumWidth = 30.0
  /// Apple's default content insets of a medium configuration button: 7 points above and
  /// below the title, 12 beside it (Apple Developer Forums thread 733541, accepted answer).
  public static let mediumConfigurationInsets = DirectionalEdgeInsets(
    top: 7, leading: 12, bottom: 7, trailing: 12)
  /// A non-scrolling text view's default `textContainerInset` (8 pt top and bottom) plus its
  /// line fragment padding (5 pt each side), from UIKit's documented defaults.
  public static let textViewInsets = (horizontal: 10.0, vertical: 16.0)

  /// Whether the text wraps at the width layout gives it (UIKit's second layout pass with
  /// `preferredMaxLayoutWidth`).
  public var wraps: Bool {
    switch role {
    case .label: numberOfLines != 1
    case .button, .textField, .configuredButton: false
    case .textView: true
    }
  }

  /// The width a wrapping label's intrinsic size always wraps at (its explicit
  /// ``preferredMaxLayoutWidth``), nil when it wraps at the width layout gives it.
  public var wrappingWidth: Double? {
    guard role == .label, wraps, let width = preferredMaxLayoutWidth, width > 0 else {
      return nil
    }
    return width
  }

  /// The intrinsic size at `category` on a screen of `scale`, wrapping at `width` when the
  /// text wraps and a width is known.
  public func intrinsicSize(
    width: Double?, scale: Double, category: ContentSizeCategory,
    measurer: TextMeasurer = .shared
  ) throws(TextError) -> Size {
    try measure(width: width, scale: scale, category: category, measurer: measurer).size
  }

  /// The intrinsic size and where the baselines of the laid-out lines fall.
  func measure(
    width: Double?, scale: Double, category: ContentSizeCategory, measurer: TextMeasurer
  ) throws(TextError) -> (size: Size, baselines: TextBaselines) {
    let font = resolvedFont(at: category)
    switch role {
    case .label:
      if let attributed {
        let laid = try measurer.layout(
          attributed, category: category, ideographEms: ideographEms,
          width: wraps ? wrappingWidth ?? width : nil, numberOfLines: numberOfLines,
          lineBreakMode: lineBreakMode)
        let size = laid.size(scale: scale)
        return (Size(width: size.width, height: size.height), Self.centred(laid.layout))
      }
      let layout = try measurer.layout(
        text, font: font, width: wraps ? wrappingWidth ?? width : nil,
        numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
      let size = layout.size(scale: scale)
      return (Size(width: size.width, height: size.height), Self.centred(layout))
    case .button:
      let (layout, block) = try lines(
        font: font, category: category, width: nil, numberOfLines: 1, measurer: measurer)
      let size = layout.size(scale: scale)
      // A plain title's height in whole points (empty titles too), an attributed title's on
      // the pixel grid; its width on the pixel grid.
      let height =
        attributed == nil
        ? ClassicButtonTitle.height(lineHeight: block)
        : ClassicButtonTitle.attributedHeight(block, scale: scale)
      let intrinsic = Size(
        width: max(Self.buttonMinimumWidth, size.width + Self.buttonPadding.horizontal),
        height: height + Self.buttonPadding.vertical)
      return (intrinsic, Self.centred(layout))
    case .textField(let style):
      // One line: the text's width and the font's line height (empty text too), inside the
      // border's padding.
      let layout = try measurer.layout(text, font: font, width: nil, numberOfLines: 1)
      let height =
        style.fixedHeight
        ?? max(
          style.minimumHeight,
          PixelGrid.ceil(
            layout.lineHeight + style.verticalPadding,
            scale: style.roundsHeightToWholePoints ? 1 : scale))
      let intrinsic = Size(
        width: PixelGrid.ceil(layout.width, scale: scale) + style.horizontalPadding,
        height: height)
      return (intrinsic, Self.centred(layout))
    case .configuredButton:
      let (layout, block) = try lines(
        font: font, category: category, width: nil, numberOfLines: 1, measurer: measurer)
      let size = layout.size(scale: scale)
      let padding = role.padding
      let intrinsic = Size(
        width: PixelGrid.ceil(size.width + padding.horizontal, scale: scale),
        height: PixelGrid.ceil(block + padding.vertical, scale: scale))
      return (intrinsic, Self.centred(layout))
    case .textView:
      let inner = width.map { max(0, $0 - Self.textViewInsets.horizontal) }
      // TextKit in a text view has no line-break strategy by default: orphans stay.
      let (layout, block) = try lines(
        font: font, category: category, width: inner, numberOfLines: 0, pushesOutOrphans: false,
        measurer: measurer)
      let lines = max(1, layout.lines.count)
      let height = PixelGrid.ceil(
        attributed == nil ? Double(lines) * layout.lineHeight : block, scale: scale)
      let intrinsic = Size(
        width: PixelGrid.ceil(layout.width, scale: scale) + Self.textViewInsets.horizontal,
        height: height + Self.textViewInsets.vertical)
      let top = Self.textViewInsets.vertical / 2
      let baselines = TextBaselines(
        fromTop: true, first: top + layout.ascender,
        last: top + Double(lines - 1) * layout.lineHeight + layout.ascender)
      return (intrinsic, baselines)
    }
  }

  /// The text laid out at `width` in `numberOfLines` (the attributed text when there is one,
  /// else ``text`` in `font`), with the height of its lines: the attributed layout's, else
  /// one line's height per line (at least one).
  private func lines(
    font: ResolvedFont, category: ContentSizeCategory, width: Double?, numberOfLines: Int,
    pushesOutOrphans: Bool = true, measurer: TextMeasurer
  ) throws(TextError) -> (layout: TextLayout, height: Double) {
    if let attributed {
      let laid = try measurer.layout(
        attributed, category: category, ideographEms: ideographEms, width: width,
        numberOfLines: numberOfLines, pushesOutOrphans: pushesOutOrphans,
        lineBreakMode: lineBreakMode)
      return (laid.layout, laid.height)
    }
    let layout = try measurer.layout(
      text, font: font, width: width, numberOfLines: numberOfLines,
      pushesOutOrphans: pushesOutOrphans)
    return (layout, Double(max(1, layout.lines.count)) * layout.lineHeight)
  }

  /// Baselines of lines centred in their view: the block of lines (at least one) is as tall
  /// as its lines, and each baseline is a line's ascender below that line's top (lines one
  /// line spacing apart).
  private static func centred(_ layout: TextLayout) -> TextBaselines {
    let lines = max(1, layout.lines.count)
    let block = layout.height(lines: lines)
    return TextBaselines(
      fromTop: false, first: -block / 2 + layout.ascender,
      last: -block / 2 + Double(lines - 1) * layout.lineSpacing + layout.ascender)
  }
}
