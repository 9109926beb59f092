import Synchronization

/// A solver variable: an unknown value identified by an integer id.
///
/// Variables are plain values. Two variables are the same variable exactly when their ids
/// are equal; the name is only for reading dumps and errors. Ids come from a process-wide
/// counter, so variables made anywhere never collide. Solvers never order work by these ids
/// (they number symbols in the order they first see them), so results do not depend on how
/// many variables were made before.
public struct Variable: Hashable, Sendable, CustomStringConvertible {
  /// The unique id of this variable.
  public let id: Int
  /// A human-readable name, used in dumps and diagnostics.
  public let name: String

  /// Makes a new variable with a fresh id.
  public init(_ name: String = "") {
    self.id = IdentifierSource.next()
    self.name = name
  }

  /// A variable that takes the id of `constraint`, for a solver that names an unknown of its
  /// own after a constraint (a stand-in for its error). The counter gave that id to the
  /// constraint, so no other variable has it; the solver's variables then keep ids close to
  /// its constraints' instead of taking fresh ones far from them.
  package init(namedAfter constraint: Constraint, name: String) {
    self.id = constraint.id
    self.name = name
  }

  public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs.id == rhs.id }
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }

  public var description: String { name.isEmpty ? "v\(id)" : name }
}

/// The process-wide source of variable and constraint ids.
enum IdentifierSource {
  private static let counter = Atomic<Int>(0)

  static func next() -> Int {
    counter.add(1, ordering: .relaxed).newValue
  }
}
