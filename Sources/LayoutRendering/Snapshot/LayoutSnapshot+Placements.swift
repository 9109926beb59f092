import AutoLayout

extension LayoutSnapshot {
  /// Fills each view's ``ViewRecord/placements`` from the engine the snapshot was captured
  /// from (its views are matched in the same subtree order as ``capture(_:screen:annotations:)``).
  ///
  /// Holding constraints come first on each axis (install order), then the others that name
  /// the view; constraints the engine made have no source.
  ///
  /// `texts` keeps the constraints' descriptions between calls on one engine (a new cache
  /// by default).
  public mutating func recordPlacements(
    from engine: LayoutEngine, detail: PlacementDetail, texts: PlacementTexts = PlacementTexts()
  ) {
    let subtree = Array(engine.root.subtree)
    guard subtree.count == views.count else { return }
    var naming: [ObjectIdentifier: [LayoutConstraint]] = [:]
    for constraint in engine.enforcedConstraints {
      naming[ObjectIdentifier(constraint.firstItem), default: []].append(constraint)
      if let second = constraint.secondItem, second !== constraint.firstItem {
        naming[ObjectIdentifier(second), default: []].append(constraint)
      }
    }
    // A constraint names two views: its text and source are made once.
    func record(_ constraint: LayoutConstraint, axis: LayoutAxis, holds: Bool)
      -> PlacingConstraint
    {
      let made = texts.texts(of: constraint)
      return PlacingConstraint(axis: axis, text: made.text, source: made.source, holds: holds)
    }
    for (index, view) in subtree.enumerated() where index > 0 || view.superview != nil {
      var placements: [PlacingConstraint] = []
      for axis in [LayoutAxis.horizontal, .vertical] {
        let holders =
          detail == .determining
          ? engine.layoutDetermination(for: view, axis: axis).holders.map(\.constraint) : []
        let holding = Set(holders.map(ObjectIdentifier.init))
        let named = (naming[ObjectIdentifier(view)] ?? []).filter {
          $0.firstAttribute.axis == axis && !holding.contains(ObjectIdentifier($0))
        }
        placements += holders.map { record($0, axis: axis, holds: true) }
        placements += named.map { record($0, axis: axis, holds: false) }
      }
      views[index].placements = placements
    }
  }
}
