extension PublicFixture {
  /// Two date pickers under the safe area of an Xcode 12 document on a non-notched iPhone:
  /// the stored `y = 44` of a picker pinned 44 below the safe area shows the canvas of
  /// that Xcode simulated no status bar; the second picker sits on the root's 16-point
  /// margins.
  static let datePickers = PublicFixture(
    source:
      "https://github.com/mattneub/Programming-iOS-Book-Examples/blob/d4c84b61b9634f206cb1a5df73a8c16b6200820d/iOS14bookExamples/bk2ch12p582datePicker/bk2ch12p582datePicker/Base.lproj/Main.storyboard",
    exercises: "Xcode 12 canvas without status bar (retina4_7), root margins, date pickers",
    xml: """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17147" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vXZ-lx-hvc">
          <device id="retina4_7" orientation="portrait" appearance="light"/>
          <dependencies>
              <capability name="Safe area layout guides" minToolsVersion="9.0"/>
              <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
          </dependencies>
          <scenes>
              <scene sceneID="ufC-wZ-h7g">
                  <objects>
                      <viewController id="vXZ-lx-hvc" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="kh9-bI-dsS">
                              <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                              <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                              <subviews>
                                  <datePicker contentMode="scaleToFill" datePickerMode="dateAndTime" style="wheels" translatesAutoresizingMaskIntoConstraints="NO" id="gIK-bs-UBw">
                                      <rect key="frame" x="0.0" y="44" width="375" height="216"/>
                                  </datePicker>
                                  <datePicker contentMode="scaleToFill" datePickerMode="time" translatesAutoresizingMaskIntoConstraints="NO" id="ETH-KN-X2k">
                                      <rect key="frame" x="16" y="280" width="343" height="216"/>
                                  </datePicker>
                              </subviews>
                              <viewLayoutGuide key="safeArea" id="m7Q-VR-0fX"/>
                              <constraints>
                                  <constraint firstItem="ETH-KN-X2k" firstAttribute="leading" secondItem="kh9-bI-dsS" secondAttribute="leadingMargin" id="AlR-ex-jEB"/>
                                  <constraint firstAttribute="trailingMargin" secondItem="ETH-KN-X2k" secondAttribute="trailing" id="Pxx-xV-y3k"/>
                                  <constraint firstItem="ETH-KN-X2k" firstAttribute="top" secondItem="gIK-bs-UBw" secondAttribute="bottom" constant="20" id="XVN-ew-nqj"/>
                                  <constraint firstItem="gIK-bs-UBw" firstAttribute="leading" secondItem="m7Q-VR-0fX" secondAttribute="leading" id="Y0D-Eg-Svy"/>
                                  <constraint firstItem="gIK-bs-UBw" firstAttribute="top" secondItem="m7Q-VR-0fX" secondAttribute="top" constant="44" id="hor-B5-Pdi"/>
                                  <constraint firstItem="m7Q-VR-0fX" firstAttribute="trailing" secondItem="gIK-bs-UBw" secondAttribute="trailing" id="usk-zA-YaW"/>
                              </constraints>
                          </view>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """)
}
