/// The space between two items of a format.
public enum VisualFormatConnection: Hashable, Sendable, CustomStringConvertible {
  /// Nothing written: the items touch.
  case flush
  /// `-`: the standard spacing (8 between siblings, the margin next to a `|`).
  case standard
  /// `-8-`, `-pad-` or `-(>=8,<=20@750)-`: one constraint per predicate.
  case predicates([VisualFormatPredicate])

  public var description: String {
    switch self {
    case .flush: return ""
    case .standard: return "-"
    case .predicates(let predicates):
      if predicates.count == 1, let only = predicates.first, only.isBareSpacing {
        return "-" + only.object.description + "-"
      }
      return "-(" + predicates.map(\.description).joined(separator: ",") + ")-"
    }
  }
}
