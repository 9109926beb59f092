extension NavigationInference {
  /// The controllers that show no tab bar because of `hidesBottomBarWhenPushed`: each
  /// controller with the flag that is pushed onto a stack (`show`, `push`), and everything
  /// pushed above it, since UIKit keeps the bar hidden while such a controller is in the
  /// stack below the top one.
  static func coveringTabBar(flagged: Set<String>, pushes: [String: [String]]) -> Set<String> {
    let pushed = Set(pushes.values.joined()).intersection(flagged)
    return closure(of: pushed, over: pushes)
  }
}
