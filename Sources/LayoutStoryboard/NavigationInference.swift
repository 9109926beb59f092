/// Which controllers Interface Builder shows under inferred bars, without simulated
/// metrics in the file: a navigation bar for the root of a navigation controller
/// (relationship segue `rootViewController`) and, transitively, controllers pushed from it
/// (`show`, `push`), also from a controller whose simulated top bar is a navigation bar, and
/// the children of a tab bar controller that is in such a stack; a tab
/// bar for the children of a tab bar controller (relationship `viewControllers`) and what
/// their own navigation controllers hold or push (a push from a tab that is no navigation
/// controller covers the tab bar, and so does a pushed controller marked
/// `hidesBottomBarWhenPushed`, with what is pushed above it). A navigation controller whose bar is
/// hidden (`navigationBarHidden="YES"`, UIKit's `isNavigationBarHidden`, or its simulated top
/// bar set to none) shows no bar over any controller of its stack; a controller whose own
/// simulated top bar is set to none shows none over what it pushes either. A navigation or tab bar
/// controller whose simulated status bar is set to none passes that on to the controllers it
/// contains (Interface Builder's *Inferred* metrics come from the container).
struct NavigationInference {
  /// Controller ids inside a navigation stack.
  private(set) var navigated: Set<String> = []
  /// Controller ids inside a tab bar controller.
  private(set) var tabbed: Set<String> = []
  /// Controller ids whose navigation bar shows large titles (`prefersLargeTitles`).
  private(set) var largeTitles: Set<String> = []
  /// The height Interface Builder stored for the bar of the navigation controller a
  /// controller is in (its root or pushed), by controller id.
  private(set) var storedBarHeights: [String: Double] = [:]
  /// Where Interface Builder stored the top of that bar (its `y`), by controller id: the
  /// canvas draws the bar there over the controller's view.
  private(set) var storedBarTops: [String: Double] = [:]
  /// Controller ids that are the root of a navigation controller whose bar is hidden.
  private(set) var hiddenBarRoots: Set<String> = []
  /// Controller ids inside a container whose simulated status bar is none.
  private(set) var statusBarHidden: Set<String> = []
  /// Controller ids reached only through `embed` segues (``embeddedOnly(edges:)``).
  private(set) var embedded: Set<String> = []

  /// A segue: the ids of its controllers, its kind and relationship, and the element name of
  /// the controller it leaves.
  typealias Edge = (
    from: String, to: String, kind: String, relationship: String?, fromElement: String
  )

  init(_ document: XMLElementNode) {
    var edges: [Edge] = []
    var largeBars: Set<String> = []
    var hiddenBars: Set<String> = []
    var hiddenStatusBars: Set<String> = []
    var barHeights: [String: Double] = [:]
    var barTops: [String: Double] = [:]
    var shownStatusBars: Set<String> = []
    var simulatedNavigationBars: Set<String> = []
    var noTopBars: Set<String> = []
    var hidesBottomBar: Set<String> = []
    var tabBarStacks: Set<String> = []
    func walk(_ node: XMLElementNode, controller: XMLElementNode?) {
      let owner = StoryboardReader.controllers.contains(node.name) ? node : controller
      if node.name == "navigationBar", node.flag("prefersLargeTitles") == true,
        let id = owner?["id"]
      {
        largeBars.insert(id)
      }
      if node.name == "navigationController", let id = node["id"],
        let bar = node.children.first(where: { $0["key"] == "navigationBar" }),
        let rect = bar.children.first(where: { $0.name == "rect" && $0["key"] == "frame" }),
        let height = rect["height"].flatMap(Double.init), height > 0, height <= 200
      {
        barHeights[id] = height
        barTops[id] = rect["y"].flatMap(Double.init)
      }
      if node.name == "navigationController", let id = node["id"],
        node.flag("navigationBarHidden") == true
          || node.children.contains(where: {
            $0.name == "nil" && $0["key"] == "simulatedTopBarMetrics"
          })
      {
        hiddenBars.insert(id)
      }
      if node.name != "navigationController", StoryboardReader.controllers.contains(node.name),
        let id = node["id"],
        node.children.contains(where: {
          $0.name == "simulatedNavigationBarMetrics" && $0["key"] == "simulatedTopBarMetrics"
        })
      {
        simulatedNavigationBars.insert(id)
      }
      if let id = Self.noTopBarController(node) { noTopBars.insert(id) }
      if let id = Self.simulatedTabBarStack(node) { tabBarStacks.insert(id) }
      if StoryboardReader.controllers.contains(node.name), let id = node["id"],
        let metric = node.children.first(where: { $0["key"] == "simulatedStatusBarMetrics" })
      {
        if metric.name == "nil" {
          hiddenStatusBars.insert(id)
        } else {
          shownStatusBars.insert(id)
        }
      }
      if StoryboardReader.controllers.contains(node.name), let id = node["id"],
        node.flag("hidesBottomBarWhenPushed") == true
      {
        hidesBottomBar.insert(id)
      }
      if node.name == "segue", let owner, let from = owner["id"], let to = node["destination"] {
        edges.append((from, to, node["kind"] ?? "", node["relationship"], owner.name))
      }
      for child in node.children { walk(child, controller: owner) }
    }
    walk(document, controller: nil)
    // The storyboard's entry point is the window's root controller, outside every stack.
    if let initial = document["initialViewController"] {
      edges.append(("", initial, "modal", nil, "window"))
    }
    hiddenBarRoots = Set(
      edges.filter { $0.relationship == "rootViewController" && hiddenBars.contains($0.from) }
        .map(\.to))
    for edge in edges
    where edge.fromElement == "navigationController" && edge.relationship == "rootViewController"
      && !hiddenBars.contains(edge.from)
    {
      navigated.insert(edge.to)
      if largeBars.contains(edge.from) { largeTitles.insert(edge.to) }
    }
    // A controller whose simulated top bar is a navigation bar is shown in a navigation
    // stack on the canvas: what it pushes is inferred to be in that stack too.
    for edge in edges
    where simulatedNavigationBars.contains(edge.from) && ["show", "push"].contains(edge.kind) {
      navigated.insert(edge.to)
    }
    for edge in edges
    where edge.fromElement == "tabBarController" && edge.relationship == "viewControllers" {
      tabbed.insert(edge.to)
    }
    for edge in edges
    where hiddenStatusBars.contains(edge.from)
      && ["rootViewController", "viewControllers"].contains(edge.relationship ?? "")
      && !shownStatusBars.contains(edge.to)
    {
      statusBarHidden.insert(edge.to)
    }
    // Each set is closed over its edges by one search, linear in the edges (a fixed point
    // rescanning every edge per step is quadratic on a long chain of pushes).
    let pushEdges = edges.filter { ["show", "push"].contains($0.kind) }
    let pushesAndRoots = Self.adjacency(
      edges.filter {
        ["show", "push"].contains($0.kind) || $0.relationship == "rootViewController"
      })
    // A tab bar controller in a navigation stack shows its children under the stack's bar.
    // A container view's child is in its parent's stack too: what it shows goes onto that
    // stack (`show(_:sender:)` finds the nearest navigation controller up the parent chain),
    // though the child itself, inside the parent's view, has no bar of its own (below).
    let descends = Self.adjacency(
      edges.filter {
        ["show", "push", "embed"].contains($0.kind)
          || $0.fromElement == "tabBarController" && $0.relationship == "viewControllers"
      })
    navigated = Self.closure(of: navigated, over: descends)
    largeTitles = Self.closure(of: largeTitles, over: descends)
    // A tab keeps its bar over what its own navigation stack pushes; a push from a tab that
    // is no navigation controller goes to a stack around the tab bar controller (or is
    // presented), which covers the tab bar.
    let tabStacks = edges.filter {
      (tabbed.contains($0.from) || tabBarStacks.contains($0.from))
        && $0.fromElement == "navigationController"
        && $0.relationship == "rootViewController"
    }.map(\.to)
    tabbed.formUnion(Self.closure(of: Set(tabStacks), over: pushesAndRoots))
    tabbed.subtract(Self.coveringTabBar(flagged: hidesBottomBar, pushes: Self.adjacency(pushEdges)))
    for edge in pushEdges
    where hiddenStatusBars.contains(edge.from) && !shownStatusBars.contains(edge.to) {
      statusBarHidden.insert(edge.to)
    }
    statusBarHidden = Self.closure(
      of: statusBarHidden,
      over: Self.adjacency(
        edges.filter {
          (["show", "push"].contains($0.kind)
            || ["rootViewController", "viewControllers"].contains($0.relationship ?? ""))
            && !shownStatusBars.contains($0.to)
        }))
    // A controller reached in several contexts shows what they have in common: one also
    // presented modally (the storyboard's initial controller, the window's root, counts as
    // presented), shown (`show` or `custom`) by a controller outside every navigation stack
    // or made the root of a stack with a hidden bar shows no navigation bar; one also reached from a
    // context with a status bar shows the status bar.
    let modal: Set<String> = ["modal", "presentation", "popoverPresentation"]
    let containing: Set<String> = ["rootViewController", "viewControllers"]
    let stackRoots = Self.stackRoots(edges: edges, hiddenBars: hiddenBars)
    Self.prune(&navigated, edges: edges) { edge, members in
      if Self.isWindowRootOfStack(edge, stackRoots: stackRoots) { return false }
      if modal.contains(edge.kind) { return true }
      if ["show", "push"].contains(edge.kind) {
        if noTopBars.contains(edge.from) { return true }
        // A `push` segue only runs from a controller in a navigation stack (UIKit raises
        // otherwise), so it never shows its destination outside one; `show` presents there.
        return edge.kind == "show" && !members.contains(edge.from)
          && !simulatedNavigationBars.contains(edge.from)
      }
      if Self.customSegueShowsOutsideStacks(
        kind: edge.kind, from: edge.from, members: members,
        simulatedNavigationBars: simulatedNavigationBars)
      {
        return true
      }
      if edge.relationship == "rootViewController" { return hiddenBars.contains(edge.from) }
      if edge.kind == "embed" { return !members.contains(edge.from) }
      return edge.relationship == "viewControllers" && !members.contains(edge.from)
    }
    largeTitles.formIntersection(navigated)
    // Each navigated controller takes the bar height of the stack it is the root of, else
    // of a stack it is pushed in (the first in the document).
    var stacks: [String: String] = [:]
    for edge in edges where edge.relationship == "rootViewController" && navigated.contains(edge.to)
    {
      if barHeights[edge.from] != nil { stacks[edge.to] = edge.from }
    }
    var pending = Array(stacks.keys)
    while let id = pending.popLast() {
      for to in descends[id] ?? [] where navigated.contains(to) && stacks[to] == nil {
        stacks[to] = stacks[id]
        pending.append(to)
      }
    }
    embedded = Self.embeddedOnly(edges: edges)
    navigated.subtract(embedded)
    largeTitles.subtract(embedded)
    storedBarHeights = stacks.compactMapValues { barHeights[$0] }
    storedBarTops = stacks.compactMapValues { barTops[$0] }
    Self.prune(&statusBarHidden, edges: edges) { edge, members in
      if modal.contains(edge.kind) || ["show", "push"].contains(edge.kind) {
        return !members.contains(edge.from) && !hiddenStatusBars.contains(edge.from)
      }
      if containing.contains(edge.relationship ?? "") {
        return !members.contains(edge.from) && !hiddenStatusBars.contains(edge.from)
      }
      return false
    }
  }

  /// Removes, until none is left, every member that some edge into it contradicts. A
  /// contradiction depends only on whether the edge's origin is a member, so a removal
  /// re-examines the controllers its edges lead to, and nothing else.
  private static func prune(
    _ members: inout Set<String>, edges: [Edge], contradicts: (Edge, Set<String>) -> Bool
  ) {
    var into: [String: [Edge]] = [:]
    var outOf: [String: [String]] = [:]
    for edge in edges {
      into[edge.to, default: []].append(edge)
      outOf[edge.from, default: []].append(edge.to)
    }
    var pending = Array(members)
    while let id = pending.popLast() {
      guard members.contains(id),
        (into[id] ?? []).contains(where: { contradicts($0, members) })
      else { continue }
      members.remove(id)
      pending.append(contentsOf: outOf[id] ?? [])
    }
  }

  /// The destinations of the edges from each controller id.
  private static func adjacency(_ edges: [Edge]) -> [String: [String]] {
    var next: [String: [String]] = [:]
    for edge in edges { next[edge.from, default: []].append(edge.to) }
    return next
  }

  /// `start` and every id reachable from it along `next`.
  static func closure(of start: Set<String>, over next: [String: [String]]) -> Set<String> {
    var reached = start
    var pending = Array(start)
    while let id = pending.popLast() {
      for to in next[id] ?? [] where reached.insert(to).inserted { pending.append(to) }
    }
    return reached
  }
}
