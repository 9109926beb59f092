extension DeviceCatalog {
  /// The device whose marketing name or alias best matches `name`.
  ///
  /// Matching ignores case, punctuation, word order and the words "generation" and "inch";
  /// ordinals may be written `3rd`, `third` or `3`, and `+` means `Plus`. Every word of the
  /// query must appear in the name, and among such names the one with the fewest extra words
  /// wins: `"6 plus"` is the iPhone 6 Plus, `"se 2"` the iPhone SE (2nd generation),
  /// `"ipad pro 12.9 3rd"` the third-generation 12.9-inch iPad Pro. When no name contains
  /// every word, words of four or more letters may differ by one typo.
  ///
  /// - Throws: ``DeviceCatalogError/ambiguousName(_:candidates:)`` when several names fit
  ///   equally well, ``DeviceCatalogError/unknownName(_:closestMatches:)`` with the five
  ///   most similar names when none fits.
  public static func device(named name: String) throws(DeviceCatalogError) -> Device {
    switch matcher.resolve(name) {
    case .match(let index):
      return all[index]
    case .ambiguous(let indices):
      throw .ambiguousName(name, candidates: indices.map { all[$0].name })
    case .none:
      throw .unknownName(
        name, closestMatches: matcher.closest(to: name, limit: 5).map { all[$0].name })
    }
  }

  /// The five (or `limit`) catalog names most similar to `name`, best first.
  public static func closestNames(to name: String, limit: Int = 5) -> [String] {
    matcher.closest(to: name, limit: limit).map { all[$0].name }
  }

  /// Token sets of every name and alias, built once.
  static let matcher = DeviceNameMatcher(names: all.map { [$0.name] + $0.aliases })
}
