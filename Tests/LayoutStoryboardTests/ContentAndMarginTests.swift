import AutoLayout
import LayoutStoryboard
import Testing

@Suite struct ContentAndMarginTests {
  @Test func stackWithExplicitMarginsArrangesInsideThem() throws {
    let label = TestDocument.view(
      "L", 20, 20, 335, 20, attributes: #"text="Title" verticalHuggingPriority="251""#,
      element: "label")
    let stack = TestDocument.view(
      "STK", 0, 100, 375, 60, attributes: #"axis="vertical""#,
      body: """
        <subviews>\(label)</subviews>
        <directionalEdgeInsets key="directionalLayoutMargins" top="20" leading="20" bottom="20" trailing="20"/>
        """, element: "stackView")
    let xml = TestDocument.storyboard(
      subviews: stack,
      constraints: """
        <constraint firstItem="STK" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" id="a1"/>
        <constraint firstItem="STK" firstAttribute="trailing" secondItem="ROOT" secondAttribute="trailing" id="a2"/>
        <constraint firstItem="STK" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="100" id="a3"/>
        """)
    let layout = try TestDocument.layout(xml)
    #expect(layout.frameInRoot(of: "STK") == Rect(x: 0, y: 100, width: 375, height: 60))
    #expect(layout.frameInRoot(of: "L") == Rect(x: 20, y: 120, width: 335, height: 20))
  }

  @Test func switchFramesIncludeTheirAlignmentInset() throws {
    let label = TestDocument.view(
      "L", 0, 6, 79, 20, attributes: #"text="On" horizontalHuggingPriority="251""#,
      element: "label")
    let toggle = TestDocument.view(
      "SW", 95, 0, 51, 31, attributes: #"horizontalHuggingPriority="750""#, element: "switch")
    let stack = TestDocument.view(
      "STK", 100, 100, 144, 31, attributes: #"alignment="center" spacing="16""#,
      body: "<subviews>\(label)\(toggle)</subviews>", element: "stackView")
    let xml = TestDocument.storyboard(
      subviews: stack,
      constraints: """
        <constraint firstItem="STK" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="100" id="a1"/>
        <constraint firstItem="STK" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="100" id="a2"/>
        """)
    let layout = try TestDocument.layout(xml)
    // The stack is 79 + 16 + 49 wide: the switch's trailing 2 points lie outside it.
    #expect(layout.frameInRoot(of: "STK") == Rect(x: 100, y: 100, width: 144, height: 31))
    #expect(layout.frameInRoot(of: "SW") == Rect(x: 195, y: 100, width: 51, height: 31))
    #expect(layout.alignmentInsets["SW"]?.right == 2)
  }

  @Test func scrollViewSafeAreaIsEmptyOnTheCanvas() throws {
    let button = TestDocument.view("B", 8, 8, 25, 24, element: "button")
    let xml = TestDocument.scrollView(
      body: """
        <subviews>\(button)</subviews>
        <constraints>
            <constraint firstItem="B" firstAttribute="leading" secondItem="SSAFE" secondAttribute="leading" constant="8" id="s1"/>
            <constraint firstItem="B" firstAttribute="top" secondItem="SSAFE" secondAttribute="top" constant="8" id="s2"/>
        </constraints>
        <viewLayoutGuide key="safeArea" id="SSAFE"/>
        """)
    let layout = try TestDocument.layout(xml)
    #expect(layout.frameInRoot(of: "B") == Rect(x: 8, y: 8, width: 25, height: 24))
  }

  @Test func preXcode8ViewsWithoutConstraintsKeepTheirFrames() throws {
    // No Xcode 8 capability and no <device>: the Xcode 6 Any/Any canvas.
    var xml = TestDocument.storyboard(
      subviews: TestDocument.view("P", 30, 40, 50, 60), device: "")
    xml = xml.replacingOccurrences(
      of: #"<capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>"#,
      with: "")
    let layout = try TestDocument.layout(xml)
    #expect(layout.environment.sizeClasses == .any)
    #expect(layout.frameInRoot(of: "P") == Rect(x: 30, y: 40, width: 50, height: 60))
  }
}

@Suite struct FrameInsetTests {
  /// Xcode 8 betas wrote `frameInset`: minX/minY origin, maxX/maxY offset of the far edge
  /// from the superview's far edge, an explicit width/height winning.
  @Test func insetFramesResolveAgainstTheSuperview() throws {
    let child = """
      <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="I1">
          <frame key="frameInset" minX="15" minY="10" maxX="-55" height="36"/>
          <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
      </view>
      """
    let layout = try TestDocument.layout(TestDocument.storyboard(subviews: child))
    #expect(layout.storedFrames["I1"] == Rect(x: 15, y: 10, width: 305, height: 36))
    #expect(layout.frameInRoot(of: "I1") == Rect(x: 15, y: 10, width: 305, height: 36))
  }
}

@Suite struct BaselineTests {
  @Test func baselinesAreEstimatedFromTheFontSize() throws {
    let label = TestDocument.view(
      "L", 20, 105.5, 42, 20.5, attributes: #"text="Name""#,
      body: #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#,
      element: "label")
    let field = TestDocument.view(
      "F", 80, 100, 200, 34, attributes: #"placeholder="Name""#,
      body: #"<fontDescription key="fontDescription" type="system" pointSize="14"/>"#,
      element: "textField")
    let xml = TestDocument.storyboard(
      subviews: label + field,
      constraints: """
        <constraint firstItem="L" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="20" id="b1"/>
        <constraint firstItem="F" firstAttribute="leading" secondItem="L" secondAttribute="trailing" constant="18" id="b2"/>
        <constraint firstItem="F" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="100" id="b3"/>
        <constraint firstItem="L" firstAttribute="firstBaseline" secondItem="F" secondAttribute="firstBaseline" id="b4"/>
        """)
    let layout = try TestDocument.layout(xml)
    // Field baseline: (34 − 1.183 × 14) / 2 + 0.952 × 14 ≈ 22.05 below its top; the label's
    // ≈ 16.38 below its top, so the label starts ≈ 105.67 (105.5 on the 2× grid).
    let y = try #require(layout.frameInRoot(of: "L")?.y)
    #expect(abs(y - 105.67) <= 0.5)
  }
}
