import LayoutCommands
import Testing

/// A document saved in landscape (`<device orientation="landscape">`) stays in landscape when
/// `--content-size` or `--device` picks a configuration without naming an orientation (it
/// used to turn portrait); `--orientation` still chooses.
@Suite struct LandscapeDocumentTests {
  static let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina6_12" orientation="landscape" appearance="light"/>
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="852" height="393"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
                                    <rect key="frame" x="20" y="20" width="41" height="20.333333333333332"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="sa"/>
                            <constraints>
                                <constraint firstItem="lbl" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
                                <constraint firstItem="lbl" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>

    """

  static let files = MemoryFiles(["land.storyboard": document])

  func solve(device: String? = nil, contentSize: String?, orientation: OrientationChoice? = nil)
    -> CommandOutput
  {
    var selection = ScreenSelection(
      devices: device.map { [$0] } ?? [], orientations: orientation.map { [$0] } ?? [])
    selection.contentSize = contentSize
    return SolveAction.run(
      SolveAction.Options(file: "land.storyboard", selection: selection), files: Self.files)
  }

  @Test func contentSizeKeepsTheSavedOrientation() {
    let output = solve(contentSize: "ax3")
    #expect(output.status == .success)
    #expect(
      output.standardOutput.hasPrefix(
        """
        scene viewController root (root), solved for iPhone 14 Pro landscapeLeft
        viewController root: iPhone 14 Pro landscapeLeft 852x393 @3x wC hC text size ax3
        safe area: top 0, left 59, bottom 21, right 59

        view   class    x   y   width   height  window x  window y  flags
        root   UIView    0   0     852     393         0         0
          lbl  UILabel  20  20  38.667  20.333        20        20

        """), "\(output.standardOutput)")
  }

  @Test func anotherDeviceKeepsTheSavedOrientation() {
    let output = solve(device: "iPhone SE (3rd generation)", contentSize: nil)
    #expect(
      output.standardOutput.hasPrefix(
        """
        scene viewController root (root), solved for iPhone SE (3rd generation) landscapeLeft
        viewController root: iPhone SE (3rd generation) landscapeLeft 667x375 @2x wC hC

        """), "\(output.standardOutput)")
  }

  @Test func anOrientationNamedWins() {
    let output = solve(contentSize: "ax3", orientation: .portrait)
    #expect(
      output.standardOutput.hasPrefix(
        """
        scene viewController root (root), solved for iPhone 14 Pro portrait
        viewController root: iPhone 14 Pro portrait 393x852 @3x wC hR text size ax3

        """), "\(output.standardOutput)")
  }
}
