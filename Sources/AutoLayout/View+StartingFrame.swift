extension View {
  /// Gives the view `frame` as a view loaded from a document starts with, before any layout
  /// pass: autoresizing holds it fixed until the next pass records the superview's size as
  /// its reference (``frame`` would take the superview's current size at once). An engine
  /// re-solved in another environment starts its autoresizing views over this way, so they
  /// are laid out as in an engine built for that environment.
  package func restartFrame(at frame: Rect) {
    assignedFrame = frame
    autoresizingReference = nil
    frameInSuperview = frame
    refreshAutoresizing()
  }
}
