import LayoutCore

extension Sequence where Element == ResolvedView {
  /// Where each view is declared, by name (the first declaration wins, as a search from the
  /// start would find; a view without a written declaration, such as a root without a
  /// block, has none), so problems on thousands of views are located without a search each.
  public var declarationLocations: [String: SourceLocation] {
    var locations: [String: SourceLocation] = [:]
    for view in self where view.position.location.line > 0 && locations[view.name] == nil {
      locations[view.name] = view.position.location
    }
    return locations
  }
}
