extension PublicFixture {
  /// A scroll view's content view sized only by placeholder constraints (320 x 548, removed
  /// when Xcode builds the app; the code sizes the view at run time) in an Xcode 12 document
  /// saved without `<device>` on the 600 x 600 canvas: the stored frames were computed with
  /// the placeholders and without a status bar.
  static let textFieldScrollView = PublicFixture(
    source:
      "https://github.com/mattneub/Programming-iOS-Book-Examples/blob/d4c84b61b9634f206cb1a5df73a8c16b6200820d/iOS14bookExamples/bk2ch10p522textFieldScrollView/ch23p805textFieldSliding/Base.lproj/Main.storyboard",
    exercises:
      "placeholder constraints kept on the saved screen, removed on a device; Xcode 12 without <device>",
    xml: """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17140" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vXZ-lx-hvc">
          <dependencies>
              <capability name="Safe area layout guides" minToolsVersion="9.0"/>
              <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
          </dependencies>
          <scenes>
              <scene sceneID="ufC-wZ-h7g">
                  <objects>
                      <viewController id="vXZ-lx-hvc" customClass="ViewController" customModule="ch23p805textFieldScrollView" customModuleProvider="target" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="kh9-bI-dsS">
                              <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                              <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                              <subviews>
                                  <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="okU-dU-vYC">
                                      <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                      <subviews>
                                          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="4T7-aP-2YB" userLabel="ContentView">
                                              <rect key="frame" x="0.0" y="0.0" width="320" height="548"/>
                                              <subviews>
                                                  <textField opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="C5K-sW-Y1x">
                                                      <rect key="frame" x="36" y="39" width="248" height="34"/>
                                                  </textField>
                                                  <textField opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="JR4-wO-fyX">
                                                      <rect key="frame" x="36" y="476" width="248" height="34"/>
                                                  </textField>
                                                  <textField opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="68t-gw-60y">
                                                      <rect key="frame" x="36" y="406" width="248" height="34"/>
                                                  </textField>
                                              </subviews>
                                              <constraints>
                                                  <constraint firstAttribute="width" constant="320" placeholder="YES" id="09g-Z9-s5Q"/>
                                                  <constraint firstAttribute="height" constant="548" placeholder="YES" id="9kP-hO-tfb"/>
                                                  <constraint firstItem="JR4-wO-fyX" firstAttribute="leading" secondItem="4T7-aP-2YB" secondAttribute="leading" constant="36" id="HEs-UV-k1H"/>
                                                  <constraint firstItem="JR4-wO-fyX" firstAttribute="top" secondItem="68t-gw-60y" secondAttribute="bottom" constant="36" id="UvQ-vd-Vma"/>
                                                  <constraint firstAttribute="bottom" secondItem="JR4-wO-fyX" secondAttribute="bottom" constant="38" id="asY-Le-8DU"/>
                                                  <constraint firstAttribute="trailing" secondItem="C5K-sW-Y1x" secondAttribute="trailing" constant="36" id="dcU-nV-sRg"/>
                                                  <constraint firstItem="C5K-sW-Y1x" firstAttribute="leading" secondItem="4T7-aP-2YB" secondAttribute="leading" constant="36" id="nW1-s4-1uB"/>
                                                  <constraint firstAttribute="trailing" secondItem="JR4-wO-fyX" secondAttribute="trailing" constant="36" id="p3b-hh-OSA"/>
                                                  <constraint firstAttribute="trailing" secondItem="68t-gw-60y" secondAttribute="trailing" constant="36" id="s3t-SD-vj8"/>
                                                  <constraint firstItem="C5K-sW-Y1x" firstAttribute="top" secondItem="4T7-aP-2YB" secondAttribute="top" constant="39" id="z9A-sE-1GM"/>
                                                  <constraint firstItem="68t-gw-60y" firstAttribute="leading" secondItem="4T7-aP-2YB" secondAttribute="leading" constant="36" id="zGD-3k-BEa"/>
                                              </constraints>
                                          </view>
                                      </subviews>
                                      <constraints>
                                          <constraint firstAttribute="trailing" secondItem="4T7-aP-2YB" secondAttribute="trailing" id="LtU-c9-nxS"/>
                                          <constraint firstAttribute="bottom" secondItem="4T7-aP-2YB" secondAttribute="bottom" id="XFP-c7-4iO"/>
                                          <constraint firstItem="4T7-aP-2YB" firstAttribute="leading" secondItem="okU-dU-vYC" secondAttribute="leading" id="lC7-0w-Inc"/>
                                          <constraint firstItem="4T7-aP-2YB" firstAttribute="top" secondItem="okU-dU-vYC" secondAttribute="top" id="z5B-yC-cub"/>
                                      </constraints>
                                  </scrollView>
                              </subviews>
                              <viewLayoutGuide key="safeArea" id="uT7-Bf-whV"/>
                              <constraints>
                                  <constraint firstItem="uT7-Bf-whV" firstAttribute="bottom" secondItem="okU-dU-vYC" secondAttribute="bottom" id="MBO-9U-yNR"/>
                                  <constraint firstItem="okU-dU-vYC" firstAttribute="top" secondItem="uT7-Bf-whV" secondAttribute="top" id="WWw-jf-L39"/>
                                  <constraint firstItem="okU-dU-vYC" firstAttribute="leading" secondItem="uT7-Bf-whV" secondAttribute="leading" id="oOV-Af-vdV"/>
                                  <constraint firstItem="uT7-Bf-whV" firstAttribute="trailing" secondItem="okU-dU-vYC" secondAttribute="trailing" id="zYn-4g-q31"/>
                              </constraints>
                          </view>
                      </viewController>
                      <placeholder placeholderIdentifier="IBFirstResponder" id="x5A-6p-PRh" sceneMemberID="firstResponder"/>
                  </objects>
              </scene>
          </scenes>
      </document>
      """)
}
