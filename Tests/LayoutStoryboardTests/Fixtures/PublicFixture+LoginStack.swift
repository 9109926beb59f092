extension PublicFixture {
  /// A xib whose top-level view fills a notched iPhone: a vertical stack aligned `top`
  /// (leading, in a vertical stack) of fixed-size rows, centred and pinned 40 below the
  /// safe area (44 on the Xcode 10 canvas).
  static let loginStack = PublicFixture(
    source:
      "https://github.com/Automattic/simplenote-ios/blob/44b23bfa9e1546d09498dca67e2928c1ec221885/Simplenote/Classes/SPLoginViewController.xib",
    exercises: "xib top-level view with a safe area on retina6_1, vertical stack alignment top",
    xml: """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
          <device id="retina6_1" orientation="portrait">
              <adaptation id="fullscreen"/>
          </device>
          <dependencies>
              <capability name="Safe area layout guides" minToolsVersion="9.0"/>
              <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
          </dependencies>
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                  <connections>
                      <outlet property="view" destination="iN0-l3-epB" id="CDw-cr-NTD"/>
                  </connections>
              </placeholder>
              <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
              <view contentMode="scaleToFill" id="iN0-l3-epB">
                  <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                  <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                  <subviews>
                      <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="top" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="CJS-5O-pxK">
                          <rect key="frame" x="43.5" y="84" width="327" height="200"/>
                          <subviews>
                              <view contentMode="center" translatesAutoresizingMaskIntoConstraints="NO" id="hW6-K1-OyV">
                                  <rect key="frame" x="0.0" y="0.0" width="327" height="44"/>
                                  <constraints>
                                      <constraint firstAttribute="width" constant="327" id="Csa-Xu-cei"/>
                                      <constraint firstAttribute="height" constant="44" id="fUk-5j-zZS"/>
                                  </constraints>
                              </view>
                              <view contentMode="center" translatesAutoresizingMaskIntoConstraints="NO" id="pdF-nK-gXE">
                                  <rect key="frame" x="0.0" y="52" width="327" height="44"/>
                                  <constraints>
                                      <constraint firstAttribute="width" constant="327" id="jhu-YL-4ba"/>
                                      <constraint firstAttribute="height" constant="44" id="uss-fG-PtW"/>
                                  </constraints>
                              </view>
                              <button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="q3p-Ji-dOm">
                                  <rect key="frame" x="0.0" y="104" width="327" height="44"/>
                                  <constraints>
                                      <constraint firstAttribute="height" constant="44" id="Dd9-ee-gQN"/>
                                      <constraint firstAttribute="width" constant="327" id="Dec-QY-2Qc"/>
                                  </constraints>
                                  <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                              </button>
                              <button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="PfS-vU-7i3">
                                  <rect key="frame" x="0.0" y="156" width="327" height="44"/>
                                  <constraints>
                                      <constraint firstAttribute="width" constant="327" id="FFG-kR-63u"/>
                                      <constraint firstAttribute="height" constant="44" id="u8s-d9-Em4"/>
                                  </constraints>
                                  <fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/>
                              </button>
                          </subviews>
                      </stackView>
                  </subviews>
                  <constraints>
                      <constraint firstItem="CJS-5O-pxK" firstAttribute="top" secondItem="vUN-kp-3ea" secondAttribute="top" constant="40" id="Cyh-nE-ql7"/>
                      <constraint firstItem="CJS-5O-pxK" firstAttribute="centerX" secondItem="iN0-l3-epB" secondAttribute="centerX" id="H6h-v9-Uwb"/>
                  </constraints>
                  <viewLayoutGuide key="safeArea" id="vUN-kp-3ea"/>
              </view>
          </objects>
      </document>
      """)
}
