extension LayoutConstraint {
  /// Whether a stack view made the constraint for its arrangement (`UISV-spacing`,
  /// `UISV-canvas-connection`, …: ``StackArrangement``'s names, which carry no source
  /// location), so that ``ConflictChoice`` can tell a conflict that runs through a stack view.
  var isStackArrangement: Bool {
    origin == nil && kind == .user && identifier?.hasPrefix("UISV-") == true
  }
}
