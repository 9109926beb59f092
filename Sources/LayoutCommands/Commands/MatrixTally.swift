import LayoutAdaptivity
import LayoutMatrix
import LayoutRendering
import LayoutSupport

/// What `layout matrix` (text) and `layout lint` report of a matrix, kept as the screens are
/// solved: a row per configuration and each distinct problem once with where it first occurs
/// and how often. Folding screens in as they come keeps a run's memory at one screen per
/// worker and the problems of the file, not the problems of every configuration.
///
/// Folding is independent of order (``MatrixSolver/summarise(_:configurations:backend:keyboard:jobs:progress:placements:into:_:)``
/// hands screens over as workers finish), so the report is the same for any job count.
struct MatrixTally: Sendable {
  /// One configuration's line in the status table.
  struct Row: Sendable {
    /// The device, orientation, window, size, size classes (and text size) columns.
    var cells: [String]
    /// `ok` or the worst problem's kind.
    var status: String
    /// `2 unsatisfiable, 1 off-screen`.
    var counts: String
  }

  /// Where a distinct problem occurs.
  struct Occurrence: Sendable {
    /// The first configuration (index) it occurs in, and its place in that screen's list.
    var first: Int
    var position: Int
    /// That configuration's name.
    var firstName: String
    /// Occurrences over every configuration (twice in one screen counts twice).
    var count: Int
  }

  /// The configurations solved, in order.
  let configurations: [DeviceConfiguration]
  /// The rows, one per configuration, nil until its screen is folded in.
  private(set) var rows: [Row?]
  /// Each distinct problem (without detail) and where it occurs.
  private(set) var occurrences: [LayoutProblem: Occurrence] = [:]
  /// Whether the first configuration's layout runs right to left.
  private(set) var rightToLeft = false

  /// An empty tally of `configurations`.
  init(configurations: [DeviceConfiguration]) {
    self.configurations = configurations
    rows = Array(repeating: nil, count: configurations.count)
  }

  /// A tally of screens already solved, one configuration each.
  init(_ screens: [SolvedScreen]) {
    self.init(configurations: screens.map(\.configuration))
    for (index, screen) in screens.enumerated() { add(screen, at: [index]) }
  }

  /// Whether any configuration is solved at a content size other than the default (the
  /// table then has a text size column).
  var measuresTextSizes: Bool {
    configurations.contains { $0.contentSizeCategory != .default }
  }

  /// Folds in a screen solved for the configurations at `indices` (ascending).
  mutating func add(_ screen: SolvedScreen, at indices: [Int]) {
    guard let first = indices.first else { return }
    let textSizes = measuresTextSizes
    for index in indices {
      let labelled = MatrixSolver.relabel(screen, as: configurations[index])
      rows[index] = Row(
        cells: Self.cells(labelled, textSizes: textSizes), status: screen.status,
        counts: MatrixTable.counts(screen.problems))
    }
    if first == 0 { rightToLeft = screen.snapshot.screen.layoutDirection == .rightToLeft }
    let firstName = MatrixTable.name(MatrixSolver.relabel(screen, as: configurations[first]))
    for (position, problem) in screen.problems.map(\.withoutDetail).enumerated() {
      if var known = occurrences[problem] {
        known.count += indices.count
        if first < known.first {
          known.first = first
          known.position = position
          known.firstName = firstName
        }
        occurrences[problem] = known
      } else {
        occurrences[problem] = Occurrence(
          first: first, position: position, firstName: firstName, count: indices.count)
      }
    }
  }

  /// The distinct problems in order of first occurrence (configuration, then place in its
  /// screen's list).
  var orderedProblems: [(problem: LayoutProblem, occurrence: Occurrence)] {
    occurrences.map { ($0.key, $0.value) }.sorted {
      ($0.occurrence.first, $0.occurrence.position) < ($1.occurrence.first, $1.occurrence.position)
    }
  }

  /// The status table's cells of a configuration's screen, before status and problems.
  private static func cells(_ screen: SolvedScreen, textSizes: Bool) -> [String] {
    let info = screen.snapshot.screen
    let classes =
      info.sizeClasses.map {
        "w\($0.horizontal.shortName) h\($0.vertical.shortName)"
      } ?? ""
    var cells = [
      info.deviceName ?? "", info.orientation ?? "", info.multitasking ?? "full",
      "\(NumberText.format(info.size.width))x\(NumberText.format(info.size.height))", classes,
    ]
    if textSizes { cells.append(screen.configuration.contentSizeCategory.alias) }
    return cells
  }
}
