import AutoLayout
import LayoutCore
import LayoutText

extension StoryboardLayout {
  /// Elements that scroll their content: constraints from their edges to descendants bind
  /// the content area.
  static let scrollingElements: Set<String> = [
    "scrollView", "tableView", "collectionView", "textView",
  ]
  /// Scrolling elements whose content size UIKit computes (rows, items, text), not their
  /// constraints.
  static let contentSizingElements: Set<String> = ["tableView", "collectionView", "textView"]
  /// Elements whose layout margins follow their superview's by default (table cells and
  /// their content views take the table's margins).
  static let marginPreservingElements: Set<String> = [
    "tableViewCell", "tableViewCellContentView",
  ]

  func buildViews() throws(StoryboardError) {
    let model = root.view
    for view in documentViews {
      for constraint in view.constraints
      where !removes(constraint) && document.isInstalled(constraint.id, in: sizeClasses) {
        constrained.insert(constraint.firstItem)
        if let second = constraint.secondItem { constrained.insert(second) }
      }
    }
    views[model.id] = engine.root
    items[model.id] = engine.root
    models[model.id] = model
    configure(engine.root, model, isRoot: true, isArranged: false)
    if Self.scrollingElements.contains(model.element), model.insetsLayoutMarginsFromSafeArea == nil
    {
      // A root that scrolls (a table view controller's table) absorbs the safe area into
      // its content inset, like any scroll view: its margins are not inset by the bars.
      engine.root.insetsLayoutMarginsFromSafeArea = false
    }
    try addSubviews(of: model, to: engine.root)
  }

  private func addSubviews(of model: StoryboardView, to parent: View) throws(StoryboardError) {
    for child in model.subviews where document.isInstalled(child.id, in: sizeClasses) {
      let view =
        child.stack != nil
        ? StackView(child.id)
        : View(child.id, isScrollView: Self.scrollingElements.contains(child.element))
      view.computesContentSize = Self.contentSizingElements.contains(child.element)
      do {
        try parent.addSubview(view)
      } catch {
        throw .layoutFailed("\(child.id): \(error.description)")
      }
      views[child.id] = view
      items[child.id] = view
      models[child.id] = child
      superviews[child.id] = model.id
      configure(view, child, isRoot: false, isArranged: model.stack != nil)
      if let insets = alignmentInsets(of: child), !view.translatesAutoresizingMaskIntoConstraints {
        // Constraints bind the alignment rectangle; the stored frame includes the insets.
        // An autoresizing view's frame is set as stored, insets included.
        self.alignmentInsets[child.id] = insets
        if view.intrinsicContentSize.width >= 0 {
          view.intrinsicContentSize.width -= insets.left + insets.right
        }
        if view.intrinsicContentSize.height >= 0 {
          view.intrinsicContentSize.height -= insets.top + insets.bottom
        }
      }
      if view.isScrollView || Self.scrollingElements.contains(model.element)
        || insideScrollView.contains(model.id)
      {
        // A scroll view absorbs the safe area into its content inset, so its content's
        // margins are not pushed in by bars (the frames IB stores show no such inset). The
        // element, not the engine view, says so: a table view controller's table is the
        // engine's root, a plain view.
        insideScrollView.insert(child.id)
        if child.insetsLayoutMarginsFromSafeArea == nil {
          view.insetsLayoutMarginsFromSafeArea = false
        }
      }
      try addSubviews(of: child, to: view)
    }
  }

  /// Copies the layout properties of an IB view onto an engine view.
  private func configure(_ view: View, _ model: StoryboardView, isRoot: Bool, isArranged: Bool) {
    let stored = model.storedFrame(for: sizeClasses) ?? resolvedInset(model)
    if let stored { storedFrames[model.id] = stored }
    view.isHidden = model.flag("hidden", base: model.isHidden, for: sizeClasses)
    view.isTransparent = model.contentAttributes["alpha"].flatMap(Double.init) == 0
    view.semanticContentAttribute = model.semanticContentAttribute
    if !isRoot {
      // Xcode 8+ marks views laid out by their mask with fixedFrame, even though the XML
      // also says translatesAutoresizingMaskIntoConstraints="NO"; stacks own their views.
      let fixed = model.flag("fixedFrame", base: model.hasFixedFrame, for: sizeClasses)
      // Views without a stored frame (Xcode 4) are placed by their constraints. A view no
      // constraint mentions keeps its frame whatever its flag says: before the Xcode 8
      // format IB gave it "prototyping" constraints pinning its size and top-left position
      // (what a fixed autoresizing mask does), since Xcode 8 such a view uses its mask.
      let prototyped = !constrained.contains(model.id)
      view.translatesAutoresizingMaskIntoConstraints =
        !isArranged && stored != nil
        && (fixed || model.translatesAutoresizingMaskIntoConstraints || prototyped)
      if view.translatesAutoresizingMaskIntoConstraints {
        view.autoresizingMask = model.autoresizingMask ?? []
        view.frame = stored ?? .zero
      } else if let frame = implicitCellFrame(model) {
        // A cell or content view stored without a frame is still placed by its table, not
        // by constraints; its frame is not compared (nothing was stored).
        view.translatesAutoresizingMaskIntoConstraints = true
        view.autoresizingMask = model.autoresizingMask ?? []
        view.frame = frame
      }
    }
    if environment.measuresText,
      var content = Self.textContent(of: model, fieldSystem: document.textFieldSystem)
    {
      content.ideographEms = document.ideographEms
      view.textContent = content
      view.sizesToText = true
      measuredText.insert(model.id)
    } else if let size = intrinsicSize(of: model, stored: stored) {
      view.intrinsicContentSize = size
    }
    // Measured text has its baselines from the font's metrics (the engine sets them).
    if let stored, !measuredText.contains(model.id),
      let baselines = Self.fontBaselines(
        of: model, height: stored.height, category: engine.contentSizeCategory,
        measurer: engine.textMeasurer)
        ?? Self.estimatedBaselines(of: model, height: stored.height)
    {
      view.firstBaselineOffsetFromTop = baselines.first
      view.lastBaselineOffsetFromBottom = baselines.last
    }
    if let value = model.horizontalHugging {
      view.setContentHuggingPriority(priority(value), for: .horizontal)
    }
    if let value = model.verticalHugging {
      view.setContentHuggingPriority(priority(value), for: .vertical)
    }
    if let value = model.horizontalCompressionResistance {
      view.setContentCompressionResistancePriority(priority(value), for: .horizontal)
    }
    if let value = model.verticalCompressionResistance {
      view.setContentCompressionResistancePriority(priority(value), for: .vertical)
    }
    if let margins = model.directionalLayoutMargins {
      view.directionalLayoutMargins = margins
    } else if let margins = model.layoutMargins {
      view.directionalLayoutMargins = DirectionalEdgeInsets(
        top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
    } else if isRoot && !environment.usesSystemMinimumMargins {
      view.directionalLayoutMargins = DirectionalEdgeInsets(all: 8)
    }
    let isCell = Self.marginPreservingElements.contains(model.element)
    if isCell, document.cellsHaveiOS11Margins,
      model.directionalLayoutMargins == nil, model.layoutMargins == nil
    {
      // iOS 11+ cells (the canvas of Xcode 9.1 and later, safe areas or not): 11 points above
      // and below (15 since Xcode 26), the table's system margin at the sides (20 in a table
      // or cell 393 points wide or wider, `isInWideTable`).
      // iOS 11 and 12 (Xcode 9 and 10) give a plain table that is not a controller's view
      // its own 15-point side margins, the cells' inset before iOS 13; a controller's table
      // takes the root's system minimum margins.
      let table = tableOfCell(model)
      let isWide = isInWideTable(model, table: table)
      let isEmbeddedPlainTable =
        document.isXcode9OrLater && !document.isXcode11OrLater
        && table.map { $0.id != root.view.id && $0.contentAttributes["style"] != "grouped" }
          == true
      let side = isWide ? 20 : isEmbeddedPlainTable ? 15 : environment.systemMinimumMargin
      // A cell with an accessory lays the accessory out inside its own trailing margin; the
      // content view ends at the accessory, 8 points (the standard spacing) before it.
      let cell = superviews[model.id].flatMap { models[$0] }
      let hasAccessory =
        model.element == "tableViewCellContentView"
        && (cell?.contentAttributes["accessoryType"]).map { $0 != "none" } == true
      view.directionalLayoutMargins = DirectionalEdgeInsets(
        top: document.cellVerticalMargin, leading: side, bottom: document.cellVerticalMargin,
        trailing: hasAccessory ? 8 : side)
      view.preservesSuperviewLayoutMargins = model.preservesSuperviewLayoutMargins ?? false
    } else if let preserves = model.preservesSuperviewLayoutMargins {
      // Before iOS 11 (documents of Xcode 8, and Xcode 9.0's without safe areas) a cell and
      // its content view keep UIView's default 8-point margins on every edge unless the file
      // says otherwise.
      view.preservesSuperviewLayoutMargins = preserves
    }
    if let insets = model.insetsLayoutMarginsFromSafeArea {
      view.insetsLayoutMarginsFromSafeArea = insets
    }
  }

  /// The table view holding a cell or a cell's content view, nil outside a table.
  func tableOfCell(_ model: StoryboardView) -> StoryboardView? {
    var id = superviews[model.id]
    while let current = id, let view = models[current] {
      if view.element == "tableView" { return view }
      id = superviews[current]
    }
    return nil
  }

  /// The intrinsic content size a view gets on Linux, recording the views that take the
  /// stored size because their real size needs Apple's fonts or assets.
  private func intrinsicSize(of model: StoryboardView, stored: Rect?) -> Size? {
    if let size = document.designableSizes[model.id] { return size }
    let placeholder = (model.placeholderIntrinsicWidth, model.placeholderIntrinsicHeight)
    if placeholder.0 != nil || placeholder.1 != nil {
      func metric(_ text: String?) -> Double {
        text.flatMap(Double.init) ?? View.noIntrinsicMetric
      }
      return Size(width: metric(placeholder.0), height: metric(placeholder.1))
    }
    if let stored, model.sizesByItsClassCode, model.id != root.view.id {
      sizeFromContent.insert(model.id)
      return stored.size
    }
    guard let stored, let axes = Self.contentAxes(of: model) else { return nil }
    sizeFromContent.insert(model.id)
    return Size(
      width: axes.width ? stored.width : View.noIntrinsicMetric,
      height: axes.height ? stored.height : View.noIntrinsicMetric)
  }

  /// The text an element measures when text is measured: labels, classic buttons, text
  /// fields (by border style, as the UIKit of the Xcode that saved the document draws them)
  /// and text views that do not scroll (a scrolling text view has no intrinsic size). Nil
  /// when the element shows no measurable text.
  static func textContent(of model: StoryboardView, fieldSystem: TextFieldSystem)
    -> TextContent?
  {
    guard let text = model.textAttributes else { return nil }
    let role: TextContent.Role
    switch model.element {
    case "label": role = .label
    case "button":
      role = text.configurationInsets.map { .configuredButton($0) } ?? .button
    case "textField":
      // Interface Builder writes no borderStyle for a field without a border.
      let border = model.contentAttributes["borderStyle"].flatMap(TextFieldBorder.init(name:))
      role = .textField(TextFieldStyle(border: border ?? .none, system: fieldSystem))
    case "textView" where model.contentAttributes["scrollEnabled"] == "NO": role = .textView
    default: return nil
    }
    let lines =
      switch role {
      case .label: text.numberOfLines
      case .button: TextContent.buttonTitleLines(text.lineBreakMode)
      case .textField, .configuredButton: 1
      default: 0
      }
    var content = TextContent(
      text: text.text, font: text.font, numberOfLines: lines, role: role,
      lineBreakMode: text.lineBreakMode)
    content.minimumScaleFactor = text.minimumScaleFactor
    content.preferredMaxLayoutWidth = text.preferredMaxLayoutWidth
    if let attributed = text.attributed {
      guard measuresAttributedText(attributed) else { return nil }
      content.attributed = attributed
    }
    return content
  }

  /// Frame-minus-alignment-rectangle insets of controls that have them: a switch's frame
  /// is 2 points wider on the trailing side than the rectangle constraints bind, a slider's
  /// as the saving Xcode drew it (``StoryboardDocument/sliderAlignmentInsets``).
  func alignmentInsets(of model: StoryboardView) -> EdgeInsets? {
    switch model.element {
    case "switch": EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
    case "slider": document.sliderAlignmentInsets
    case "segmentedControl": EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
    default: nil
    }
  }

  /// Baselines of a text view estimated from its font size and stored height: UIKit
  /// centres the lines vertically, and the system font's ascender and descender are about
  /// 0.952 and 0.231 of its size (San Francisco's metrics; Apple's fonts are not on Linux).
  static func estimatedBaselines(
    of model: StoryboardView, height: Double
  ) -> (first: Double, last: Double)? {
    guard ["label", "button", "textField", "textView"].contains(model.element),
      let size = model.contentAttributes["fontSize"].flatMap(Double.init)
    else { return nil }
    let ascender = 0.952 * size
    let descender = 0.231 * size
    let line = ascender + descender
    // Buttons and fields show one line; labels as many as `numberOfLines` allows (1 when
    // not written, 0 = unlimited), text views as many as fit.
    let fitting = max(1, (height / line).rounded(.down))
    let lines: Double
    switch model.element {
    case "label":
      let limit = model.contentAttributes["numberOfLines"].flatMap(Double.init) ?? 1
      lines = limit == 0 ? fitting : min(limit, fitting)
    case "textView": lines = fitting
    default: lines = 1
    }
    let padding = max(0, (height - lines * line) / 2)
    return (padding + ascender, padding + descender)
  }

  /// Which axes of an element's size come from its content, nil for none.
  static func contentAxes(of model: StoryboardView) -> (width: Bool, height: Bool)? {
    switch model.element {
    case "label", "button", "switch", "textField", "segmentedControl", "activityIndicatorView",
      "pageControl", "stepper", "datePicker", "pickerView":
      return (true, true)
    case "slider", "progressView", "searchBar", "toolbar", "navigationBar", "tabBar":
      return (false, true)
    case "imageView":
      return model.contentAttributes["image"] != nil ? (true, true) : nil
    case "textView":
      return model.contentAttributes["scrollEnabled"] == "NO" ? (true, true) : nil
    default:
      return nil
    }
  }

  /// An Xcode 8 beta inset frame resolved against the superview's stored size: minX/minY
  /// are the origin, maxX/maxY the signed offset of the far edge from the superview's, and
  /// an explicit width/height wins. A percentage margin is its share of the space the
  /// view leaves free (flexible margins on both sides share it, as autoresizing does).
  func resolvedInset(_ model: StoryboardView) -> Rect? {
    guard let parts = model.frameInset else { return nil }
    let parentSize =
      superviews[model.id].flatMap { storedFrames[$0]?.size }
      ?? environment.rootSize
    func axis(_ min: String, _ max: String, _ length: String, _ extent: Double) -> (Double, Double)
    {
      if let size = parts[length] {
        if let share = parts[min + "%"] { return (share * (extent - size), size) }
        if let share = parts[max + "%"] { return ((1 - share) * (extent - size), size) }
        if parts[min] == nil, let far = parts[max] { return (extent + far - size, size) }
        return (parts[min] ?? 0, size)
      }
      let start = parts[min] ?? 0
      return (start, extent + (parts[max] ?? 0) - start)
    }
    let x = axis("minX", "maxX", "width", parentSize.width)
    let y = axis("minY", "maxY", "height", parentSize.height)
    return Rect(x: x.0, y: y.0, width: x.1, height: y.1)
  }

  func priority(_ value: Double) -> Priority {
    (try? Priority(validating: min(max(value, 1), 1000))) ?? .required
  }
}
