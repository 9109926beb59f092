/// Which controllers Interface Builder shows under inferred bars, without simulated
/// metrics in the file: a navigation bar for the root of a navigation controller
/// (relationship segue `rootViewController`) and, transitively, controllers pushed from it
/// (`show`, `push`); a tab bar for the children of a tab bar controller (relationship
/// `viewControllers`) and what they contain or push.
struct NavigationInference {
  /// Controller ids inside a navigation stack.
  private(set) var navigated: Set<String> = []
  /// Controller ids inside a tab bar controller.
  private(set) var tabbed: Set<String> = []
  /// Controller ids whose navigation bar shows large titles (`prefersLargeTitles`).
  private(set) var largeTitles: Set<String> = []

  /// A segue: the ids of its controllers, its kind and relationship, and the element name of
  /// the controller it leaves.
  private typealias Edge = (
    from: String, to: String, kind: String, relationship: String?, fromElement: String
  )

  init(_ document: XMLElementNode) {
    var edges: [Edge] = []
    var largeBars: Set<String> = []
    func walk(_ node: XMLElementNode, controller: XMLElementNode?) {
      let owner = StoryboardReader.controllers.contains(node.name) ? node : controller
      if node.name == "navigationBar", node.flag("prefersLargeTitles") == true,
        let id = owner?["id"]
      {
        largeBars.insert(id)
      }
      if node.name == "segue", let owner, let from = owner["id"], let to = node["destination"] {
        edges.append((from, to, node["kind"] ?? "", node["relationship"], owner.name))
      }
      for child in node.children { walk(child, controller: owner) }
    }
    walk(document, controller: nil)
    for edge in edges
    where edge.fromElement == "navigationController" && edge.relationship == "rootViewController" {
      navigated.insert(edge.to)
      if largeBars.contains(edge.from) { largeTitles.insert(edge.to) }
    }
    for edge in edges
    where edge.fromElement == "tabBarController" && edge.relationship == "viewControllers" {
      tabbed.insert(edge.to)
    }
    // Each set is closed over its edges by one search (linear in the edges, where a fixed point
    // rescanning every edge per step is quadratic on a long chain of pushes).
    let pushes = Self.adjacency(edges.filter { ["show", "push"].contains($0.kind) })
    let pushesAndRoots = Self.adjacency(
      edges.filter {
        ["show", "push"].contains($0.kind) || $0.relationship == "rootViewController"
      })
    navigated = Self.closure(of: navigated, over: pushes)
    largeTitles = Self.closure(of: largeTitles, over: pushes)
    tabbed = Self.closure(of: tabbed, over: pushesAndRoots)
  }

  /// The destinations of the edges from each controller id.
  private static func adjacency(_ edges: [Edge]) -> [String: [String]] {
    var next: [String: [String]] = [:]
    for edge in edges { next[edge.from, default: []].append(edge.to) }
    return next
  }

  /// `start` and every id reachable from it along `next`.
  private static func closure(of start: Set<String>, over next: [String: [String]]) -> Set<String> {
    var reached = start
    var pending = Array(start)
    while let id = pending.popLast() {
      for to in next[id] ?? [] where reached.insert(to).inserted { pending.append(to) }
    }
    return reached
  }
}
