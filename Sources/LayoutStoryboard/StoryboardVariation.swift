import AutoLayout

/// A `<variation key="...">` child of a view, stack view or constraint: property overrides
/// (and, for fixed-frame views, a frame) that apply in one size-class configuration.
public struct StoryboardVariation: Sendable, Hashable {
  /// The key, e.g. `heightClass=compact` or `default`.
  public var key: String
  /// Overridden attributes (`constant`, `axis`, `spacing`, `misplaced`, ...).
  public var attributes: [String: String]
  /// The `<rect key="frame">` the variation carries, if any.
  public var frame: Rect?
}

extension Array where Element == StoryboardVariation {
  /// `attribute` after applying the matching variations, most specific last; the base
  /// value when none overrides it. `default` does not override properties (it only carries
  /// installation masks), as Interface Builder writes it.
  func resolve(
    _ attribute: String, base: String?, for configuration: SizeClassConfiguration
  ) -> String? {
    var value = base
    for key in configuration.orderedMatches(map(\.key)) where key != "default" {
      for variation in self where variation.key == key {
        if let override = variation.attributes[attribute] { value = override }
      }
    }
    return value
  }

  /// The frame of the most specific matching variation that stores one.
  func frame(for configuration: SizeClassConfiguration) -> (key: String, frame: Rect)? {
    var best: (key: String, frame: Rect)?
    for key in configuration.orderedMatches(map(\.key)) where key != "default" {
      for variation in self where variation.key == key {
        if let frame = variation.frame { best = (key, frame) }
      }
    }
    return best
  }
}
