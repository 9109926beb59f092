import AutoLayout

extension StoryboardLayout {
  /// Gives arranged views the frames Xcode stored before their stack generates its
  /// constraints: a view loaded from a document starts at its stored frame, and a
  /// fill-proportionally stack shares its space by the current size of views without an
  /// intrinsic size.
  func startArrangedViewsAtStoredFrames(_ arranged: [View]) {
    for view in arranged where !view.translatesAutoresizingMaskIntoConstraints {
      if let stored = storedFrames[view.name] { view.frame = stored }
    }
  }
}
