import LayoutCore
import LayoutGeometry

/// Says in plain words why a minimal conflicting set cannot hold, as arithmetic a developer
/// can check.
///
/// One member is the *limit*: preferably what the system imposes (a constant size such as
/// `'UIView-Encapsulated-Layout-Height'`, then an autoresizing frame), else the broken
/// constant size, else the constant size of the view the others mention most, else the
/// broken constraint, else a system constraint, else any member. ``ConflictArithmetic`` writes the limit's quantity as the
/// sum of what the others set, and the sentence sets that sum against the limit:
/// "UITableViewCellContentView.height = 0 (UIView.top − UITableViewCellContentView.top) +
/// 100 (UIView.height) + 0 (UITableViewCellContentView.bottom − UIView.bottom) = 100 pt, but
/// 'UIView-Encapsulated-Layout-Height' makes it 44 pt." Of the candidates, the first whose
/// sum is a plain chain (every addend counted once) is taken, else the first that scales no
/// quantity up (a ratio reads `0.28125 × 304`, not `3.56 × 290`), else the first. When no
/// sum can be formed, the sentence lists the members.
struct ConflictNarrator {
  let system: RebuiltSystem

  /// The sentence for a conflict.
  func sentence(for conflict: ConflictSolver.Conflict) -> String {
    guard let arithmetic = arithmetic(for: conflict) else { return list(conflict) }
    let limit = system.constraints[arithmetic.limit]
    let subject = quantityName(arithmetic.limit)
    let demand: String
    switch limit.relation {
    case .equal: demand = "makes it"
    case .lessThanOrEqual: demand = "allows at most"
    case .greaterThanOrEqual: demand = "needs at least"
    }
    let total = Self.bounded(arithmetic.total, arithmetic.relation)
    let but = "but \(limitName(arithmetic.limit)) \(demand) \(Self.number(limit.constant)) pt."
    var text: String
    if arithmetic.terms.count == 1, let term = arithmetic.terms.first,
      case .member(let member) = term.subject, term.coefficient == 1
    {
      text = "\(system.readable(member)) makes \(subject) \(total) pt, \(but)"
    } else {
      let sum = arithmetic.terms.enumerated().map { render($0.element, first: $0.offset == 0) }
      text = "\(subject) = \(sum.joined(separator: " ")) = \(total) pt, \(but)"
    }
    let negatives = conflict.implicit.map {
      "\(system.views[$0.view].displayName)'s \($0.axis == .horizontal ? "width" : "height")"
    }
    if !negatives.isEmpty {
      text += " (Sizes cannot be negative: \(negatives.joined(separator: ", ")) ≥ 0 takes part.)"
    }
    return text
  }

  /// The sum for the first candidate limit that gives a chain, else a plain sum, else any,
  /// among the first ``maxCandidates`` (each costs an elimination over the whole set).
  func arithmetic(for conflict: ConflictSolver.Conflict) -> ConflictArithmetic? {
    var plain: ConflictArithmetic?
    var any: ConflictArithmetic?
    for candidate in candidates(for: conflict).prefix(Self.maxCandidates) {
      guard
        let sum = ConflictArithmetic(
          system: system, members: conflict.members, implicit: conflict.implicit,
          limit: candidate)
      else { continue }
      if sum.isChain { return sum }
      if plain == nil, sum.isPlain { plain = sum }
      if any == nil { any = sum }
    }
    return plain ?? any
  }

  /// How many limits are tried for one conflict.
  static let maxCandidates = 8

  /// The members in the order they are tried as the limit.
  func candidates(for conflict: ConflictSolver.Conflict) -> [Int] {
    let members = conflict.members
    func isConstantSize(_ member: Int) -> Bool {
      system.constraints[member].secondItem == nil
        && system.constraints[member].firstAttribute.isDimension
    }
    func isSystem(_ member: Int) -> Bool { system.constraints[member].source.isSystem }
    // How many members mention the view of a constant size: the container is mentioned most.
    func mentions(_ member: Int) -> Int {
      let view = system.itemViews[member].first
      return members.filter {
        system.itemViews[$0].first == view || system.itemViews[$0].second == view
      }.count
    }
    // Imposed: a frame or a size the system sets (autoresizing, a container's size,
    // `'UISV-hiding'`), as opposed to a relation it makes (`'UISV-spacing'`).
    func isImposed(_ member: Int) -> Bool {
      isSystem(member)
        && (isConstantSize(member) || system.constraints[member].source == .autoresizing)
    }
    var order = members.filter { isImposed($0) && isConstantSize($0) }
    order += members.filter(isImposed)
    if isConstantSize(conflict.victim) { order.append(conflict.victim) }
    order += members.filter(isConstantSize).enumerated()
      .sorted { (mentions($0.element), -$0.offset) > (mentions($1.element), -$1.offset) }
      .map(\.element)
    order.append(conflict.victim)
    order += members.filter(isSystem)
    order += members
    var seen: Set<Int> = []
    return order.filter { seen.insert($0).inserted }
  }

  /// One addend: `+ 0.5 × 32 (UILabel.height)`, `− 8 (a.leading − b.leadingMargin)`,
  /// `+ at least 0 (UILabel.width)`, `− at least 0 (UIView.height)`, `+ 8
  /// (UITableViewCellContentView's leading margin)`. A bound is the labelled quantity's own
  /// (`at least 0` for a size), with the sign and factor outside it.
  func render(_ term: ConflictArithmetic.Term, first: Bool) -> String {
    var coefficient = term.coefficient
    var constant = term.constant
    var relation = Relation.equal
    let label: String
    switch term.subject {
    case .member(let member):
      let constraint = system.constraints[member]
      relation = constraint.relation
      if constraint.secondItem != nil, constraint.multiplier == 1,
        Self.readsBetterReversed(coefficient: coefficient, constant: constant)
      {
        // `−(a − b)` reads better as `(b − a)`, with the constant's sign and the relation
        // turned.
        label = describe(member, reversed: true)
        coefficient = -coefficient
        constant = -constant
        relation = relation.reversed
      } else {
        label = describe(member, reversed: false)
      }
    case .size(let view, let axis):
      label = "\(system.views[view].displayName).\(axis == .horizontal ? "width" : "height")"
      relation = .greaterThanOrEqual
    case .margin(let view, let attribute):
      label = "\(system.views[view].displayName)'s \(Self.marginName(attribute)) margin"
      constant *= coefficient
      coefficient = 1
    }
    let isUnit = abs(abs(coefficient) - 1) < ConflictArithmetic.tolerance
    var negative = coefficient < 0
    let amount: String
    if relation == .equal, abs(constant) < ConflictArithmetic.tolerance {
      negative = false
      amount = "0"
    } else if relation == .equal, isUnit {
      // An exact addend carries its own sign: `− 8`, not `+ −8`.
      negative = coefficient * constant < 0
      amount = Self.number(abs(constant))
    } else {
      let factor = isUnit ? "" : "\(Self.factor(abs(coefficient))) × "
      let value =
        !isUnit && constant < 0 ? "(\(Self.number(constant)))" : Self.number(constant)
      amount = factor + Self.boundWord(relation) + value
    }
    let sign = first ? (negative ? "−" : "") : (negative ? "− " : "+ ")
    return "\(sign)\(amount) (\(label))"
  }

  /// Whether `coefficient × (a − b)` with constant `constant` reads better as
  /// `−coefficient × (b − a)` with `−constant`: a positive coefficient is better, and
  /// before it, when a factor is shown, a constant that is not negative (`0.5 × 10`, not
  /// `− 0.5 × (−10)`).
  static func readsBetterReversed(coefficient: Double, constant: Double) -> Bool {
    let isUnit = abs(abs(coefficient) - 1) < ConflictArithmetic.tolerance
    func cost(_ coefficient: Double, _ constant: Double) -> Int {
      (isUnit || constant >= 0 ? 0 : 2) + (coefficient > 0 ? 0 : 1)
    }
    return cost(-coefficient, -constant) < cost(coefficient, constant)
  }

  /// `at least ` and `at most ` for bounds, nothing for an exact value.
  static func boundWord(_ relation: Relation) -> String {
    switch relation {
    case .equal: ""
    case .greaterThanOrEqual: "at least "
    case .lessThanOrEqual: "at most "
    }
  }

  /// `width` for a size, `first.attr − m × second.attr` for a relation (`reversed` swaps
  /// the sides of a relation with multiplier 1), `first.attr` for a constant.
  func describe(_ index: Int, reversed: Bool) -> String {
    let constraint = system.constraints[index]
    let (first, second) = system.itemViews[index]
    let left = "\(system.views[first].displayName).\(constraint.printedFirstAttribute)"
    guard let second, let attribute = constraint.printedSecondAttribute else { return left }
    let right = "\(system.views[second].displayName).\(attribute)"
    if reversed { return "\(right) − \(left)" }
    let factor = constraint.multiplier == 1 ? "" : "\(Self.factor(constraint.multiplier)) × "
    return "\(left) − \(factor)\(right)"
  }

  /// How the sentence names the limit's quantity: `UIView.height`, or `a.attr − b.attr`.
  func quantityName(_ limit: Int) -> String { describe(limit, reversed: false) }

  /// How the sentence names the limit: its identifier, its autoresizing mask, or itself.
  func limitName(_ limit: Int) -> String {
    let constraint = system.constraints[limit]
    if let identifier = constraint.identifier { return "'\(identifier)'" }
    if let code = constraint.autoresizingCode { return "the autoresizing mask (\(code))" }
    return system.readable(limit)
  }

  /// The sentence when no sum can be formed: what each member sets.
  func list(_ conflict: ConflictSolver.Conflict) -> String {
    let members = conflict.members.map { system.readable($0) }
    var text = "These \(members.count) constraints cannot all hold: "
    text += members.joined(separator: "; ") + "."
    if !conflict.implicit.isEmpty { text += " (Sizes cannot be negative.)" }
    return text
  }

  /// `leading` for `leadingMargin`: the edge a margin attribute is inset from.
  static func marginName(_ attribute: LayoutAttribute) -> String {
    let name = attribute.description
    return name.hasSuffix("Margin") ? String(name.dropLast("Margin".count)) : name
  }

  /// `at least 90`, `at most −34`, `33`.
  static func bounded(_ value: Double, _ relation: Relation) -> String {
    boundWord(relation) + number(value)
  }

  /// A multiplier or coefficient, to six decimals (`0.28125`, not `0.28`).
  static func factor(_ value: Double) -> String {
    let text = formatNumber(value)
    return text.hasPrefix("-") ? "−" + text.dropFirst() : text
  }

  /// A number for sentences: to four decimals, enough for the logs' constants (`371.325`)
  /// and their halves, `−` for minus.
  static func number(_ value: Double) -> String {
    let rounded = (value * 10_000).rounded() / 10_000
    let text = formatNumber(rounded == 0 ? 0 : rounded)
    return text.hasPrefix("-") ? "−" + text.dropFirst() : text
  }
}
