import AutoLayout
import LayoutStoryboard
import Testing

/// Margins of table view cells and their content views by the Xcode that saved the document
/// (rules learned on the public corpus' training parts, Corpus/README.md).
@Suite struct CellMarginRuleTests {
  /// A table view controller (its table is the scene's root, 375 points wide) with one cell
  /// whose content view (`contentWidth` wide) pins `A` to its leading and top margins (+20,
  /// +12) and `B` to its trailing margin (−10); `cellExtra` is written on the cell and on
  /// its content view.
  static func tableScene(
    toolsVersion: String, safeAreas: Bool, cellExtra: String = "", contentWidth: Double = 375
  ) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" \
    useAutolayout="YES" useTraitCollections="YES"\(safeAreas ? #" useSafeAreas="YES""# : "") \
    colorMatched="YES" initialViewController="TVC">
        <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
        <scenes>
            <scene sceneID="S1">
                <objects>
                    <tableViewController id="TVC" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="plain" separatorStyle="default" rowHeight="80" sectionHeaderHeight="28" sectionFooterHeight="28" id="TABLE">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <sections>
                                <tableViewSection id="SEC">
                                    <cells>
                                        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" \(cellExtra) id="CELL">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="80"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="CELL" \(cellExtra) id="CONTENT">
                                                <rect key="frame" x="0.0" y="0.0" width="\(contentWidth)" height="80"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <subviews>
                                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="A">
                                                        <rect key="frame" x="28" y="20" width="40" height="40"/>
                                                    </view>
                                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="B">
                                                        <rect key="frame" x="297" y="20" width="40" height="40"/>
                                                    </view>
                                                </subviews>
                                                <constraints>
                                                    <constraint firstItem="A" firstAttribute="leading" secondItem="CONTENT" secondAttribute="leadingMargin" constant="20" id="c1"/>
                                                    <constraint firstItem="A" firstAttribute="top" secondItem="CONTENT" secondAttribute="topMargin" constant="12" id="c2"/>
                                                    <constraint firstItem="A" firstAttribute="width" constant="40" id="c3"/>
                                                    <constraint firstItem="A" firstAttribute="height" constant="40" id="c4"/>
                                                    <constraint firstAttribute="trailingMargin" secondItem="B" secondAttribute="trailing" constant="10" id="c5"/>
                                                    <constraint firstItem="B" firstAttribute="top" secondItem="A" secondAttribute="top" id="c6"/>
                                                    <constraint firstItem="B" firstAttribute="width" constant="40" id="c7"/>
                                                    <constraint firstItem="B" firstAttribute="height" constant="40" id="c8"/>
                                                </constraints>
                                            </tableViewCellContentView>
                                        </tableViewCell>
                                    </cells>
                                </tableViewSection>
                            </sections>
                        </tableView>
                    </tableViewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
  }

  /// Before iOS 11 (documents of Xcode 8 and earlier, without safe areas) a cell and its
  /// content view keep UIView's default 8-point margins: they do not take the 16-point
  /// system margins of the table view controller's root table. Written
  /// `preservesSuperviewLayoutMargins` still makes them follow the table. Xcode 9 and later
  /// draw iOS 11's cells: the table's 16 points at the sides, 11 above.
  @Test func cellsBeforeXcode9KeepEightPointMargins() throws {
    func frame(_ xml: String) throws -> Rect? {
      try StoryboardDocument(string: xml).layout(root: "TVC").frameInRoot(of: "A")
    }
    #expect(
      try frame(Self.tableScene(toolsVersion: "12120", safeAreas: false))
        == Rect(x: 28, y: 20, width: 40, height: 40))
    #expect(
      try frame(
        Self.tableScene(
          toolsVersion: "12120", safeAreas: false,
          cellExtra: #"preservesSuperviewLayoutMargins="YES""#))
        == Rect(x: 36, y: 20, width: 40, height: 40))
    #expect(
      try frame(Self.tableScene(toolsVersion: "14490.70", safeAreas: true))
        == Rect(x: 36, y: 23, width: 40, height: 40))
    #expect(
      try frame(Self.tableScene(toolsVersion: "14490.70", safeAreas: false))
        == Rect(x: 36, y: 23, width: 40, height: 40))
  }

  /// Since iOS 11 (Xcode 9 and later) a cell with an accessory (`accessoryType`) places its
  /// content view's trailing margin 8 points before the accessory instead of the table's 16;
  /// the leading margin stays 16. The content view keeps its stored width (348.5 beside a
  /// disclosure indicator, as Xcode stores it).
  @Test func anAccessoryLeavesEightPointsAtTheContentViewsTrailingEdge() throws {
    func frames(_ cellExtra: String) throws -> (Rect?, Rect?) {
      let xml = Self.tableScene(
        toolsVersion: "22505", safeAreas: true, cellExtra: cellExtra, contentWidth: 348.5)
      let layout = try StoryboardDocument(string: xml).layout(root: "TVC")
      return (layout.frameInRoot(of: "A"), layout.frameInRoot(of: "B"))
    }
    let accessory = try frames(#"accessoryType="disclosureIndicator""#)
    #expect(accessory.0 == Rect(x: 36, y: 23, width: 40, height: 40))
    #expect(accessory.1 == Rect(x: 290.5, y: 23, width: 40, height: 40))
    #expect(try frames("").1 == Rect(x: 282.5, y: 23, width: 40, height: 40))
  }

  /// Xcode 9 and 10 (iOS 11 and 12) give a plain table that is not a controller's view 15-
  /// point side margins, which its cells take; a grouped one, and any table from Xcode 11 on,
  /// the root's 16. The table here is a 375-point subview of a plain controller's view.
  @Test func embeddedPlainTablesOfXcode9And10HaveFifteenPointMargins() throws {
    func leading(toolsVersion: String, style: String) throws -> Double? {
      let table = Self.tableScene(toolsVersion: toolsVersion, safeAreas: true)
        .components(separatedBy: "<tableView key=\"view\"")[1]
        .components(separatedBy: "</tableView>")[0]
      let embedded = TestDocument.storyboard(
        subviews: "<tableView translatesAutoresizingMaskIntoConstraints=\"NO\""
          + table.replacingOccurrences(of: #"style="plain""#, with: "style=\"\(style)\"")
          + "</tableView>",
        toolsVersion: toolsVersion)
      return try StoryboardDocument(string: embedded).layout(root: "VC1").frameInRoot(of: "A")?.x
    }
    #expect(try leading(toolsVersion: "14490.70", style: "plain") == 35)
    #expect(try leading(toolsVersion: "13771", style: "plain") == 35)
    #expect(try leading(toolsVersion: "14490.70", style: "grouped") == 36)
    #expect(try leading(toolsVersion: "17701", style: "plain") == 36)
  }
}
