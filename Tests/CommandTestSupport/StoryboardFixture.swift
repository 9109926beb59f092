/// Small hand-written Interface Builder documents for focused tests, shared by the storyboard,
/// command and REPL tests so that each writes only what its case is about.
public enum StoryboardFixture {
  /// A storyboard with one view controller whose 375×667 root view `ROOT` (safe area
  /// `SAFE`) holds `subviews` and `constraints`, saved by Xcode 10.2 for an iPhone 8 in
  /// portrait (a canvas with a 20-point status bar).
  public static func storyboard(
    subviews: String, constraints: String = "", rootExtra: String = "",
    controllerExtra: String = "", safeAreas: Bool = true,
    device: String =
      #"<device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>"#,
    toolsVersion: String = "14490.70"
  ) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" \
    useAutolayout="YES" useTraitCollections="YES" useSafeAreas="\(safeAreas ? "YES" : "NO")" \
    colorMatched="YES" initialViewController="VC1">
        \(device)
        <dependencies>
            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        </dependencies>
        <scenes>
            <scene sceneID="S1">
                <objects>
                    <viewController id="VC1" customClass="MainViewController" storyboardIdentifier="Main" sceneMemberID="viewController">
                        \(controllerExtra)
                        <view key="view" contentMode="scaleToFill" id="ROOT">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                \(subviews)
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="SAFE"/>
                            <constraints>
                                \(constraints)
                            </constraints>
                            \(rootExtra)
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="FR1" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """
  }

  /// ``storyboard(subviews:constraints:rootExtra:controllerExtra:safeAreas:device:toolsVersion:)``
  /// whose root holds one scroll view `SV` (stored 375 × 667) pinned to its four edges, with
  /// `attributes` on it and `body` inside it (its subviews, constraints and guides).
  public static func scrollView(attributes: String = "", body: String) -> String {
    storyboard(
      subviews: view(
        "SV", 0, 0, 375, 667, attributes: attributes, body: body, element: "scrollView"),
      constraints: """
        <constraint firstItem="SV" firstAttribute="top" secondItem="ROOT" secondAttribute="top" id="e1"/>
        <constraint firstItem="SV" firstAttribute="bottom" secondItem="ROOT" secondAttribute="bottom" id="e2"/>
        <constraint firstItem="SV" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" id="e3"/>
        <constraint firstItem="SV" firstAttribute="trailing" secondItem="ROOT" secondAttribute="trailing" id="e4"/>
        """)
  }

  /// A plain view with a stored frame.
  public static func view(
    _ id: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
    attributes: String = "", body: String = "", element: String = "view"
  ) -> String {
    """
    <\(element) contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" \(attributes)>
        <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="\(height)"/>
        \(body)
    </\(element)>
    """
  }
}
