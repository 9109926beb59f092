extension View {
  /// Builds constraints with the maker DSL and activates them; autoresizing is turned off,
  /// as SnapKit does.
  ///
  /// ```swift
  /// try box.makeConstraints {
  ///   $0.top.leading.equalToSuperview().inset(20)
  ///   $0.width.equalTo(other).multipliedBy(0.5).priority(750)
  /// }
  /// ```
  ///
  /// - Throws: the validity errors of ``LayoutConstraint/init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:priority:identifier:file:line:)``,
  ///   ``LayoutEngineError/noSuperview(_:)``, ``LayoutEngineError/noCommonAncestor(first:second:)``;
  ///   nothing is activated then.
  @discardableResult
  public func makeConstraints(_ build: (ConstraintMaker) -> Void) throws(LayoutEngineError)
    -> [LayoutConstraint]
  {
    let made = try prepareConstraints(build)
    try LayoutConstraint.activate(made)
    makerConstraints += made
    return made
  }

  /// Builds constraints with the maker DSL without activating them (for constraint sets).
  ///
  /// - Throws: as ``makeConstraints(_:)``.
  public func prepareConstraints(_ build: (ConstraintMaker) -> Void) throws(LayoutEngineError)
    -> [LayoutConstraint]
  {
    translatesAutoresizingMaskIntoConstraints = false
    let maker = ConstraintMaker(view: self)
    build(maker)
    return try maker.build()
  }

  /// Deactivates every constraint this view's maker made and makes new ones. If building
  /// fails, the old constraints stay.
  ///
  /// - Throws: as ``makeConstraints(_:)``.
  @discardableResult
  public func remakeConstraints(_ build: (ConstraintMaker) -> Void) throws(LayoutEngineError)
    -> [LayoutConstraint]
  {
    let made = try prepareConstraints(build)
    for constraint in made { _ = try constraint.resolveHost() }
    LayoutConstraint.deactivate(makerConstraints)
    makerConstraints = []
    try LayoutConstraint.activate(made)
    makerConstraints = made
    return made
  }

  /// Changes the constants of existing maker constraints: each new chain must match an
  /// active one in items, attributes, relation, multiplier and priority.
  ///
  /// - Throws: ``LayoutEngineError/updateFoundNoMatch(_:)`` (and nothing changes), or the
  ///   errors of ``makeConstraints(_:)``.
  public func updateConstraints(_ build: (ConstraintMaker) -> Void) throws(LayoutEngineError) {
    let made = try prepareConstraints(build)
    var updates: [(LayoutConstraint, Double)] = []
    for new in made {
      guard
        let existing = makerConstraints.first(where: {
          $0.isActive && $0.firstItem === new.firstItem
            && $0.firstAttribute == new.firstAttribute && $0.relation == new.relation
            && $0.secondItem === new.secondItem && $0.secondAttribute == new.secondAttribute
            && $0.multiplier == new.multiplier && $0.priority == new.priority
        })
      else { throw .updateFoundNoMatch(new.equationText) }
      updates.append((existing, new.constant))
    }
    for (existing, constant) in updates { existing.constant = constant }
  }
}
