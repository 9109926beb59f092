import LayoutCore

/// A relation between two layout attributes, as UIKit's `NSLayoutConstraint`:
/// `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant`.
///
/// Items, attributes, relation and multiplier are fixed at creation. The constant, the
/// identifier and (within the rules of ``setPriority(_:)``) the priority may change; the
/// engine picks changes up on its next layout pass and re-solves incrementally.
///
/// A constraint does not keep its items alive (UIKit's hold theirs weakly): the view that
/// hosts a constraint owns it, so strong references back would make every view a reference
/// cycle that outlives its engine. Items must outlive the constraint's use; the hierarchy
/// (or the caller) keeps them, and the engine keeps the items of a change it has queued
/// until its next pass, so a view removed and released right away still leaves the solver.
public final class LayoutConstraint: CustomStringConvertible {
  /// The item on the left-hand side.
  public unowned let firstItem: LayoutItem
  /// The attribute of the first item.
  public let firstAttribute: LayoutAttribute
  /// How the two sides compare.
  public let relation: Relation
  /// The item on the right-hand side, or nil for a constant-only size constraint.
  public unowned let secondItem: LayoutItem?
  /// Whether there is a second item: read without loading the unowned reference, which
  /// costs an atomic retain and release (a conflict asks it of every member).
  let hasSecondItem: Bool
  /// The attribute of the second item, ``LayoutAttribute/notAnAttribute`` without one.
  public let secondAttribute: LayoutAttribute
  /// The factor applied to the second attribute.
  public let multiplier: Double
  /// The amount added to the right-hand side.
  public var constant: Double {
    didSet { if constant != oldValue { noteChange() } }
  }
  /// How strongly the constraint should hold; 1000 is required.
  public private(set) var priority: Priority
  /// A name printed in diagnostics.
  public var identifier: String?
  /// Where the constraint was written.
  public let origin: SourceLocation?
  /// Who made the constraint.
  public let kind: ConstraintKind
  /// Whether the constraint takes part in layout.
  public internal(set) var isActive = false

  /// The view the active constraint is installed on: the nearest common ancestor of its
  /// items (UIKit's `constraints` array of that view).
  weak var host: View?
  /// The engine that last queued the constraint, for statistics about it once inactive
  /// (when its items may be gone).
  weak var lastEngine: LayoutEngine?
  /// The number the engine gave the constraint when it first saw it, printed as its address.
  var engineSerial: Int?
  /// For autoresizing constraints, the `h=... v=...` code printed before the equation.
  var autoresizingCode: String?
  /// A process-wide number, the address of constraints no engine has seen.
  let serial = LayoutItem.nextSerial()
  /// What ``breakCandidate`` compares of the constraint apart from its constant, made once:
  /// it reads only what is fixed at creation, and a conflict asks it of every member.
  var breakTermsCache: String?

  /// Makes an inactive constraint without checking UIKit's validity rules; the engine uses
  /// it for system constraints that relate sizes and positions on purpose.
  init(
    unchecked firstItem: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: Relation,
    _ secondItem: LayoutItem?, _ secondAttribute: LayoutAttribute, multiplier: Double = 1,
    constant: Double = 0, priority: Priority = .required, identifier: String? = nil,
    origin: SourceLocation? = nil, kind: ConstraintKind = .user
  ) {
    self.firstItem = firstItem
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.secondItem = secondItem
    self.hasSecondItem = secondItem != nil
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.identifier = identifier
    self.origin = origin
    self.kind = kind
  }

  /// Makes an inactive constraint, checking UIKit's validity rules (UIKit's
  /// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`).
  ///
  /// - Throws: ``LayoutEngineError/locationEqualToConstant``,
  ///   ``LayoutEngineError/invalidPairing(first:second:)``,
  ///   ``LayoutEngineError/incompatibleAxes(_:)``,
  ///   ``LayoutEngineError/directionalMixedWithAbsolute``,
  ///   ``LayoutEngineError/secondItemMismatch``, ``LayoutEngineError/missingFirstAttribute``,
  ///   ``LayoutEngineError/marginAttributeOnGuide(_:)``, ``LayoutEngineError/nonFinite(_:)``.
  public convenience init(
    item firstItem: LayoutItem, attribute firstAttribute: LayoutAttribute,
    relatedBy relation: Relation, toItem secondItem: LayoutItem?,
    attribute secondAttribute: LayoutAttribute, multiplier: Double = 1, constant: Double = 0,
    priority: Priority = .required, identifier: String? = nil,
    file: String = #fileID, line: Int = #line
  ) throws(LayoutEngineError) {
    self.init(
      unchecked: firstItem, firstAttribute, relation, secondItem, secondAttribute,
      multiplier: multiplier, constant: constant, priority: priority, identifier: identifier,
      origin: SourceLocation(file: file, line: line))
    try validate()
  }

  /// Makes an inactive constraint from a known source location (a layout file's line and
  /// column), checking UIKit's validity rules as the initializer above.
  ///
  /// - Throws: as ``init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:priority:identifier:file:line:)``.
  public convenience init(
    item firstItem: LayoutItem, attribute firstAttribute: LayoutAttribute,
    relatedBy relation: Relation, toItem secondItem: LayoutItem?,
    attribute secondAttribute: LayoutAttribute, multiplier: Double = 1, constant: Double = 0,
    priority: Priority = .required, identifier: String? = nil, origin: SourceLocation?
  ) throws(LayoutEngineError) {
    self.init(
      unchecked: firstItem, firstAttribute, relation, secondItem, secondAttribute,
      multiplier: multiplier, constant: constant, priority: priority, identifier: identifier,
      origin: origin)
    try validate()
  }

  /// Checks UIKit's rules for a well-formed constraint.
  func validate() throws(LayoutEngineError) {
    guard firstAttribute != .notAnAttribute else { throw .missingFirstAttribute }
    guard (secondItem == nil) == (secondAttribute == .notAnAttribute) else {
      throw .secondItemMismatch
    }
    guard multiplier.isFinite else { throw .nonFinite("multiplier") }
    guard constant.isFinite else { throw .nonFinite("constant") }
    if firstAttribute.isLocation, secondItem == nil || multiplier == 0 {
      throw .locationEqualToConstant
    }
    for (item, attribute) in [(firstItem, firstAttribute), (secondItem, secondAttribute)] {
      if let item, attribute.isMargin, item is LayoutGuide {
        throw .marginAttributeOnGuide(item.debugName)
      }
    }
    guard secondItem != nil else { return }
    if firstAttribute.isDimension != secondAttribute.isDimension {
      throw .invalidPairing(first: firstAttribute, second: secondAttribute)
    }
    if firstAttribute.isLocation, firstAttribute.axis != secondAttribute.axis {
      throw .incompatibleAxes(equationText)
    }
    if (firstAttribute.isDirectional && secondAttribute.isAbsoluteHorizontalEdge)
      || (firstAttribute.isAbsoluteHorizontalEdge && secondAttribute.isDirectional)
    {
      throw .directionalMixedWithAbsolute
    }
  }

  /// Changes the priority.
  ///
  /// As in UIKit, an active constraint may move between optional priorities but not between
  /// required and optional.
  ///
  /// - Throws: ``LayoutEngineError/priorityChangeOnActiveConstraint(passed:existing:)``.
  public func setPriority(_ newValue: Priority) throws(LayoutEngineError) {
    if isActive, newValue.isRequired != priority.isRequired {
      throw .priorityChangeOnActiveConstraint(passed: newValue.value, existing: priority.value)
    }
    setPriorityUnchecked(newValue)
  }

  /// Changes the priority without the required/optional rule (system constraints).
  func setPriorityUnchecked(_ newValue: Priority) {
    guard newValue != priority else { return }
    priority = newValue
    noteChange()
  }

  /// Whether one of the attributes follows the layout direction.
  var isDirectional: Bool { firstAttribute.isDirectional || secondAttribute.isDirectional }

  /// Tells the engine, if any, that the constraint must be re-read.
  func noteChange() {
    guard isActive, let engine = host?.engine else { return }
    engine.enqueue(self)
  }
}

extension LayoutConstraint: Hashable {
  public static func == (lhs: LayoutConstraint, rhs: LayoutConstraint) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
