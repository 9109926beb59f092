import LayoutCore
import LayoutGeometry

/// Which constraint UIKit breaks when required constraints conflict, as fitted on public
/// logs: the engine breaks by it, so its frames after a conflict are the device's, and
/// `layout explain` names the same victim.
///
/// UIKit does not document its choice. The rule was fitted on two thirds of a corpus of public
/// "Unable to simultaneously satisfy constraints" logs and measured on the other third
/// (`Corpus/logs`, results in `Sources/LayoutExplain/README.md`):
/// 1. when a user constraint takes part, the constraints UIKit and AppKit make themselves
///    (autoresizing, encapsulated sizes, stack views, guides) are protected, and so are the
///    plain constraints UIKit lays out its own views with (a bar button's insides, the
///    keyboard's bars); when only those and system constraints take part, the system ones
///    are protected, and UIKit's with an identifier of its own (`IB_Trailing_Trailing`)
///    break before its unnamed ones (a bar button's wrapper width);
/// 2. among the rest, the first shape of ``Shape``'s order breaks: a constant size before a
///    spacing between two items, a centre, a relative size, then edges pinned to the same
///    edge of another item (trailing or bottom before leading or top), and last the size of
///    a container, a view holding another item of the set inside it by both edges of that
///    axis, one item or two (UIKit keeps a toolbar's `height == 0` and breaks its content's
///    bottom pin; a cell's content view holding an image by its top and a separator by its
///    bottom keeps its height);
/// 3. within a shape, a bound (`>=`, `<=`) before an equality;
/// 4. among equals, the first whose breaking alone ends the conflict, sizes staying
///    non-negative (a cell's 44-point view rather than its 32-point button when the button
///    could shrink to 0 and still not fit), else the first: constant sizes are taken the
///    largest first and, of equal constants, the newest (added last, listed last in the
///    log) first, as UIKit broke them in every public log with two or more of them; any
///    other shape the oldest (added first, listed first) first;
/// 5. of constraints that differ only in their constant (`top == 10` and `top == 20`), the
///    one that would put the inner item further (larger, or further right or down) breaks,
///    whichever was added first: UIKit keeps the smaller. A margin attribute counts as its
///    edge with the margin added to the constant (`trailingMargin == x` is `trailing == x + 8`
///    with an 8-point margin).
public enum BreakRule {
  /// Where on its axis an attribute lies, which is all the rule needs of it.
  public enum Edge: Sendable, Hashable {
    /// Width or height.
    case size
    /// The low edge: left, leading, top, their margins, the first baseline.
    case low
    /// The high edge: right, trailing, bottom, their margins, the last baseline.
    case high
    /// The centre.
    case center
  }

  /// What a constraint sets, in the order the rule breaks them.
  public enum Shape: Int, Sendable, Hashable, Comparable, CaseIterable {
    /// A width or height equal to (or bounded by) a constant: `height == 44`, `V:[a(20)]`.
    case constantSize
    /// The gap between two items: `V:[a]-(8)-[b]`, `b.leading == a.trailing + 8`.
    case spacing
    /// A centre against a centre or an edge.
    case center
    /// A size against another size: `a.width == 0.5 × b.width`, aspect ratios.
    case relativeSize
    /// A high edge pinned to a high edge: `V:[a]-(8)-|`, `a.trailing == b.trailing`.
    case highEdge
    /// A low edge pinned to a low edge: `H:|-(8)-[a]`, `a.top == b.top + 8`.
    case lowEdge
    /// Anything else (a position set to a constant, mixed edges).
    case other
    /// The size of a view that holds another item of the set inside it, pinned to both of its
    /// edges on that axis (a toolbar's height with its stack view pinned 8 inside it): UIKit
    /// keeps the container's size and breaks the content's pin. Set by ``containerSizes(_:)``
    /// from the whole set, never by ``shape(first:second:)``.
    case containerSize

    public static func < (lhs: Shape, rhs: Shape) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// One constraint the rule may break.
  public struct Candidate: Sendable, Hashable {
    /// Whether UIKit (or the engine on the user's behalf) made the constraint.
    public var isSystem: Bool
    /// Whether UIKit made the constraint to lay out views of its own (a navigation bar's
    /// buttons, the keyboard's bars) although it prints like an app's: protected from the
    /// app's constraints, not from UIKit's system ones. Only logs have such constraints.
    public var ownedByUIKit: Bool
    /// Whether the constraint is UIKit's own and has one of the identifiers UIKit gives
    /// those (`BIB_Leading_Leading`, `assistantHeight`): it breaks before UIKit's unnamed
    /// ones, which are protected from it as the system's are from both.
    public var namedByUIKit: Bool
    /// What the constraint sets.
    public var shape: Shape
    /// Whether the constraint is a bound (`>=`, `<=`) rather than an equality.
    public var isBound: Bool
    /// What the constraint relates apart from its constant (items, attributes, relation,
    /// multiplier), so constraints that differ only in their constant can be told; nil when
    /// unknown, which makes the candidate like no other.
    public var terms: String?
    /// The constant as the inner item sees it: negated when the first item contains the
    /// second (`superview.trailing == view.trailing + 20` puts the view 20 further left).
    public var offset: Double
    /// The size the constraint sets, its first item's identity and axis (``sizeKey(_:_:)``),
    /// for a constant or relative size; nil for any other shape.
    public var size: String?
    /// The item the constraint holds inside another by one edge, when it pins an edge of one
    /// to the same edge of the other.
    public var enclosure: Enclosure?
    /// The two ways a flush pin (`a.bottom == b.bottom`, no inset) between items of unknown
    /// hierarchy may hold one item inside the other, when ``enclosure`` cannot tell:
    /// ``containerSizes(_:)`` takes the one whose outer item holds another item of the set.
    public var flush: [Enclosure]

    public init(
      isSystem: Bool, ownedByUIKit: Bool = false, namedByUIKit: Bool = false, shape: Shape,
      isBound: Bool = false,
      terms: String? = nil, offset: Double = 0, size: String? = nil,
      enclosure: Enclosure? = nil, flush: [Enclosure] = []
    ) {
      self.isSystem = isSystem
      self.ownedByUIKit = ownedByUIKit
      self.namedByUIKit = namedByUIKit
      self.shape = shape
      self.isBound = isBound
      self.terms = terms
      self.offset = offset
      self.size = size
      self.enclosure = enclosure
      self.flush = flush
    }
  }

  /// An edge pin that holds one item inside another: `stack.top == toolbar.top + 8` holds
  /// the stack view inside the toolbar by its low edge on the vertical axis.
  public struct Enclosure: Sendable, Hashable {
    /// The outer item's identity and the axis (``sizeKey(_:_:)``), as ``Candidate/size``
    /// names the outer item's size.
    public var outer: String
    /// The inner item's identity.
    public var inner: String
    /// Which edge the pin holds: ``Edge/low`` or ``Edge/high``.
    public var edge: Edge

    public init(outer: String, inner: String, edge: Edge) {
      self.outer = outer
      self.inner = inner
      self.edge = edge
    }
  }

  /// The identity of an item's size on one axis, as ``Candidate/size`` and
  /// ``Enclosure/outer`` name it.
  public static func sizeKey(_ item: String, _ axis: LayoutAxis) -> String {
    "\(item) \(axis == .horizontal ? "H" : "V")"
  }

  /// The enclosure of `first.edge == second.edge + offset` (multiplier 1, the same edge on
  /// both sides, margins read into `offset`): the item the other contains, told by
  /// `firstContainsSecond`/`secondContainsFirst` when the hierarchy is known, else by the
  /// pin's inset (a low edge put after the other's, a high edge before it, is inside); nil
  /// when neither is known (a pin with no inset between items of unknown hierarchy).
  public static func enclosure(
    first: String, second: String, edge: Edge, axis: LayoutAxis, offset: Double,
    firstContainsSecond: Bool?, secondContainsFirst: Bool?
  ) -> Enclosure? {
    guard edge == .low || edge == .high, first != second else { return nil }
    let firstInside: Bool
    if firstContainsSecond == true {
      firstInside = false
    } else if secondContainsFirst == true {
      firstInside = true
    } else if firstContainsSecond == nil || secondContainsFirst == nil, offset != 0 {
      firstInside = (edge == .low) == (offset > 0)
    } else {
      return nil
    }
    return firstInside
      ? Enclosure(outer: sizeKey(second, axis), inner: first, edge: edge)
      : Enclosure(outer: sizeKey(first, axis), inner: second, edge: edge)
  }

  /// `candidates` with every constant or relative size whose first item is a container of
  /// the set (it holds items of the set inside it by both edges of that axis, the same item
  /// or two) as ``Shape/containerSize``. A flush pin of unknown hierarchy
  /// (``Candidate/flush``) holds its other item inside the one that holds an item of the set
  /// by another pin on that axis.
  public static func containerSizes(_ candidates: [Candidate]) -> [Candidate] {
    var enclosures = candidates.compactMap(\.enclosure)
    // A flush pin holds its item inside the one of its two items that holds another item of
    // the set by an inset pin or a `|` on that axis.
    let outers = Set(enclosures.map(\.outer))
    for candidate in candidates where candidate.enclosure == nil {
      let held = candidate.flush.filter { outers.contains($0.outer) }
      if held.count == 1 { enclosures.append(held[0]) }
    }
    let lowOuters = Set(enclosures.filter { $0.edge == .low }.map(\.outer))
    let containers = Set(
      enclosures.filter { $0.edge == .high && lowOuters.contains($0.outer) }.map(\.outer))
    guard !containers.isEmpty else { return candidates }
    return candidates.map { candidate in
      guard candidate.shape == .constantSize || candidate.shape == .relativeSize,
        let size = candidate.size, containers.contains(size)
      else { return candidate }
      var kept = candidate
      kept.shape = .containerSize
      return kept
    }
  }

  /// The shape of `first <relation> multiplier × second + constant`; `second` is nil for a
  /// constant.
  public static func shape(first: Edge, second: Edge?) -> Shape {
    switch (first, second) {
    case (.size, nil): .constantSize
    case (.size, _?): .relativeSize
    case (_, nil): .other
    case (.center, _?), (_, .center?): .center
    case (.low, .high?), (.high, .low?): .spacing
    case (.high, .high?): .highEdge
    case (.low, .low?): .lowEdge
    case (_, .size?): .other
    }
  }

  /// The most equals of the first shape among which the rule looks for one whose breaking
  /// alone ends the conflict (each look is a solve): with more (a long chain of equal
  /// constraints), the first in ``askingOrder(_:among:)`` breaks.
  public static let resolvingChecks = 8

  /// The most candidates a conflict may have for the rule to look for one whose breaking
  /// alone ends it: each look solves the whole set, so a chain's conflicts, thousands of
  /// members met once per link, would cost a solve of the chain each (real conflicts have a
  /// few dozen members); with more, the first in ``askingOrder(_:among:)`` breaks.
  public static let resolvingSetSize = 100

  /// The index of the candidate to break; `candidates` are oldest first (in the order they
  /// were made, or listed in a log). `resolves(i)` says whether breaking candidate `i` alone
  /// ends the conflict; it is asked only of equals of the first shape, in
  /// ``askingOrder(_:among:)``, when there are at most ``resolvingChecks`` of them among at
  /// most ``resolvingSetSize`` candidates. Nil for no candidates.
  public static func victim(
    among given: [Candidate], resolves: (Int) -> Bool = { _ in true }
  ) -> Int? {
    let candidates = containerSizes(given)
    let members = pool(candidates)
    guard let chosen = firstToBreak(candidates, pool: members, resolves: resolves)
    else { return nil }
    return twins(of: chosen, among: candidates, pool: members).max {
      candidates[$0].offset < candidates[$1].offset
    }
  }

  /// The member of the pool the rule breaks before looking at twins: the first shape, bounds
  /// before equalities, then among those equals the first in ``askingOrder(_:among:)`` that
  /// ``victim(among:resolves:)``'s `resolves` accepts, else the first in that order.
  static func firstToBreak(
    _ candidates: [Candidate], pool members: [Int], resolves: (Int) -> Bool
  ) -> Int? {
    // `min(by:)` keeps the first of equal elements: among equals, the oldest.
    guard let first = members.min(by: { breaksLater(candidates[$1], than: candidates[$0]) })
    else { return nil }
    let equals = askingOrder(
      members.filter {
        candidates[$0].shape == candidates[first].shape
          && candidates[$0].isBound == candidates[first].isBound
      }, among: candidates)
    guard equals.count > 1, equals.count <= resolvingChecks,
      candidates.count <= resolvingSetSize
    else { return equals[0] }
    return equals.first(where: resolves) ?? equals[0]
  }

  /// `equals` (members of one shape and kind, oldest first) in the order the rule asks them:
  /// constant sizes the largest first and, of equal constants, the newest first (UIKit's
  /// logs break the largest of a set's constant sizes, of equal ones the newer); any other
  /// shape oldest first.
  public static func askingOrder(_ equals: [Int], among candidates: [Candidate]) -> [Int] {
    guard let first = equals.first, candidates[first].shape == .constantSize else {
      return equals
    }
    return equals.enumerated().sorted { lhs, rhs in
      let (left, right) = (candidates[lhs.element].offset, candidates[rhs.element].offset)
      return left != right ? left > right : lhs.offset > rhs.offset
    }.map(\.element)
  }

  /// ``victim(among:resolves:)`` where a candidate's ``Candidate/offset`` costs more to read
  /// than the rest (a conflict of a long chain has thousands of members and the rule compares
  /// the offsets of only the twins of the one it breaks): `summaries` are the candidates
  /// without the offset unless it is a constant size (whose offset, its constant, orders
  /// constant sizes), and `detail(i)` the whole candidate `i`, asked only of those twins.
  /// `detail(i)` must agree with summary `i` on everything else. The result is the same as
  /// that of ``victim(among:resolves:)`` over the details of all, with the same `resolves`.
  public static func victim(
    _ summaries: Summaries, detail: (Int) -> Candidate, resolves: (Int) -> Bool = { _ in true }
  ) -> Int? {
    var candidates = summaries.candidates
    let members = summaries.pool
    guard let chosen = firstToBreak(candidates, pool: members, resolves: resolves)
    else { return nil }
    // Only the twins' offsets are compared; the others' summaries do. The details agree
    // with the summaries on all but the offsets of shapes other than constant sizes, which
    // only twins compare, so the pool, the first of the order and its twins are those of
    // ``victim(among:resolves:)`` over the details: only the twins' offsets remain.
    let chosenTwins = twins(of: chosen, among: candidates, pool: members)
    for index in chosenTwins {
      candidates[index].offset = detail(index).offset
    }
    return chosenTwins.max { candidates[$0].offset < candidates[$1].offset }
  }

  /// The candidates the rule chooses among: the user's when there are any, else those UIKit
  /// lays out its own views with and names, else UIKit's unnamed ones, else all.
  public static func pool(_ candidates: [Candidate]) -> [Int] {
    let tiers = candidates.indices.map { candidates[$0].protection }
    guard let lowest = tiers.min() else { return [] }
    return candidates.indices.filter { tiers[$0] == lowest }
  }

  /// The members of `candidates`' pool that differ from `index` only in their constant,
  /// `index` included, oldest first.
  public static func twins(of index: Int, among candidates: [Candidate]) -> [Int] {
    twins(of: index, among: candidates, pool: pool(candidates))
  }

  /// ``twins(of:among:)`` given the pool, `pool(candidates)`.
  static func twins(of index: Int, among candidates: [Candidate], pool: [Int]) -> [Int] {
    guard let terms = candidates[index].terms else { return [index] }
    return pool.filter {
      candidates[$0].terms == terms && candidates[$0].shape == candidates[index].shape
    }
  }

  /// The ``Candidate/offset`` of `first.firstAttribute relation multiplier ×
  /// second.secondAttribute + constant`, read on the edges: a margin attribute stands `inset`
  /// from its edge (positive at a leading, left or top margin, negative at a trailing, right
  /// or bottom one), and the constant is negated when the first item contains the second.
  public static func offset(
    constant: Double, multiplier: Double, firstInset: Double = 0, secondInset: Double = 0,
    firstContainsSecond: Bool
  ) -> Double {
    let onEdges = constant + multiplier * secondInset - firstInset
    return firstContainsSecond ? -onEdges : onEdges
  }

  /// The ``Candidate/terms`` of `first.firstAttribute relation multiplier ×
  /// second.secondAttribute`, with `first` and `second` the items' identities.
  public static func terms(
    first: String, _ firstAttribute: LayoutAttribute, _ relation: Relation, multiplier: Double,
    second: String, _ secondAttribute: LayoutAttribute?
  ) -> String {
    let right = secondAttribute.map { "\(multiplier) \(second).\($0)" } ?? "-"
    return "\(first).\(firstAttribute) \(relation.rawValue) \(right)"
  }

  /// Whether `lhs` comes after `rhs` in the order the rule breaks them (by shape, then bounds
  /// before equalities).
  static func breaksLater(_ lhs: Candidate, than rhs: Candidate) -> Bool {
    if lhs.shape != rhs.shape { return lhs.shape > rhs.shape }
    return !lhs.isBound && rhs.isBound
  }
}

extension BreakRule.Candidate {
  /// How strongly the rule protects the candidate: the app's (0), UIKit's among its own
  /// views with an identifier of UIKit's (1), UIKit's unnamed ones (2), system constraints
  /// (3). The rule chooses among the least protected.
  public var protection: Int { isSystem ? 3 : ownedByUIKit ? (namedByUIKit ? 1 : 2) : 0 }
}
