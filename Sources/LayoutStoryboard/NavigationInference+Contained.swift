extension NavigationInference {
  /// Whether the controller is shown inside a container in every context: a navigation
  /// stack's root or pushed controller, or a tab bar controller's child. Its own
  /// `modalPresentationStyle` then plays no part (UIKit reads it only when the controller
  /// itself is presented), so the canvas draws it where its container is.
  func isContained(_ id: String) -> Bool {
    navigated.contains(id) || tabbed.contains(id)
  }
}
