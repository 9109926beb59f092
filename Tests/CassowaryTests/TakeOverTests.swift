import LayoutCore
import LayoutTestSupport
import Testing

@testable import Cassowary

/// A required equality that finds every variable of it defined takes over a variable that a
/// required inequality's stand-in defined (``CassowarySolver/addTakingOver(_:terms:)``). It
/// changes the tableau, not the answer: the values, the priority levels' errors and the
/// conflicts are those of the install without it, on chains of views pinned inside each
/// other and on random systems of views that hit it.
@Suite struct TakeOverTests {
  /// Views as the engine gives them to the solver: a left edge `x` and a width `w`, the
  /// width floor `w >= 0` first, then `v.leading == s.leading + 1` (`x[k] == x[k-1] + 1`) and
  /// `v.trailing == s.trailing - 1` (`x[k] + w[k] == x[k-1] + w[k-1] - 1`); the root is
  /// `x[-1] == 0` and, last, `w[-1] == width`.
  struct Nest {
    let x: [Variable]
    let w: [Variable]
    let constraints: [Constraint]
    let rootWidth: Constraint

    init(depth: Int, width: Double) {
      x = (0...depth).map { Variable("x\($0 - 1)") }
      w = (0...depth).map { Variable("w\($0 - 1)") }
      var constraints = [x[0] == 0, w[0] >= 0]
      for k in 1...depth {
        constraints += [
          w[k] >= 0, x[k] == x[k - 1] + 1, x[k] + w[k] == x[k - 1] + w[k - 1] - 1,
        ]
      }
      self.constraints = constraints
      rootWidth = w[0] == width
    }
  }

  /// Adds every constraint, then the root's width; returns the root width's error, if any.
  func build(_ nest: Nest, takesOver: Bool) throws -> (CassowarySolver, LayoutError?) {
    let solver = CassowarySolver()
    solver.takesOverStandIns = takesOver
    for constraint in nest.constraints { try solver.add(constraint) }
    do {
      try solver.add(nest.rootWidth)
      return (solver, nil)
    } catch {
      return (solver, error)
    }
  }

  /// Within the root: every trailing inset takes its view's width over, and the frames are
  /// exact (`x[k] == k + 1`, `w[k] == width - 2(k + 1)`), as without the take-over.
  @Test(arguments: [1, 5, 50, 300])
  func chainWithinTheRootHasExactFrames(depth: Int) throws {
    let width = Double(2 * depth + 10)
    let nest = Nest(depth: depth, width: width)
    let (solver, error) = try build(nest, takesOver: true)
    let (plain, plainError) = try build(nest, takesOver: false)
    #expect(error == nil)
    #expect(plainError == nil)
    #expect(solver.takeOvers == depth)
    #expect(plain.takeOvers == 0)
    for k in 0..<depth {
      #expect(solver.value(of: nest.x[k + 1]) == Double(k + 1), "x\(k)")
      #expect(solver.value(of: nest.w[k + 1]) == width - Double(2 * (k + 1)), "w\(k)")
      #expect(plain.value(of: nest.x[k + 1]) == Double(k + 1), "x\(k), without")
      #expect(plain.value(of: nest.w[k + 1]) == width - Double(2 * (k + 1)), "w\(k), without")
    }
    #expect(solver.invariantViolations().isEmpty)
  }

  /// Past the root: the root's width conflicts with the deepest floor through every inset;
  /// the conflicting set (the deepest level's floor and every inset) is the one found
  /// without the take-over, its members in the order they were added (the insets above the
  /// deepest level, its floor, its two insets), and the solver keeps the frames it had.
  @Test(arguments: [12, 40, 150])
  func chainPastTheRootNamesTheSameConflict(depth: Int) throws {
    // 20 points: views from the tenth on have no width left.
    let nest = Nest(depth: depth, width: 20)
    let (solver, error) = try build(nest, takesOver: true)
    let (plain, plainError) = try build(nest, takesOver: false)
    guard case .unsatisfiable(let constraint, let conflicting) = error,
      case .unsatisfiable(_, let plainConflicting) = plainError
    else {
      Issue.record(
        "expected conflicts, got \(String(describing: error)), \(String(describing: plainError))")
      return
    }
    #expect(constraint.id == nest.rootWidth.id)
    let floor = nest.constraints[3 * depth - 1]
    let insets = (1...depth).flatMap { [nest.constraints[3 * $0], nest.constraints[3 * $0 + 1]] }
    let expected = insets.dropLast(2) + [floor] + insets.suffix(2)
    #expect(conflicting.map(\.id) == expected.map(\.id))
    #expect(conflicting.map(\.id) == plainConflicting.map(\.id))
    for k in 0...depth {
      #expect(solver.value(of: nest.x[k]) == plain.value(of: nest.x[k]), "x\(k - 1)")
      #expect(solver.value(of: nest.w[k]) == plain.value(of: nest.w[k]), "w\(k - 1)")
    }
  }

  /// Removing the root's pin, an inset or a floor leaves the solver as a fresh one without
  /// it: the take-over is undone with the constraints it joined. Removing a leading inset or
  /// a trailing one frees views (their frames are ambiguous): the same variables are
  /// ambiguous as in a fresh solve, every other variable has the fresh solve's value, and
  /// once the freed variables are pinned where the fresh solve put them, every value is the
  /// fresh solve's. (Which of its frames an ambiguous view takes depends on the path, without
  /// the take-over too, as in UIKit.)
  @Test func removalsMatchAFreshSolve() throws {
    let nest = Nest(depth: 30, width: 100)
    var freed: [Int] = []
    for removed in [1, 2, 3, 4, 5, 46, 47, 48, nest.constraints.count - 1] {
      let (solver, _) = try build(nest, takesOver: true)
      let victim = nest.constraints[removed]
      try solver.remove(victim)
      let fresh = CassowarySolver()
      fresh.takesOverStandIns = false
      for constraint in nest.constraints + [nest.rootWidth] where constraint.id != victim.id {
        try fresh.add(constraint)
      }
      let ambiguous = fresh.ambiguousVariables()
      #expect(
        Set(solver.ambiguousVariables().map(\.id)) == Set(ambiguous.map(\.id)),
        "ambiguous without \(victim)")
      freed.append(ambiguous.count)
      let free = Set(ambiguous.map(\.id))
      for variable in nest.x + nest.w where !free.contains(variable.id) {
        #expect(
          solver.value(of: variable) == fresh.value(of: variable), "\(variable) without \(victim)")
      }
      // Pin what the removal frees, so both answers are unique.
      for variable in ambiguous {
        let pin = variable == fresh.value(of: variable)
        try fresh.add(pin)
        try solver.add(pin)
      }
      for variable in nest.x + nest.w {
        #expect(
          solver.value(of: variable) == fresh.value(of: variable),
          "\(variable) without \(victim), pinned")
      }
      #expect(solver.invariantViolations().isEmpty)
    }
    // A leading inset frees the left edges and widths of its view and every view inside it
    // (levels 1 to 30: 60 variables; 16 to 30: 30), a trailing inset their widths (1 to 30:
    // 30; 15 to 30: 16; the last: 1); the floors free nothing.
    #expect(freed == [0, 0, 60, 30, 0, 16, 0, 30, 1])
  }

  /// Random systems of views (floors first, then random pins between edges and widths,
  /// inequalities and preferences at random priorities, some removed again): every add
  /// succeeds or fails as without the take-over, naming the same conflicting constraints;
  /// required constraints hold; each priority level's error is the same; and after the
  /// removals (a taker or the inequality it took over from among them) both agree with a
  /// fresh solve: the same levels' errors, the same ambiguous variables and the same values
  /// of the others.
  @Test func randomViewSystemsAgreeWithoutTheTakeOver() throws {
    let seed: UInt64 = 0x7A4E_0F28
    print("TakeOverTests.randomViewSystemsAgreeWithoutTheTakeOver seed \(seed)")
    var rng = SeededGenerator(seed: seed)
    var takeOvers = 0
    var conflicts = 0
    var takenOverRemovals = 0
    for round in 0..<300 {
      let count = Int.random(in: 2...6, using: &rng)
      let x = (0..<count).map { Variable("x\($0)") }
      let w = (0..<count).map { Variable("w\($0)") }
      func edge(_ i: Int) -> Expression {
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: return Expression(x[i])
        case 1: return x[i] + w[i]
        default: return Expression(w[i])
        }
      }
      var constraints: [Constraint] = [x[0] == 0]
      constraints += w.map { $0 >= 0 }
      for _ in 0..<Int.random(in: 2...(3 * count), using: &rng) {
        let i = Int.random(in: 0..<count, using: &rng)
        let j = Int.random(in: 0..<count, using: &rng)
        let constant = Double(Int.random(in: -20...20, using: &rng))
        var constraint: Constraint
        switch Int.random(in: 0..<6, using: &rng) {
        case 0, 1, 2: constraint = edge(i) == edge(j) + constant
        case 3: constraint = edge(i) >= edge(j) + constant
        case 4:
          constraint = edge(i) <= Expression(constant: Double(Int.random(in: 0...200, using: &rng)))
        default:
          constraint =
            (edge(i) == Expression(constant: Double(Int.random(in: 0...200, using: &rng))))
            .withPriority(try Priority(Double(Int.random(in: 1...999, using: &rng))))
        }
        constraints.append(constraint)
      }
      let ours = CassowarySolver()
      let plain = CassowarySolver()
      plain.takesOverStandIns = false
      var accepted: [Constraint] = []
      for constraint in constraints {
        let mine = attempt { () throws(LayoutError) in try ours.add(constraint) }
        let theirs = attempt { () throws(LayoutError) in try plain.add(constraint) }
        switch (mine, theirs) {
        case (nil, nil):
          accepted.append(constraint)
        case (.unsatisfiable(_, let a)?, .unsatisfiable(_, let b)?):
          conflicts += 1
          #expect(a.map(\.id) == b.map(\.id), "round \(round): conflict on \(constraint)")
        case (let a?, let b?):
          #expect("\(a)" == "\(b)", "round \(round): \(constraint)")
        default:
          Issue.record(
            "round \(round): \(constraint): \(String(describing: mine)) vs \(String(describing: theirs))"
          )
        }
      }
      takeOvers += ours.takeOvers
      expectSameAnswer(accepted, ours, plain, "round \(round)")
      // Remove a few accepted constraints (definitions taken over among them).
      var remaining = accepted
      for _ in 0..<min(3, accepted.count) {
        let victim = remaining.remove(at: Int.random(in: 0..<remaining.count, using: &rng))
        // A constraint that the take-over left defining another variable or none (a
        // required equality that took a variable over, the inequality it took it from).
        if ours.eliminations.definedBy[victim.id] != plain.eliminations.definedBy[victim.id] {
          takenOverRemovals += 1
        }
        try ours.remove(victim)
        try plain.remove(victim)
      }
      let fresh = CassowarySolver()
      for constraint in remaining { try fresh.add(constraint) }
      expectSameAnswer(remaining, ours, plain, "round \(round), after removals")
      expectSameAnswer(remaining, ours, fresh, "round \(round), after removals, fresh")
      // The frames a fresh solve determines are the fresh solve's; the ambiguous ones (the
      // same variables) may differ, as they do without the take-over.
      let ambiguous = Set(fresh.ambiguousVariables().map(\.id))
      #expect(Set(ours.ambiguousVariables().map(\.id)) == ambiguous, "round \(round)")
      for variable in x + w where !ambiguous.contains(variable.id) {
        #expect(
          ours.value(of: variable) == fresh.value(of: variable), "round \(round): \(variable)")
      }
      #expect(ours.invariantViolations().isEmpty, "round \(round)")
    }
    print(
      "take-overs \(takeOvers), conflicts \(conflicts), removals of taken-over definitions \(takenOverRemovals)"
    )
    #expect(takeOvers >= 200)
    #expect(conflicts >= 50)
    #expect(takenOverRemovals >= 100)
  }

  /// The error `body` throws, if any.
  func attempt(_ body: () throws(LayoutError) -> Void) -> LayoutError? {
    do {
      try body()
      return nil
    } catch {
      return error
    }
  }

  /// Required constraints hold in both and every priority level's error is the same.
  func expectSameAnswer(
    _ constraints: [Constraint], _ a: CassowarySolver, _ b: CassowarySolver, _ comment: String
  ) {
    for c in constraints where c.priority.isRequired {
      #expect(c.violation { a.value(of: $0) } <= 1e-9, "\(comment): \(c) violated")
      #expect(c.violation { b.value(of: $0) } <= 1e-9, "\(comment): \(c) violated (other)")
    }
    let mine = LexicographicReference.levelErrors(of: constraints) { a.value(of: $0) }
    let theirs = LexicographicReference.levelErrors(of: constraints) { b.value(of: $0) }
    #expect(mine.count == theirs.count, "\(comment)")
    for (m, t) in zip(mine, theirs) {
      #expect(m.priority == t.priority, "\(comment)")
      #expect(abs(m.error - t.error) <= 1e-9 * max(1, abs(t.error)), "\(comment): \(m) vs \(t)")
    }
  }
}
