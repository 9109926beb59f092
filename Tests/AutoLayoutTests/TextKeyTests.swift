import LayoutCore
import Testing

@testable import AutoLayout

/// `textKey`: what a constraint's report text is made from, as a value. Constraints of two
/// builds of the same views (new objects) have equal keys and read the same; a change to
/// anything the text shows makes another key.
@Suite struct TextKeyTests {
  /// Two views `a` and `b` in a parent, built anew on each call (as a scene built afresh).
  static func build() throws -> (a: View, b: View) {
    let parent = View("parent")
    let a = View("a")
    let b = View("b")
    try parent.addSubview(a)
    try parent.addSubview(b)
    return (a, b)
  }

  @Test func twoBuildsOfOneConstraintShareAKeyAndAText() throws {
    let first = try Self.build()
    let second = try Self.build()
    let one = first.a.leadingAnchor.constraint(
      equalTo: first.b.trailingAnchor, constant: 8, file: "Screen.swift", line: 12)
    let other = second.a.leadingAnchor.constraint(
      equalTo: second.b.trailingAnchor, constant: 8, file: "Screen.swift", line: 12)
    one.identifier = "gap"
    other.identifier = "gap"
    #expect(one.textKey == other.textKey)
    #expect(one.shortDescription == "a.leading == b.trailing + 8 #gap")
    #expect(other.shortDescription == one.shortDescription)
  }

  @Test func whatTheTextShowsChangesTheKey() throws {
    let views = try Self.build()
    let base = views.a.widthAnchor.constraint(
      equalToConstant: 300, priority: 750, file: "S.swift", line: 1)
    let key = base.textKey
    base.constant = 301
    #expect(base.textKey != key)
    base.constant = 300
    #expect(base.textKey == key)
    base.identifier = "wide"
    #expect(base.textKey != key)
    let twin = views.a.widthAnchor.constraint(
      equalToConstant: 300, priority: 750, file: "S.swift", line: 1)
    #expect(twin.textKey != base.textKey)  // base is #wide now
    twin.identifier = "wide"
    #expect(twin.textKey == base.textKey)
    #expect(twin.shortDescription == base.shortDescription)
    let elsewhere = views.a.widthAnchor.constraint(
      equalToConstant: 300, priority: 750, file: "Other.swift", line: 3)
    #expect(elsewhere.textKey != key)
    let required = views.a.widthAnchor.constraint(
      equalToConstant: 300, file: "S.swift", line: 1)
    #expect(required.textKey != key)
    let other = views.b.widthAnchor.constraint(
      equalToConstant: 300, priority: 750, file: "S.swift", line: 1)
    #expect(other.textKey != key)
  }

  /// An unnamed view prints by its serial, so two builds of it are two keys and two texts.
  @Test func unnamedItemsAreKeyedByTheirPrintedNames() throws {
    let first = View("")
    let second = View("")
    let one = first.widthAnchor.constraint(equalToConstant: 10, file: "S.swift", line: 1)
    let other = second.widthAnchor.constraint(equalToConstant: 10, file: "S.swift", line: 1)
    #expect(one.textKey != other.textKey)
    #expect(one.shortDescription != other.shortDescription)
  }
}
