extension LayoutChecker {
  /// Checks the names a variation refers to and expands what it adds.
  mutating func resolve(_ variation: Variation) -> ResolvedVariation {
    var added: [ConstraintMember] = []
    var changes: [Override] = []
    var localIdentifiers: Set<String> = []
    for override in variation.overrides {
      switch override {
      case .add(let member):
        if case .equation(let equation) = member, let identifier = equation.identifier {
          if baseIdentifiers.contains(identifier) || !localIdentifiers.insert(identifier).inserted {
            report(
              "duplicate constraint identifier '#\(identifier)'; change the existing constraint with '#\(identifier).constant = ...' or uninstall it first",
              at: equation.position)
          }
        }
        added.append(member)
        continue
      case .uninstallConstraint(let id, let position), .setConstant(let id, _, let position),
        .setPriority(let id, _, let position):
        requireIdentifier(id, at: position)
      case .installView(let view, let position), .uninstallView(let view, let position),
        .setFont(let view, _, let position), .setText(let view, _, let position),
        .setHidden(let view, _, let position):
        requireView(view, at: position)
      case .setStack(let view, let change, let position):
        requireStack(view, property: change.propertyName, at: position)
      case .activateSet(let name, let position), .deactivateSet(let name, let position):
        if !setNames.contains(name) {
          reportUnknown("constraint set", name, candidates: setNames.sorted(), at: position)
        }
      }
      changes.append(override)
    }
    return ResolvedVariation(
      condition: variation.condition, addedConstraints: check(added), changes: changes)
  }

  private mutating func requireIdentifier(_ identifier: String, at position: SourcePosition) {
    guard !baseIdentifiers.contains(identifier) else { return }
    guard errors.count < budget else {
      report("", at: position)
      return
    }
    report(
      "unknown constraint identifier '#\(identifier)'"
        + NameSuggestion.hint(for: identifier, in: baseIdentifiers.sorted()), at: position)
  }

  private mutating func requireView(_ view: String, at position: SourcePosition) {
    guard !viewSet.contains(view), !knownNames.contains(view) else { return }
    reportUnknown("view", view, candidates: viewOrder, at: position)
  }
}
