import ArgumentParser

/// `--repeat N|indefinite` of `layout animate`: a whole number, or `indefinite` (any case)
/// to play forever; anything else is refused by the parser. The action checks the range.
struct RepeatCount: ExpressibleByArgument {
  /// How many runs; nil plays forever.
  var count: Int?

  init(count: Int?) { self.count = count }

  init?(argument: String) {
    if argument.lowercased() == "indefinite" {
      count = nil
    } else if let count = Int(argument) {
      self.count = count
    } else {
      return nil
    }
  }

  var defaultValueDescription: String { count.map(String.init) ?? "indefinite" }
}
