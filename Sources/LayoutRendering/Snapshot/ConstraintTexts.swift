import AutoLayout

/// Constraints' report texts by value (``AutoLayout/LayoutConstraint/TextKey``), kept across
/// engines: a storyboard matrix worker builds a scene that cannot be re-solved (a conflict,
/// ambiguity) into a new engine per environment, whose constraints are new objects with the
/// texts of the last build's; describing them again was most of the report's extra cost.
///
/// Equal keys make equal texts, so an entry is never stale; the cache holds no constraint.
public final class ConstraintTexts {
  private var texts: [LayoutConstraint.TextKey: (text: String, source: String?)] = [:]

  /// An empty cache.
  public init() {}

  /// `constraint`'s ``AutoLayout/LayoutConstraint/shortDescription`` and origin, made or found.
  func texts(of constraint: LayoutConstraint) -> (text: String, source: String?) {
    let key = constraint.textKey
    if let made = texts[key] { return made }
    let made = Self.describe(constraint)
    texts[key] = made
    return made
  }

  /// What a report shows of `constraint`: its short description and where it was written.
  /// The one place both caches make a text, so a text found by value reads as one made anew.
  static func describe(_ constraint: LayoutConstraint) -> (text: String, source: String?) {
    (text: constraint.shortDescription, source: constraint.origin?.description)
  }
}
