/// `set name [active] { ... }`: constraints activated and deactivated together, the way an
/// app swaps whole designs (the Restructure screen's three layouts).
public struct ConstraintSetDeclaration: Hashable, Sendable {
  /// The set's unique name.
  public var name: String
  /// Whether the set is active in the base design.
  public var isActive: Bool
  /// The set's constraints.
  public var members: [ConstraintMember]
  /// Where the set's name is written.
  public var position: SourcePosition

  /// Makes a set.
  public init(
    name: String, isActive: Bool = false, members: [ConstraintMember] = [],
    position: SourcePosition = .none
  ) {
    self.name = name
    self.isActive = isActive
    self.members = members
    self.position = position
  }
}
