import LayoutCore

/// Benchmark results over several workloads and backends, as a table, crossover sizes and a
/// plot: how a backend's time grows with N, and where one backend overtakes another.
public struct SweepTable {
  /// One measured (workload, backend) pair.
  public struct Entry: Sendable {
    public var kind: String
    public var n: Int
    public var backend: String
    public var buildMilliseconds: Double
    public var stepMicroseconds: Double?
    /// The 90th percentile of step times (``BenchResult/stepP90Microseconds``): the median
    /// hides the occasional costly step (a rotation's first re-solve) a user feels as a stall.
    public var stepP90Microseconds: Double?
    public var pivots: Int

    /// An entry; `stepP90Microseconds` defaults to none measured.
    public init(
      kind: String, n: Int, backend: String, buildMilliseconds: Double, stepMicroseconds: Double?,
      stepP90Microseconds: Double? = nil, pivots: Int
    ) {
      self.kind = kind
      self.n = n
      self.backend = backend
      self.buildMilliseconds = buildMilliseconds
      self.stepMicroseconds = stepMicroseconds
      self.stepP90Microseconds = stepP90Microseconds
      self.pivots = pivots
    }
  }

  public var entries: [Entry] = []
  /// Backends that refused a workload (past a size bound), with the reason.
  public var refusals: [(kind: String, n: Int, backend: String, reason: String)] = []

  public init(entries: [Entry] = []) {
    self.entries = entries
  }

  /// Records that `backend` refused the workload.
  public mutating func refuse(kind: String, n: Int, backend: String, reason: String) {
    refusals.append((kind, n, backend, reason))
  }

  /// Adds the summary of one benchmark result.
  public mutating func add(_ result: BenchResult) {
    entries.append(
      Entry(
        kind: result.workload.kind, n: result.workload.n, backend: result.backend,
        buildMilliseconds: result.buildMilliseconds, stepMicroseconds: result.stepMicroseconds,
        stepP90Microseconds: result.stepP90Microseconds,
        pivots: result.runs.last?.statistics.pivots ?? 0))
  }

  /// A Markdown table, one row per entry, in the order measured.
  public func markdown() -> String {
    var text =
      "| workload | N | backend | build ms | step µs | step µs p90 | pivots |\n"
      + "|---|---|---|---|---|---|---|\n"
    for e in entries {
      let step = e.stepMicroseconds.map { formatFixed($0, 1) } ?? "-"
      let p90 = e.stepP90Microseconds.map { formatFixed($0, 1) } ?? "-"
      text +=
        "| \(e.kind) | \(e.n) | \(e.backend) | \(formatFixed(e.buildMilliseconds, 3)) | \(step) | \(p90) | \(e.pivots) |\n"
    }
    for r in refusals {
      text += "| \(r.kind) | \(r.n) | \(r.backend) | refused: \(r.reason) | - | - | - |\n"
    }
    return text
  }

  /// For each workload kind and each pair of backends, the sizes at which the faster one of
  /// the two changes (from-scratch build and per-step re-solve), as sentences.
  public func crossovers() -> [String] {
    var lines: [String] = []
    let kinds = unique(entries.map(\.kind))
    let backends = unique(entries.map(\.backend))
    for kind in kinds {
      for (i, a) in backends.enumerated() {
        for b in backends.dropFirst(i + 1) {
          for (metric, value) in [
            ("build", { (e: Entry) -> Double? in e.buildMilliseconds }),
            ("step", { (e: Entry) -> Double? in e.stepMicroseconds }),
          ] {
            let sizes = unique(entries.filter { $0.kind == kind }.map(\.n)).sorted()
            var previous: String?
            var description: [String] = []
            for n in sizes {
              guard
                let x = entries.first(where: { $0.kind == kind && $0.n == n && $0.backend == a })
                  .flatMap(value),
                let y = entries.first(where: { $0.kind == kind && $0.n == n && $0.backend == b })
                  .flatMap(value)
              else { continue }
              let winner = x <= y ? a : b
              if winner != previous {
                description.append(
                  previous == nil ? "\(winner) faster from N = \(n)" : "\(winner) from N = \(n)")
                previous = winner
              }
            }
            if !description.isEmpty {
              lines.append(
                "\(kind) \(metric), \(a) vs \(b): " + description.joined(separator: ", "))
            }
          }
        }
      }
    }
    return lines
  }
}

/// The values of `list` without repeats, in first-seen order.
func unique<T: Hashable>(_ list: [T]) -> [T] {
  var seen = Set<T>()
  return list.filter { seen.insert($0).inserted }
}

/// A number with at most `digits` decimals and no trailing zeros.
func formatFixed(_ value: Double, _ digits: Int) -> String {
  var scale = 1.0
  for _ in 0..<digits { scale *= 10 }
  return formatNumber((value * scale).rounded() / scale)
}
