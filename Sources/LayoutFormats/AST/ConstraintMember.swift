/// A constraint statement that may appear in a set or variation: an equation or a VFL line.
public enum ConstraintMember: Hashable, Sendable {
  /// An equation.
  case equation(ConstraintEquation)
  /// A VFL line.
  case visualFormat(VisualFormatStatement)
}
