import CommandTestSupport
import LayoutCommands
import Testing

/// Placeholder constraints through the commands: `check` keeps them (the stored frames were
/// computed with them); `solve` on a device and `matrix` leave them out and say so.
@Suite struct StoryboardPlaceholderTests {
  /// A view whose height only a placeholder gives, on an iPhone 8 canvas of Xcode 10.
  static let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
        <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
        <dependencies><capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/></dependencies>
        <scenes>
            <scene sceneID="S1">
                <objects>
                    <viewController id="VC1" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="ROOT">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="A">
                                    <rect key="frame" x="0.0" y="20" width="375" height="100"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="100" placeholder="YES" id="P1"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="SAFE"/>
                            <constraints>
                                <constraint firstItem="A" firstAttribute="top" secondItem="SAFE" secondAttribute="top" id="c1"/>
                                <constraint firstItem="A" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" id="c2"/>
                                <constraint firstItem="A" firstAttribute="trailing" secondItem="ROOT" secondAttribute="trailing" id="c3"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  @Test func checkKeepsThem() {
    let files = MemoryFiles(["p.storyboard": Self.document])
    let output = CheckAction.run(CheckAction.Options(file: "p.storyboard"), files: files)
    #expect(output.status == .success)
    #expect(output.standardOutput.contains("match     A (0, 20, 375, 100)"))
  }

  @Test func solveOnADeviceLeavesThemOutAndSaysSo() throws {
    let files = MemoryFiles(["p.storyboard": Self.document])
    let text = SolveAction.run(
      SolveAction.Options(file: "p.storyboard", selection: ScreenSelection(devices: ["iPhone 8"])),
      files: files)
    #expect(
      text.standardOutput.contains(
        "placeholder constraints left out (Xcode removes them when it builds the app): P1\n"))
    let json = SolveAction.run(
      SolveAction.Options(
        file: "p.storyboard", selection: ScreenSelection(devices: ["iPhone 8"]), format: .json),
      files: files)
    #expect(json.standardOutput.contains(#""removedPlaceholders": ["P1"],"#))
    // Without the placeholder nothing gives A a height.
    #expect(try SolvedFrames.storyboard(json.standardOutput)["A"] == [0, 20, 375, 0])
    let matrix = MatrixAction.run(
      MatrixAction.Options(file: "p.storyboard", devices: ["iPhone 8"]), files: files)
    #expect(
      matrix.standardError.hasPrefix(
        "note: placeholder constraints left out on every device (Xcode removes them when it builds the app): P1\n"
      ))
  }
}
