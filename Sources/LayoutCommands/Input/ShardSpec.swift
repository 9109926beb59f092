/// `--shard i/n`: the i-th of n slices of a matrix (1-based), so CI machines can split it.
public struct ShardSpec: Sendable, Hashable {
  /// Which slice, 1...count.
  public var index: Int
  /// How many slices.
  public var count: Int

  /// Parses `i/n` with 1 <= i <= n.
  ///
  /// - Throws: ``CommandError/invalidOption(name:value:expected:)``.
  public init(parsing text: String) throws(CommandError) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
      (1...count).contains(index)
    else {
      throw .invalidOption(name: "--shard", value: text, expected: "i/n with 1 <= i <= n")
    }
    self.index = index
    self.count = count
  }

  /// The elements of this slice: every n-th element starting at the (i-1)-th, so slices
  /// are balanced and together cover everything once.
  public func select<T>(_ items: [T]) -> [T] {
    items.indices.filter { $0 % count == index - 1 }.map { items[$0] }
  }
}
