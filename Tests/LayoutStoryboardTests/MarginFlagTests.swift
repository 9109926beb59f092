import AutoLayout
import LayoutStoryboard
import Testing

/// Layout-margin attributes and flags as Interface Builder writes them, on an iPhone 8
/// controller view (root side margins 16, safe-area top 20).
@Suite struct MarginFlagTests {
  /// `child` pinned to every margin of `parent`.
  static func pinnedToMargins(_ child: String, _ parent: String, prefix: String) -> String {
    """
    <constraint firstItem="\(child)" firstAttribute="leading" secondItem="\(parent)" secondAttribute="leadingMargin" id="\(prefix)1"/>
    <constraint firstItem="\(child)" firstAttribute="trailing" secondItem="\(parent)" secondAttribute="trailingMargin" id="\(prefix)2"/>
    <constraint firstItem="\(child)" firstAttribute="top" secondItem="\(parent)" secondAttribute="topMargin" id="\(prefix)3"/>
    <constraint firstItem="\(child)" firstAttribute="bottom" secondItem="\(parent)" secondAttribute="bottomMargin" id="\(prefix)4"/>
    """
  }

  /// `view` pinned to the root's edges at `y` with height 100.
  static func band(_ view: String, y: Double) -> String {
    """
    <constraint firstItem="\(view)" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" id="\(view)-l"/>
    <constraint firstItem="\(view)" firstAttribute="trailing" secondItem="ROOT" secondAttribute="trailing" id="\(view)-t"/>
    <constraint firstItem="\(view)" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="\(y)" id="\(view)-y"/>
    <constraint firstItem="\(view)" firstAttribute="height" constant="100" id="\(view)-h"/>
    """
  }

  static func container(_ id: String, y: Double, attributes: String, body: String = "")
    -> String
  {
    TestDocument.view(
      id, 0, y, 375, 100, attributes: attributes,
      body: """
        <subviews>\(TestDocument.view("\(id)C", 0, 0, 10, 10))</subviews>
        \(body)
        <constraints>\(pinnedToMargins("\(id)C", id, prefix: "\(id)m"))</constraints>
        """)
  }

  static let document = TestDocument.storyboard(
    subviews: [
      container("SAFE0", y: 0, attributes: ""),
      container("UNSAFE", y: 0, attributes: #"insetsLayoutMarginsFromSafeArea="NO""#),
      container("PRESERVE", y: 200, attributes: #"preservesSuperviewLayoutMargins="YES""#),
      container(
        "DIRECTIONAL", y: 300, attributes: "",
        body:
          #"<directionalEdgeInsets key="directionalLayoutMargins" top="1" leading="2" bottom="3" trailing="4"/>"#
      ),
      container(
        "ABSOLUTE", y: 400, attributes: "",
        body: #"<edgeInsets key="layoutMargins" top="5" left="6" bottom="7" right="9"/>"#),
    ].joined(),
    constraints: ["SAFE0", "UNSAFE"].map { band($0, y: 0) }.joined()
      + band("PRESERVE", y: 200) + band("DIRECTIONAL", y: 300) + band("ABSOLUTE", y: 400))

  static func layout() throws -> StoryboardLayout { try TestDocument.layout(document) }

  @Test func marginsAreInsetByTheSafeAreaUnlessTheFlagSaysNo() throws {
    let layout = try Self.layout()
    // Under the 20-point status bar: 8-point margins measured from the safe area.
    #expect(layout.frameInRoot(of: "SAFE0C") == Rect(x: 8, y: 28, width: 359, height: 64))
    #expect(layout.frameInRoot(of: "UNSAFEC") == Rect(x: 8, y: 8, width: 359, height: 84))
  }

  @Test func preservedSuperviewMarginsWinWhereTheyAreLarger() throws {
    // The band spans the root, whose 16-point side margins reach into it.
    #expect(
      try Self.layout().frameInRoot(of: "PRESERVEC")
        == Rect(x: 16, y: 208, width: 343, height: 84))
  }

  @Test func explicitMarginsInBothEncodings() throws {
    let layout = try Self.layout()
    #expect(layout.frameInRoot(of: "DIRECTIONALC") == Rect(x: 2, y: 301, width: 369, height: 96))
    #expect(layout.frameInRoot(of: "ABSOLUTEC") == Rect(x: 6, y: 405, width: 360, height: 88))
  }
}
