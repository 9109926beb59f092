extension NavigationInference {
  /// The id of `node` when it is a navigation controller whose simulated bottom bar is set
  /// to a tab bar (`<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>`), as for a
  /// stack that is a tab of a tab bar controller in another storyboard: Interface Builder's
  /// *Inferred* metrics of the controllers in the stack come from their container, so they
  /// show the tab bar too.
  static func simulatedTabBarStack(_ node: XMLElementNode) -> String? {
    guard node.name == "navigationController",
      node.children.contains(where: {
        $0.name == "simulatedTabBarMetrics" && $0["key"] == "simulatedBottomBarMetrics"
      })
    else { return nil }
    return node["id"]
  }
}
