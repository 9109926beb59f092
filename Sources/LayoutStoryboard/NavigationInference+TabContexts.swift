extension NavigationInference {
  /// Whether `edge`, a segue into a controller shown with an inferred tab bar (`members`),
  /// reaches it in a context without that bar: a modal presentation (the storyboard's initial
  /// controller counts as presented), or a `show` from anywhere but a tab's own navigation
  /// stack (`tabStacks`, the controllers a navigation controller that is a tab holds or
  /// pushes): from a tab that is no navigation controller, or from outside the tab bar
  /// controller, `show(_:sender:)` presents the controller or pushes it onto a stack around
  /// the tab bar controller, which covers the bar. A `push` segue only runs in a navigation
  /// stack, which the file does not name, so, as for the navigation bar, it takes nothing
  /// away. A controller reached in several contexts shows what they have in common (the
  /// LayoutStoryboard README, *A tab shown from elsewhere has no tab bar*).
  static func leavesTabBar(_ edge: Edge, members: Set<String>, tabStacks: Set<String>) -> Bool {
    if ["modal", "presentation", "popoverPresentation"].contains(edge.kind) { return true }
    guard edge.kind == "show" else { return false }
    return !(members.contains(edge.from) && tabStacks.contains(edge.from))
  }
}
