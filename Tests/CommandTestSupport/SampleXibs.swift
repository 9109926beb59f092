/// Storyboard documents written for the command tests.
public enum SampleXibs {
  /// A hand-written xib whose view `A` is pinned 10 points from the top-left corner of its
  /// 200 × 100 top-level view, stored at `y`.
  public static func pinnedView(storedY: Int = 10) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
        <objects>
            <view contentMode="scaleToFill" id="TOP">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="A">
                        <rect key="frame" x="10" y="\(storedY)" width="50" height="20"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="A" firstAttribute="leading" secondItem="TOP" secondAttribute="leading" constant="10" id="c1"/>
                    <constraint firstItem="A" firstAttribute="top" secondItem="TOP" secondAttribute="top" constant="10" id="c2"/>
                    <constraint firstItem="A" firstAttribute="width" constant="50" id="c3"/>
                    <constraint firstItem="A" firstAttribute="height" constant="20" id="c4"/>
                </constraints>
            </view>
        </objects>
    </document>
    """
  }
}
