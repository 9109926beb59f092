import AutoLayout
import LayoutBench
import LayoutCore
import LayoutMatrix

/// `layout solve --format workload`: the linear system of a solved screen in the shared
/// benchmark format, so `layout bench`, `run_highs.py` and `run_kiwisolver.py` can time
/// the same layout.
enum WorkloadExport {
  /// The workload of `screen`: its constraints, and the root size as edit variables whose
  /// two steps are the screen as solved and then rotated (width and height swapped; the
  /// constants, such as safe-area insets, stay those of the solved orientation).
  ///
  /// - Throws: ``CommandError/renderingFailed(_:)`` when the layout could not be built.
  static func json(_ screen: SolvedScreen, title: String) throws(CommandError) -> String {
    guard let system = screen.system, system.edits.count == 2 else {
      throw .renderingFailed("the layout could not be built, so it has no system to export")
    }
    var seen = Set<Int>()
    var variables: [Variable] = []
    func note(_ variable: Variable) {
      if seen.insert(variable.id).inserted { variables.append(variable) }
    }
    for edit in system.edits { note(edit.variable) }
    for constraint in system.constraints {
      for term in constraint.expression.terms { note(term.variable) }
    }
    let width = system.edits[0]
    let height = system.edits[1]
    let workload = Workload(
      kind: "layout \(title)", n: screen.snapshot.views.count, variables: variables,
      constraints: system.constraints,
      edits: [
        Workload.Edit(
          variable: width.variable, priority: width.priority, values: [width.value, height.value]),
        Workload.Edit(
          variable: height.variable, priority: height.priority,
          values: [height.value, width.value]),
      ])
    do {
      return String(decoding: try workload.jsonData(), as: UTF8.self) + "\n"
    } catch {
      throw .renderingFailed(error.description)
    }
  }
}
