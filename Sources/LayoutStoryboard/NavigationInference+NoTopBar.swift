extension NavigationInference {
  /// The id of `node` when it is a content controller (no navigation controller) whose
  /// simulated top bar is set to none (`<nil key="simulatedTopBarMetrics"/>`): Interface
  /// Builder infers the metrics of a pushed controller from the controller that pushes it,
  /// so what it pushes shows no navigation bar on the canvas either.
  static func noTopBarController(_ node: XMLElementNode) -> String? {
    guard node.name != "navigationController", StoryboardReader.controllers.contains(node.name),
      node.children.contains(where: { $0.name == "nil" && $0["key"] == "simulatedTopBarMetrics" })
    else { return nil }
    return node["id"]
  }
}
