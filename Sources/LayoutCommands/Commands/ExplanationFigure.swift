import LayoutExplain
import LayoutGeometry
import LayoutRendering

/// Turns an ``Explanation`` into the plain ``ConflictDiagram`` that `LayoutRendering`
/// draws, so neither library depends on the other: one panel per conflict with the views
/// it involves (solved sizes as numbers) and its constraints (numbered as in the text),
/// then the explanation's text.
enum ExplanationFigure {
  /// The diagram of `explanation`.
  static func diagram(_ explanation: Explanation) -> ConflictDiagram {
    let numbers = Dictionary(
      explanation.constraints.enumerated().map { ($0.element.address, $0.offset + 1) },
      uniquingKeysWith: { first, _ in first })
    let entries = Dictionary(
      explanation.constraints.map { ($0.address, $0) }, uniquingKeysWith: { first, _ in first })
    let views = Dictionary(
      explanation.views.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    let drawn = explanation.conflicts.prefix(ConflictDiagram.maximumPanels)
    let panels = drawn.enumerated().map { index, conflict in
      panel(
        conflict, number: index + 1, entries: entries, numbers: numbers, views: views)
    }
    return ConflictDiagram(
      title: "Auto Layout conflict log: \(explanation.fileName)", panels: panels,
      omittedPanels: explanation.conflicts.count - drawn.count,
      account: account(explanation, entries: entries, numbers: numbers))
  }

  /// One conflict's panel.
  static func panel(
    _ conflict: Explanation.Conflict, number: Int,
    entries: [String: Explanation.ConstraintEntry], numbers: [String: Int],
    views: [String: Explanation.ViewEntry]
  ) -> ConflictPanel {
    var constraints: [DiagramConstraint] = []
    var names: [String] = []
    var omitted = 0
    for address in conflict.constraints {
      guard let entry = entries[address], let equation = entry.equation,
        let number = numbers[address]
      else { continue }
      guard constraints.count < ConflictPanel.maximumConstraints else {
        omitted += 1
        continue
      }
      var breakage: DiagramConstraint.Breakage?
      if address == conflict.uikitBroke {
        breakage = .broken
      } else if address == conflict.wouldBreak {
        breakage = .wouldBreak
      }
      let first = DiagramAnchor(
        view: entry.firstView, attribute: attribute(equation.firstAttribute))
      var second: DiagramAnchor?
      if let view = entry.secondView, let secondAttribute = equation.secondAttribute {
        second = DiagramAnchor(view: view, attribute: attribute(secondAttribute))
      }
      for name in [entry.firstView] + (entry.secondView.map { [$0] } ?? [])
      where !names.contains(name) {
        names.append(name)
      }
      constraints.append(
        DiagramConstraint(
          number: number, first: first, relation: equation.relation, second: second,
          multiplier: equation.multiplier, constant: equation.constant,
          kind: entry.source, breakage: breakage,
          description: "[\(number)] \(entry.description)", container: entry.container))
    }
    // A size on an axis no constraint of the conflict acts on is the solver's arbitrary
    // choice, so only the conflict's axes are shown.
    let axes = Set(
      constraints.flatMap {
        [$0.first.attribute.axis] + ($0.second.map { [$0.attribute.axis] } ?? [])
      })
    let diagramViews = names.map { name -> DiagramView in
      let frame = views[name]?.frame
      let size = { (index: Int, axis: LayoutAxis) -> Double? in
        guard axes.contains(axis), let frame, frame.count == 4, frame[index].isFinite else {
          return nil
        }
        return frame[index]
      }
      return DiagramView(
        name: name, width: size(2, .horizontal), height: size(3, .vertical))
    }
    let axis = conflict.axis
    let title = "Conflict \(number)" + (axis.map { " (\($0.rawValue))" } ?? "")
    return ConflictPanel(
      title: title, axis: axis ?? .horizontal, views: diagramViews, constraints: constraints,
      omittedConstraints: omitted)
  }

  /// UIKit's default layout margin, which the explanation's rebuild also assumes.
  static let defaultMargin = 8.0

  /// Where an attribute the log prints lies on its axis, labelled with the printed word.
  static func attribute(_ printed: PrintedAttribute) -> DiagramAttribute {
    let attribute = printed.attribute
    let place: DiagramAttribute.Place
    switch attribute {
    case .left, .leading, .top, .firstBaseline, .leftMargin, .leadingMargin, .topMargin:
      place = .low
    case .right, .trailing, .bottom, .lastBaseline, .rightMargin, .trailingMargin, .bottomMargin:
      place = .high
    case .centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins:
      place = .middle
    case .width, .height, .notAnAttribute:
      place = .size
    }
    let margins: Set<LayoutAttribute> = [
      .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
    ]
    return DiagramAttribute(
      name: printed.word, axis: attribute.axis ?? .vertical, place: place,
      inset: margins.contains(attribute) ? defaultMargin : 0)
  }

  /// The text under the diagram: each conflict with its constraints under their numbers,
  /// what was broken, the fixes, then what the log lacked and what could not be read.
  static func account(
    _ explanation: Explanation, entries: [String: Explanation.ConstraintEntry],
    numbers: [String: Int]
  ) -> [AccountLine] {
    var result: [AccountLine] = []
    func named(_ address: String) -> String {
      guard let entry = entries[address], let number = numbers[address] else { return address }
      return "[\(number)] \(entry.description)  (\(entry.provenance), line \(entry.line))"
    }
    if let headline = explanation.noConflictHeadline {
      result.append(AccountLine(headline, kind: .title))
    }
    for (index, conflict) in explanation.conflicts.enumerated() {
      let axis = conflict.axis.map { " (\($0.rawValue))" } ?? ""
      result.append(
        AccountLine("Conflict \(index + 1)\(axis): \(conflict.summary)", kind: .title))
      for address in conflict.constraints {
        result.append(AccountLine(named(address), indent: 1))
      }
      result.append(
        AccountLine(
          "\(conflict.framework) broke: " + (conflict.uikitBroke.map(named) ?? "unknown"),
          indent: 1))
      result.append(
        AccountLine(
          "We would break: \(named(conflict.wouldBreak)), because \(conflict.reason).",
          indent: 1))
      for fix in conflict.fixes { result.append(AccountLine("Fix: " + fix.summary, indent: 1)) }
    }
    if !explanation.missing.isEmpty {
      result.append(AccountLine("Missing from the log:", kind: .title))
      for item in explanation.missing {
        result.append(AccountLine("- " + item, kind: .note, indent: 1))
      }
    }
    if !explanation.issues.isEmpty {
      result.append(AccountLine("Could not read:", kind: .title))
      for issue in explanation.issues {
        result.append(AccountLine("line \(issue)", kind: .note, indent: 1))
      }
    }
    return result
  }
}
