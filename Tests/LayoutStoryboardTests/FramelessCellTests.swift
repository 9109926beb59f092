import LayoutGeometry
import LayoutStoryboard
import Testing

/// Table cells and content views an Xcode 6 or 7 document stores without a frame: the
/// table places them, and the frames stored inside them are measured from their origin.
@Suite struct FramelessCellTests {
  /// A grouped static table (toolsVersion 6250, a 320-point canvas) with a cell stored at
  /// 320 × 44 but a row height of 80, showing a disclosure indicator, whose content view has
  /// no frame; a second cell with neither frame (the table's 60-point rows).
  static func document(separator: String = "default") -> String {
    """
    <?xml version="1.0" encoding="UTF-8" standalone="no"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    toolsVersion="6250" systemVersion="14B25" targetRuntime="iOS.CocoaTouch" \
    propertyAccessControl="none" useAutolayout="YES">
        <scenes>
            <scene sceneID="S1">
                <objects>
                    <tableViewController id="TVC" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="grouped" separatorStyle="\(separator)" rowHeight="60" sectionHeaderHeight="10" sectionFooterHeight="10" id="TABLE">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <sections>
                                <tableViewSection id="SEC">
                                    <cells>
                                        <tableViewCell contentMode="scaleToFill" selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" rowHeight="80" id="CELL">
                                            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="CELL" id="CONTENT">
                                                <autoresizingMask key="autoresizingMask"/>
                                                <subviews>
                                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="A">
                                                        <rect key="frame" x="10" y="0.0" width="267" height="79"/>
                                                    </view>
                                                </subviews>
                                                <constraints>
                                                    <constraint firstItem="A" firstAttribute="leading" secondItem="CONTENT" secondAttribute="leading" constant="10" id="c1"/>
                                                    <constraint firstAttribute="trailing" secondItem="A" secondAttribute="trailing" constant="10" id="c2"/>
                                                    <constraint firstItem="A" firstAttribute="top" secondItem="CONTENT" secondAttribute="top" id="c3"/>
                                                    <constraint firstAttribute="bottom" secondItem="A" secondAttribute="bottom" id="c4"/>
                                                </constraints>
                                            </tableViewCellContentView>
                                        </tableViewCell>
                                        <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="CELL2">
                                            <autoresizingMask key="autoresizingMask"/>
                                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="CELL2" id="CONTENT2">
                                                <autoresizingMask key="autoresizingMask"/>
                                                <subviews>
                                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="B">
                                                        <rect key="frame" x="15" y="11" width="72" height="22"/>
                                                        <constraints>
                                                            <constraint firstAttribute="width" constant="72" id="c5"/>
                                                            <constraint firstAttribute="height" constant="22" id="c6"/>
                                                        </constraints>
                                                    </view>
                                                </subviews>
                                                <constraints>
                                                    <constraint firstItem="B" firstAttribute="top" secondItem="CONTENT2" secondAttribute="topMargin" constant="3" id="c7"/>
                                                    <constraint firstItem="B" firstAttribute="leading" secondItem="CONTENT2" secondAttribute="leadingMargin" constant="7" id="c8"/>
                                                    <constraint firstAttribute="bottom" secondItem="B" secondAttribute="bottom" constant="26" id="c9"/>
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

  /// The frameless content view fills its cell at the cell's row height (80, not the stale
  /// 44 of the cell's frame) less the separator's point, and ends at the 33-point disclosure
  /// indicator: 287 × 79, so a view pinned 10 inside it is 267 × 79. The cell stored without
  /// a frame spans the table at the table's 60-point rows: content 320 × 59.
  @Test func framelessContentViewsFillTheirCells() throws {
    let layout = try TestDocument.layout(Self.document())
    #expect(layout.frameInRoot(of: "CONTENT") == Rect(x: 0, y: 0, width: 287, height: 79))
    #expect(layout.frameInRoot(of: "A") == Rect(x: 10, y: 0, width: 267, height: 79))
    #expect(layout.frameInRoot(of: "CELL2") == Rect(x: 0, y: 0, width: 320, height: 60))
    #expect(layout.frameInRoot(of: "CONTENT2") == Rect(x: 0, y: 0, width: 320, height: 59))
    #expect(layout.frameInRoot(of: "B") == Rect(x: 15, y: 11, width: 72, height: 22))
  }

  /// Without separators the content view keeps the whole row height.
  @Test func noSeparatorKeepsTheWholeRow() throws {
    let layout = try TestDocument.layout(Self.document(separator: "none"))
    #expect(layout.frameInRoot(of: "A") == Rect(x: 10, y: 0, width: 267, height: 80))
    #expect(layout.frameInRoot(of: "CONTENT2") == Rect(x: 0, y: 0, width: 320, height: 60))
  }

  /// `check` compares the views inside frameless cells from the cells' origin and skips the
  /// frameless cells and content views themselves (nothing was stored for them).
  @Test func checkComparesTheViewsInside() throws {
    let check = try StoryboardDocument(string: Self.document(), file: "test.storyboard").check()
    let statuses = Dictionary(
      uniqueKeysWithValues: check.roots[0].views.map { ($0.id, $0.status) })
    #expect(statuses["A"] == .match)
    #expect(statuses["B"] == .match)
    #expect(statuses["CONTENT"] == .skipped("no stored frame"))
    #expect(statuses["CELL2"] == .skipped("no stored frame"))
    #expect(check.roots[0].matched == 4)
    #expect(check.roots[0].mismatched == 0)
  }
}
