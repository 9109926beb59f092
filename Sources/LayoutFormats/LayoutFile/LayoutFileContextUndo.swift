import LayoutCore
import LayoutDevices

extension LayoutFileContext {
  /// What takes a context back by one edit (``LayoutFileContext/undo(_:)``), holding only
  /// what the edit changed, so that an editor's undo history costs what its edits changed
  /// rather than a copy of the whole layout per edit. The parser's and checker's state
  /// before the edit are kept whole: they hold names and counts, not the layout, and share
  /// their storage with the context's until an edit changes them.
  package struct Undo: Sendable {
    /// Where a resolved constraint is: in the base constraints (`set` nil) or in the set
    /// at that index, at `index`.
    package struct Place: Sendable {
      let set: Int?
      let index: Int
    }

    /// The resolved layout's change, by kind.
    enum Edit: Sendable {
      /// Statements appended: the counts before them, the root and the orientations.
      case appended(
        views: Int, constraints: Int, sets: Int, variations: Int, root: ResolvedView,
        orientations: InterfaceOrientationMask?)
      /// Constraints changed in place: each one's place and its equation before.
      case replaced([(Place, ConstraintEquation)])
      /// A constraint removed from its place.
      case removed(Place, ConstraintEquation)
      /// Sets switched on or off: each one's index and whether it was active.
      case activated([(Int, Bool)])
    }

    let parser: Parser
    let checker: LayoutChecker
    var edit: Edit

    /// How many views and base constraints there were before statements were appended, and
    /// the root then; nil for another edit. Those constraints, and those views when the root
    /// is the same, are unchanged after it.
    package var countsBeforeAppending: (views: Int, constraints: Int, root: ResolvedView)? {
      if case .appended(let views, let constraints, _, _, let root, _) = edit {
        (views, constraints, root)
      } else {
        nil
      }
    }
  }
}
