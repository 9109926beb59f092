/// Storyboard documents written for the command tests.
public enum SampleXibs {
  /// A hand-written xib whose view `A` is pinned 10 points from the top-left corner of its
  /// 200 × 100 top-level view, stored at `y`.
  public static func pinnedView(storedY: Int = 10) -> String {
    document([pinnedScene(id: "TOP", width: 200, height: 100, view: "A", x: 10, storedY: storedY)])
  }

  /// A xib (`retina4_7`, portrait) of the given top-level views, in order.
  public static func document(_ topLevelViews: [String]) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
        <objects>

    """ + topLevelViews.joined() + """
          </objects>
      </document>
      """
  }

  /// A top-level view `id` (`width` × `height`) holding one 50 × 20 view `view` stored at
  /// (`x`, `storedY`) and pinned to its leading edge at `x` and, when `top` is given, to its
  /// top at `top`, with a constant width and height; the constraints' ids are `prefix1` to
  /// `prefix4` (`prefix2` the top).
  public static func pinnedScene(
    id: String, width: Int, height: Int, view: String, x: Int, storedY: Int, top: Int? = 10,
    prefix: String = "c"
  ) -> String {
    let topConstraint = top.map {
      """
                      <constraint firstItem="\(view)" firstAttribute="top" secondItem="\(id)" secondAttribute="top" constant="\($0)" id="\(prefix)2"/>

      """
    }
    return """
              <view contentMode="scaleToFill" id="\(id)">
                  <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                  <subviews>
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(view)">
                          <rect key="frame" x="\(x)" y="\(storedY)" width="50" height="20"/>
                      </view>
                  </subviews>
                  <constraints>
                      <constraint firstItem="\(view)" firstAttribute="leading" secondItem="\(id)" secondAttribute="leading" constant="\(x)" id="\(prefix)1"/>

      """ + (topConstraint ?? "") + """
                        <constraint firstItem="\(view)" firstAttribute="width" constant="50" id="\(prefix)3"/>
                        <constraint firstItem="\(view)" firstAttribute="height" constant="20" id="\(prefix)4"/>
                    </constraints>
                </view>

        """
  }
}
