import Testing

@testable import LayoutDevices

/// Lookup by fuzzy name, model identifier and Interface Builder id.
@Suite struct DeviceLookupTests {
  @Test(arguments: [
    ("iphone 15 pro max", "iPhone 15 Pro Max"),
    ("iPhone 15 Pro", "iPhone 15 Pro"),
    ("pro max 15 iphone", "iPhone 15 Pro Max"),
    ("6 plus", "iPhone 6 Plus"),
    ("iphone 8+", "iPhone 8 Plus"),
    ("ipad pro 12.9 3rd", "iPad Pro (12.9-inch) (3rd generation)"),
    ("iPad Pro 12.9-inch third generation", "iPad Pro (12.9-inch) (3rd generation)"),
    ("se 2", "iPhone SE (2nd generation)"),
    ("iPhone SE", "iPhone SE (1st generation)"),
    ("ipad mini 3", "iPad mini 3"),
    ("ipad 2", "iPad 2"),
    ("ipad 10th gen", "iPad (10th generation)"),
    ("ipod touch 5", "iPod touch (5th generation)"),
    ("iphone15promax", "iPhone 15 Pro Max"),
    ("iphon 13 mini", "iPhone 13 mini"),
    ("iPhone 17 Air", "iPhone Air"),
    ("ipad air 13 m2", "iPad Air 13-inch (M2)"),
    ("  xs max ", "iPhone XS Max"),
  ])
  func fuzzyNames(query: String, expected: String) throws {
    #expect(try DeviceCatalog.device(named: query).name == expected)
    #expect(try DeviceCatalog.lookup(query).name == expected)
  }

  @Test func identifiers() throws {
    #expect(try DeviceCatalog.device(identifier: "iPhone10,3").name == "iPhone X")
    #expect(try DeviceCatalog.device(identifier: "iphone10,6").name == "iPhone X")
    #expect(try DeviceCatalog.lookup("iPad8,7").name == "iPad Pro (12.9-inch) (3rd generation)")
    #expect(try DeviceCatalog.lookup("iPhone18,4").name == "iPhone Air")
    #expect(throws: DeviceCatalogError.self) { try DeviceCatalog.device(identifier: "iPhone99,1") }
  }

  @Test func identifiersAreUnique() {
    let identifiers = DeviceCatalog.all.flatMap(\.identifiers)
    #expect(Set(identifiers).count == identifiers.count)
  }

  @Test func ambiguousNamesListTheCandidates() {
    #expect(
      throws: DeviceCatalogError.ambiguousName(
        "ipad pro 12.9",
        candidates: [
          "iPad Pro (12.9-inch) (1st generation)", "iPad Pro (12.9-inch) (2nd generation)",
          "iPad Pro (12.9-inch) (3rd generation)", "iPad Pro (12.9-inch) (4th generation)",
          "iPad Pro (12.9-inch) (5th generation)", "iPad Pro (12.9-inch) (6th generation)",
        ])
    ) { try DeviceCatalog.device(named: "ipad pro 12.9") }
  }

  @Test func unknownNameListsClosestMatches() throws {
    let error = try #require(throws: DeviceCatalogError.self) {
      try DeviceCatalog.device(named: "iphone 15 pro maxx ultra")
    }
    guard case .unknownName(let query, let matches) = error else {
      Issue.record("expected unknownName, got \(error)")
      return
    }
    #expect(query == "iphone 15 pro maxx ultra")
    #expect(matches.count == 5)
    #expect(matches.first == "iPhone 15 Pro Max")
    #expect(
      error.description
        == "unknown device \"iphone 15 pro maxx ultra\"; closest matches: "
        + matches.joined(separator: ", "))
  }

  /// A swap of neighbouring letters is one typo (optimal string alignment, `editDistance`),
  /// like any other single edit, so a word of four or more letters with one still matches.
  @Test func swappedLettersAreOneTypo() throws {
    #expect(try DeviceCatalog.lookup("iphoen 15").name == "iPhone 15")
    #expect(try DeviceCatalog.lookup("ipohne 15 pro").name == "iPhone 15 Pro")
    #expect(try DeviceCatalog.lookup("ipda air").name == "iPad Air")
    // Three-letter words take no typo: "por" is not "pro".
    #expect(throws: DeviceCatalogError.self) { try DeviceCatalog.lookup("iphone 15 por max") }
  }

  @Test func unknownModelNumberSuggestsTheNearestModels() {
    // "iphone99" is as many edits from "iPhone 4" as from "iPhone 17"; the numbers decide.
    #expect(
      DeviceCatalog.closestNames(to: "iphone99") == [
        "iPhone 17", "iPhone 17 Pro", "iPhone Air", "iPhone 17 Pro Max", "iPhone 16",
      ])
    #expect(
      DeviceCatalog.closestNames(to: "iphone 5 plus").prefix(2) == ["iPhone 5", "iPhone 6 Plus"])
  }

  @Test func unknownNameErrorText() {
    #expect(
      throws: DeviceCatalogError.unknownName(
        "galaxy s24", closestMatches: DeviceCatalog.closestNames(to: "galaxy s24"))
    ) { try DeviceCatalog.device(named: "galaxy s24") }
    let error = DeviceCatalogError.unknownName("pixel", closestMatches: ["iPhone X", "iPhone XS"])
    #expect(error.description == "unknown device \"pixel\"; closest matches: iPhone X, iPhone XS")
  }

  /// Every `<device id=...>` in the shared storyboard corpus and the storyboard-format
  /// reference table, with the portrait size and scale that reference records.
  @Test(arguments: [
    ("retina3_5", 320.0, 480.0, 2.0), ("retina4_0", 320, 568, 2), ("retina4_7", 375, 667, 2),
    ("retina5_5", 414, 736, 3), ("retina5_9", 375, 812, 3), ("retina6_1", 414, 896, 2),
    ("retina6_5", 414, 896, 3), ("retina6_0", 390, 844, 3), ("retina6_7", 428, 926, 3),
    ("retina6_12", 393, 852, 3), ("retina6_3", 402, 874, 3), ("retina6_9", 440, 956, 3),
    ("retina6_72", 430, 932, 3), ("retina5_4", 375, 812, 3), ("ipad9_7", 768, 1024, 2),
    ("ipad12_9", 1024, 1366, 2), ("ipad12_9rounded", 1024, 1366, 2), ("ipad11", 834, 1194, 2),
    ("ipad11_0rounded", 834, 1194, 2), ("ipad10_2", 810, 1080, 2), ("ipad10_5", 834, 1112, 2),
    ("ipad10_9rounded", 820, 1180, 2), ("ipad7_9", 768, 1024, 2), ("retina47", 375, 667, 2),
    ("retina4", 320, 568, 2), ("retina55", 414, 736, 3),
  ])
  func interfaceBuilderIDs(id: String, width: Double, height: Double, scale: Double) throws {
    let device = try DeviceCatalog.device(interfaceBuilderID: id)
    #expect(device.points == Size(width: width, height: height), "\(id) -> \(device)")
    #expect(device.scale == scale, "\(id) -> \(device)")
    #expect(try DeviceCatalog.lookup(id) == device)
  }

  @Test func interfaceBuilderRepresentatives() throws {
    #expect(try DeviceCatalog.device(interfaceBuilderID: "retina4_7").name == "iPhone 8")
    #expect(try DeviceCatalog.device(interfaceBuilderID: "retina6_1").name == "iPhone XR")
    let rounded = try DeviceCatalog.device(interfaceBuilderID: "ipad12_9rounded")
    #expect(rounded.hasHomeIndicator)
    #expect(try !DeviceCatalog.device(interfaceBuilderID: "ipad12_9").hasHomeIndicator)
  }

  @Test func unknownInterfaceBuilderID() {
    #expect(
      throws: DeviceCatalogError.unknownInterfaceBuilderID(
        "watch38", known: DeviceCatalog.interfaceBuilderDevices.map(\.id))
    ) { try DeviceCatalog.device(interfaceBuilderID: "watch38") }
  }
}

extension DeviceLookupTests {
  @Test func bareFamilyNameIsAmbiguousAndTheMessageIsAbridged() throws {
    let error = try #require(throws: DeviceCatalogError.self) {
      try DeviceCatalog.device(named: "iPad")
    }
    guard case .ambiguousName(_, let candidates) = error else {
      Issue.record("expected ambiguousName, got \(error)")
      return
    }
    #expect(candidates.count > 20)
    #expect(error.description.hasSuffix("and \(candidates.count - 20) more"))
  }
}

extension DeviceLookupTests {
  /// Every model of a line is listed, and only names holding the query as a phrase: the
  /// iPad mini (A17 Pro) has the words "iPad" and "Pro" but is no iPad Pro.
  @Test func ambiguousLineListsEveryModel() {
    #expect(
      throws: DeviceCatalogError.ambiguousName(
        "iPad Pro",
        candidates: [
          "iPad Pro (9.7-inch)", "iPad Pro (12.9-inch) (1st generation)",
          "iPad Pro (12.9-inch) (2nd generation)", "iPad Pro (10.5-inch)",
          "iPad Pro (11-inch) (1st generation)", "iPad Pro (12.9-inch) (3rd generation)",
          "iPad Pro (11-inch) (2nd generation)", "iPad Pro (12.9-inch) (4th generation)",
          "iPad Pro (11-inch) (3rd generation)", "iPad Pro (12.9-inch) (5th generation)",
          "iPad Pro (11-inch) (4th generation)", "iPad Pro (12.9-inch) (6th generation)",
          "iPad Pro 11-inch (M4)", "iPad Pro 13-inch (M4)", "iPad Pro 11-inch (M5)",
          "iPad Pro 13-inch (M5)",
        ])
    ) { try DeviceCatalog.device(named: "iPad Pro") }
  }

  /// A name sharing no word with any device gets no made-up suggestions.
  @Test func unrelatedNameSuggestsNothing() {
    let error = #expect(throws: DeviceCatalogError.self) {
      try DeviceCatalog.device(named: "tablets")
    }
    #expect(
      error?.description
        == "unknown device \"tablets\"; no device name shares a word with it "
        + "(`layout devices` lists the catalog)")
  }
}
