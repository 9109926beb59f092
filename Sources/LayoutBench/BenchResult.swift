import Foundation
import LayoutCore

/// A benchmark summary in the JSON shape the shared runners print, so `check.py` can compare
/// values and the compare script can read timings the same way for every backend.
public struct BenchResult {
  public var backend: String
  public var workload: Workload
  public var runs: [WorkloadRunner.Repetition]
  /// Resident memory grown over one untimed build, in bytes, when it was measured.
  public var residentBytesGrowth: Int?

  public init(
    backend: String, workload: Workload, runs: [WorkloadRunner.Repetition],
    residentBytesGrowth: Int? = nil
  ) {
    self.backend = backend
    self.workload = workload
    self.runs = runs
    self.residentBytesGrowth = residentBytesGrowth
  }

  /// The median of the per-repetition build times, in milliseconds.
  public var buildMilliseconds: Double { median(runs.map(\.buildMilliseconds)) }

  /// The median over repetitions of each repetition's median step time, in microseconds.
  public var stepMicroseconds: Double? {
    let perRun = runs.compactMap { $0.stepMicroseconds.isEmpty ? nil : median($0.stepMicroseconds) }
    return perRun.isEmpty ? nil : median(perRun)
  }

  /// The median over repetitions of each repetition's 90th-percentile step time, in
  /// microseconds (the same figure as the JSON's `step_us_p90.median`).
  public var stepP90Microseconds: Double? {
    let perRun = runs.compactMap {
      $0.stepMicroseconds.isEmpty ? nil : percentile90($0.stepMicroseconds.sorted())
    }
    return perRun.isEmpty ? nil : median(perRun)
  }

  /// Resident memory grown while building, per constraint, in bytes, when it was measured.
  public var bytesPerConstraint: Double? {
    residentBytesGrowth.map { Double($0) / Double(max(1, workload.constraints.count)) }
  }

  /// The JSON object, with the final values (after the last step) when `includeValues`.
  public func json(includeValues: Bool = true) -> [String: Any] {
    func summary(_ xs: [Double]) -> [String: Double] {
      ["median": median(xs), "min": xs.min() ?? 0]
    }
    var timings: [String: Any] = ["build_ms": summary(runs.map(\.buildMilliseconds))]
    let steps = runs.compactMap { $0.stepMicroseconds.isEmpty ? nil : $0.stepMicroseconds.sorted() }
    if !steps.isEmpty {
      timings["step_us_median"] = summary(steps.map { median($0) })
      timings["step_us_mean"] = summary(steps.map { $0.reduce(0, +) / Double($0.count) })
      timings["step_us_p90"] = summary(steps.map(percentile90))
      timings["step_us_max"] = summary(steps.map { $0.last! })
    }
    var out: [String: Any] = [
      "backend": backend,
      "workload": [
        "kind": workload.kind, "n": workload.n, "variables": workload.variables.count,
        "constraints": workload.constraints.count, "edit_steps": workload.stepCount,
      ],
      "repeats": runs.count,
      "timings": timings,
      "final_step": workload.stepCount,
    ]
    var memory: [String: Any] = ["peak_rss_bytes": ResidentMemory.peakBytes()]
    if let bytesPerConstraint { memory["bytes_per_constraint"] = bytesPerConstraint }
    out["memory"] = memory
    if let last = runs.last {
      out["pivots"] = last.statistics.pivots
      out["tableau"] = ["rows": last.statistics.rows, "nonzeros": last.statistics.nonzeros]
      if includeValues { out["values"] = last.values }
    }
    return out
  }

  /// The JSON text of ``json(includeValues:)``, keys sorted.
  public func jsonText(includeValues: Bool = true) -> String {
    let data =
      (try? JSONSerialization.data(
        withJSONObject: json(includeValues: includeValues), options: [.sortedKeys])) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }
}

/// The 90th percentile of a sorted, non-empty list: the element 90% of the way from the
/// first to the last, rounded down (the shared runners' definition, kept so values compare).
func percentile90(_ sorted: [Double]) -> Double {
  sorted[Int(0.9 * Double(sorted.count - 1))]
}

/// The median of a list (0 for an empty list).
func median(_ xs: [Double]) -> Double {
  guard !xs.isEmpty else { return 0 }
  let s = xs.sorted()
  let mid = s.count / 2
  return s.count % 2 == 1 ? s[mid] : (s[mid - 1] + s[mid]) / 2
}
