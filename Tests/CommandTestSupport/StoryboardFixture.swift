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
