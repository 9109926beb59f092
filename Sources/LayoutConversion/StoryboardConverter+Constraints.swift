import AutoLayout
import LayoutCore
import LayoutFormats

extension StoryboardConverter {
  /// One side of a constraint as the layout file writes it, with the constant that moves
  /// over when the attribute is rewritten (a baseline as an offset edge).
  struct Side {
    var anchor: AnchorReference
    /// Added to the written attribute to give the original one.
    var offset: Double
  }

  /// The layout-file equation of an engine constraint, or nil when it cannot be written.
  func equation(for constraint: LayoutConstraint) -> ConstraintEquation? {
    guard let first = side(constraint.firstItem, constraint.firstAttribute) else { return nil }
    let multiplier = constraint.multiplier
    var constant = constraint.constant - first.offset
    var second: AnchorReference?
    if let item = constraint.secondItem, constraint.secondAttribute != .notAnAttribute {
      guard let other = side(item, constraint.secondAttribute) else { return nil }
      second = other.anchor
      constant += multiplier * other.offset
    }
    return ConstraintEquation(
      first: first.anchor, relation: constraint.relation, second: second,
      multiplier: second == nil ? 1 : multiplier, constant: constant,
      priority: constraint.priority, identifier: identifier(constraint.identifier))
  }

  /// The length of the root controller's old top or bottom layout guide, written against the
  /// root's safe area instead of as a fixed height, or nil for any other constraint.
  ///
  /// Since iOS 11 the top layout guide ends where the safe area starts and the bottom one
  /// starts where it ends, whatever the document's `useSafeAreas`; a fixed height would keep
  /// the saved device's status bar on every other device. The constant is what the guide
  /// has beyond the safe area of the target as iOS 11 and later define it: the bars the
  /// document shows that a device's safe area does not include (a navigation bar, a tab bar).
  /// The status bar and home indicator are in that safe area even where the document's
  /// canvas has none (Xcode 6–7's *Any/Any* canvas, ``ConversionTarget/systemBarInsets``),
  /// so they are not counted twice on a device.
  func layoutGuideLength(_ constraint: LayoutConstraint) -> ConstraintEquation? {
    guard let guide = constraint.firstItem as? LayoutGuide, guide.owningView === root,
      constraint.secondItem == nil, constraint.firstAttribute == .height,
      constraint.relation == .equal
    else { return nil }
    let safeArea = ItemReference(view: LayoutFile.rootName, guide: .safeArea)
    switch constraint.identifier {
    case "_UILayoutGuide-top-height":
      return ConstraintEquation(
        first: anchor(freeHelper(for: guide, owner: root), .bottom), relation: .equal,
        second: anchor(safeArea, .top),
        constant: constraint.constant - target.safeAreaInsets.top - target.systemBarInsets.top,
        priority: constraint.priority, identifier: identifier(constraint.identifier))
    case "_UILayoutGuide-bottom-height":
      return ConstraintEquation(
        first: anchor(safeArea, .bottom), relation: .equal,
        second: anchor(freeHelper(for: guide, owner: root), .top),
        constant: constraint.constant - target.safeAreaInsets.bottom
          - target.systemBarInsets.bottom,
        priority: constraint.priority, identifier: identifier(constraint.identifier))
    default:
      return nil
    }
  }

  /// A unique identifier the layout format accepts (letters, digits, `_`, `-`), or nil.
  func identifier(_ text: String?) -> String? {
    guard let text, !text.isEmpty else { return nil }
    var cleaned = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      let allowed =
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
      cleaned.append(allowed || scalar == "-" || scalar == "_" ? scalar : "_")
    }
    var candidate = String(cleaned)
    var number = 2
    while identifiers.contains(candidate) {
      candidate = "\(String(cleaned))-\(number)"
      number += 1
    }
    identifiers.insert(candidate)
    return candidate
  }

  /// How an engine item and attribute are written.
  func side(_ item: LayoutItem, _ attribute: LayoutAttribute) -> Side? {
    guard attribute != .notAnAttribute else { return nil }
    let name = attribute
    if let view = item as? View {
      guard let viewName = names[ObjectIdentifier(view)] else { return nil }
      if attribute.isMargin, bakedMargins.contains(ObjectIdentifier(view)) {
        let helper = pinnedHelper(
          for: view.layoutMarginsGuide, owner: view, kind: "Margins", phrase: "margins")
        return Side(anchor: anchor(helper, plain(name)), offset: 0)
      }
      if attribute == .firstBaseline, let offset = view.firstBaselineOffsetFromTop {
        return Side(anchor: anchor(viewName, .top), offset: offset)
      }
      if attribute == .lastBaseline, let offset = view.lastBaselineOffsetFromBottom {
        return Side(anchor: anchor(viewName, .bottom), offset: -offset)
      }
      return Side(anchor: anchor(viewName, name), offset: 0)
    }
    guard let guide = item as? LayoutGuide, let owner = guide.owningView,
      let ownerName = names[ObjectIdentifier(owner)]
    else { return nil }
    let baked = bakedMargins.contains(ObjectIdentifier(owner))
    switch guide.role {
    case .safeArea where !bakesSafeArea:
      return Side(anchor: anchor(ItemReference(view: ownerName, guide: .safeArea), name), offset: 0)
    case .safeArea:
      return Side(
        anchor: anchor(
          pinnedHelper(for: guide, owner: owner, kind: "SafeArea", phrase: "safe area"), name),
        offset: 0)
    case .layoutMargins where !baked:
      return Side(anchor: anchor(ItemReference(view: ownerName, guide: .margins), name), offset: 0)
    case .layoutMargins:
      return Side(
        anchor: anchor(
          pinnedHelper(for: guide, owner: owner, kind: "Margins", phrase: "margins"), name),
        offset: 0)
    case .readableContent where !baked:
      return Side(
        anchor: anchor(ItemReference(view: ownerName, guide: .readableContent), name), offset: 0)
    case .readableContent:
      return Side(
        anchor: anchor(
          pinnedHelper(
            for: guide, owner: owner, kind: "ReadableContent", phrase: "readable content guide"),
          name),
        offset: 0)
    case .scrollContent:
      return Side(anchor: anchor(contentHelper(for: guide, scroll: owner), name), offset: 0)
    case .keyboard:
      return Side(anchor: anchor(ItemReference(view: ownerName, guide: .keyboard), name), offset: 0)
    case .free:
      return Side(anchor: anchor(freeHelper(for: guide, owner: owner), name), offset: 0)
    }
  }

  func anchor(_ view: String, _ attribute: LayoutAttribute) -> AnchorReference {
    AnchorReference(item: ItemReference(view: view), attribute: attribute)
  }

  func anchor(_ item: ItemReference, _ attribute: LayoutAttribute) -> AnchorReference {
    AnchorReference(item: item, attribute: attribute)
  }

  /// The edge a margin attribute stands for (`leadingMargin` → `leading`).
  func plain(_ attribute: LayoutAttribute) -> LayoutAttribute {
    switch attribute {
    case .leftMargin: .left
    case .rightMargin: .right
    case .topMargin: .top
    case .bottomMargin: .bottom
    case .leadingMargin: .leading
    case .trailingMargin: .trailing
    case .centerXWithinMargins: .centerX
    case .centerYWithinMargins: .centerY
    default: attribute
    }
  }

  /// Declares a hidden helper view standing for a guide inside `owner`.
  func declareHelper(_ base: String, owner: View, origin: String) -> String {
    let ownerName = names[ObjectIdentifier(owner)] ?? LayoutFile.rootName
    let name = naming.helper(key: "\(ownerName) \(base)") {
      ownerName == LayoutFile.rootName
        ? base : ownerName + base.prefix(1).uppercased() + base.dropFirst()
    }
    helpers[ObjectIdentifier(owner), default: []].append(
      ViewDeclaration(
        name: name, className: "UILayoutGuide", properties: ViewProperties(isHidden: true)))
    origins[name] = origin
    return name
  }

  /// The helper of a free guide (its pins are user constraints, converted like the rest).
  func freeHelper(for guide: LayoutGuide, owner: View) -> String {
    if let name = helperOfGuide[ObjectIdentifier(guide)] { return name }
    var base = guide.name
    if base.hasPrefix(owner.name + ".") { base.removeFirst(owner.name.count + 1) }
    let name = declareHelper(
      ConversionNames.camelCase(base).isEmpty ? "guide" : ConversionNames.camelCase(base),
      owner: owner, origin: "layout guide \(guide.name)")
    helperOfGuide[ObjectIdentifier(guide)] = name
    return name
  }

  /// The helper of a scroll view's content guide: pinned to the scroll view's four edges,
  /// which for a subview of a scroll view are the edges of the content area.
  func contentHelper(for guide: LayoutGuide, scroll: View) -> String {
    if let name = helperOfGuide[ObjectIdentifier(guide)] { return name }
    let name = declareHelper("content", owner: scroll, origin: "content layout guide")
    helperOfGuide[ObjectIdentifier(guide)] = name
    let scrollName = names[ObjectIdentifier(scroll)]!
    for attribute in [LayoutAttribute.leading, .top, .trailing, .bottom] {
      equations.append(
        ConstraintEquation(
          first: anchor(name, attribute), relation: .equal, second: anchor(scrollName, attribute)))
    }
    return name
  }

  /// The helper of a system guide whose insets the target would not reproduce: pinned to
  /// its owner at the solved insets (origin and size, so it also works in scroll views).
  func pinnedHelper(for guide: LayoutGuide, owner: View, kind: String, phrase: String) -> String {
    if let name = helperOfGuide[ObjectIdentifier(guide)] { return name }
    let name = declareHelper(
      kind.prefix(1).lowercased() + kind.dropFirst(), owner: owner,
      origin: "\(phrase) of \(layout.models[owner.name] == nil ? "root" : owner.name), as solved")
    helperOfGuide[ObjectIdentifier(guide)] = name
    let ownerName = names[ObjectIdentifier(owner)]!
    let frame = guide.layoutFrame
    let size = owner.frame
    let pins: [(LayoutAttribute, Double)] = [
      (.left, frame.x), (.top, frame.y), (.width, frame.width - size.width),
      (.height, frame.height - size.height),
    ]
    for (attribute, constant) in pins {
      equations.append(
        ConstraintEquation(
          first: anchor(name, attribute), relation: .equal, second: anchor(ownerName, attribute),
          constant: constant, identifier: nil))
    }
    notes.append(
      "\(name) stands for the \(phrase) of \(ownerName) as Interface Builder showed it, "
        + "which the target screen would not give")
    return name
  }

  /// Constraints for a view laid out by its autoresizing mask: its solved frame, pinned to
  /// the superview's sides the mask keeps fixed (both sides for a flexible size), else to
  /// the leading and top sides.
  func autoresizingEquations(_ view: View) -> [ConstraintEquation] {
    guard let parent = view.superview, let name = names[ObjectIdentifier(view)],
      let parentName = names[ObjectIdentifier(parent)]
    else { return [] }
    let frame = view.frame
    let mask = view.autoresizingMask
    var result: [ConstraintEquation] = []
    func axis(
      near: LayoutAttribute, far: LayoutAttribute, size: LayoutAttribute, origin: Double,
      length: Double,
      extent: Double, flexibleNear: Bool, flexibleSize: Bool, flexibleFar: Bool
    ) {
      let farInset = extent - origin - length
      let pinsFar = !parent.isScrollView && !flexibleFar && (flexibleNear || flexibleSize)
      let pinsNear = !(pinsFar && flexibleNear && !flexibleSize)
      if pinsNear {
        result.append(
          ConstraintEquation(
            first: anchor(name, near), relation: .equal, second: anchor(parentName, near),
            constant: origin))
      }
      if pinsFar {
        result.append(
          ConstraintEquation(
            first: anchor(parentName, far), relation: .equal, second: anchor(name, far),
            constant: farInset))
      }
      if !(pinsNear && pinsFar) {
        result.append(
          ConstraintEquation(first: anchor(name, size), relation: .equal, constant: length))
      }
    }
    axis(
      near: .left, far: .right, size: .width, origin: frame.x, length: frame.width,
      extent: parent.frame.width, flexibleNear: mask.contains(.flexibleLeftMargin),
      flexibleSize: mask.contains(.flexibleWidth), flexibleFar: mask.contains(.flexibleRightMargin))
    axis(
      near: .top, far: .bottom, size: .height, origin: frame.y, length: frame.height,
      extent: parent.frame.height, flexibleNear: mask.contains(.flexibleTopMargin),
      flexibleSize: mask.contains(.flexibleHeight),
      flexibleFar: mask.contains(.flexibleBottomMargin))
    return result
  }
}
