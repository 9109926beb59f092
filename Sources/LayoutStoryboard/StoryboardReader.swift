import AutoLayout
import LayoutCore

/// Turns the XML tree of an Interface Builder document into a ``StoryboardDocument``:
/// finds the roots of layout, the view hierarchy, constraints, guides and masks.
struct StoryboardReader {
  let file: String

  /// Elements that own a root view without being views themselves.
  static let controllers: Set<String> = [
    "viewController", "tableViewController", "collectionViewController",
    "navigationController", "tabBarController", "splitViewController", "pageViewController",
    "glkViewController", "avPlayerViewController", "hostingController",
  ]
  /// Elements under which a view is a root of its own (their views are not subviews of a
  /// view met further up).
  static let rootBoundaries: Set<String> = controllers.union([
    "objects", "scene", "navigationItem", "document", "scenes",
  ])
  /// Elements that are views even where the document stores no frame for them.
  static let cellElements: Set<String> = ["tableViewCell", "tableViewCellContentView"]
  /// Elements never descended into when looking for views.
  static let opaque: Set<String> = [
    "variation", "mask", "designables", "connections", "resources", "dependencies",
    "constraints", "layoutGuides", "userDefinedRuntimeAttributes", "accessibility",
  ]

  func read(_ root: XMLElementNode) throws(StoryboardError) -> StoryboardDocument {
    guard root.name == "document" else {
      throw .notInterfaceBuilderDocument(root.location, rootElement: root.name)
    }
    if let runtime = root["targetRuntime"], !runtime.hasPrefix("iOS") {
      throw .unsupportedRuntime(root.location, runtime: runtime)
    }
    let type = root["type"] ?? ""
    let device = root.child(named: "device")
    let capabilities = root.child(named: "dependencies")?.children(named: "capability") ?? []
    var document = StoryboardDocument(
      file: file, kind: type.hasSuffix("Storyboard.XIB") ? .storyboard : .xib,
      version: root["version"], toolsVersion: root["toolsVersion"],
      usesAutolayout: root.flag("useAutolayout") ?? false,
      usesTraitCollections: root.flag("useTraitCollections") ?? false,
      usesSafeAreas: root.flag("useSafeAreas") ?? false,
      isXcode8Format: capabilities.contains {
        $0["name"] == "documents saved in the Xcode 8 format"
      },
      deviceID: device?["id"], deviceOrientation: device.map { $0["orientation"] ?? "portrait" },
      legacyScreenType: Self.legacyScreenType(root),
      roots: [], masks: [:], designableSizes: [:])
    document.deviceAppearance = device?["appearance"]
    document.targetRuntime = root["targetRuntime"]
    var context = Context()
    context.navigation = NavigationInference(root)
    context.filesOwnerViews = Self.filesOwnerViews(root)
    try collectRoots(root, scene: nil, container: nil, into: &context)
    document.roots = context.roots
    document.warnings = context.warnings
    for made in context.roots { try Self.checkSize(of: made) }
    let views = context.roots.reduce(0) { $0 + $1.view.subtree.count }
    guard views <= StoryboardLimits.maximumViewsPerDocument else {
      throw .tooManyViews(
        root.location, views: views, limit: StoryboardLimits.maximumViewsPerDocument)
    }
    try collectMasks(root, definedIDs: Self.definedIDs(root), into: &document)
    for designable in root.child(named: "designables")?.children(named: "designable") ?? [] {
      if let name = designable["name"],
        let size = designable.child(named: "size", key: "intrinsicContentSize")
      {
        document.designableSizes[name] = Size(
          width: try number(size, "width") ?? 0, height: try number(size, "height") ?? 0)
      }
    }
    try checkReferences(document, ids: context.ids)
    return document
  }

  /// Refuses a root too large to build in reasonable time. Checked when reading, so every
  /// command refuses such a document as bad input (exit 2) before anything is solved.
  static func checkSize(of root: StoryboardRoot) throws(StoryboardError) {
    let views = root.view.subtree
    guard views.count <= StoryboardLimits.maximumViewsPerRoot else {
      throw .tooManyViews(
        root.view.location, views: views.count, limit: StoryboardLimits.maximumViewsPerRoot)
    }
    let constraints = views.reduce(0) { $0 + $1.constraints.count }
    guard constraints <= StoryboardLimits.maximumConstraintsPerRoot else {
      throw .tooManyConstraints(
        root.view.location, constraints: constraints,
        limit: StoryboardLimits.maximumConstraintsPerRoot)
    }
    // In document order, so that the error names the first element past the limit.
    var written: [(at: SourceLocation, priority: Double)] = []
    for view in views {
      let contentPriorities = [
        view.horizontalHugging, view.verticalHugging, view.horizontalCompressionResistance,
        view.verticalCompressionResistance,
      ]
      for case let priority? in contentPriorities { written.append((view.location, priority)) }
      for constraint in view.constraints {
        written.append((constraint.location, constraint.priority))
      }
    }
    written.sort { ($0.at.line, $0.at.column) < ($1.at.line, $1.at.column) }
    var priorities = PriorityLevels()
    for (at, priority) in written where !priorities.admit(priority) {
      throw .tooManyPriorities(at, priority: priority)
    }
  }

  /// State gathered during the walk.
  struct Context {
    var roots: [StoryboardRoot] = []
    /// What was read but cannot be honoured exactly, in document order.
    var warnings: [StoryboardWarning] = []
    /// Every id seen on views, guides and constraints, with where it is defined.
    var ids: [String: SourceLocation] = [:]
    /// Ids of xib views connected to File's Owner's `view` outlet.
    var filesOwnerViews: Set<String> = []
    /// Controllers shown under an inferred navigation bar.
    var navigation = NavigationInference(
      XMLElementNode(
        name: "document", attributes: [:], children: [], location: .init(file: "", line: 0)))
  }

  /// The destinations of File's Owner's `view` outlet in a xib (the controller whose nib
  /// this is owns that view as its main view).
  static func filesOwnerViews(_ root: XMLElementNode) -> Set<String> {
    var ids: Set<String> = []
    for objects in root.children(named: "objects") {
      for owner in objects.children(named: "placeholder")
      where owner["placeholderIdentifier"] == "IBFilesOwner" {
        for outlet in owner.child(named: "connections")?.children(named: "outlet") ?? []
        where outlet["property"] == "view" {
          if let id = outlet["destination"] { ids.insert(id) }
        }
      }
    }
    return ids
  }

  private static func legacyScreenType(_ root: XMLElementNode) -> String? {
    guard let metrics = root.child(named: "simulatedMetricsContainer") else { return nil }
    return metrics.child(named: "simulatedScreenMetrics")?["type"] ?? "retina35"
  }

  /// Whether an element is a view: it stores a frame, or sits in a `<subviews>` list (Xcode 4
  /// documents omit subview frames).
  ///
  /// Interface Builder writes nothing but views in `<subviews>`, one element per UIKit class
  /// (`view`, `label`, `stackView`, ...), and new Xcode versions add elements for new classes.
  /// So an element there that this reader does not know is a view of a class it does not
  /// know: it is laid out as a plain `UIView` (no intrinsic size; as UIKit falls back to the
  /// element's base class for an unknown custom class), is an arranged subview when its
  /// parent is a stack view, and must have an id like every other view. Unknown elements
  /// anywhere else are properties of their parent and are ignored.
  static func isView(_ node: XMLElementNode, parent: XMLElementNode?) -> Bool {
    if opaque.contains(node.name) || rootBoundaries.contains(node.name) { return false }
    if node.child(named: "rect", key: "frame") != nil { return true }
    if node.child(named: "frame", key: "frameInset") != nil { return true }
    // Table cells and their content views are views with or without a stored frame (Xcode 6
    // and 7 often leave the frame out): their table sizes them (``StoryboardLayout``'s
    // `implicitCellFrame`), and constraints inside a cell refer to its content view.
    if cellElements.contains(node.name) { return true }
    return parent?.name == "subviews"
  }

  private func collectRoots(
    _ node: XMLElementNode, scene: XMLElementNode?, container: XMLElementNode?,
    into context: inout Context
  ) throws(StoryboardError) {
    for child in node.children {
      if child.name == "layoutGuides" {
        for guide in child.children {
          if let id = guide["id"] { try register(id, guide.location, into: &context) }
        }
      }
      if Self.opaque.contains(child.name) { continue }
      if Self.isView(child, parent: node) {
        let view = try readView(child, into: &context)
        var made = makeRoot(view, scene: scene, container: container)
        made.isFilesOwnerView = container == nil && context.filesOwnerViews.contains(view.id)
        let freeform =
          container == nil && scene == nil && child.name == "view"
          && child.children.contains {
            $0.name == "freeformSimulatedSizeMetrics" && $0["key"] == "simulatedDestinationMetrics"
          }
        made.isFreeformTopLevelView = freeform && !made.isFilesOwnerView
        if freeform { made.hasFreeformSize = true }
        let explicitTopBar =
          container?.children.contains { $0["key"] == "simulatedTopBarMetrics" } ?? false
        if made.view.key == "view", !explicitTopBar, let id = container?["id"],
          context.navigation.navigated.contains(id)
        {
          made.simulatedTopBar = "simulatedNavigationBarMetrics"
          let item = container?.child(named: "navigationItem", key: "navigationItem")
          made.hasLargeTitle =
            context.navigation.largeTitles.contains(id)
            && item?["largeTitleDisplayMode"] != "never"
        }
        let explicitBottomBar =
          container?.children.contains { $0["key"] == "simulatedBottomBarMetrics" } ?? false
        if made.view.key == "view", !explicitBottomBar, let id = container?["id"],
          context.navigation.tabbed.contains(id)
        {
          made.simulatedBottomBar = "simulatedTabBarMetrics"
        }
        if made.simulatedTopBar == "simulatedNavigationBarMetrics", let id = container?["id"] {
          made.storedNavigationBarHeight = context.navigation.storedBarHeights[id]
          made.storedNavigationBarTop = context.navigation.storedBarTops[id]
        }
        if let id = container?["id"] {
          if context.navigation.isContained(id) { made.isPresentedFullScreen = false }
          made.isRootUnderHiddenNavigationBar = context.navigation.hiddenBarRoots.contains(id)
          made.isEmbedded = made.view.key == "view" && context.navigation.embedded.contains(id)
        }
        let explicitStatusBar =
          container?.children.contains { $0["key"] == "simulatedStatusBarMetrics" } ?? false
        if made.view.key == "view", !explicitStatusBar, let id = container?["id"],
          context.navigation.statusBarHidden.contains(id)
        {
          made.hidesStatusBar = true
        }
        context.roots.append(made)
        continue
      }
      let nextScene = child.name == "scene" ? child : scene
      let nextContainer = Self.controllers.contains(child.name) ? child : container
      if Self.controllers.contains(child.name), let id = child["id"] {
        try register(id, child.location, into: &context)
      }
      try collectRoots(child, scene: nextScene, container: nextContainer, into: &context)
    }
  }

  private func makeRoot(
    _ view: StoryboardView, scene: XMLElementNode?, container: XMLElementNode?
  ) -> StoryboardRoot {
    let guides =
      container?.child(named: "layoutGuides")?.children(named: "viewControllerLayoutGuide") ?? []
    // Simulated metrics describe the controller's main view only.
    let isMainView = view.key == "view"
    func metric(_ key: String) -> XMLElementNode? {
      container?.children.first { $0["key"] == key }
    }
    let topBar = metric("simulatedTopBarMetrics")
    let bottomBar = metric("simulatedBottomBarMetrics")
    var root = StoryboardRoot(
      sceneID: scene?["sceneID"],
      container: container.map {
        .init(
          element: $0.name, id: $0["id"], customClass: $0["customClass"], title: $0["title"],
          storyboardIdentifier: $0["storyboardIdentifier"], userLabel: $0["userLabel"],
          navigationTitle: $0.child(named: "navigationItem", key: "navigationItem")?["title"])
      },
      view: view,
      topLayoutGuideID: isMainView ? guides.first { $0["type"] == "top" }?["id"] : nil,
      bottomLayoutGuideID: isMainView ? guides.first { $0["type"] == "bottom" }?["id"] : nil,
      hidesStatusBar: isMainView && metric("simulatedStatusBarMetrics")?.name == "nil",
      simulatedTopBar: isMainView && topBar?.name != "nil" ? topBar?.name : nil,
      hasLargeTitle: isMainView && topBar?.flag("prefersLargeTitles") == true,
      simulatedBottomBar: isMainView && bottomBar?.name != "nil" ? bottomBar?.name : nil,
      hasFreeformSize: isMainView
        && metric("simulatedDestinationMetrics")?.name == "freeformSimulatedSizeMetrics")
    root.setsStatusBarToNone = root.hidesStatusBar
    if isMainView, let screen = metric("simulatedDestinationMetrics"),
      screen.name == "simulatedScreenMetrics"
    {
      root.simulatedScreenType = screen["type"]
    }
    if isMainView, let size = metric("freeformSize"), size.name == "size",
      let width = size["width"].flatMap(Double.init),
      let height = size["height"].flatMap(Double.init),
      width > 0, height > 0
    {
      root.freeformSize = Size(width: width, height: height)
    }
    root.isPresentedFullScreen =
      isMainView
      && ["fullScreen", "overFullScreen"].contains(container?["modalPresentationStyle"] ?? "")
    return root
  }

  func register(
    _ id: String, _ location: SourceLocation, into context: inout Context
  ) throws(StoryboardError) {
    if context.ids[id] != nil { throw .duplicateID(location, id: id) }
    context.ids[id] = location
  }

  /// A numeric attribute, nil when absent.
  func number(_ node: XMLElementNode, _ attribute: String) throws(StoryboardError) -> Double? {
    guard let text = node[attribute] else { return nil }
    guard let value = Double(text), abs(value) <= StoryboardLimits.maximumMagnitude else {
      throw .invalidValue(node.location, element: node.name, attribute: attribute, value: text)
    }
    return value
  }
}
