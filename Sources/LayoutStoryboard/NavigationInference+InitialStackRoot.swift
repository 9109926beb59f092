extension NavigationInference {
  /// The controllers that are the root (`rootViewController`) of a navigation controller
  /// whose bar shows.
  static func stackRoots(edges: [Edge], hiddenBars: Set<String>) -> Set<String> {
    Set(
      edges.filter {
        $0.fromElement == "navigationController" && $0.relationship == "rootViewController"
          && !hiddenBars.contains($0.from)
      }.map(\.to))
  }

  /// Whether `edge` is the storyboard's entry point (the window's root controller) into a
  /// controller that is also a navigation controller's root: Interface Builder still draws
  /// that controller under its stack's bar (the relationship is its container on the
  /// canvas), where the entry point alone would show it bare. A controller the entry point
  /// reaches that is only pushed in a stack shows no bar (``CorpusRuleTests``).
  static func isWindowRootOfStack(_ edge: Edge, stackRoots: Set<String>) -> Bool {
    edge.fromElement == "window" && stackRoots.contains(edge.to)
  }
}
