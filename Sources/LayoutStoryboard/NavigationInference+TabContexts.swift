extension NavigationInference {
  /// Whether `edge`, a segue into a controller shown with an inferred tab bar, presents it
  /// over the tab bar controller: a modal presentation (the storyboard's initial controller
  /// counts as presented), or a `show` from a controller outside every navigation stack
  /// (`navigated`) and without a simulated navigation bar, which `show(_:sender:)` presents
  /// modally. As for the navigation bar, a controller reached in several contexts shows what
  /// they have in common, so such a segue takes the inferred tab bar away. A `show` or
  /// `push` onto a navigation stack takes nothing away: Interface Builder keeps the tab bar
  /// of a controller that a tab's stack pushes when another stack pushes it too (the
  /// LayoutStoryboard README, *Ninth fresh files*).
  static func leavesTabBar(
    _ edge: Edge, navigated: Set<String>, simulatedNavigationBars: Set<String>
  ) -> Bool {
    if ["modal", "presentation", "popoverPresentation"].contains(edge.kind) { return true }
    return edge.kind == "show" && !navigated.contains(edge.from)
      && !simulatedNavigationBars.contains(edge.from)
  }
}
