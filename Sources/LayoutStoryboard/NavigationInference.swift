/// Which controllers Interface Builder shows under inferred bars, without simulated
/// metrics in the file: a navigation bar for the root of a navigation controller
/// (relationship segue `rootViewController`) and, transitively, controllers pushed from it
/// (`show`, `push`); a tab bar for the children of a tab bar controller (relationship
/// `viewControllers`) and what they contain or push. A navigation controller whose bar is
/// hidden (`navigationBarHidden="YES"`, UIKit's `isNavigationBarHidden`, or its simulated top
/// bar set to none) shows no bar over any controller of its stack.
struct NavigationInference {
  /// Controller ids inside a navigation stack.
  private(set) var navigated: Set<String> = []
  /// Controller ids inside a tab bar controller.
  private(set) var tabbed: Set<String> = []
  /// Controller ids whose navigation bar shows large titles (`prefersLargeTitles`).
  private(set) var largeTitles: Set<String> = []

  init(_ document: XMLElementNode) {
    var edges:
      [(from: String, to: String, kind: String, relationship: String?, fromElement: String)] = []
    var largeBars: Set<String> = []
    var hiddenBars: Set<String> = []
    func walk(_ node: XMLElementNode, controller: XMLElementNode?) {
      let owner = StoryboardReader.controllers.contains(node.name) ? node : controller
      if node.name == "navigationBar", node.flag("prefersLargeTitles") == true,
        let id = owner?["id"]
      {
        largeBars.insert(id)
      }
      if node.name == "navigationController", let id = node["id"],
        node.flag("navigationBarHidden") == true
          || node.children.contains(where: {
            $0.name == "nil" && $0["key"] == "simulatedTopBarMetrics"
          })
      {
        hiddenBars.insert(id)
      }
      if node.name == "segue", let owner, let from = owner["id"], let to = node["destination"] {
        edges.append((from, to, node["kind"] ?? "", node["relationship"], owner.name))
      }
      for child in node.children { walk(child, controller: owner) }
    }
    walk(document, controller: nil)
    for edge in edges
    where edge.fromElement == "navigationController" && edge.relationship == "rootViewController"
      && !hiddenBars.contains(edge.from)
    {
      navigated.insert(edge.to)
      if largeBars.contains(edge.from) { largeTitles.insert(edge.to) }
    }
    for edge in edges
    where edge.fromElement == "tabBarController" && edge.relationship == "viewControllers" {
      tabbed.insert(edge.to)
    }
    var changed = true
    while changed {
      changed = false
      for edge in edges where ["show", "push"].contains(edge.kind) {
        if navigated.contains(edge.from), navigated.insert(edge.to).inserted { changed = true }
        if largeTitles.contains(edge.from), largeTitles.insert(edge.to).inserted { changed = true }
        if tabbed.contains(edge.from), tabbed.insert(edge.to).inserted { changed = true }
      }
      for edge in edges
      where edge.relationship == "rootViewController" && tabbed.contains(edge.from) {
        if tabbed.insert(edge.to).inserted { changed = true }
      }
    }
  }
}
