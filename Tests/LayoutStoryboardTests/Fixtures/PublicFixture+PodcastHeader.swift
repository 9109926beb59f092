extension PublicFixture {
  /// A controller's view in a xib (File's Owner `view`) saved by Xcode 14.0 on an iPhone SE
  /// (1st generation): a zero-height view spans the root's top to the safe area's top, so
  /// the stored 0 shows the canvas had no status bar; a header pulled 70 points above it, a
  /// square artwork (`1:1`), a table on the safe area, hidden overlays pinned to the root
  /// and the safe area, and a content view down to the root's bottom margin.
  static let podcastHeader = PublicFixture(
    source:
      "https://github.com/Automattic/pocket-casts-ios/blob/0e1bd2d4e79dbb5866ce11be0e41c33d02f199da/podcasts/PodcastViewController.xib",
    exercises:
      "Xcode 14 canvas without status bar (retina4_0), File's Owner view, zero-height view, negative constant, hidden views",
    xml: """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
          <device id="retina4_0" orientation="portrait" appearance="light"/>
          <dependencies>
              <capability name="Safe area layout guides" minToolsVersion="9.0"/>
              <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
          </dependencies>
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                  <connections>
                      <outlet property="view" destination="i5M-Pr-FkT" id="sfx-zR-JGt"/>
                  </connections>
              </placeholder>
              <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
              <view clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="i5M-Pr-FkT">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                  <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                  <subviews>
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="A5O-Jp-ZY7">
                          <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                          <subviews>
                              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Z6r-n2-drA">
                                  <rect key="frame" x="0.0" y="-70" width="320" height="250"/>
                                  <constraints>
                                      <constraint firstAttribute="height" constant="250" id="hdg-yB-CeB"/>
                                  </constraints>
                              </view>
                              <view clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="iLx-g1-Ro1">
                                  <rect key="frame" x="16" y="62" width="181" height="181"/>
                                  <constraints>
                                      <constraint firstAttribute="width" constant="181" id="9Ly-xd-pA6"/>
                                      <constraint firstAttribute="width" secondItem="iLx-g1-Ro1" secondAttribute="height" multiplier="1:1" id="n8r-d8-8aM"/>
                                  </constraints>
                              </view>
                              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="NiC-SX-rde">
                                  <rect key="frame" x="0.0" y="0.0" width="320" height="0.0"/>
                              </view>
                          </subviews>
                          <constraints>
                              <constraint firstItem="Z6r-n2-drA" firstAttribute="leading" secondItem="A5O-Jp-ZY7" secondAttribute="leading" id="4pB-CJ-hSh"/>
                              <constraint firstItem="Z6r-n2-drA" firstAttribute="top" secondItem="NiC-SX-rde" secondAttribute="bottom" constant="-70" id="5gC-As-IDL"/>
                              <constraint firstAttribute="trailing" secondItem="NiC-SX-rde" secondAttribute="trailing" id="9HI-xj-66w"/>
                              <constraint firstItem="NiC-SX-rde" firstAttribute="leading" secondItem="A5O-Jp-ZY7" secondAttribute="leading" id="HY6-UU-8GR"/>
                              <constraint firstAttribute="trailing" secondItem="Z6r-n2-drA" secondAttribute="trailing" id="VZX-hI-kYk"/>
                              <constraint firstItem="iLx-g1-Ro1" firstAttribute="leading" secondItem="A5O-Jp-ZY7" secondAttribute="leading" constant="16" id="bBx-fD-650"/>
                              <constraint firstItem="iLx-g1-Ro1" firstAttribute="top" secondItem="NiC-SX-rde" secondAttribute="bottom" constant="62" id="cBX-Dd-xJB"/>
                          </constraints>
                      </view>
                      <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" translatesAutoresizingMaskIntoConstraints="NO" id="vOg-9D-tbz">
                          <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                      </tableView>
                      <activityIndicatorView hidden="YES" opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="AZp-uk-Ky7">
                          <rect key="frame" x="150" y="274" width="20" height="20"/>
                      </activityIndicatorView>
                      <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="rCn-kh-SHx">
                          <rect key="frame" x="0.0" y="0.0" width="320" height="90"/>
                          <subviews>
                              <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="w24-UV-dAv">
                                  <rect key="frame" x="16" y="46" width="73" height="44"/>
                                  <constraints>
                                      <constraint firstAttribute="height" constant="44" id="xtn-4c-tFJ"/>
                                  </constraints>
                                  <fontDescription key="fontDescription" type="system" weight="medium" pointSize="17"/>
                              </button>
                              <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="gVg-vB-nD5">
                                  <rect key="frame" x="250" y="46" width="54" height="44"/>
                                  <constraints>
                                      <constraint firstAttribute="height" constant="44" id="FPZ-Vv-F5t"/>
                                  </constraints>
                                  <fontDescription key="fontDescription" type="system" weight="medium" pointSize="17"/>
                              </button>
                          </subviews>
                          <constraints>
                              <constraint firstAttribute="trailing" secondItem="gVg-vB-nD5" secondAttribute="trailing" constant="16" id="aTJ-Zl-Q6k"/>
                              <constraint firstItem="w24-UV-dAv" firstAttribute="leading" secondItem="rCn-kh-SHx" secondAttribute="leading" constant="16" id="hsU-ID-8ex"/>
                              <constraint firstAttribute="bottom" secondItem="gVg-vB-nD5" secondAttribute="bottom" id="l6u-IZ-408"/>
                              <constraint firstAttribute="bottom" secondItem="w24-UV-dAv" secondAttribute="bottom" id="neu-aF-ePa"/>
                              <constraint firstAttribute="height" constant="90" id="weF-fk-AC7"/>
                          </constraints>
                      </view>
                      <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Lj6-2A-raj">
                          <rect key="frame" x="8" y="504" width="304" height="64"/>
                          <constraints>
                              <constraint firstAttribute="height" constant="64" id="G0W-33-ngx"/>
                          </constraints>
                      </view>
                  </subviews>
                  <viewLayoutGuide key="safeArea" id="fnl-2z-Ty3"/>
                  <constraints>
                      <constraint firstAttribute="trailing" secondItem="rCn-kh-SHx" secondAttribute="trailing" id="1oY-el-j1A"/>
                      <constraint firstItem="vOg-9D-tbz" firstAttribute="leading" secondItem="fnl-2z-Ty3" secondAttribute="leading" id="2Q2-7I-YM4"/>
                      <constraint firstItem="A5O-Jp-ZY7" firstAttribute="top" secondItem="i5M-Pr-FkT" secondAttribute="top" id="9ck-5W-tuG"/>
                      <constraint firstAttribute="bottomMargin" secondItem="A5O-Jp-ZY7" secondAttribute="bottom" id="9qb-Ae-Bih"/>
                      <constraint firstItem="rCn-kh-SHx" firstAttribute="top" secondItem="i5M-Pr-FkT" secondAttribute="top" id="AiL-19-Ix1"/>
                      <constraint firstItem="vOg-9D-tbz" firstAttribute="bottom" secondItem="fnl-2z-Ty3" secondAttribute="bottom" id="HIb-Ka-db3"/>
                      <constraint firstItem="rCn-kh-SHx" firstAttribute="leading" secondItem="i5M-Pr-FkT" secondAttribute="leading" id="Hqo-uM-afL"/>
                      <constraint firstItem="A5O-Jp-ZY7" firstAttribute="top" secondItem="NiC-SX-rde" secondAttribute="top" id="Kfq-4L-KMO"/>
                      <constraint firstItem="vOg-9D-tbz" firstAttribute="trailing" secondItem="fnl-2z-Ty3" secondAttribute="trailing" id="QmA-n5-aN8"/>
                      <constraint firstItem="AZp-uk-Ky7" firstAttribute="centerY" secondItem="fnl-2z-Ty3" secondAttribute="centerY" id="VcH-B8-uIB"/>
                      <constraint firstItem="vOg-9D-tbz" firstAttribute="bottom" secondItem="Lj6-2A-raj" secondAttribute="bottom" id="XlV-rU-xYe"/>
                      <constraint firstItem="vOg-9D-tbz" firstAttribute="top" secondItem="i5M-Pr-FkT" secondAttribute="top" id="YIb-Ui-04J"/>
                      <constraint firstItem="Lj6-2A-raj" firstAttribute="leading" secondItem="fnl-2z-Ty3" secondAttribute="leading" constant="8" id="YgU-IM-76c"/>
                      <constraint firstItem="A5O-Jp-ZY7" firstAttribute="trailing" secondItem="fnl-2z-Ty3" secondAttribute="trailing" id="bHb-h2-dtt"/>
                      <constraint firstItem="fnl-2z-Ty3" firstAttribute="trailing" secondItem="Lj6-2A-raj" secondAttribute="trailing" constant="8" id="ewK-vS-GXj"/>
                      <constraint firstItem="A5O-Jp-ZY7" firstAttribute="leading" secondItem="fnl-2z-Ty3" secondAttribute="leading" id="hAU-Eg-Hjy"/>
                      <constraint firstItem="fnl-2z-Ty3" firstAttribute="top" secondItem="NiC-SX-rde" secondAttribute="bottom" id="hY0-eI-TJM"/>
                      <constraint firstItem="AZp-uk-Ky7" firstAttribute="centerX" secondItem="fnl-2z-Ty3" secondAttribute="centerX" id="ydq-vK-s3H"/>
                  </constraints>
              </view>
          </objects>
      </document>
      """)
}
