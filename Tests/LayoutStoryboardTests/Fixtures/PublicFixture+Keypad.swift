extension PublicFixture {
  /// A passcode screen in a xib on a notched iPhone (Xcode 12): a vertical stack centred
  /// in the safe area holding a centre-aligned header stack (labels and an empty stack with
  /// `placeholderIntrinsicWidth="infinite"`) and a fill-equally keypad of fill-equally rows
  /// whose first key is square by a `1:1` ratio multiplier; a button pinned to the root's
  /// bottom margin (8 points inside the 34-point home-indicator inset).
  static let keypad = PublicFixture(
    source:
      "https://github.com/Automattic/simplenote-ios/blob/2b4d3b1c85e20c1cf09c8f4d79412ad5225f8ced/Simplenote/Classes/PinLock/PinLockViewController.xib",
    exercises:
      "nested stacks, fillEqually on both axes, center alignment, ratio multiplier, infinite placeholder size, root margin over the safe area",
    xml: """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17506" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
          <device id="retina6_1" orientation="portrait" appearance="light"/>
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
                  <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                  <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                  <subviews>
                      <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="25" translatesAutoresizingMaskIntoConstraints="NO" id="kUd-Ix-uIM">
                          <rect key="frame" x="65" y="193.5" width="284" height="519"/>
                          <subviews>
                              <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" spacing="25" translatesAutoresizingMaskIntoConstraints="NO" id="1oZ-M4-eDV">
                                  <rect key="frame" x="0.0" y="0.0" width="284" height="142"/>
                                  <subviews>
                                      <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label" textAlignment="center" lineBreakMode="tailTruncation" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="WOh-Ux-wmS">
                                          <rect key="frame" x="118" y="0.0" width="48" height="24"/>
                                          <fontDescription key="fontDescription" style="UICTFontTextStyleTitle3"/>
                                      </label>
                                      <stackView opaque="NO" contentMode="scaleToFill" placeholderIntrinsicWidth="infinite" placeholderIntrinsicHeight="50" distribution="fillEqually" spacing="24" translatesAutoresizingMaskIntoConstraints="NO" id="ZqA-yv-5ub">
                                          <rect key="frame" x="142" y="49" width="0.0" height="50"/>
                                      </stackView>
                                      <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="2 Failed Passcode Attempts" textAlignment="center" lineBreakMode="tailTruncation" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="amM-I9-F7S">
                                          <rect key="frame" x="47" y="124" width="190" height="18"/>
                                          <fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/>
                                      </label>
                                  </subviews>
                              </stackView>
                              <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" spacing="16" translatesAutoresizingMaskIntoConstraints="NO" id="Z1C-0F-Pl0">
                                  <rect key="frame" x="0.0" y="167" width="284" height="352"/>
                                  <subviews>
                                      <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" spacing="28" translatesAutoresizingMaskIntoConstraints="NO" id="NE9-h3-DyR">
                                          <rect key="frame" x="0.0" y="0" width="284" height="76"/>
                                          <subviews>
                                              <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="vYD-BP-2G8">
                                                  <rect key="frame" x="0" y="0.0" width="76" height="76"/>
                                                  <constraints>
                                                      <constraint firstAttribute="width" constant="76" id="59Y-T1-eRv"/>
                                                      <constraint firstAttribute="width" secondItem="vYD-BP-2G8" secondAttribute="height" multiplier="1:1" id="Ze8-bJ-9hg"/>
                                                  </constraints>
                                                  <fontDescription key="fontDescription" style="UICTFontTextStyleTitle0"/>
                                              </button>
                                              <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="nsZ-02-d4z">
                                                  <rect key="frame" x="104" y="0.0" width="76" height="76"/>
                                                  <fontDescription key="fontDescription" style="UICTFontTextStyleTitle0"/>
                                              </button>
                                              <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="ROd-Mk-dWc">
                                                  <rect key="frame" x="208" y="0.0" width="76" height="76"/>
                                                  <fontDescription key="fontDescription" style="UICTFontTextStyleTitle0"/>
                                              </button>
                                          </subviews>
                                      </stackView>
                                      <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" spacing="28" translatesAutoresizingMaskIntoConstraints="NO" id="5xf-f4-VCV">
                                          <rect key="frame" x="0.0" y="92" width="284" height="76"/>
                                          <subviews>
                                              <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="BjF-OJ-s6n">
                                                  <rect key="frame" x="0" y="0.0" width="76" height="76"/>
                                                  <fontDescription key="fontDescription" style="UICTFontTextStyleTitle0"/>
                                              </button>
                                              <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="Kb3-N4-0L1">
                                                  <rect key="frame" x="104" y="0.0" width="76" height="76"/>
                                                  <fontDescription key="fontDescription" style="UICTFontTextStyleTitle0"/>
                                              </button>
                                              <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="ycp-6v-0pD">
                                                  <rect key="frame" x="208" y="0.0" width="76" height="76"/>
                                                  <fontDescription key="fontDescription" style="UICTFontTextStyleTitle0"/>
                                              </button>
                                          </subviews>
                                      </stackView>
                                      <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" spacing="28" translatesAutoresizingMaskIntoConstraints="NO" id="WiL-Pd-nca">
                                          <rect key="frame" x="0.0" y="184" width="284" height="76"/>
                                          <subviews>
                                              <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="yD5-B4-rkf">
                                                  <rect key="frame" x="0" y="0.0" width="76" height="76"/>
                                                  <fontDescription key="fontDescription" style="UICTFontTextStyleTitle0"/>
                                              </button>
                                              <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="th7-BP-TaK">
                                                  <rect key="frame" x="104" y="0.0" width="76" height="76"/>
                                                  <fontDescription key="fontDescription" style="UICTFontTextStyleTitle0"/>
                                              </button>
                                              <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="OLO-MV-4cd">
                                                  <rect key="frame" x="208" y="0.0" width="76" height="76"/>
                                                  <fontDescription key="fontDescription" style="UICTFontTextStyleTitle0"/>
                                              </button>
                                          </subviews>
                                      </stackView>
                                      <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" spacing="28" translatesAutoresizingMaskIntoConstraints="NO" id="YbO-VL-ArF">
                                          <rect key="frame" x="0.0" y="276" width="284" height="76"/>
                                          <subviews>
                                              <view opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="xkt-tY-cgq">
                                                  <rect key="frame" x="0" y="0.0" width="76" height="76"/>
                                              </view>
                                              <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="He8-HI-UVX">
                                                  <rect key="frame" x="104" y="0.0" width="76" height="76"/>
                                                  <fontDescription key="fontDescription" style="UICTFontTextStyleTitle0"/>
                                              </button>
                                              <view opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="QEI-Lo-gGb">
                                                  <rect key="frame" x="208" y="0.0" width="76" height="76"/>
                                              </view>
                                          </subviews>
                                      </stackView>
                                  </subviews>
                              </stackView>
                          </subviews>
                      </stackView>
                      <button opaque="NO" contentMode="scaleToFill" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="EY1-yW-LpJ">
                          <rect key="frame" x="298" y="821" width="51" height="33"/>
                          <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                      </button>
                  </subviews>
                  <viewLayoutGuide key="safeArea" id="fnl-2z-Ty3"/>
                  <constraints>
                      <constraint firstItem="kUd-Ix-uIM" firstAttribute="centerX" secondItem="fnl-2z-Ty3" secondAttribute="centerX" id="EaN-W5-Zci"/>
                      <constraint firstItem="EY1-yW-LpJ" firstAttribute="trailing" secondItem="Z1C-0F-Pl0" secondAttribute="trailing" id="V2R-j1-Ij6"/>
                      <constraint firstItem="kUd-Ix-uIM" firstAttribute="centerY" secondItem="fnl-2z-Ty3" secondAttribute="centerY" id="d85-ya-WaS"/>
                      <constraint firstAttribute="bottomMargin" secondItem="EY1-yW-LpJ" secondAttribute="bottom" constant="8" id="oQl-6D-5Ae"/>
                  </constraints>
              </view>
          </objects>
      </document>
      """)
}
