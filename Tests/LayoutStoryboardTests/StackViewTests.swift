import AutoLayout
import LayoutStoryboard
import Testing

@Suite struct StackViewTests {
  /// A 320-point horizontal stack at (20, 100) of three labels 50, 70 and 30 points wide.
  static func stack(_ attributes: String, hiddenSecond: Bool = false, variation: String = "")
    -> String
  {
    let labels = [("L1", 50.0), ("L2", 70.0), ("L3", 30.0)].map { id, width in
      TestDocument.view(
        id, 0, 0, width, 20,
        attributes: #"text="\#(id)" horizontalHuggingPriority="251" verticalHuggingPriority="251""#
          + (hiddenSecond && id == "L2" ? #" hidden="YES""# : ""),
        element: "label")
    }
    return TestDocument.storyboard(
      subviews: TestDocument.view(
        "STK", 20, 100, 320, 20, attributes: attributes,
        body: "<subviews>\(labels.joined())</subviews>\(variation)", element: "stackView"),
      constraints: """
        <constraint firstItem="STK" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="20" id="k1"/>
        <constraint firstItem="STK" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="100" id="k2"/>
        <constraint firstItem="STK" firstAttribute="width" constant="320" id="k3"/>
        """)
  }

  static func xs(_ layout: StoryboardLayout) -> [Double] {
    ["L1", "L2", "L3"].map { layout.frameInRoot(of: $0)?.x ?? -1 }
  }
  static func widths(_ layout: StoryboardLayout) -> [Double] {
    ["L1", "L2", "L3"].map { layout.frameInRoot(of: $0)?.width ?? -1 }
  }

  @Test func fillEqually() throws {
    let layout = try TestDocument.layout(Self.stack(#"distribution="fillEqually" spacing="10""#))
    #expect(Self.xs(layout) == [20, 130, 240])
    #expect(Self.widths(layout) == [100, 100, 100])
    #expect(layout.frameInRoot(of: "STK")?.height == 20)
  }

  @Test func equalSpacing() throws {
    let layout = try TestDocument.layout(Self.stack(#"distribution="equalSpacing" spacing="10""#))
    #expect(Self.widths(layout) == [50, 70, 30])
    #expect(Self.xs(layout) == [20, 155, 310])
  }

  @Test func equalCentering() throws {
    let layout = try TestDocument.layout(Self.stack(#"distribution="equalCentering" spacing="10""#))
    #expect(Self.widths(layout) == [50, 70, 30])
    #expect(Self.xs(layout) == [20, 150, 310])
  }

  @Test func fillProportionally() throws {
    let layout = try TestDocument.layout(
      Self.stack(#"distribution="fillProportionally" spacing="10""#))
    #expect(Self.widths(layout) == [100, 140, 60])
    #expect(Self.xs(layout) == [20, 130, 280])
  }

  /// A vertical fill-proportionally stack of plain views (no intrinsic height) stored 40,
  /// 100 and 60 points tall and stretched to 420 by a constraint: UIKit shares the 400
  /// points left after two 10-point gaps by the heights the views were loaded with (their
  /// stored frames), 80, 200 and 120.
  @Test func fillProportionallySharesByStoredFramesOfPlainViews() throws {
    let views = [("P1", 0.0, 40.0), ("P2", 50, 100), ("P3", 160, 60)].map { id, y, height in
      TestDocument.view(id, 0, y, 200, height)
    }
    let xml = TestDocument.storyboard(
      subviews: TestDocument.view(
        "STK", 20, 100, 200, 220,
        attributes: #"axis="vertical" distribution="fillProportionally" spacing="10""#,
        body: "<subviews>\(views.joined())</subviews>", element: "stackView"),
      constraints: """
        <constraint firstItem="STK" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="20" id="k1"/>
        <constraint firstItem="STK" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="100" id="k2"/>
        <constraint firstItem="STK" firstAttribute="width" constant="200" id="k3"/>
        <constraint firstItem="STK" firstAttribute="height" constant="420" id="k4"/>
        """)
    let layout = try TestDocument.layout(xml)
    #expect(layout.frameInRoot(of: "P1") == Rect(x: 20, y: 100, width: 200, height: 80))
    #expect(layout.frameInRoot(of: "P2") == Rect(x: 20, y: 190, width: 200, height: 200))
    #expect(layout.frameInRoot(of: "P3") == Rect(x: 20, y: 400, width: 200, height: 120))
  }

  @Test func fillLetsTheLowestHuggingViewStretch() throws {
    var xml = Self.stack(#"spacing="10""#)
    // L3 hugs less than the others, so it takes the slack.
    xml = xml.replacingOccurrences(
      of: #"text="L3" horizontalHuggingPriority="251""#,
      with: #"text="L3" horizontalHuggingPriority="250""#)
    let layout = try TestDocument.layout(xml)
    #expect(Self.widths(layout) == [50, 70, 180])
    #expect(Self.xs(layout) == [20, 80, 160])
  }

  @Test func hiddenArrangedViewsCollapse() throws {
    let layout = try TestDocument.layout(
      Self.stack(#"distribution="fillEqually" spacing="10""#, hiddenSecond: true))
    #expect(layout.collapsedViews == ["L2"])
    #expect(layout.frameInRoot(of: "L1") == Rect(x: 20, y: 100, width: 155, height: 20))
    #expect(layout.frameInRoot(of: "L3") == Rect(x: 185, y: 100, width: 155, height: 20))
    #expect(layout.frameInRoot(of: "L2")?.width == 0)
  }

  @Test func verticalCenteredStackHugsItsWidestView() throws {
    var xml = Self.stack(#"axis="vertical" alignment="center" spacing="4""#)
    xml = xml.replacingOccurrences(
      of: #"<constraint firstItem="STK" firstAttribute="width" constant="320" id="k3"/>"#, with: "")
    let layout = try TestDocument.layout(xml)
    #expect(layout.frameInRoot(of: "STK") == Rect(x: 20, y: 100, width: 70, height: 68))
    #expect(layout.frameInRoot(of: "L1") == Rect(x: 30, y: 100, width: 50, height: 20))
    #expect(layout.frameInRoot(of: "L2") == Rect(x: 20, y: 124, width: 70, height: 20))
    #expect(layout.frameInRoot(of: "L3") == Rect(x: 40, y: 148, width: 30, height: 20))
  }

  @Test func stackPropertiesVaryBySizeClass() throws {
    let xml = Self.stack(
      #"distribution="fillEqually" spacing="10""#,
      variation: #"<variation key="heightClass=regular-widthClass=compact" spacing="40"/>"#)
    let layout = try TestDocument.layout(xml)
    // iPhone portrait is wC hR: spacing 40 → (320 - 80) / 3 = 80.
    #expect(Self.widths(layout) == [80, 80, 80])
    #expect(Self.xs(layout) == [20, 140, 260])
  }

  /// Interface Builder's spellings read straight into the engine's stack vocabulary: `top`
  /// is UIKit's `leading` (one raw value), and an unknown value names the attribute.
  @Test func interfaceBuilderSpellingsReadAsTheEngineValues() throws {
    let xml = Self.stack(#"axis="vertical" distribution="equalSpacing" alignment="top""#)
    let document = try StoryboardDocument(string: xml, file: "test.storyboard")
    let stack = document.roots.first?.view.subtree.first { $0.id == "STK" }?.stack
    #expect(stack?.axis == .vertical)
    #expect(stack?.distribution == .equalSpacing)
    #expect(stack?.alignment == .leading)
    let bad = Self.stack(#"alignment="middle""#)
    #expect {
      try StoryboardDocument(string: bad, file: "test.storyboard")
    } throws: { error in
      "\(error)".hasSuffix(#": <stackView> alignment="middle" is not a valid value"#)
    }
  }
}
