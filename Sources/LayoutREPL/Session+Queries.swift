import AutoLayout
import LayoutCore

extension Session {
  /// `frame VIEW`: the frame in the superview and in the root.
  func frame(_ name: String) throws(REPLError) -> String {
    let view = try view(named: name)
    let (frame, inRoot) = live.displayedFrames(of: view, named: name)
    let ambiguous = live.engine.hasAmbiguousLayout(view) ? "  (ambiguous)" : ""
    return "\(name): \(FrameText.of(frame))  in root \(FrameText.of(inRoot))\(ambiguous)"
  }

  /// `frames`: every view's frame.
  func frames() -> String {
    let frames = live.frames
    guard !frames.isEmpty else { return "no views (root only)" }
    return frames.map { "\($0.name): \(FrameText.of($0.frame))" }.joined(separator: "\n")
  }

  /// `why VIEW [h|v] [all]`: the constraints that hold the view's frame on each axis (a
  /// nudge to any of them moves the view), then how many more are connected to it; with
  /// `all`, every connected constraint (UIKit's `constraintsAffectingLayout`).
  func why(_ words: [String]) throws(REPLError) -> String {
    guard (1...3).contains(words.count) else { throw .usage(REPLCommand.why.usage) }
    let view = try view(named: words[0])
    var options = words.dropFirst().map { $0.lowercased() }
    let all = options.last == "all"
    if all { options.removeLast() }
    let axes: [LayoutAxis]
    switch options.first ?? "" {
    case "" where options.isEmpty: axes = [.horizontal, .vertical]
    case "h", "horizontal": axes = [.horizontal]
    case "v", "vertical": axes = [.vertical]
    default: throw .usage(REPLCommand.why.usage)
    }
    guard options.count <= 1 else { throw .usage(REPLCommand.why.usage) }
    var lines: [String] = []
    for axis in axes {
      let connected = live.engine.constraintsAffectingLayout(for: view, axis: axis)
      if all {
        lines.append("\(words[0]) \(axis), every connected constraint:")
        lines +=
          connected.isEmpty
          ? ["  (no constraints)"] : connected.map { "  " + ConstraintLine.located($0) }
        continue
      }
      let determination = live.engine.layoutDetermination(for: view, axis: axis)
      lines.append("\(words[0]) \(axis):")
      for holder in determination.holders {
        lines.append("  " + ConstraintLine.located(holder.constraint))
        for twin in holder.redundantWith {
          lines.append("    redundant with " + ConstraintLine.located(twin))
        }
      }
      let size = live.engine.rootSize
      if determination.dependsOnRootWidth {
        lines.append("  the window width (\(formatNumber(size.width)) pt)")
      }
      if determination.dependsOnRootHeight {
        lines.append("  the window height (\(formatNumber(size.height)) pt)")
      }
      if lines.last == "\(words[0]) \(axis):" {
        lines.append("  (no constraint holds it)")
      }
      let others = connected.count - determination.holders.count
      if others > 0 {
        let phrase = others == 1 ? "constraint does" : "constraints do"
        let letter = axis == .horizontal ? "h" : "v"
        lines.append(
          "  (\(others) more connected \(phrase) not move it: why \(words[0]) \(letter) all)")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// `conflicts [N]`: each unsatisfiable set with the constraint broken, then refusals and a
  /// layout feedback loop; only those the layout has now, not those a later edit resolved.
  /// Large sets past ``ConflictReport/maximumListedInFull`` conflicts are counted;
  /// `conflicts N` lists the set of conflict N whatever its place.
  func conflicts(_ words: [String]) throws(REPLError) -> String {
    let engine = live.engine
    let reports = engine.currentConflicts
    if let word = words.first {
      guard words.count == 1, let number = Int(word), number >= 1 else {
        throw .usage(REPLCommand.conflicts.usage)
      }
      guard number <= reports.count else {
        throw .noSuchConflict(number, count: reports.count)
      }
      return Self.conflictLines(reports[number - 1]).joined(separator: "\n")
    }
    var lines: [String] = []
    for (index, report) in reports.enumerated() {
      if report.isListedInFull(at: index) {
        lines += Self.conflictLines(report)
      } else {
        lines.append(
          "broke \(ConstraintLine.located(report.broken)); conflicting set of "
            + "\(report.constraints.count) (`conflicts \(index + 1)` lists it)")
      }
    }
    let shortened = reports.enumerated().count { !$1.isListedInFull(at: $0) }
    if shortened > 0 { lines.append("(\(ConflictReport.shortenedNote(count: shortened)))") }
    for rejection in engine.rejections {
      lines.append("refused \(ConstraintLine.located(rejection.constraint)): \(rejection.error)")
    }
    if engine.hasLayoutFeedbackLoop { lines.append(LayoutEngine.feedbackLoopMessage) }
    return lines.isEmpty ? "no conflicts" : lines.joined(separator: "\n")
  }

  /// A conflict's broken constraint and its whole set, located.
  static func conflictLines(_ report: ConflictReport) -> [String] {
    ["broke \(ConstraintLine.located(report.broken)); conflicting set:"]
      + report.constraints.map { "  " + ConstraintLine.located($0) }
  }

  /// `ambiguous`: views with undetermined variables, in the layout's view order, each view's
  /// guides after it by name (the engine lists them in the order they were made, which
  /// depends on the edits that made them).
  func ambiguous() -> String {
    let reports = live.orderedByView(live.engine.ambiguityReports(), item: \.item)
    guard !reports.isEmpty else { return "no ambiguous views" }
    return reports.map { report in
      "\(report.item.debugName): " + report.variables.map { "\($0)" }.joined(separator: ", ")
        + " not determined"
    }.joined(separator: "\n")
  }

  /// `exercise VIEW`: another frame the view could have, as UIKit's exerciseAmbiguityInLayout.
  func exercise(_ name: String) throws(REPLError) -> String {
    let view = try view(named: name)
    let alternative: Rect?
    do {
      alternative = try live.engine.exerciseAmbiguity(view)
    } catch {
      throw .engine("\(error)")
    }
    guard let alternative else { return "\(name) is not ambiguous" }
    return "\(name): \(FrameText.of(view.frame)) could also be \(FrameText.of(alternative))"
  }
}
