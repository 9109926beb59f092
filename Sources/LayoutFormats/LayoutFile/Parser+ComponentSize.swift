extension Parser {
  /// `size W x H` in `view root { ... }`, each side a positive number or `fitting`.
  mutating func parseComponentSize(
    into properties: inout ViewProperties, seen: inout Set<String>, view: String
  ) throws(ParseFailure) {
    let token = advance()
    guard view == LayoutFile.rootName else {
      throw fail(
        "'size' sets the size of a component and belongs in 'view root { ... }'", at: token)
    }
    guard seen.insert("size").inserted else {
      throw fail("duplicate property 'size' for view '\(view)'", at: token)
    }
    let width = try componentSide("a width or 'fitting'")
    guard current.identifier == "x" else {
      throw fail("expected 'x' between the width and the height, as in 'size 375 x fitting'")
    }
    advance()
    let height = try componentSide("a height or 'fitting'")
    properties.componentSize = ComponentSize(width: width, height: height)
    try endStatement()
  }

  private mutating func componentSide(_ what: String) throws(ParseFailure) -> Double? {
    if atKeyword("fitting") {
      advance()
      return nil
    }
    return try positiveNumber(what)
  }
}
