import LayoutCore
import LayoutFormats

extension Document {
  /// Removes the constraint with identifier `id` wherever it is written.
  /// - Throws: ``REPLError/unknownConstraint(_:)``.
  mutating func removeConstraint(identifier id: String) throws(REPLError) {
    guard removeFirstEquation(where: { $0.identifier == id }) else {
      throw .unknownConstraint(id)
    }
  }

  /// Removes the first constraint equal to `equation` (position aside).
  /// - Returns: whether one was found.
  mutating func removeEquation(_ equation: ConstraintEquation) -> Bool {
    removeFirstEquation(where: { $0 == equation })
  }

  /// Changes the constant or priority of the constraint with identifier `id`.
  /// - Throws: ``REPLError/unknownConstraint(_:)``; ``REPLError/engine(_:)`` when a new
  ///   priority is one distinct priority past ``PriorityLevels/maximumDistinct``, with the
  ///   document unchanged.
  mutating func modifyConstraint(
    identifier id: String, _ change: (inout ConstraintEquation) -> Void
  ) throws(REPLError) {
    guard context.hasIdentifier(id) else { throw .unknownConstraint(id) }
    var edited = context
    if let refused = edited.modifyConstraint(identifier: id, change) {
      throw .engine(PriorityLevels.refusal(refused))
    }
    for index in file.statements.indices {
      switch file.statements[index] {
      case .constraint(var equation) where equation.identifier == id:
        change(&equation)
        file.statements[index] = .constraint(equation)
        context = edited
        return
      case .constraintSet(var set):
        for member in set.members.indices {
          if case .equation(var equation) = set.members[member], equation.identifier == id {
            change(&equation)
            set.members[member] = .equation(equation)
            file.statements[index] = .constraintSet(set)
            context = edited
            return
          }
        }
      default: break
      }
    }
    throw .unknownConstraint(id)
  }

  /// Switches the named set on or off in the base design.
  /// - Throws: ``REPLError/unknownSet(_:)``.
  mutating func setActive(_ active: Bool, set name: String) throws(REPLError) {
    guard
      let index = file.statements.firstIndex(where: {
        if case .constraintSet(let set) = $0 { set.name == name } else { false }
      }), case .constraintSet(var set) = file.statements[index]
    else { throw .unknownSet(name) }
    set.isActive = active
    file.statements[index] = .constraintSet(set)
    context.setActive(active, set: name)
  }

  /// Whether a constraint of the document has the identifier `id`.
  func hasIdentifier(_ id: String) -> Bool {
    context.hasIdentifier(id)
  }

  private mutating func removeFirstEquation(where matches: (ConstraintEquation) -> Bool) -> Bool {
    for index in file.statements.indices {
      switch file.statements[index] {
      case .constraint(let equation) where matches(equation):
        file.statements.remove(at: index)
        context.removeConstraint(equation, inSet: nil)
        return true
      case .constraintSet(var set):
        if let member = set.members.firstIndex(where: {
          if case .equation(let equation) = $0 { matches(equation) } else { false }
        }), case .equation(let equation) = set.members[member] {
          set.members.remove(at: member)
          file.statements[index] = .constraintSet(set)
          context.removeConstraint(equation, inSet: set.name)
          return true
        }
      default: break
      }
    }
    return false
  }
}
