import LayoutCore
import LayoutGeometry

/// What ``Explainer`` found in a log: the rebuilt views and constraints, each conflict in
/// plain words with the broken constraints and verified fixes, and what the log lacked.
///
/// The value encodes to JSON with the keys of issue 9 for the first conflict (`constraints`,
/// `conflict`, `uikitBroke`, `wouldBreak`, `fixes`, `missing`) plus the full `conflicts`,
/// `views` and `issues`.
public struct Explanation: Encodable, Sendable {
  /// A constraint from the log.
  public struct ConstraintEntry: Codable, Sendable, Hashable {
    /// The address the log gave it.
    public let address: String
    /// The constraint with the rebuilt views' names.
    public let description: String
    /// The description as pasted (cleaned of markdown escapes).
    public let original: String
    /// Who made it.
    public let source: ConstraintSource
    /// Class, identifier, mask and source line.
    public let provenance: String
    /// Where it starts in the log.
    public let line: Int
    /// The axis it acts on.
    public let axis: LayoutAxis
    /// The view (by ``ViewEntry/name``) on the left-hand side.
    public let firstView: String
    /// The view on the right-hand side, nil for a constant.
    public let secondView: String?
    /// The constraint's terms, for drawing it between the attributes it joins. Not part of
    /// the JSON document (issue 9's keys stay as they are), so nil when decoded.
    public var equation: Equation? = nil
    /// Which of the two views the log says contains the other (a visual-format `|`, the
    /// frame of an autoresizing constraint), nil when it does not say. Not encoded either.
    public var container: String? = nil

    enum CodingKeys: String, CodingKey {
      case address, description, original, source, provenance, line, axis, firstView
      case secondView
    }
  }

  /// `first.firstAttribute relation multiplier × second.secondAttribute + constant`, with
  /// the items resolved to ``ConstraintEntry/firstView`` and ``ConstraintEntry/secondView``
  /// (a constant position reads relative to the superview it is measured in).
  public struct Equation: Sendable, Hashable {
    /// The left-hand attribute, as the log prints it.
    public let firstAttribute: PrintedAttribute
    /// How the sides compare.
    public let relation: Relation
    /// The right-hand attribute as the log prints it, nil for a constant.
    public let secondAttribute: PrintedAttribute?
    /// The factor on the right-hand attribute.
    public let multiplier: Double
    /// The amount added to the right-hand side.
    public let constant: Double
    /// The priority, 1000 when required.
    public let priority: Double
  }

  /// A view rebuilt from the log.
  public struct ViewEntry: Codable, Sendable, Hashable {
    /// How the explanation names it.
    public let name: String
    /// The printed class.
    public let className: String?
    /// The printed address.
    public let address: String?
    /// The `h=… v=…` code of its autoresizing constraints, when the log shows any.
    public let autoresizingCode: String?
    /// `[x, y, width, height]` in root coordinates in the rebuilt solution after the broken
    /// constraints give way (for drawing); unpinned positions are the solver's choice.
    public let frame: [Double]?
  }

  /// One conflict: a minimal set of constraints that cannot all hold.
  public struct Conflict: Codable, Sendable, Hashable {
    /// The axis of the set, nil when it spans both.
    public let axis: LayoutAxis?
    /// The minimal conflicting set, by address, in log order.
    public let constraints: [String]
    /// Listed constraints outside the minimal set (UIKit's list is not always minimal), at
    /// most ``Explainer/maximumUnrelatedListed`` of them.
    public let unrelated: [String]
    /// How many more listed constraints are outside the set than ``unrelated`` names; nil
    /// when it names them all. Every conflict of a long message would otherwise repeat most
    /// of the message.
    public var unrelatedOmitted: Int? = nil
    /// The conflict in plain words.
    public let summary: String
    /// What UIKit said it broke, when the log says (AppKit on macOS: see ``framework``).
    public let uikitBroke: String?
    /// The framework that printed the message: `UIKit`, or `AppKit` for a macOS log.
    public let framework: String
    /// What the engine breaks, by `BreakRule`: UIKit's choice as fitted on public logs.
    public let wouldBreak: String
    /// Why the rule breaks it.
    public let reason: String
    /// Verified changes that resolve the conflict.
    public let fixes: [Fix]
    /// Why no fix is offered when UIKit owns every constraint of the set (nil otherwise):
    /// the app can change only what those constraints follow.
    public var systemOnly: String? = nil
  }

  /// Conflicts of one message past ``Explainer/maximumConflictsExplained`` (or past
  /// ``Explainer/maximumConflictsExplainedPerLog`` in the whole log): counted, not explained.
  public struct OmittedConflicts: Codable, Sendable, Hashable {
    /// The line of the message.
    public let line: Int
    /// How many of its conflicts ``conflicts`` explains (0 once the log's are spent).
    public let explained: Int
    /// How many more it has.
    public let omitted: Int
  }

  /// The name the log was read from.
  public let fileName: String
  /// `AppKit` when every message of the log is AppKit's (macOS), else `UIKit`.
  public let framework: String
  /// The views, one per object the log mentions.
  public let views: [ViewEntry]
  /// Every constraint read, in log order (the JSON document lists fewer when a message is
  /// long: ``listedConstraints``).
  public let constraints: [ConstraintEntry]
  /// The conflicts, in log order (a message repeated verbatim is explained once).
  public let conflicts: [Conflict]
  /// Lines or parts the parser could not read.
  public let issues: [ParseIssue]
  /// What the log lacked and what was assumed instead.
  public let missing: [String]
  /// The lines of the messages UIKit reported as conflicts (by their header or "breaking"
  /// line) whose rebuilt constraints can all hold: the log lacks what took part.
  public let unreproduced: [Int]
  /// The messages with conflicts left unexplained (past ``Explainer/maximumConflictsExplained``
  /// in the message or ``Explainer/maximumConflictsExplainedPerLog`` in the log), and how
  /// many (also said in ``missing``); encoded only when not empty.
  public var omittedConflicts: [OmittedConflicts] = []
  /// For each message of ``unreproduced`` or ``unsolved``, what `BreakRule` breaks among its listed
  /// constraints; encoded only when not empty.
  public var unreproducedVictims: [UnreproducedVictim] = []
  /// The lines of the messages placing more views than ``Explainer/maximumViewsSolvedPerMessage``:
  /// read and listed but not solved (their victim by the rule applied to their own list is in
  /// ``unreproducedVictims``); encoded only when not empty.
  public var unsolved: [Int] = []

  /// Whether the log reports a conflict: one was found, or UIKit reported one that the log
  /// does not hold enough of to rebuild.
  public var reportsConflict: Bool {
    !conflicts.isEmpty || !unreproduced.isEmpty || !unsolved.isEmpty
  }

  enum CodingKeys: String, CodingKey {
    case fileName, framework, views, constraints, conflicts, issues, missing, unreproduced
    case conflict, uikitBroke, wouldBreak, fixes, omittedConflicts, constraintsOmitted
    case unreproducedVictims, unsolved
  }

  /// The constraints the JSON document lists: every one read, unless conflicts or unrelated
  /// constraints were counted rather than listed (a long message); then those the encoded
  /// conflicts name, in log order, since the rest are only the log's lines over again (all
  /// 44,000 of a 3.8 MB log were 13 MB of its JSON). ``constraints`` keeps every one.
  var listedConstraints: [ConstraintEntry] {
    let bounded =
      !omittedConflicts.isEmpty || !unsolved.isEmpty
      || conflicts.contains { $0.unrelatedOmitted != nil }
    guard bounded else { return constraints }
    var named: Set<String> = []
    for guess in unreproducedVictims {
      named.insert(guess.wouldBreak)
      if let broke = guess.uikitBroke { named.insert(broke) }
    }
    for conflict in conflicts {
      named.formUnion(conflict.constraints)
      named.formUnion(conflict.unrelated)
      if let broke = conflict.uikitBroke { named.insert(broke) }
      named.insert(conflict.wouldBreak)
      for fix in conflict.fixes { if let constraint = fix.constraint { named.insert(constraint) } }
    }
    return constraints.filter { named.contains($0.address) }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(fileName, forKey: .fileName)
    let listed = listedConstraints
    try container.encode(listed, forKey: .constraints)
    try container.encode(conflicts.first?.constraints ?? [], forKey: .conflict)
    try container.encodeIfPresent(conflicts.first?.uikitBroke, forKey: .uikitBroke)
    try container.encodeIfPresent(conflicts.first?.wouldBreak, forKey: .wouldBreak)
    try container.encode(conflicts.first?.fixes ?? [], forKey: .fixes)
    try container.encode(missing, forKey: .missing)
    try container.encode(unreproduced, forKey: .unreproduced)
    if !unreproducedVictims.isEmpty {
      try container.encode(unreproducedVictims, forKey: .unreproducedVictims)
    }
    if !unsolved.isEmpty { try container.encode(unsolved, forKey: .unsolved) }
    try container.encode(conflicts, forKey: .conflicts)
    if !omittedConflicts.isEmpty {
      try container.encode(omittedConflicts, forKey: .omittedConflicts)
    }
    if listed.count < constraints.count {
      try container.encode(constraints.count - listed.count, forKey: .constraintsOmitted)
    }
    try container.encode(views, forKey: .views)
    try container.encode(issues.map(\.description), forKey: .issues)
    // Last, so issue 9's keys keep their order.
    try container.encode(framework, forKey: .framework)
  }
}
