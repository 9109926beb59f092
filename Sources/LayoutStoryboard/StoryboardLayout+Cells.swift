extension StoryboardLayout {
  /// The elements a table or collection view places and sizes at run time.
  static let cellElements: Set<String> = ["tableViewCell", "collectionViewCell"]

  /// Whether the view with Interface Builder id `id` is a table or collection cell, which its
  /// table places and sizes at run time (so it is never off-screen where a prototype sits).
  public func isCell(_ id: String) -> Bool {
    Self.cellElements.contains(models[id]?.element ?? "")
  }
}
