import Foundation
import LayoutCore

/// Makes the four benchmark workload families (grid, rows, chain, nested) in the benchmark JSON
/// format, so benchmarks and the kiwi/HiGHS comparisons need nothing outside this package.
///
/// Every family is deterministic and has a unique weighted-L1 optimum at every edit value, so
/// any correct solver reaches the same values. The variable order, constraint order and term
/// order are part of the format: two generators that agree on them produce workloads that time
/// and compare alike.
public struct WorkloadGenerator: Sendable {
  /// A workload family.
  public enum Kind: String, CaseIterable, Sendable {
    /// Cells in rows and columns, pinned to the container's trailing and bottom edges.
    case grid
    /// Label-and-field form rows stacked in a scroll view, with hugging and compression.
    case rows
    /// Equal-width buttons separated by equal spacers across the container's width.
    case chain
    /// A complete binary tree of containers, each splitting its parent.
    case nested
  }

  /// How the container's size changes from step to step.
  public enum EditPattern: String, CaseIterable, Sendable {
    /// Portrait, landscape, portrait, … (a device rotating).
    case rotate
    /// The width grows from the portrait width to the portrait height in equal steps, the
    /// height stays (a window being resized: few pivots per step).
    case drag
  }

  /// The largest `n` generated: the workload is built whole in memory, and a larger one would
  /// be past what `--workload` reads (``Workload/maximumBytes``) in every kind.
  public static let maximumSize = 2_500
  /// The most edit steps a workload may have.
  public static let maximumSteps = 100_000

  public var kind: Kind
  public var n: Int
  public var steps: Int
  public var pattern: EditPattern
  public var portrait: (width: Double, height: Double)

  /// A generator of `kind` at size `n` with `steps` edit steps after the first size.
  ///
  /// - Throws: ``WorkloadError`` when `n` or `steps` is outside the documented bounds or the
  ///   portrait size is not positive and finite.
  public init(
    kind: Kind, n: Int, steps: Int = 100, pattern: EditPattern = .rotate,
    portrait: (width: Double, height: Double) = (375, 667)
  ) throws(WorkloadError) {
    guard (1...Self.maximumSize).contains(n) else {
      throw WorkloadError("n must be between 1 and \(Self.maximumSize), not \(n)")
    }
    guard (0...Self.maximumSteps).contains(steps) else {
      throw WorkloadError("the step count must be between 0 and \(Self.maximumSteps), not \(steps)")
    }
    guard portrait.width.isFinite, portrait.height.isFinite, portrait.width > 0,
      portrait.height > 0
    else { throw WorkloadError("the portrait size must be positive and finite") }
    self.kind = kind
    self.n = n
    self.steps = steps
    self.pattern = pattern
    self.portrait = portrait
  }

  /// The workload: the family's constraints and two strong edits, the container's width and
  /// height, taking one value per step.
  public func workload() -> Workload {
    var builder = WorkloadBuilder()
    let (width, height): (Variable, Variable)
    switch kind {
    case .grid: (width, height) = builder.grid(n)
    case .rows: (width, height) = builder.rows(n)
    case .chain: (width, height) = builder.chain(n)
    case .nested: (width, height) = builder.nested(n)
    }
    let (widths, heights) = editValues()
    return Workload(
      kind: kind.rawValue, n: n, variables: builder.variables, constraints: builder.constraints,
      edits: [
        .init(variable: width, priority: .strong, values: widths),
        .init(variable: height, priority: .strong, values: heights),
      ])
  }

  /// The container's width and height at every step.
  func editValues() -> ([Double], [Double]) {
    var widths: [Double] = []
    var heights: [Double] = []
    for step in 0...steps {
      switch pattern {
      case .drag:
        widths.append(
          portrait.width + (portrait.height - portrait.width) * Double(step)
            / Double(max(1, steps)))
        heights.append(portrait.height)
      case .rotate:
        let isPortrait = step % 2 == 0
        widths.append(isPortrait ? portrait.width : portrait.height)
        heights.append(isPortrait ? portrait.height : portrait.width)
      }
    }
    return (widths, heights)
  }
}
