import LayoutCore

extension LayoutEngine {
  /// Shows a docked keyboard `height` points tall over the bottom of the root: every
  /// ``View/keyboardLayoutGuide`` moves its top to the keyboard's top on the next pass (one
  /// constant edit per guide).
  ///
  /// - Throws: ``LayoutEngineError/invalidKeyboardHeight(_:)`` for a negative, NaN or
  ///   infinite height.
  public func showKeyboard(height: Double) throws(LayoutEngineError) {
    guard height.isFinite, height >= 0 else { throw .invalidKeyboardHeight(height) }
    keyboardHeight = height
  }

  /// Hides the keyboard: keyboard guides go back to the safe area's bottom.
  public func hideKeyboard() {
    keyboardHeight = 0
  }
}
