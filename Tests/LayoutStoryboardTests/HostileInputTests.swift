import AutoLayout
import Foundation
import LayoutCore
import Testing

@testable import LayoutStoryboard

/// Hostile and corrupt documents: each gets a typed error naming the line, or is laid out
/// without crashing or hanging; never a trap.
@Suite struct HostileInputTests {
  /// The error reading and checking `data` throws, nil when it is accepted.
  static func error(_ data: Data) -> StoryboardError? {
    do {
      _ = try StoryboardDocument(data: data, file: "bad.storyboard").check()
      return nil
    } catch {
      return error
    }
  }

  static func error(_ xml: String) -> StoryboardError? { error(Data(xml.utf8)) }

  /// The billion-laughs document in UTF-16: the DTD is not visible to a byte scan for
  /// ASCII `<!DOCTYPE`, so the encoding itself must be refused before libxml2 sees it.
  @Test func entityExpansionInUTF16IsRefused() {
    let bomb = """
      <?xml version="1.0" encoding="UTF-16"?>
      <!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
      <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>
      <document>&lol3;</document>
      """
    for data in [
      bomb.data(using: .utf16)!, bomb.data(using: .utf16BigEndian)!,
      bomb.data(using: .utf16LittleEndian)!, bomb.data(using: .utf32)!,
    ] {
      guard case .malformedXML(let at, let reason)? = Self.error(data) else {
        Issue.record("expected malformedXML for \(data.prefix(4).map { $0 })")
        continue
      }
      #expect(at.line == 1)
      #expect(reason.contains("UTF-8"))
    }
  }

  /// A UTF-8 byte-order mark is what some editors add: still read.
  @Test func utf8ByteOrderMarkIsAccepted() throws {
    let xml = TestDocument.storyboard(subviews: TestDocument.view("A", 10, 20, 30, 40))
    let document = try StoryboardDocument(data: Data([0xEF, 0xBB, 0xBF]) + Data(xml.utf8))
    #expect(document.roots.count == 1)
  }

  /// Found by the storyboard fuzzer: a byte that is not UTF-8 inside an attribute name made
  /// FoundationXML trap. Such bytes are refused first, at their line and column.
  @Test func invalidUTF8IsRefusedAtItsPlace() {
    var bytes = Data("<document>\n<view first".utf8)
    bytes.append(0xF9)
    bytes.append(contentsOf: Data("ttribute=\"top\"/>\n</document>".utf8))
    guard case .malformedXML(let at, let reason)? = Self.error(bytes) else {
      Issue.record("expected malformedXML")
      return
    }
    #expect(at.line == 2)
    #expect(at.column == 12)
    #expect(
      reason
        == "byte 0xF9 at offset 22 is not valid UTF-8; Interface Builder files are UTF-8")
  }

  /// Found by the storyboard fuzzer: FoundationXML crashes (a NULL C string) on a processing
  /// instruction without data. Interface Builder writes none but the XML declaration, so
  /// every other instruction is refused at its place; the declaration is still read.
  @Test func processingInstructionsOtherThanTheDeclarationAreRefused() throws {
    for (xml, line, column, target) in [
      ("<?xmlcustomMod?>\na<", 1, 1, "xmlcustomMod"),
      ("<document>\n  <?php?>\n</document>", 2, 3, "php"),
      ("<?xml version=\"1.0\"?>\n<document><?target data?></document>", 2, 11, "target"),
      // Inside a tag and an attribute value, where libxml2's recovery may still read one.
      ("<c<?m?>", 1, 3, "m"),
      ("<document a=\"<?m?>\"/>", 1, 14, "m"),
    ] {
      guard case .malformedXML(let at, let reason)? = Self.error(xml) else {
        Issue.record("expected malformedXML for \(xml)")
        continue
      }
      #expect(at.line == line && at.column == column, "\(xml): \(at.line):\(at.column)")
      #expect(
        reason
          == "processing instruction '<?\(target)' is not part of an Interface Builder document (only the <?xml ...?> declaration is)"
      )
    }
    let xml = TestDocument.storyboard(subviews: TestDocument.view("A", 10, 20, 30, 40))
    #expect(xml.hasPrefix("<?xml "))
    #expect(try StoryboardDocument(data: Data(xml.utf8)).roots.count == 1)
  }

  /// Well-formed multi-byte characters (labels in any script) pass; truncated, overlong and
  /// surrogate sequences do not.
  @Test func utf8ValidationFollowsRFC3629() {
    let valid: [[UInt8]] = [
      Array("Größe ☃ 𝄞".utf8), [0xF4, 0x8F, 0xBF, 0xBF], [0xED, 0x9F, 0xBF],
    ]
    func finding(_ bytes: [UInt8]) -> ByteScan.Finding? { ByteScan(Data(bytes)).finding?.0 }
    for bytes in valid { #expect(finding(bytes) == nil, "\(bytes)") }
    let invalid: [[UInt8]] = [
      [0x41, 0xC0, 0x80], [0x41, 0xE0, 0x80, 0x80], [0x41, 0xED, 0xA0, 0x80],
      [0x41, 0xF4, 0x90, 0x80, 0x80], [0x41, 0xE2, 0x98], [0x41, 0x80], [0x41, 0xFF],
    ]
    for bytes in invalid {
      #expect(finding(bytes) == .invalidUTF8(offset: 1, byte: bytes[1]), "\(bytes)")
    }
  }

  /// A file nested far deeper than the limit (the reviewer's was 200,000 levels in 20 MB) is
  /// refused where the first element too deep opens, before the parser runs: the scan stops
  /// there instead of reading the rest.
  @Test func deepNestingIsRefusedWhereItStarts() {
    let text = "<document>" + String(repeating: "<v>", count: 300_000)
    guard case .nestingTooDeep(let at, let limit)? = Self.error(text) else {
      Issue.record("expected nestingTooDeep")
      return
    }
    // <document> and 255 <v> are 256 open elements; the next <v> opens at column 776.
    #expect(at.line == 1)
    #expect(at.column == 10 + 255 * 3 + 1)
    #expect(limit == StoryboardLimits.maximumDepth)
    let scan = ByteScan(Data(text.utf8))
    #expect(scan.finding?.0 == .tooDeep)
    // Empty elements, closing tags, comments and quoted '>' do not count as depth.
    let flat =
      "<document>"
      + String(repeating: "<a x=\"<>\"/><b></b><!-- <c> --><![CDATA[<d>]]>", count: 1_000)
      + "</document>"
    #expect(ByteScan(Data(flat.utf8)).finding == nil)
  }

  /// A comment longer than libxml2 reads in one piece is well formed, but the parser gives
  /// up on it and says "a comment that is not closed": it is refused with what is really
  /// wrong, at the comment's start. The same limit holds for attribute values and text.
  @Test func nodesLongerThanTheParserReadsAreNamed() {
    let long = String(repeating: "x", count: ByteScan.maximumNodeBytes + 1)
    let cases = [
      ("a comment", "<document>\n<!-- " + long + " -->\n</document>", 2, 1),
      ("an attribute value", "<document>\n<view id=\"" + long + "\"/>\n</document>", 2, 10),
    ]
    for (kind, text, line, column) in cases {
      guard case .malformedXML(let at, let reason)? = Self.error(text) else {
        Issue.record("expected malformedXML for \(kind)")
        continue
      }
      #expect(at.line == line && at.column == column, "\(kind)")
      #expect(
        reason
          == "\(kind) longer than 9990000 bytes, the most a document may hold in one piece "
          + "(the XML parser, libxml2, gives up near 10000000)"
      )
    }
    // A long comment under the limit is read.
    let fine = TestDocument.storyboard(
      subviews: TestDocument.view("A", 10, 20, 30, 40),
      rootExtra: "<!-- " + String(repeating: "y", count: 1_000_000) + " -->")
    #expect(Self.error(fine) == nil)
  }

  /// A node as long as the limit allows, starting where libxml2's count of it is the largest
  /// (it counts from up to 4 KiB before the node, and past its own limit calls the document
  /// cut off; LIMITS.md): it is read. One byte more is refused, naming the limit.
  @Test(arguments: ["a comment", "an attribute value", "a CDATA section"])
  func nodesAtTheLimitAreReadWhereverTheyStart(kind: String) {
    let document = TestDocument.storyboard(subviews: TestDocument.view("A", 10, 20, 30, 40))
    let scenes = document.range(of: "<scenes>")!.lowerBound
    let head = String(document[..<scenes])
    let pad = String(repeating: " ", count: 3_990 - head.utf8.count)
    func node(_ size: Int) -> String {
      switch kind {
      case "a comment": "<!--" + String(repeating: "c", count: size - 7) + "-->"
      case "an attribute value": "<x v=\"" + String(repeating: "a", count: size - 2) + "\"/>"
      default: "<![CDATA[" + String(repeating: "d", count: size - 12) + "]]>"
      }
    }
    // The node's first byte (`<` or the opening quote) is byte 3,990 of the document.
    let offset = kind == "an attribute value" ? 5 : 0
    func text(_ size: Int) -> String {
      head + String(pad.dropLast(offset)) + node(size) + String(document[scenes...])
    }
    #expect(Self.error(text(ByteScan.maximumNodeBytes)) == nil)
    guard case .malformedXML(let at, let reason)? = Self.error(text(ByteScan.maximumNodeBytes + 1))
    else {
      Issue.record("expected malformedXML for \(kind)")
      return
    }
    #expect(at.line == head.split(separator: "\n", omittingEmptySubsequences: false).count)
    #expect(
      reason
        == "\(kind) longer than 9990000 bytes, the most a document may hold in one piece "
        + "(the XML parser, libxml2, gives up near 10000000)")
  }

  /// NUL bytes are not XML in any encoding Interface Builder writes; the line is given.
  @Test func nulBytesAreRefusedWithTheirLine() {
    var bytes = Data("<document>\n<scenes>\n".utf8)
    bytes.append(0)
    bytes.append(contentsOf: Data("</scenes></document>".utf8))
    guard case .malformedXML(let at, _)? = Self.error(bytes) else {
      Issue.record("expected malformedXML")
      return
    }
    #expect(at.line == 3)
  }

  @Test func entityDeclarationsAnywhereAreRefused() {
    let external = """
      <?xml version="1.0"?>
      <document>
      <!ENTITY x SYSTEM "file:///etc/passwd">
      </document>
      """
    guard case .documentTypeDeclaration(let at)? = Self.error(external) else {
      Issue.record("expected documentTypeDeclaration")
      return
    }
    #expect(at.line == 3)
  }

  @Test func filesOverTheSizeLimitAreRefusedUnread() {
    let data = Data(count: StoryboardLimits.maximumBytes + 1)
    guard case .tooLarge(_, let bytes, let limit)? = Self.error(data) else {
      Issue.record("expected tooLarge")
      return
    }
    #expect(bytes == StoryboardLimits.maximumBytes + 1)
    #expect(limit == StoryboardLimits.maximumBytes)
  }

  @Test func emptyAndTruncatedInputsReportALine() {
    for text in ["", "   \n", "<?xml version=\"1.0\"?>", "<document", "<document><scenes>"] {
      guard case .malformedXML(let at, _)? = Self.error(text) else {
        Issue.record("expected malformedXML for \(text.debugDescription)")
        continue
      }
      #expect(at.line >= 1)
    }
  }

  /// Malformed XML says what is wrong and where, in words: a mismatched closing tag names
  /// the element left open, a file cut off says so.
  @Test func malformedXMLIsExplained() {
    let mismatched = "<document>\n  <scenes>\n    <scene>\n  </scenes>\n</document>"
    guard case .malformedXML(let at, let reason)? = Self.error(mismatched) else {
      Issue.record("expected malformedXML")
      return
    }
    #expect(at.line == 4)
    #expect(
      reason
        == "a closing tag that does not match the open element (<scene> opened at line 3 is not closed) [libxml2 error 76]"
    )
    let cut = "<document>\n  <scenes>\n    <scene sceneID=\"S1\">\n      <objects x=\"1"
    guard case .malformedXML(let end, let why)? = Self.error(cut) else {
      Issue.record("expected malformedXML")
      return
    }
    #expect(end.line == 4)
    #expect(why == "the document ends early (truncated?) inside <scene> opened at line 3")
    guard case .malformedXML(_, let quote)? = Self.error("<document a=1/>") else {
      Issue.record("expected malformedXML")
      return
    }
    #expect(quote == "an attribute value without quotes [libxml2 error 39]")
  }

  /// Every prefix of a whole storyboard (the project's adaptive fixture) is refused cleanly,
  /// never a crash.
  @Test func everyTruncationOfAStoryboardIsHandled() throws {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<2 { url.deleteLastPathComponent() }
    url.appendPathComponent("LayoutCLITests/Fixtures/adaptive.storyboard")
    let bytes = try Data(contentsOf: url)
    var refused = 0
    for length in stride(from: 0, to: bytes.count, by: 97) {
      if Self.error(bytes.prefix(length)) != nil { refused += 1 }
    }
    #expect(refused == (bytes.count + 96) / 97)
  }

  /// Elements and attributes Interface Builder may add in later versions are ignored; an
  /// unknown element in a `<subviews>` list is a view of an unknown class, laid out as a
  /// plain view.
  @Test func unknownElementsAreIgnoredOrTakenAsViews() throws {
    let xml = TestDocument.storyboard(
      subviews: TestDocument.view("A", 10, 20, 30, 40, element: "futureWidgetView"),
      constraints: """
        <constraint firstItem="A" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="10" id="c1"/>
        <constraint firstItem="A" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="20" id="c2"/>
        <constraint firstItem="A" firstAttribute="width" constant="30" id="c3"/>
        <constraint firstItem="A" firstAttribute="height" constant="40" id="c4"/>
        """,
      rootExtra: "<unheardOf key=\"future\" value=\"1\"/>")
    let layout = try TestDocument.layout(xml)
    #expect(layout.frameInRoot(of: "A") == Rect(x: 10, y: 20, width: 30, height: 40))
    #expect(layout.models["A"]?.className == "UIFutureWidgetView")
  }

  /// An unknown element in a stack view's `<subviews>` is an arranged subview like any
  /// other: a 40-point-wide widget between two 100-point views in a horizontal stack with
  /// 10-point spacing starts at x = 110. Without an id it is refused at its line, as a view
  /// without an id is (the reviewer's `<fancyWidget foo="1"/>` was taken silently).
  @Test func unknownElementsInAStackAreArrangedViewsAndNeedAnID() throws {
    func stack(_ widget: String) -> String {
      TestDocument.storyboard(
        subviews: """
          <stackView opaque="NO" contentMode="scaleToFill" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="S">
              <rect key="frame" x="0.0" y="0.0" width="250" height="50"/>
              <subviews>
                  \(TestDocument.view("L", 0, 0, 100, 50))
                  \(widget)
                  \(TestDocument.view("R", 150, 0, 100, 50))
              </subviews>
              <constraints>
                  <constraint firstAttribute="width" constant="250" id="sw"/>
                  <constraint firstAttribute="height" constant="50" id="sh"/>
                  <constraint firstItem="L" firstAttribute="width" constant="100" id="lw"/>
                  <constraint firstItem="R" firstAttribute="width" constant="100" id="rw"/>
              </constraints>
          </stackView>
          """,
        constraints: """
          <constraint firstItem="S" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" id="c1"/>
          <constraint firstItem="S" firstAttribute="top" secondItem="ROOT" secondAttribute="top" id="c2"/>
          """)
    }
    let layout = try TestDocument.layout(
      stack(
        #"<fancyWidget foo="1" id="W"><rect key="frame" x="110" y="0" width="30" height="50"/></fancyWidget>"#
      ))
    #expect(layout.frameInRoot(of: "W") == Rect(x: 110, y: 0, width: 30, height: 50))
    #expect(layout.frameInRoot(of: "R") == Rect(x: 150, y: 0, width: 100, height: 50))
    let anonymous = stack(#"<fancyWidget foo="1"/>"#)
    guard case .missingAttribute(let at, "fancyWidget", "id")? = Self.error(anonymous) else {
      Issue.record("expected missingAttribute for <fancyWidget>'s id")
      return
    }
    let line = anonymous.split(separator: "\n", omittingEmptySubsequences: false)
      .firstIndex { $0.contains("<fancyWidget") }
    #expect(at.line == line.map { $0 + 1 })
  }

  /// A mask naming an id defined nowhere in the document is a dangling reference.
  @Test func danglingMaskReferencesNameTheLine() {
    let xml = TestDocument.storyboard(
      subviews: TestDocument.view("A", 0, 0, 10, 10),
      rootExtra: """
        <variation key="default">
            <mask key="subviews"><exclude reference="GONE"/></mask>
        </variation>
        """)
    guard case .unknownReference(let at, "GONE")? = Self.error(xml) else {
      Issue.record("expected unknownReference")
      return
    }
    let line = xml.split(separator: "\n", omittingEmptySubsequences: false)
      .firstIndex { $0.contains("GONE") }.map { $0 + 1 }
    #expect(at.line == line)
  }

  /// A constraint whose item lives in another scene cannot hold: an error with its line,
  /// not a silently dropped constraint.
  @Test func constraintsReachingIntoAnotherRootAreRefused() throws {
    let xml = TestDocument.storyboard(
      subviews: TestDocument.view("A", 0, 0, 10, 10),
      constraints:
        #"<constraint firstItem="A" firstAttribute="width" secondItem="FR1" secondAttribute="width" id="x"/>"#
    )
    guard case .unknownReference(_, "FR1")? = Self.error(xml) else {
      Issue.record("expected unknownReference for a placeholder item")
      return
    }
    let two = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <objects>
          <view contentMode="scaleToFill" id="P">
            <rect key="frame" x="0" y="0" width="100" height="100"/>
            <constraints>
              <constraint firstItem="P" firstAttribute="width" secondItem="Q" secondAttribute="width" id="pq"/>
            </constraints>
          </view>
          <view contentMode="scaleToFill" id="Q">
            <rect key="frame" x="0" y="0" width="100" height="100"/>
          </view>
        </objects>
      </document>
      """
    let check = try StoryboardDocument(string: two, file: "two.xib").check()
    guard case .invalidConstraint(let at, "pq", let reason)? = check.roots.first?.failure else {
      Issue.record("expected invalidConstraint, got \(check)")
      return
    }
    #expect(at.line == 7)
    #expect(reason.contains("Q"))
    #expect(check.roots.last?.failure == nil)
  }

  /// Constraints that refer to each other in a cycle (a view's width from its height and
  /// back, a view equal to itself plus a constant) end in a solved layout or a typed
  /// failure naming the root, never a hang.
  @Test func cyclicAndSelfContradictoryConstraintsEndCleanly() throws {
    let xml = TestDocument.storyboard(
      subviews: TestDocument.view("A", 0, 0, 10, 10) + TestDocument.view("B", 0, 0, 10, 10),
      constraints: """
        <constraint firstItem="A" firstAttribute="width" secondItem="A" secondAttribute="height" multiplier="2:1" id="k1"/>
        <constraint firstItem="A" firstAttribute="height" secondItem="A" secondAttribute="width" multiplier="2:1" id="k2"/>
        <constraint firstItem="B" firstAttribute="width" secondItem="B" secondAttribute="width" constant="5" id="k3"/>
        <constraint firstItem="A" firstAttribute="leading" secondItem="B" secondAttribute="trailing" id="k4"/>
        <constraint firstItem="B" firstAttribute="leading" secondItem="A" secondAttribute="trailing" id="k5"/>
        """)
    let check = try StoryboardDocument(string: xml).check()
    #expect(check.roots.count == 1)
    #expect(check.roots.first?.failure == nil)
    // w = 2h and h = 2w hold only at zero; B.width = B.width + 5 is broken like UIKit breaks
    // an unsatisfiable constraint, and the leading/trailing cycle holds at zero widths.
    let zero = Rect(x: 0, y: 0, width: 0, height: 0)
    #expect(check.roots.first?.views.first { $0.id == "A" }?.actual == zero)
    #expect(check.roots.first?.views.first { $0.id == "B" }?.actual == zero)
  }

  /// A root with more views than ``StoryboardLimits/maximumViewsPerRoot`` makes the document
  /// unreadable (bad input, like the per-document limit), at the root's line.
  @Test func tooManyViewsInOneRootAreRefused() throws {
    let count = StoryboardLimits.maximumViewsPerRoot + 1
    var subviews = ""
    subviews.reserveCapacity(count * 160)
    for index in 0..<count {
      subviews +=
        #"<view contentMode="scaleToFill" id="v\#(index)"><rect key="frame" x="0" y="0" width="1" height="1"/></view>"#
    }
    let xml = TestDocument.storyboard(subviews: subviews)
    guard case .tooManyViews(let at, let views, let limit)? = Self.error(xml) else {
      Issue.record("expected tooManyViews")
      return
    }
    #expect(views == count + 1)
    #expect(limit == StoryboardLimits.maximumViewsPerRoot)
    #expect(at.line > 1)
  }

  /// Many roots each under the per-root limit still add up: the whole document is bounded
  /// too, and refused at its root element before anything is solved.
  @Test func tooManyViewsInOneDocumentAreRefused() {
    let perRoot = StoryboardLimits.maximumViewsPerRoot - 1
    let roots = StoryboardLimits.maximumViewsPerDocument / perRoot + 1
    var objects = ""
    for root in 0..<roots {
      objects +=
        #"<view contentMode="scaleToFill" id="r\#(root)"><rect key="frame" x="0" y="0" width="10" height="10"/><subviews>"#
      for index in 0..<(perRoot - 1) {
        objects +=
          #"<view id="r\#(root)v\#(index)"><rect key="frame" x="0" y="0" width="1" height="1"/></view>"#
      }
      objects += "</subviews></view>"
    }
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
      <objects>\(objects)</objects>
      </document>
      """
    guard case .tooManyViews(let at, let views, let limit)? = Self.error(xml) else {
      Issue.record("expected tooManyViews")
      return
    }
    #expect(at.line == 2)
    #expect(views == roots * perRoot)
    #expect(limit == StoryboardLimits.maximumViewsPerDocument)
  }

  /// A view reusing an ancestor's id would make references ambiguous (and a hierarchy
  /// built from ids cyclic): refused at the second use.
  @Test func aViewReusingItsAncestorsIDIsRefused() {
    let xml = TestDocument.storyboard(
      subviews: TestDocument.view(
        "P", 0, 0, 100, 100, body: "<subviews>\(TestDocument.view("ROOT", 0, 0, 10, 10))</subviews>"
      ))
    guard case .duplicateID(let at, "ROOT")? = Self.error(xml) else {
      Issue.record("expected duplicateID")
      return
    }
    let line = xml.split(separator: "\n", omittingEmptySubsequences: false)
      .firstIndex { $0.contains(#"id="ROOT""#) && $0.contains("translatesAutoresizing") }
      .map { $0 + 1 }
    #expect(at.line == line)
  }

  /// Nesting just under the limit is read; the recursion of reading and solving copes.
  @Test func deepButAllowedNestingIsLaidOut() throws {
    let depth = 100
    var open = ""
    var close = ""
    for index in 0..<depth {
      open +=
        #"<view contentMode="scaleToFill" id="n\#(index)"><rect key="frame" x="1" y="1" width="\#(400 - 2 * index)" height="\#(400 - 2 * index)"/><subviews>"#
      close = "</subviews></view>" + close
    }
    let xml = TestDocument.storyboard(subviews: open + close)
    let layout = try TestDocument.layout(xml)
    #expect(layout.frameInRoot(of: "n99") == Rect(x: 100, y: 100, width: 202, height: 202))
  }
}
