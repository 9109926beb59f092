import LayoutDevices

/// One top-level statement of a layout file.
public enum Statement: Hashable, Sendable {
  /// `orientations portrait landscapeLeft ...`
  case orientations(InterfaceOrientationMask, SourcePosition)
  /// `metric name = value`, usable in VFL lines.
  case metric(String, Double, SourcePosition)
  /// `view name: Class in parent { ... }`
  case view(ViewDeclaration)
  /// An always-installed constraint: `a.top == b.bottom + 8`.
  case constraint(ConstraintEquation)
  /// An always-installed VFL line: `H:|-[a]-[b]-| alignAllCenterY`.
  case visualFormat(VisualFormatStatement)
  /// `set name [active] { ... }`
  case constraintSet(ConstraintSetDeclaration)
  /// `[wAny hCompact] { ... }` or `when width >= 600 { ... }`
  case variation(Variation)
}
