extension PublicFixture {
  /// A container sized by its button (content insets make the button 160 × 30) under the
  /// safe area of an Xcode 11 document on a non-notched iPhone: stored 50 below the top
  /// edge, pinned 50 below the safe area.
  static let selfSizingView = PublicFixture(
    source:
      "https://github.com/mattneub/Programming-iOS-Book-Examples/blob/d4c84b61b9634f206cb1a5df73a8c16b6200820d/iOS14bookExamples/bk2ch01p038selfSizingView/selfSizingView/Base.lproj/Main.storyboard",
    exercises: "Xcode 11 canvas without status bar, a view sized from its content's constraints",
    xml: """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14845" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="BYZ-38-t0r">
          <device id="retina4_7" orientation="portrait" appearance="light"/>
          <dependencies>
              <capability name="Safe area layout guides" minToolsVersion="9.0"/>
              <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
          </dependencies>
          <scenes>
              <scene sceneID="tne-QT-ifu">
                  <objects>
                      <viewController id="BYZ-38-t0r" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="8bC-Xf-vdC">
                              <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                              <subviews>
                                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="8rE-Xb-M3g">
                                      <rect key="frame" x="36" y="50" width="200" height="70"/>
                                      <subviews>
                                          <button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="lLx-Cs-bGp">
                                              <rect key="frame" x="20" y="20" width="160" height="30"/>
                                              <inset key="contentEdgeInsets" minX="6" minY="6" maxX="6" maxY="6"/>
                                          </button>
                                      </subviews>
                                      <constraints>
                                          <constraint firstItem="lLx-Cs-bGp" firstAttribute="top" secondItem="8rE-Xb-M3g" secondAttribute="top" constant="20" id="5K1-TC-bSp"/>
                                          <constraint firstAttribute="bottom" secondItem="lLx-Cs-bGp" secondAttribute="bottom" constant="20" id="6p2-lj-578"/>
                                          <constraint firstAttribute="trailing" secondItem="lLx-Cs-bGp" secondAttribute="trailing" constant="20" id="aEL-b3-jEZ"/>
                                          <constraint firstAttribute="width" constant="200" id="uFM-gJ-5eu"/>
                                          <constraint firstItem="lLx-Cs-bGp" firstAttribute="leading" secondItem="8rE-Xb-M3g" secondAttribute="leading" constant="20" id="vhq-zX-h8C"/>
                                      </constraints>
                                  </view>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="8rE-Xb-M3g" firstAttribute="top" secondItem="6Tk-OE-BBY" secondAttribute="top" constant="50" id="Crl-xG-AT9"/>
                                  <constraint firstItem="8rE-Xb-M3g" firstAttribute="leading" secondItem="6Tk-OE-BBY" secondAttribute="leading" constant="36" id="s47-NO-xZm"/>
                              </constraints>
                              <viewLayoutGuide key="safeArea" id="6Tk-OE-BBY"/>
                          </view>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """)
}
