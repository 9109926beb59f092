import LayoutFormats

/// What takes a ``Document`` back by one edit (``Document/revert(_:)``): the statements the
/// edit replaced or removed and the context's own ``LayoutFileContext/Undo``, never a copy
/// of the document, so `undo` history costs what each edit changed.
enum DocumentRevert {
  /// Statements appended: the count before them.
  case appended(statements: Int, context: LayoutFileContext.Undo)
  /// The statement at `index` replaced (`removed` false) or removed (`removed` true): the
  /// statement as it was.
  case statement(
    index: Int, old: Statement, removed: Bool, context: LayoutFileContext.Undo)
  /// A view's declaration changed and the document checked again (`hide`, `stack`): the
  /// declaration's statement and the context as they were.
  case view(index: Int, old: Statement, context: LayoutFileContext)
  /// A constraint switched on or off by identifier: whether it was off.
  case inactive(identifier: String, wasInactive: Bool)
  /// Nothing changed.
  case none

  /// How many views and constraints at the start of the document's design in any
  /// configuration the edit left as they were, by what it did rather than by comparing them
  /// (0 when unknown): an append to a document without sets, variations, uninstalled views
  /// or deactivated constraints, whose design is its layout as written, keeps the
  /// constraints before it, and the views before it when the root's block is unchanged.
  func unchangedDesignPrefix(of document: Document) -> (views: Int, constraints: Int) {
    guard case .appended(_, let undo) = self, let before = undo.countsBeforeAppending,
      document.inactiveIdentifiers.isEmpty
    else { return (0, 0) }
    let layout = document.context.resolved
    guard layout.constraintSets.isEmpty, layout.variations.isEmpty,
      !layout.views.contains(where: \.properties.isUninstalled)
    else { return (0, 0) }
    return (layout.views[0] == before.root ? before.views : 0, before.constraints)
  }
}
