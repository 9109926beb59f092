extension LayoutItem {
  /// Whether the constraints leave this item's frame undetermined (UIKit's
  /// `hasAmbiguousLayout`); false outside an engine. Reflects the last layout pass.
  public var hasAmbiguousLayout: Bool {
    node?.engine?.hasAmbiguousLayout(self) ?? false
  }

  /// The enforced constraints that can affect this item on one axis (UIKit's
  /// `constraintsAffectingLayout(for:)`); empty outside an engine.
  public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
    node?.engine?.constraintsAffectingLayout(for: self, axis: axis) ?? []
  }
}

extension View {
  /// Another frame this view could have under the same constraints (UIKit's
  /// `exerciseAmbiguityInLayout`), or nil when its frame is determined or it has no engine.
  ///
  /// - Throws: ``LayoutEngineError/solver(_:)`` for internal solver failures.
  public func exerciseAmbiguityInLayout() throws(LayoutEngineError) -> Rect? {
    try engine?.exerciseAmbiguity(self)
  }
}
