extension OrderedJSON {
  /// How a document is laid out as text: the writers of the package agree on the model and
  /// differ only in these choices, which their golden files fix.
  package struct Style: Sendable {
    /// Spaces per nesting level, or `nil` for the whole document on one line.
    package var indentWidth: Int?
    /// The longest array of scalars kept on one line when indenting (`[375, 667]`), counting
    /// its brackets; `nil` puts every item on its own line.
    package var inlineArrayLimit: Int?
    /// The text of a finite number; non-finite numbers, which JSON cannot hold, are `null`.
    package var number: @Sendable (Double) -> String

    /// A style from its three choices.
    package init(
      indentWidth: Int?, inlineArrayLimit: Int?, number: @escaping @Sendable (Double) -> String
    ) {
      self.indentWidth = indentWidth
      self.inlineArrayLimit = inlineArrayLimit
      self.number = number
    }

    /// Whole numbers without a fraction (`375`, not `375.0`), others in Swift's shortest form.
    package static let shortestNumber: @Sendable (Double) -> String = { value in
      if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
      return String(value)
    }
  }
}
