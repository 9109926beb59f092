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
  /// - Throws: ``REPLError/unknownConstraint(_:)``.
  mutating func modifyConstraint(
    identifier id: String, _ change: (inout ConstraintEquation) -> Void
  ) throws(REPLError) {
    var found = false
    for index in file.statements.indices {
      switch file.statements[index] {
      case .constraint(var equation) where equation.identifier == id:
        change(&equation)
        file.statements[index] = .constraint(equation)
        found = true
      case .constraintSet(var set):
        for member in set.members.indices {
          if case .equation(var equation) = set.members[member], equation.identifier == id {
            change(&equation)
            set.members[member] = .equation(equation)
            found = true
          }
        }
        file.statements[index] = .constraintSet(set)
      default: break
      }
    }
    guard found else { throw .unknownConstraint(id) }
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
  }

  private mutating func removeFirstEquation(where matches: (ConstraintEquation) -> Bool) -> Bool {
    for index in file.statements.indices {
      switch file.statements[index] {
      case .constraint(let equation) where matches(equation):
        file.statements.remove(at: index)
        return true
      case .constraintSet(var set):
        if let member = set.members.firstIndex(where: {
          if case .equation(let equation) = $0 { matches(equation) } else { false }
        }) {
          set.members.remove(at: member)
          file.statements[index] = .constraintSet(set)
          return true
        }
      default: break
      }
    }
    return false
  }
}
