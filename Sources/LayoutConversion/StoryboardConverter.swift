import AutoLayout
import LayoutCore
import LayoutFormats
import LayoutStoryboard

/// Turns one solved root of an Interface Builder document into a layout file with the same
/// views, content sizes, priorities, margins and constraints, for a ``ConversionTarget``.
///
/// What a layout file cannot say directly is written so that the frames stay the same on
/// the target:
/// - Layout guides other than a view's safe area, margins and readable content (the old
///   top/bottom layout guides, scroll-view frame and content guides, the spacing guides of
///   stack views) become hidden helper views (`UILayoutGuide`) inside their owner. The old
///   guides' lengths are written against the root's safe area, as iOS 11 and later define
///   them, so the file means the same on other devices.
/// - Stack views are written as stack views (`UIStackView` with their axis, distribution,
///   alignment and spacing); the constraints UIStackView makes are not written.
/// - Views laid out by their autoresizing mask get constraints for their solved frame:
///   pinned to the sides their mask keeps fixed.
/// - Margins are declared as the view's effective margins less its safe-area insets; when
///   that cannot reproduce them (the root's margins on a screen whose bars differ from the
///   device's, margins preserved from a superview), the margins guide becomes a helper
///   view pinned at the solved insets, and likewise the root's safe area when the document's
///   screen shows bars the device does not.
/// - Estimated baselines become top/bottom edges offset by the baseline.
/// - Size-class variations are resolved for the layout's size classes; other size classes
///   are converted separately and written as variations (``ConversionVariations``).
final class StoryboardConverter {
  let layout: StoryboardLayout
  let target: ConversionTarget
  let root: View
  /// Names of views and helpers by object.
  var names: [ObjectIdentifier: String] = [:]
  /// IB ids (or a description for helpers) by layout name.
  var origins: [String: String] = [:]
  /// The class a view had in the document, by layout name, where the file names another.
  var originalClasses: [String: String] = [:]
  let naming: ConversionNaming
  /// Helper views to declare, by owner view.
  var helpers: [ObjectIdentifier: [ViewDeclaration]] = [:]
  /// Helpers for system guides that are pinned rather than written, by guide.
  var helperOfGuide: [ObjectIdentifier: String] = [:]
  /// Views whose margins guide becomes a helper.
  var bakedMargins: Set<ObjectIdentifier> = []
  /// Whether the root's safe area becomes a helper.
  var bakesSafeArea = false
  /// Declared margins by view.
  var margins: [ObjectIdentifier: DirectionalEdgeInsets] = [:]
  var equations: [ConstraintEquation] = []
  var identifiers: Set<String> = []
  var notes: [String] = []

  init(_ layout: StoryboardLayout, target: ConversionTarget, naming: ConversionNaming) {
    self.layout = layout
    self.target = target
    self.naming = naming
    root = layout.engine.root
  }

  /// The converted design and how its names map to Interface Builder ids.
  func convert() -> ConvertedDesign {
    names[ObjectIdentifier(root)] = LayoutFile.rootName
    origins[LayoutFile.rootName] = layout.root.view.id
    for view in root.subtree where view !== root {
      guard let name = naming.views[view.name] else { continue }
      names[ObjectIdentifier(view)] = name
      origins[name] = view.name
    }
    planMargins()
    if root.isScrollView {
      notes.append(
        "the root is a scroll view; a layout file's root is not, so constraints from its "
          + "subviews to its edges bind its frame rather than its content")
    }
    let generated = Set(layout.stackConstraints.map(ObjectIdentifier.init))
    for constraint in layout.engine.enforcedConstraints
    where constraint.kind == .user && !generated.contains(ObjectIdentifier(constraint)) {
      if let equation = layoutGuideLength(constraint) ?? equation(for: constraint) {
        equations.append(equation)
      }
    }
    for view in root.subtree where view !== root && view.translatesAutoresizingMaskIntoConstraints {
      equations += autoresizingEquations(view)
    }
    let views = root.subviews.map(declaration) + (helpers[ObjectIdentifier(root)] ?? [])
    var frames: [String: Rect] = [:]
    for (name, id) in origins {
      if let view = layout.views[id] { frames[name] = view.frameInRoot }
    }
    return ConvertedDesign(
      rootMargins: margins[ObjectIdentifier(root)], views: views, equations: equations,
      origins: origins, originalClasses: originalClasses, notes: notes, frames: frames)
  }

  /// A view's declaration with its properties, subviews and helpers.
  func declaration(_ view: View) -> ViewDeclaration {
    let model = layout.models[view.name]
    var properties = ViewProperties()
    let intrinsic = view.intrinsicContentSize
    if intrinsic.width >= 0 || intrinsic.height >= 0 {
      properties.intrinsicSize = AxisPair(
        horizontal: intrinsic.width >= 0 ? intrinsic.width : nil,
        vertical: intrinsic.height >= 0 ? intrinsic.height : nil)
    }
    let hugging = AxisPair(
      horizontal: view.contentHuggingPriority(for: .horizontal).value,
      vertical: view.contentHuggingPriority(for: .vertical).value)
    if hugging != AxisPair(horizontal: 250, vertical: 250) { properties.hugging = hugging }
    let compression = AxisPair(
      horizontal: view.contentCompressionResistancePriority(for: .horizontal).value,
      vertical: view.contentCompressionResistancePriority(for: .vertical).value)
    if compression != AxisPair(horizontal: 750, vertical: 750) {
      properties.compression = compression
    }
    properties.margins = margins[ObjectIdentifier(view)]
    properties.isHidden = view.isHidden
    if view.semanticContentAttribute != .unspecified {
      properties.semanticContentAttribute = view.semanticContentAttribute
    }
    properties.text = model?.text
    if let stack = view as? StackView { properties.stack = Self.stackProperties(of: stack) }
    // A class name is written as a layout-file identifier; one that is not (a newline, a
    // brace) would end the declaration and inject statements, so it goes to the comment and
    // the view keeps the UIKit class of its element (a label stays a UILabel).
    let documentClass = model?.className
    let writable = documentClass.flatMap {
      Self.isIdentifier($0) ? $0 : model.flatMap(Self.elementClass(of:))
    }
    let className: String? = view.isScrollView ? "UIScrollView" : writable
    if let documentClass, documentClass != className {
      originalClasses[names[ObjectIdentifier(view)]!] = documentClass
    }
    let children = view.subviews.map(declaration) + (helpers[ObjectIdentifier(view)] ?? [])
    return ViewDeclaration(
      name: names[ObjectIdentifier(view)]!, className: className, properties: properties,
      subviews: children)
  }

  /// Decides per view whether its margins can be declared (effective margins less the
  /// safe-area insets, which the target's engine adds back) or must become a helper; the
  /// same for the root's safe area.
  func planMargins() {
    bakesSafeArea = !same(root.safeAreaInsets, target.safeAreaInsets)
    for view in root.subtree {
      let isRoot = view === root
      let safe = isRoot ? target.safeAreaInsets : view.safeAreaInsets
      let effective = view.layoutMargins
      let declared = DirectionalEdgeInsets(
        top: effective.top - safe.top, leading: effective.left - safe.left,
        bottom: effective.bottom - safe.bottom, trailing: effective.right - safe.right)
      var valid = [declared.top, declared.leading, declared.bottom, declared.trailing]
        .allSatisfy { $0 >= -1e-9 }
      if isRoot, let side = target.systemMargin {
        valid = valid && declared.leading >= side - 1e-9 && declared.trailing >= side - 1e-9
      }
      guard valid else {
        bakedMargins.insert(ObjectIdentifier(view))
        continue
      }
      // What the target's engine gives a view that declares no margins.
      let side = isRoot ? target.systemMargin ?? 8 : 8
      let standard = DirectionalEdgeInsets(top: 8, leading: side, bottom: 8, trailing: side)
      if !same(declared, standard) { margins[ObjectIdentifier(view)] = declared }
    }
  }

  func same(_ a: EdgeInsets, _ b: EdgeInsets) -> Bool {
    abs(a.top - b.top) < 1e-9 && abs(a.left - b.left) < 1e-9
      && abs(a.bottom - b.bottom) < 1e-9 && abs(a.right - b.right) < 1e-9
  }

  func same(_ a: DirectionalEdgeInsets, _ b: DirectionalEdgeInsets) -> Bool {
    abs(a.top - b.top) < 1e-9 && abs(a.leading - b.leading) < 1e-9
      && abs(a.bottom - b.bottom) < 1e-9 && abs(a.trailing - b.trailing) < 1e-9
  }

  /// The UIKit class of `view`'s element (`UILabel` for a `label`), for a view whose custom
  /// class cannot be written; nil for elements without a known class.
  static func elementClass(of view: StoryboardView) -> String? {
    StoryboardView.uiKitClasses[view.element]
  }

  /// Whether `name` reads back as one layout-file identifier: `[A-Za-z_][A-Za-z0-9_]*`.
  static func isIdentifier(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else {
      return false
    }
    return name.unicodeScalars.allSatisfy {
      $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
    }
  }
}
