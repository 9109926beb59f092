import AutoLayout
import LayoutCore

extension StoryboardReader {
  /// Reads a view element and everything below it.
  func readView(
    _ node: XMLElementNode, into context: inout Context
  ) throws(StoryboardError) -> StoryboardView {
    // Every view Interface Builder writes has an id, except the content view of a cell in
    // Xcode 4 documents: nothing can refer to it, so a name from its position keeps it
    // addressable in reports. Any other view without one is a damaged document.
    guard let id = node["id"] ?? Self.anonymousContentViewName(node) else {
      throw .missingAttribute(node.location, element: node.name, attribute: "id")
    }
    try register(id, node.location, into: &context)
    var view = StoryboardView(
      id: id, element: node.name, key: node["key"], customClass: node["customClass"],
      userLabel: node["userLabel"], text: Self.text(of: node),
      frame: try node.child(named: "rect", key: "frame").map { r throws(StoryboardError) in
        try rect(r)
      },
      frameInset: try frameInset(node), variations: try variations(of: node),
      isHidden: node.flag("hidden") ?? false, isMisplaced: node.flag("misplaced") ?? false,
      isAmbiguous: node.flag("ambiguous") ?? false, hasFixedFrame: node.flag("fixedFrame") ?? false,
      translatesAutoresizingMaskIntoConstraints:
        node.flag("translatesAutoresizingMaskIntoConstraints") ?? true,
      autoresizingMask: node.child(named: "autoresizingMask", key: "autoresizingMask").map(
        Self.mask),
      horizontalHugging: try number(node, "horizontalHuggingPriority"),
      verticalHugging: try number(node, "verticalHuggingPriority"),
      horizontalCompressionResistance: try number(node, "horizontalCompressionResistancePriority"),
      verticalCompressionResistance: try number(node, "verticalCompressionResistancePriority"),
      placeholderIntrinsicWidth: node["placeholderIntrinsicWidth"],
      placeholderIntrinsicHeight: node["placeholderIntrinsicHeight"],
      layoutMargins: nil, directionalLayoutMargins: nil,
      preservesSuperviewLayoutMargins: node.flag("preservesSuperviewLayoutMargins"),
      insetsLayoutMarginsFromSafeArea: node.flag("insetsLayoutMarginsFromSafeArea"),
      layoutMarginsFollowReadableWidth: node.flag("layoutMarginsFollowReadableWidth"),
      contentAttributes: node.attributes.filter {
        [
          "image", "scrollEnabled", "numberOfLines", "editable", "borderStyle", "accessoryType",
          "style", "alpha", "rowHeight", "separatorStyle", "clipsSubviews",
        ].contains($0.key)
      },
      stack: try stack(node), subviews: [], constraints: [], location: node.location)
    if let insets = node.child(named: "edgeInsets", key: "layoutMargins") {
      view.layoutMargins = EdgeInsets(
        top: try number(insets, "top") ?? 0, left: try number(insets, "left") ?? 0,
        bottom: try number(insets, "bottom") ?? 0, right: try number(insets, "right") ?? 0)
    }
    if let insets = node.child(named: "directionalEdgeInsets", key: "directionalLayoutMargins") {
      view.directionalLayoutMargins = DirectionalEdgeInsets(
        top: try number(insets, "top") ?? 0, leading: try number(insets, "leading") ?? 0,
        bottom: try number(insets, "bottom") ?? 0, trailing: try number(insets, "trailing") ?? 0)
    }
    for guide in node.children
    where guide.name == "viewLayoutGuide" || guide.name == "keyboardLayoutGuide" {
      guard let guideID = guide["id"] else {
        throw .missingAttribute(guide.location, element: guide.name, attribute: "id")
      }
      try register(guideID, guide.location, into: &context)
      switch guide["key"] {
      case "safeArea": view.safeAreaGuideID = guideID
      case "contentLayoutGuide": view.contentLayoutGuideID = guideID
      case "frameLayoutGuide": view.frameLayoutGuideID = guideID
      case "keyboard" where guide.name == "keyboardLayoutGuide":
        view.keyboardLayoutGuideID = guideID
      default: view.otherLayoutGuideIDs.append(guideID)
      }
    }
    if let size = Self.fontSize(node) { view.contentAttributes["fontSize"] = String(size) }
    view.textAttributes = Self.textAttributes(of: node, warnings: &context.warnings)
    view.semanticContentAttribute = Self.semanticContentAttribute(
      of: node, warnings: &context.warnings)
    view.subviews = try childViews(of: node, into: &context)
    for list in node.children(named: "constraints") {
      for element in list.children(named: "constraint") {
        let constraint = try readConstraint(element, owner: id)
        try register(constraint.id, element.location, into: &context)
        view.constraints.append(constraint)
      }
    }
    return view
  }

  /// The name an Xcode 4 cell content view (`key="contentView"`, written without an id)
  /// gets from its position; nil for any other element.
  static func anonymousContentViewName(_ node: XMLElementNode) -> String? {
    guard node["key"] == "contentView" else { return nil }
    return "\(node.name)@\(node.location.line):\(node.location.column)"
  }

  /// Views below `node`, looking through wrappers (`subviews`, `prototypes`, `cells`) but
  /// not into variations, constraints or other roots.
  private func childViews(
    of node: XMLElementNode, into context: inout Context
  ) throws(StoryboardError) -> [StoryboardView] {
    var result: [StoryboardView] = []
    for child in node.children {
      if Self.opaque.contains(child.name) || Self.rootBoundaries.contains(child.name) { continue }
      if Self.isView(child, parent: node) {
        result.append(try readView(child, into: &context))
      } else {
        result += try childViews(of: child, into: &context)
      }
    }
    return result
  }

  func rect(_ node: XMLElementNode) throws(StoryboardError) -> Rect {
    Rect(
      x: try number(node, "x") ?? 0, y: try number(node, "y") ?? 0,
      width: try number(node, "width") ?? 0, height: try number(node, "height") ?? 0)
  }

  private func frameInset(_ node: XMLElementNode) throws(StoryboardError) -> [String: Double]? {
    guard let inset = node.child(named: "frame", key: "frameInset") else { return nil }
    var parts: [String: Double] = [:]
    for name in ["minX", "minY", "maxX", "maxY", "width", "height"] {
      // A margin Xcode 8 beta wrote as a percentage ("49.33%") is a flexible margin's share
      // of the free space; it is kept as a fraction under the name with "%".
      if let text = inset[name], text.hasSuffix("%"),
        ["minX", "minY", "maxX", "maxY"].contains(name)
      {
        guard let value = Double(text.dropLast()), abs(value) <= 100_000 else {
          throw .invalidValue(inset.location, element: "frame", attribute: name, value: text)
        }
        parts[name + "%"] = value / 100
      } else if let value = try number(inset, name) {
        parts[name] = value
      }
    }
    return parts
  }

  private func variations(of node: XMLElementNode) throws(StoryboardError) -> [StoryboardVariation]
  {
    var result: [StoryboardVariation] = []
    for element in node.children(named: "variation") {
      guard let key = element["key"] else {
        throw .missingAttribute(element.location, element: "variation", attribute: "key")
      }
      var attributes = element.attributes
      attributes["key"] = nil
      let frame = try element.child(named: "rect", key: "frame").map { r throws(StoryboardError) in
        try rect(r)
      }
      result.append(StoryboardVariation(key: key, attributes: attributes, frame: frame))
    }
    return result
  }

  private func stack(_ node: XMLElementNode) throws(StoryboardError) -> StoryboardStack? {
    guard node.name == "stackView" else { return nil }
    func parse<T>(_ attribute: String, _ fallback: T, _ read: (String) -> T?)
      throws(StoryboardError) -> T
    {
      guard let text = node[attribute] else { return fallback }
      guard let value = read(text) else {
        throw .invalidValue(node.location, element: node.name, attribute: attribute, value: text)
      }
      return value
    }
    return StoryboardStack(
      axis: try parse("axis", .horizontal, LayoutAxis.init(rawValue:)),
      distribution: try parse("distribution", .fill, StackViewDistribution.init(rawValue:)),
      alignment: try parse("alignment", .fill, StackViewAlignment.init(name:)),
      // `spacingType="standard"` is UIStackView.spacingUseSystem: 8 points between views.
      spacing: try number(node, "spacing") ?? (node["spacingType"] == "standard" ? 8 : 0),
      // Xcode 9+ writes no flag: a stack view given explicit margins in IB arranges inside
      // them (the frames it stores show so).
      isLayoutMarginsRelativeArrangement: node.flag("layoutMarginsRelativeArrangement")
        ?? (node.child(named: "directionalEdgeInsets", key: "directionalLayoutMargins") != nil
          || node.child(named: "edgeInsets", key: "layoutMargins") != nil),
      isBaselineRelativeArrangement: node.flag("baselineRelativeArrangement") ?? false)
  }

  static func mask(_ node: XMLElementNode) -> AutoresizingMask {
    let pairs: [(String, AutoresizingMask)] = [
      ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth),
      ("flexibleMaxX", .flexibleRightMargin), ("flexibleMinY", .flexibleTopMargin),
      ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
    ]
    var mask: AutoresizingMask = []
    for (name, flag) in pairs where node.flag(name) == true { mask.insert(flag) }
    return mask
  }

  /// Point sizes of the Dynamic Type text styles at the default (Large) size.
  static let textStyleSizes: [String: Double] = [
    "UICTFontTextStyleLargeTitle": 34, "UICTFontTextStyleTitle0": 34,
    "UICTFontTextStyleTitle1": 28, "UICTFontTextStyleTitle2": 22, "UICTFontTextStyleTitle3": 20,
    "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleBody": 17,
    "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15,
    "UICTFontTextStyleFootnote": 13, "UICTFontTextStyleCaption1": 12,
    "UICTFontTextStyleCaption2": 11,
  ]

  /// The point size of the element's `fontDescription` (a button's is on its title label's
  /// `fontDescription` child too), nil when not written.
  static func fontSize(_ node: XMLElementNode) -> Double? {
    guard let font = node.child(named: "fontDescription", key: "fontDescription") else {
      return nil
    }
    if let size = font["pointSize"].flatMap(Double.init), size.isFinite, size > 0 { return size }
    return font["style"].flatMap { textStyleSizes[$0] }
  }

  static func text(of node: XMLElementNode) -> String? {
    for attribute in ["text", "title", "placeholder"] {
      if let value = node[attribute] { return value }
    }
    if let title = node.child(named: "state", key: "normal")?["title"] { return title }
    return node.child(named: "buttonConfiguration")?["title"]
  }
}
