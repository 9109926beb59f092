import AutoLayout
import LayoutStoryboard
import Testing

/// A xib whose top-level view is a stack view: the engine's root is then a `StackView` that
/// arranges the labels.
@Suite struct TopLevelStackTests {
  static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" \
    toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" \
    useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
        <dependencies>
            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        </dependencies>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" spacing="10" id="STK">
                <rect key="frame" x="0.0" y="0.0" width="320" height="20"/>
                <subviews>
                    \(["L1", "L2", "L3"].map { id in
                      TestDocument.view(id, 0, 0, 30, 20, attributes: #"text="\#(id)""#, element: "label")
                    }.joined())
                </subviews>
            </stackView>
        </objects>
    </document>
    """

  /// (320 − 2 × 10) / 3 = 100 each, at 0, 110 and 220.
  @Test func topLevelStackArrangesItsViews() throws {
    let layout = try StoryboardDocument(string: Self.xib, file: "Row.xib").layout()
    #expect(layout.engine.root is StackView)
    #expect(["L1", "L2", "L3"].map { layout.frameInRoot(of: $0)?.x } == [0, 110, 220])
    #expect(["L1", "L2", "L3"].map { layout.frameInRoot(of: $0)?.width } == [100, 100, 100])
    #expect(layout.stackConstraints.contains { $0.identifier == "UISV-fill-equally" })
  }
}
