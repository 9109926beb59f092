import Synchronization

/// Attributed layouts a measurer has made, per (runs, paragraph style, content size, font
/// scale, width, lines, mode), so a label re-solved many times is laid out once; starts over at
/// ``TextMeasurer/cacheLimit`` entries like the plain cache.
final class AttributedLayoutCache: Sendable {
  struct Key: Hashable {
    var text: AttributedText
    var category: ContentSizeCategory
    var ideographEms: Double?
    var fontScale: Double
    var width: Double?
    var numberOfLines: Int
    var pushesOutOrphans: Bool
    var lineBreakMode: LineBreakMode
  }

  private let store = Mutex<[Key: AttributedLayout]>([:])
  /// How many layouts it keeps before it starts over.
  let limit: Int

  init(limit: Int) {
    self.limit = limit
  }

  /// How many layouts it holds.
  var count: Int { store.withLock { $0.count } }

  subscript(key: Key) -> AttributedLayout? {
    get { store.withLock { $0[key] } }
    set {
      store.withLock { layouts in
        if layouts.count >= self.limit { layouts.removeAll(keepingCapacity: true) }
        layouts[key] = newValue
      }
    }
  }
}
