/// What `undo` needs to go back over one change: the session's settings before it and what
/// the change did to the document, never a second copy of the document (each such copy made
/// the next edit copy the document again: 5,000 `add` lines took 424 MB and most of their
/// time copying).
struct UndoStep {
  /// What a change did to the document.
  enum DocumentChange {
    /// Left it as it was.
    case unchanged
    /// Edited it: what takes it back.
    case edited(DocumentRevert)
    /// Replaced it (`load`): the document before.
    case replaced(Document)
  }

  /// The state before the change, with ``Session/placeholderDocument`` for its document.
  var settings: SessionState
  /// What the change did to the document.
  var document: DocumentChange
}
