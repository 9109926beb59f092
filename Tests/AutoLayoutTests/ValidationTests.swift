import LayoutCore
import LayoutDevices
import Testing

@testable import AutoLayout

/// UIKit's validity rules, enforced with typed errors and UIKit's exception reasons.
@Suite struct ValidationTests {
  let a = View("a")
  let b = View("b")

  init() throws {
    let parent = View("parent")
    try parent.addSubview(a)
    try parent.addSubview(b)
  }

  @Test func locationEqualToAConstantIsIllegal() {
    #expect(throws: LayoutEngineError.locationEqualToConstant) {
      try LayoutConstraint(
        item: a, attribute: .leading, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
        constant: 20)
    }
    #expect(throws: LayoutEngineError.locationEqualToConstant) {
      try LayoutConstraint(
        item: a, attribute: .top, relatedBy: .equal, toItem: b, attribute: .top, multiplier: 0)
    }
    #expect(
      LayoutEngineError.locationEqualToConstant.description
        == "A multiplier of 0 or a nil second item together with a location for the first "
        + "attribute creates an illegal constraint of a location equal to a constant. Location "
        + "attributes must be specified in pairs.")
  }

  @Test func sizeCannotRelateToLocation() {
    #expect(throws: LayoutEngineError.invalidPairing(first: .width, second: .trailing)) {
      try LayoutConstraint(
        item: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .trailing)
    }
  }

  @Test func axesCannotMix() {
    #expect(throws: LayoutEngineError.incompatibleAxes("a.bottom == b.centerX - 2")) {
      try LayoutConstraint(
        item: a, attribute: .bottom, relatedBy: .equal, toItem: b, attribute: .centerX,
        constant: -2)
    }
  }

  @Test func leadingCannotRelateToLeft() throws {
    #expect(throws: LayoutEngineError.directionalMixedWithAbsolute) {
      try LayoutConstraint(
        item: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: .left)
    }
    #expect(
      LayoutEngineError.directionalMixedWithAbsolute.description
        == "A constraint cannot be made between a leading/trailing attribute and a right/left "
        + "attribute. Use leading/trailing for both or neither.")
    // centerX relates to either family.
    _ = try LayoutConstraint(
      item: a, attribute: .centerX, relatedBy: .equal, toItem: b, attribute: .leading)
  }

  @Test func locationsWithOtherMultipliersAreAccepted() throws {
    let constraint = try LayoutConstraint(
      item: a, attribute: .centerX, relatedBy: .equal, toItem: b, attribute: .centerX,
      multiplier: 0.5)
    #expect(constraint.multiplier == 0.5)
  }

  @Test func itemsNeedACommonAncestor() {
    let stranger = View("stranger")
    let constraint = a.leadingAnchor.constraint(equalTo: stranger.leadingAnchor)
    let error = LayoutEngineError.noCommonAncestor(
      first: "<NSLayoutXAxisAnchor \"a.leading\">",
      second: "<NSLayoutXAxisAnchor \"stranger.leading\">")
    #expect(throws: error) { try constraint.activate() }
    #expect(
      error.description
        == "Unable to activate constraint with anchors <NSLayoutXAxisAnchor \"a.leading\"> and "
        + "<NSLayoutXAxisAnchor \"stranger.leading\"> because they have no common ancestor.  "
        + "Does the constraint or its anchors reference items in different view hierarchies?  "
        + "That's illegal.")
  }

  @Test func priorityCannotCrossRequiredWhileActive() throws {
    let constraint = a.widthAnchor.constraint(equalToConstant: 10)
    try constraint.setPriority(750)
    try constraint.setPriority(.required)
    try constraint.activate()
    #expect(throws: LayoutEngineError.priorityChangeOnActiveConstraint(passed: 750, existing: 1000))
    {
      try constraint.setPriority(750)
    }
    #expect(
      LayoutEngineError.priorityChangeOnActiveConstraint(passed: 750, existing: 1000).description
        == "Mutating a priority from required to not on an installed constraint (or vice-versa) "
        + "is not supported.  You passed priority 750 and the existing priority was 1000.")
    let optional = a.heightAnchor.constraint(equalToConstant: 10, priority: 500)
    try optional.activate()
    try optional.setPriority(750)
    #expect(optional.priority == 750)
  }

  @Test func marginAttributesNeedAView() {
    let guide = LayoutGuide("guide")
    #expect(throws: LayoutEngineError.marginAttributeOnGuide("guide")) {
      try LayoutConstraint(
        item: guide, attribute: .leadingMargin, relatedBy: .equal, toItem: a,
        attribute: .leading)
    }
  }

  @Test func hierarchyCannotCycle() throws {
    let child = View("child")
    try a.addSubview(child)
    #expect(throws: LayoutEngineError.self) { try child.addSubview(a) }
    #expect(throws: LayoutEngineError.self) { try a.addSubview(a) }
  }

  @Test func everyConstraintKnowsItsSource() {
    let line = #line + 1
    let constraint = a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)
    #expect(constraint.origin == SourceLocation(file: #fileID, line: line))
    #expect(
      constraint.description.hasSuffix(
        "@ValidationTests.swift#\(line) a.leading == b.trailing + 8   (inactive)>"))
  }
}
