import Foundation
import LayoutCommands
import Testing

/// `layout convert` of a document that uses the old top and bottom layout guides (no safe
/// areas) under a navigation bar: the guides' lengths are written against the root's safe
/// area, so the layout file and the document give the same frames on other devices too.
@Suite struct StoryboardLayoutGuideConversionTests {
  /// Saved by Xcode 10.2 for an iPhone 8 in portrait, `useSafeAreas="NO"`, in a navigation
  /// controller: `A` hangs 8 below the top guide (20 + 44), `B` sits 8 above the bottom one.
  static let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" \
    useTraitCollections="YES" useSafeAreas="NO">
        <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
        <scenes>
            <scene sceneID="S1"><objects>
                <viewController id="VC" sceneMemberID="viewController">
    """ + "\n"
    + LayoutGuideScene.controllerToEnd(
      width: 375, height: 667, bottomY: 649, autoresizesRoot: false)

  static func converted() throws -> (files: MemoryFiles, layout: String) {
    let files = MemoryFiles(["guides.storyboard": document])
    let result = ConvertAction.run(
      ConvertAction.Options(file: "guides.storyboard", output: "guides.layout"), files: files)
    #expect(result.status == .success, "\(result.standardError)")
    return (files, try #require(files["guides.layout"]))
  }

  @Test func guideLengthsAreWrittenAgainstTheSafeArea() throws {
    let text = try Self.converted().layout
    // The navigation bar (44) is what the saved screen shows beyond the iPhone 8's safe area.
    #expect(
      text.contains("topLayoutGuide.bottom == root.safeArea.top + 44 #_UILayoutGuide-top-height"))
    #expect(
      text.contains("root.safeArea.bottom == bottomLayoutGuide.top #_UILayoutGuide-bottom-height"))
    #expect(!text.contains("LayoutGuide.height"))
  }

  /// Solved on devices other than the saved one, both files give the same frames: `A` 8
  /// below the status bar and navigation bar, `B` 8 above the home indicator.
  @Test(arguments: [
    ("iPhone 8", 72.0, 649.0, 375.0), ("iPhone 15", 111, 800, 393),
    ("iPhone SE (1st generation)", 72, 550, 320), ("iPhone 15 Pro Max", 111, 880, 430),
  ])
  func sameFramesOnOtherDevices(device: String, topY: Double, bottomY: Double, width: Double)
    throws
  {
    let (files, _) = try Self.converted()
    func solve(_ file: String) throws -> [String: [Double]] {
      try LayoutGuideScene.frames(of: file, in: files, on: device)
    }
    let storyboard = try solve("guides.storyboard")
    let layout = try solve("guides.layout")
    #expect(storyboard["A"] == [0, topY, width, 10])
    #expect(storyboard["B"] == [0, bottomY, width, 10])
    #expect(layout["view1"] == storyboard["A"])
    #expect(layout["view2"] == storyboard["B"])
  }
}

/// `layout convert` of an Xcode 7 document saved on the *Any/Any* canvas (no `<device>`,
/// 600×600, a 20-point status bar, no safe areas): the canvas's status bar is part of the
/// old top layout guide, but on a device it is part of the safe area, so the converted file
/// must not add it again.
@Suite struct StoryboardAnyAnyLayoutGuideConversionTests {
  /// `A` hangs 8 below the top guide (status bar 20 + navigation bar 44), `B` sits 8 above
  /// the bottom one (no bar at the bottom).
  static let document = """
    <?xml version="1.0" encoding="UTF-8" standalone="no"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    toolsVersion="9531" systemVersion="15D21" targetRuntime="iOS.CocoaTouch" \
    propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \
    initialViewController="VC">
        <scenes>
            <scene sceneID="S1"><objects>
                <viewController id="VC" sceneMemberID="viewController">
    """ + "\n"
    + LayoutGuideScene.controllerToEnd(width: 600, height: 600, bottomY: 582, autoresizesRoot: true)

  static func converted() throws -> (files: MemoryFiles, layout: String, log: String) {
    let files = MemoryFiles(["anyany.storyboard": document])
    let result = ConvertAction.run(
      ConvertAction.Options(file: "anyany.storyboard", output: "anyany.layout"), files: files)
    #expect(result.status == .success, "\(result.standardError)")
    return (files, try #require(files["anyany.layout"]), result.standardError)
  }

  /// Only the navigation bar is written: the status bar is in every device's safe area. The
  /// file still gives the canvas's frames on the canvas (checked by `convert` itself).
  @Test func onlyTheNavigationBarIsAddedToTheSafeArea() throws {
    let (_, text, log) = try Self.converted()
    #expect(
      text.contains("topLayoutGuide.bottom == root.safeArea.top + 44 #_UILayoutGuide-top-height"))
    #expect(
      text.contains("root.safeArea.bottom == bottomLayoutGuide.top #_UILayoutGuide-bottom-height"))
    #expect(!text.contains("root.safeArea.top + 64"))
    #expect(log.contains("note: checked: the layout file gives the same frames for all"))
    #expect(!log.contains("warning"))
  }

  /// Solved on devices, the storyboard and the converted file give the same frames: `A` 8
  /// below the device's status bar (or sensor housing) and the navigation bar, `B` 8 above
  /// the home indicator.
  @Test(arguments: [
    ("iPhone 8", 72.0, 649.0, 375.0), ("iPhone 15", 111, 800, 393),
  ])
  func sameFramesOnDevices(device: String, topY: Double, bottomY: Double, width: Double) throws {
    let (files, _, _) = try Self.converted()
    func solve(_ file: String) throws -> [String: [Double]] {
      try LayoutGuideScene.frames(of: file, in: files, on: device)
    }
    let storyboard = try solve("anyany.storyboard")
    let layout = try solve("anyany.layout")
    #expect(storyboard["A"] == [0, topY, width, 10])
    #expect(storyboard["B"] == [0, bottomY, width, 10])
    #expect(layout["view1"] == storyboard["A"])
    #expect(layout["view2"] == storyboard["B"])
  }
}
