import Foundation
import LayoutStoryboard
import Testing

@Suite struct ErrorTests {
  static func error(_ xml: String) -> StoryboardError? {
    do {
      _ = try StoryboardDocument(string: xml, file: "bad.storyboard").check()
      return nil
    } catch {
      return error
    }
  }

  /// An empty file is located at its first line and column, like every other XML error
  /// (libxml2 gives no column for it, so it was `empty.storyboard:1:`).
  @Test func anEmptyFileIsLocatedAtLineOneColumnOne() {
    #expect(
      Self.error("").map { "\($0)" }
        == "bad.storyboard:1:1: malformed XML: no root element")
  }

  @Test func malformedAndTruncatedXMLReportTheLine() {
    guard case .malformedXML(let at, _)? = Self.error("<document>\n<scenes>\n</document>") else {
      Issue.record("expected malformedXML")
      return
    }
    #expect(at.file == "bad.storyboard")
    #expect(at.line >= 2)
    let full = TestDocument.storyboard(subviews: "")
    let truncated = String(full.prefix(full.count / 2))
    guard case .malformedXML? = Self.error(truncated) else {
      Issue.record("expected malformedXML for a truncated file")
      return
    }
  }

  @Test func entityDeclarationsAreRefusedBeforeExpansion() {
    let bomb = """
      <?xml version="1.0"?>
      <!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;">]>
      <document>&lol2;</document>
      """
    guard case .documentTypeDeclaration(let at)? = Self.error(bomb) else {
      Issue.record("expected documentTypeDeclaration")
      return
    }
    #expect(at.line == 2)
  }

  @Test func deepNestingIsRefused() {
    let depth = 1000
    let xml =
      "<document>" + String(repeating: "<a>", count: depth)
      + String(repeating: "</a>", count: depth) + "</document>"
    guard case .nestingTooDeep? = Self.error(xml) else {
      Issue.record("expected nestingTooDeep")
      return
    }
  }

  @Test func wrongRootAndRuntime() {
    guard case .notInterfaceBuilderDocument(_, let root)? = Self.error("<plist/>") else {
      Issue.record("expected notInterfaceBuilderDocument")
      return
    }
    #expect(root == "plist")
    let mac =
      #"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" targetRuntime="MacOSX.Cocoa"/>"#
    guard case .unsupportedRuntime? = Self.error(mac) else {
      Issue.record("expected unsupportedRuntime")
      return
    }
  }

  @Test func danglingReferencesAndBadValuesPointAtTheConstraint() {
    let dangling = TestDocument.storyboard(
      subviews: TestDocument.view("A", 0, 0, 10, 10),
      constraints:
        #"<constraint firstItem="A" firstAttribute="top" secondItem="NOPE" secondAttribute="top" id="d1"/>"#
    )
    guard case .unknownReference(let at, let id)? = Self.error(dangling) else {
      Issue.record("expected unknownReference")
      return
    }
    #expect(id == "NOPE")
    #expect(at.line > 1)
    let badMultiplier = TestDocument.storyboard(
      subviews: TestDocument.view("A", 0, 0, 10, 10),
      constraints:
        #"<constraint firstItem="A" firstAttribute="width" secondItem="A" secondAttribute="height" multiplier="1:0" id="d2"/>"#
    )
    guard case .invalidValue(_, _, let attribute, _)? = Self.error(badMultiplier) else {
      Issue.record("expected invalidValue")
      return
    }
    #expect(attribute == "multiplier")
    let badAttribute = TestDocument.storyboard(
      subviews: TestDocument.view("A", 0, 0, 10, 10),
      constraints: #"<constraint firstItem="A" firstAttribute="diagonal" constant="3" id="d3"/>"#)
    guard case .invalidValue(_, _, "firstAttribute", "diagonal")? = Self.error(badAttribute) else {
      Issue.record("expected invalidValue for the attribute")
      return
    }
  }

  @Test func missingAndDuplicateIDs() throws {
    let missing = TestDocument.storyboard(
      subviews: TestDocument.view("A", 0, 0, 10, 10),
      constraints: #"<constraint firstItem="A" firstAttribute="width" constant="3"/>"#)
    guard case .missingAttribute(_, "constraint", "id")? = Self.error(missing) else {
      Issue.record("expected missingAttribute")
      return
    }
    let duplicate = TestDocument.storyboard(
      subviews: TestDocument.view("A", 0, 0, 10, 10) + TestDocument.view("A", 0, 0, 10, 10))
    guard case .duplicateID(_, "A")? = Self.error(duplicate) else {
      Issue.record("expected duplicateID")
      return
    }
    // A view without an id is a damaged document, refused at the view's line.
    let anonymous = TestDocument.storyboard(
      subviews:
        #"<view contentMode="scaleToFill"><rect key="frame" x="0" y="0" width="1" height="1"/></view>"#
    )
    guard case .missingAttribute(let at, "view", "id")? = Self.error(anonymous) else {
      Issue.record("expected missingAttribute for the view's id")
      return
    }
    let line = anonymous.split(separator: "\n", omittingEmptySubsequences: false)
      .firstIndex { $0.contains(#"<view contentMode="scaleToFill"><rect"#) }
    #expect(at.line == line.map { $0 + 1 })
    // Only Xcode 4 wrote cell content views without an id: they get one from their position.
    let cell = TestDocument.storyboard(
      subviews: """
        <tableViewCell contentMode="scaleToFill" id="CELL">
            <rect key="frame" x="0" y="0" width="320" height="44"/>
            <view key="contentView" contentMode="center">
                <rect key="frame" x="0" y="0" width="320" height="43"/>
            </view>
        </tableViewCell>
        """)
    let document = try StoryboardDocument(string: cell)
    let name = try #require(document.roots.first?.view.subviews.first?.subviews.first?.id)
    #expect(name.hasPrefix("view@"))
  }

  @Test func invalidPairingsBecomeTypedErrorsInTheCheck() throws {
    let xml = TestDocument.storyboard(
      subviews: TestDocument.view("A", 0, 0, 10, 10),
      constraints:
        #"<constraint firstItem="A" firstAttribute="top" secondItem="ROOT" secondAttribute="leading" id="x1"/>"#
    )
    let check = try StoryboardDocument(string: xml).check()
    guard case .invalidConstraint(_, "x1", _)? = check.roots.first?.failure else {
      Issue.record("expected invalidConstraint")
      return
    }
  }
}
