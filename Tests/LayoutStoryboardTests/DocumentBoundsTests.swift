import Foundation
import Testing

@testable import LayoutStoryboard

/// Documents within the limits are read whole, in time linear in their size: a long chain
/// of segues and a document past libxml2's 10,000,000-byte lookup limit.
@Suite struct DocumentBoundsTests {
  static let header = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" \
    useTraitCollections="YES" useSafeAreas="YES" initialViewController="n">
    <scenes>

    """

  static func scene(_ index: Int, pushing next: Int?) -> String {
    let segue = next.map {
      "<connections><segue destination=\"c\($0)\" kind=\"show\" id=\"s\(index)\"/></connections>"
    }
    return "<scene sceneID=\"sc\(index)\"><objects><viewController id=\"c\(index)\" "
      + "sceneMemberID=\"viewController\"><view key=\"view\" contentMode=\"scaleToFill\" "
      + "id=\"v\(index)\"><rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"393\" "
      + "height=\"852\"/></view>\(segue ?? "")</viewController></objects></scene>\n"
  }

  /// Controllers pushed one from the next, written last first (the order that needs the
  /// most passes of a fixed point over the segues), under a navigation controller with
  /// large titles: every one of them is inside the navigation stack.
  @Test func longPushChainsAreFollowedToTheEnd() throws {
    let n = 3_000
    var xml = Self.header
    xml +=
      "<scene sceneID=\"sn\"><objects><navigationController id=\"n\" "
      + "sceneMemberID=\"viewController\"><navigationBar key=\"navigationBar\" "
      + "contentMode=\"scaleToFill\" prefersLargeTitles=\"YES\" id=\"nb\"/><connections>"
      + "<segue destination=\"c0\" kind=\"relationship\" relationship=\"rootViewController\" "
      + "id=\"rs\"/></connections></navigationController></objects></scene>\n"
    for index in stride(from: n - 1, through: 0, by: -1) {
      xml += Self.scene(index, pushing: index + 1 < n ? index + 1 : nil)
    }
    xml += "</scenes>\n</document>\n"
    let root = try XMLTreeReader.read(Data(xml.utf8), file: "chain.storyboard")
    let inference = NavigationInference(root)
    #expect(inference.navigated == Set((0..<n).map { "c\($0)" }))
    #expect(inference.largeTitles == inference.navigated)
    #expect(inference.tabbed.isEmpty)
  }

  /// A well-formed document of 10,500,000 bytes (comments between scenes) is read, not
  /// called truncated.
  @Test func documentsPastTenMillionBytesAreRead() throws {
    var xml = Self.header + Self.scene(0, pushing: nil)
    let comment = "<!-- " + String(repeating: "x", count: 90) + " -->\n"
    xml += String(repeating: comment, count: 10_500_000 / comment.utf8.count)
    xml += "</scenes>\n</document>\n"
    let data = Data(xml.utf8)
    #expect(data.count > 10_400_000)
    #expect(data.count < StoryboardLimits.maximumBytes)
    let document = try StoryboardDocument(data: data, file: "big.storyboard")
    #expect(document.roots.map(\.sceneID) == ["sc0"])
  }
}
