import LayoutGeometry

/// How a class of constraint is stroked: a colour for the screen and a dash pattern and
/// width of its own, so classes still differ when printed in grey.
public struct ConstraintStyle: Sendable, Hashable {
  /// The CSS class of the lines (`c-user`).
  public let cssClass: String
  /// The legend's wording.
  public let label: String
  /// The stroke colour.
  public let colour: String
  /// The SVG `stroke-dasharray` (`none` for a solid line).
  public let dash: String
  /// The stroke width in SVG units.
  public let width: Double

  /// The style of a constraint: its breakage when broken, else its kind.
  public static func of(_ constraint: DiagramConstraint) -> ConstraintStyle {
    constraint.breakage.map(of) ?? of(constraint.kind)
  }

  /// The style of a kind of constraint.
  public static func of(_ kind: ConstraintSource) -> ConstraintStyle {
    switch kind {
    case .user: ConstraintStyle("c-user", "app constraint", "#1d4ed8", "none", 1.5)
    case .autoresizing:
      ConstraintStyle("c-autoresizing", "autoresizing mask", "#7c3aed", "6 3", 1.5)
    case .encapsulatedLayout:
      ConstraintStyle("c-encapsulated", "size set by a container", "#0f766e", "10 3 2 3", 1.5)
    case .stackView: ConstraintStyle("c-stack", "stack view", "#b45309", "2 3", 1.5)
    case .layoutGuide: ConstraintStyle("c-guide", "margin or safe area", "#4d7c0f", "8 4", 1.5)
    case .contentSize:
      ConstraintStyle("c-content", "intrinsic content size", "#be185d", "4 2 1 2", 1.5)
    case .interfaceBuilderPrototyping:
      ConstraintStyle("c-prototyping", "Interface Builder frame", "#374151", "12 3 2 3 2 3", 1.5)
    case .otherSystem: ConstraintStyle("c-system", "other system constraint", "#6b7280", "1 2", 1.5)
    }
  }

  /// The style of a broken constraint: thicker, red or orange, with a pattern no kind uses.
  public static func of(_ breakage: DiagramConstraint.Breakage) -> ConstraintStyle {
    switch breakage {
    case .broken: ConstraintStyle("c-broken", "broken", "#dc2626", "3 2 3 6", 3)
    case .wouldBreak: ConstraintStyle("c-would-break", "would break", "#ea580c", "14 3 1 3", 3)
    }
  }

  /// Every style, kinds first, then breakages.
  public static var all: [ConstraintStyle] {
    ConstraintSource.allCases.map(of) + DiagramConstraint.Breakage.allCases.map(of)
  }

  private init(
    _ cssClass: String, _ label: String, _ colour: String, _ dash: String, _ width: Double
  ) {
    self.cssClass = cssClass
    self.label = label
    self.colour = colour
    self.dash = dash
    self.width = width
  }
}
