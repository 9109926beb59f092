// Times the engine alone on a screen of N labels (1,000 by default) that measure their text,
// against the same screen with each label's intrinsic size written by hand (the sizes the
// measured screen settles on, so both solve the same system and the difference is measuring
// and UIKit's second pass). No process start, parsing or printing is timed: each repeat
// builds the engine, adds the views and constraints and runs `layoutIfNeeded()`.
//
// The screen is Benchmarks/text-labels's: labels in columns of 25, 17 pt system font, each
// with its own text ("Label one two three"), the first of a column under the top margin and
// each next one 4 points below; every fifth label allows two lines and is at most 150 points
// wide, so it wraps in the second pass.
//
// Variants, each the median CPU time of the thread over REPEAT runs:
//   fixed     intrinsic sizes written by hand (no text measured)
//   cold      text measured by a new TextMeasurer per run (fonts opened beforehand): every
//             label shaped and broken into lines
//   warm      text measured by one TextMeasurer kept across runs: every measurement a cache hit
//
//   swift run -c release TextBenchmark [N] [REPEAT]
//
// TEXT_BENCH_ONLY=fixed|cold|warm runs only that variant and prints its times (for a profiler:
// `perf record -g .build/release/TextBenchmark`).
import AutoLayout
import Foundation
import LayoutText

let arguments = CommandLine.arguments
let count = arguments.count > 1 ? Int(arguments[1]) ?? 1_000 : 1_000
let repeats = arguments.count > 2 ? Int(arguments[2]) ?? 11 : 11
guard count > 0, repeats > 0 else {
  FileHandle.standardError.write(Data("usage: TextBenchmark [N > 0] [REPEAT > 0]\n".utf8))
  exit(2)
}

let words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]

/// Label `index`'s text: "Label" and its digits as words.
func text(_ index: Int) -> String {
  "Label " + String(index).map { words[Int(String($0))!] }.joined(separator: " ")
}

/// Builds the screen and lays it out; `sizes` (when given) are written by hand as each
/// label's intrinsic size instead of measuring its text.
func layOut(sizes: [Size]?, measurer: TextMeasurer) throws -> LayoutEngine {
  let engine = LayoutEngine(
    backend: .cassowary, rootSize: Size(width: 1376, height: 1032), scale: 2)
  engine.textMeasurer = measurer
  var labels: [View] = []
  var constraints: [LayoutConstraint] = []
  for index in 0..<count {
    let label = View("l\(index)")
    label.translatesAutoresizingMaskIntoConstraints = false
    try engine.root.addSubview(label)
    let wraps = index % 5 == 0
    if let sizes {
      label.sizesToText = false
      label.intrinsicContentSize = sizes[index]
    } else {
      label.textContent = TextContent(
        text: text(index), font: .system(size: 17), numberOfLines: wraps ? 2 : 1)
    }
    let (column, row) = index.quotientAndRemainder(dividingBy: 25)
    constraints.append(
      label.leadingAnchor.constraint(
        equalTo: engine.root.leadingAnchor, constant: Double(16 + 160 * column)))
    if wraps { constraints.append(label.widthAnchor.constraint(lessThanOrEqualToConstant: 150)) }
    constraints.append(
      row == 0
        ? label.topAnchor.constraint(equalTo: engine.root.layoutMarginsGuide.topAnchor)
        : label.topAnchor.constraint(equalTo: labels[index - 1].bottomAnchor, constant: 4))
    labels.append(label)
  }
  try LayoutConstraint.activate(constraints)
  try engine.layoutIfNeeded()
  return engine
}

/// The thread's CPU time in milliseconds spent in `body`: unlike wall time, it does not grow
/// while other work on a shared machine holds the core.
func milliseconds(_ body: () throws -> Void) rethrows -> Double {
  func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
  }
  let start = now()
  try body()
  return now() - start
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted.count % 2 == 1
    ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

do {
  let warm = TextMeasurer()
  let opening = try milliseconds { try warm.checkFonts() }
  // The sizes the measured screen settles on, written by hand for the peer.
  let reference = try layOut(sizes: nil, measurer: warm)
  let sizes = reference.root.subviews.map(\.intrinsicContentSize)
  let wrapped = reference.root.subviews.filter { $0.frame.height > 25 }.count
  guard reference.conflictReports.isEmpty else {
    FileHandle.standardError.write(Data("error: the benchmark screen has conflicts\n".utf8))
    exit(1)
  }
  guard
    try layOut(sizes: sizes, measurer: warm).root.subviews.map(\.frame)
      == reference.root.subviews.map(\.frame)
  else {
    FileHandle.standardError.write(
      Data("error: the screen with sizes written by hand solves to other frames\n".utf8))
    exit(1)
  }
  var times: [String: [Double]] = ["fixed": [], "cold": [], "warm": []]
  var coldMisses = 0
  // Interleaved, so load from other work on the machine falls on every variant alike.
  let only = ProcessInfo.processInfo.environment["TEXT_BENCH_ONLY"]
  for _ in 0..<repeats {
    if only == "warm" {
      times["warm"]!.append(try milliseconds { _ = try layOut(sizes: nil, measurer: warm) })
      continue
    }
    if only == "cold" {
      let cold = TextMeasurer()
      try cold.checkFonts()
      _ = try cold.width(of: "Xy", font: ResolvedFont(size: 17))
      times["cold"]!.append(try milliseconds { _ = try layOut(sizes: nil, measurer: cold) })
      continue
    }
    if only == "fixed" {
      times["fixed"]!.append(try milliseconds { _ = try layOut(sizes: sizes, measurer: warm) })
      continue
    }
    times["fixed"]!.append(try milliseconds { _ = try layOut(sizes: sizes, measurer: warm) })
    let cold = TextMeasurer()
    try cold.checkFonts()
    _ = try cold.width(of: "Xy", font: ResolvedFont(size: 17))
    times["cold"]!.append(try milliseconds { _ = try layOut(sizes: nil, measurer: cold) })
    coldMisses = cold.cacheStatistics.misses
    times["warm"]!.append(try milliseconds { _ = try layOut(sizes: nil, measurer: warm) })
  }
  if only != nil {
    print(times)
    exit(0)
  }
  let fixed = median(times["fixed"]!)
  print(
    "\(count) labels (\(wrapped) wrapped to two lines), median of \(repeats) runs, engine only, CPU time"
  )
  print(String(format: "  opening the fonts (once):        %8.2f ms", opening))
  for name in ["fixed", "cold", "warm"] {
    let value = median(times[name]!)
    let label = [
      "fixed": "fixed intrinsic sizes:", "cold": "measured, empty cache:",
      "warm": "measured, cached:",
    ][name]!
    print(
      String(
        format: "  %@ %8.2f ms  (range %.2f–%.2f, ratio to fixed %.2f)",
        label.padding(toLength: 31, withPad: " ", startingAt: 0), value,
        times[name]!.min()!, times[name]!.max()!, value / fixed))
  }
  let stats = warm.cacheStatistics
  print(
    "  text layouts computed per cold run: \(coldMisses); warm cache over every run: "
      + "\(stats.hits) hits, \(stats.misses) misses")
} catch {
  FileHandle.standardError.write(Data("error: \(error)\n".utf8))
  exit(1)
}
