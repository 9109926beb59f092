extension StoryboardFixture {
  /// A table view controller whose prototype cell (`CELL`, content view `CV`), stored 414
  /// points wide in a 375-point table, holds a label `IN` inside the cell and, when
  /// `outside` is set, a label `OUT` pinned past the cell's end (stored inside it: a problem
  /// the stored design does not show).
  public static func prototypeCell(outside: Bool) -> String {
    let out =
      outside
      ? """
      <label opaque="NO" text="Out" translatesAutoresizingMaskIntoConstraints="NO" id="OUT">
          <rect key="frame" x="300" y="11" width="30" height="21"/>
      </label>
      """ : ""
    let outPins =
      outside
      ? """
      <constraint firstItem="OUT" firstAttribute="leading" secondItem="CV" secondAttribute="leading" constant="420" id="c4"/>
      <constraint firstItem="OUT" firstAttribute="top" secondItem="CV" secondAttribute="top" constant="11" id="c5"/>
      <constraint firstItem="OUT" firstAttribute="width" constant="30" id="c6"/>
      <constraint firstItem="OUT" firstAttribute="height" constant="21" id="c7"/>
      """ : ""
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="VC1">
          <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
          <scenes>
              <scene sceneID="S1">
                  <objects>
                      <tableViewController id="VC1" sceneMemberID="viewController">
                          <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" id="TV">
                              <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                              <prototypes>
                                  <tableViewCell contentMode="scaleToFill" reuseIdentifier="Cell" id="CELL">
                                      <rect key="frame" x="0.0" y="28" width="414" height="44"/>
                                      <autoresizingMask key="autoresizingMask"/>
                                      <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="CELL" id="CV">
                                          <rect key="frame" x="0.0" y="0.0" width="414" height="43.5"/>
                                          <autoresizingMask key="autoresizingMask"/>
                                          <subviews>
                                              <label opaque="NO" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="IN">
                                                  <rect key="frame" x="16" y="11" width="382" height="21"/>
                                              </label>
                                              \(out)
                                          </subviews>
                                          <constraints>
                                              <constraint firstItem="IN" firstAttribute="leading" secondItem="CV" secondAttribute="leadingMargin" id="c1"/>
                                              <constraint firstItem="IN" firstAttribute="trailing" secondItem="CV" secondAttribute="trailingMargin" id="c2"/>
                                              <constraint firstItem="IN" firstAttribute="centerY" secondItem="CV" secondAttribute="centerY" id="c3"/>
                                              \(outPins)
                                          </constraints>
                                      </tableViewCellContentView>
                                  </tableViewCell>
                              </prototypes>
                          </tableView>
                      </tableViewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
  }
}
