extension LayoutChecker {
  /// Checks that a stack view's custom spacings follow views it arranges (its subviews).
  mutating func checkStacks(_ views: [ResolvedView]) {
    for view in views {
      guard let stack = view.properties.stack else { continue }
      for custom in stack.customSpacings where superviews[custom.view] != view.name {
        if viewSet.contains(custom.view) {
          report(
            "stack view '\(view.name)' does not arrange '\(custom.view)'; only its subviews are arranged",
            at: custom.position)
        } else {
          reportUnknown("view", custom.view, candidates: viewOrder, at: custom.position)
        }
      }
    }
  }

  /// Checks that a variation changing a stack property names a stack view.
  mutating func requireStack(_ view: String, property: String, at position: SourcePosition) {
    guard viewSet.contains(view) else {
      reportUnknown("view", view, candidates: viewOrder, at: position)
      return
    }
    guard stackNames.contains(view) else {
      report(
        "'\(property)' is a stack view property and '\(view)' is not a UIStackView",
        at: position)
      return
    }
  }
}
