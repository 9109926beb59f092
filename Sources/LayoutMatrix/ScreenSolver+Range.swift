import AutoLayout
import LayoutRendering

extension ScreenSolver {
  /// A solution past the number range as a `failed` problem at the constraint that leads
  /// there: frames of 1e+28 or infinity are no layout, and a conflict met on the way is an
  /// artefact of the precision lost, so neither frames nor conflicts are reported.
  package static func rangeProblem(_ engine: LayoutEngine) -> LayoutProblem? {
    guard let violation = engine.firstRangeViolation() else { return nil }
    let value =
      violation.value.isFinite ? NumberText.format(violation.value) : "\(violation.value)"
    return LayoutProblem(
      kind: .failed,
      message: "\(violation.constraint.shortDescription) takes \(violation.variable) to "
        + "\(value), outside the range ±1e9 of a layout's numbers",
      location: violation.constraint.origin)
  }
}
