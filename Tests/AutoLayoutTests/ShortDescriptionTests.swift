import LayoutCore
import Testing

@testable import AutoLayout

/// `shortDescription`: UIKit's console form without the address, source and activity flag,
/// as the CLI's problem messages and the REPL print constraints. On ``ValidationTests``'s
/// views `a` and `b`.
extension ValidationTests {
  @Test func withoutIdentifierIsTheEquation() {
    let constraint = a.leadingAnchor.constraint(
      equalTo: b.trailingAnchor, constant: 8, file: "Screen.swift", line: 12)
    #expect(constraint.shortDescription == "a.leading == b.trailing + 8")
    let optional = a.widthAnchor.constraint(equalToConstant: 300, priority: 750)
    #expect(optional.shortDescription == "a.width == 300 @750")
  }

  @Test func identifierMovesToTheEnd() throws {
    let wide = a.widthAnchor.constraint(equalToConstant: 300, file: "Screen.swift", line: 20)
    wide.identifier = "wide"
    #expect(wide.description.contains("'wide' a.width == 300"))
    #expect(wide.shortDescription == "a.width == 300 #wide")
    try wide.activate()
    #expect(wide.shortDescription == "a.width == 300 #wide")

    let optional = a.heightAnchor.constraint(equalToConstant: 50, priority: 750)
    optional.identifier = "tall"
    #expect(optional.shortDescription == "a.height == 50 @750 #tall")
  }

  @Test func identifierWithSpacesStaysInPlace() {
    let constraint = a.widthAnchor.constraint(equalTo: b.widthAnchor)
    constraint.identifier = "same width"
    #expect(constraint.shortDescription == "'same width' a.width == b.width")
  }
}
