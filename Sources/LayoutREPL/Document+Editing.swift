import LayoutCore
import LayoutFormats

extension Document {
  /// Removes the constraint with identifier `id` wherever it is written.
  /// - Returns: what takes the document back.
  /// - Throws: ``REPLError/unknownConstraint(_:)``.
  mutating func removeConstraint(identifier id: String) throws(REPLError) -> DocumentRevert {
    guard let revert = removeFirstEquation(where: { $0.identifier == id }) else {
      throw .unknownConstraint(id)
    }
    return revert
  }

  /// Removes the first constraint equal to `equation` (position aside).
  /// - Returns: what takes the document back, or nil when none was found.
  mutating func removeEquation(_ equation: ConstraintEquation) -> DocumentRevert? {
    removeFirstEquation(where: { $0 == equation })
  }

  /// Changes the constant or priority of the constraint with identifier `id`.
  /// - Returns: what takes the document back.
  /// - Throws: ``REPLError/unknownConstraint(_:)``; ``REPLError/engine(_:)`` when a new
  ///   priority is one distinct priority past ``PriorityLevels/maximumDistinct``, with the
  ///   document unchanged.
  mutating func modifyConstraint(
    identifier id: String, _ change: (inout ConstraintEquation) -> Void
  ) throws(REPLError) -> DocumentRevert {
    guard context.hasIdentifier(id) else { throw .unknownConstraint(id) }
    for index in file.statements.indices {
      let old = file.statements[index]
      switch old {
      case .constraint(var equation) where equation.identifier == id:
        change(&equation)
        let undo = try modifyContext(identifier: id, change)
        file.statements[index] = .constraint(equation)
        return .statement(index: index, old: old, removed: false, context: undo)
      case .constraintSet(var set):
        for member in set.members.indices {
          if case .equation(var equation) = set.members[member], equation.identifier == id {
            change(&equation)
            set.members[member] = .equation(equation)
            let undo = try modifyContext(identifier: id, change)
            file.statements[index] = .constraintSet(set)
            return .statement(index: index, old: old, removed: false, context: undo)
          }
        }
      default: break
      }
    }
    throw .unknownConstraint(id)
  }

  /// Switches the named set on or off in the base design.
  /// - Returns: what takes the document back.
  /// - Throws: ``REPLError/unknownSet(_:)``.
  mutating func setActive(_ active: Bool, set name: String) throws(REPLError) -> DocumentRevert {
    guard
      let index = file.statements.firstIndex(where: {
        if case .constraintSet(let set) = $0 { set.name == name } else { false }
      }), case .constraintSet(var set) = file.statements[index]
    else { throw .unknownSet(name) }
    let old = file.statements[index]
    set.isActive = active
    file.statements[index] = .constraintSet(set)
    let undo = context.setActive(active, set: name)
    return .statement(index: index, old: old, removed: false, context: undo)
  }

  /// Whether a constraint of the document has the identifier `id`.
  func hasIdentifier(_ id: String) -> Bool {
    context.hasIdentifier(id)
  }

  /// The context's edit of the constraints with identifier `id`.
  /// - Throws: ``REPLError/engine(_:)`` when the new priority is past the limit; the context
  ///   is then unchanged.
  private mutating func modifyContext(
    identifier id: String, _ change: (inout ConstraintEquation) -> Void
  ) throws(REPLError) -> LayoutFileContext.Undo {
    let (undo, refused) = context.modifyConstraint(identifier: id, change)
    if let refused { throw .engine(PriorityLevels.refusal(refused)) }
    return undo
  }

  private mutating func removeFirstEquation(where matches: (ConstraintEquation) -> Bool)
    -> DocumentRevert?
  {
    for index in file.statements.indices {
      let old = file.statements[index]
      switch old {
      case .constraint(let equation) where matches(equation):
        file.statements.remove(at: index)
        let undo = context.removeConstraint(equation, inSet: nil)
        return .statement(index: index, old: old, removed: true, context: undo)
      case .constraintSet(var set):
        if let member = set.members.firstIndex(where: {
          if case .equation(let equation) = $0 { matches(equation) } else { false }
        }), case .equation(let equation) = set.members[member] {
          set.members.remove(at: member)
          file.statements[index] = .constraintSet(set)
          let undo = context.removeConstraint(equation, inSet: set.name)
          return .statement(index: index, old: old, removed: false, context: undo)
        }
      default: break
      }
    }
    return nil
  }
}
