import LayoutCore
import LayoutStoryboard
import Testing

/// A root whose views and constraints use more than ``PriorityLevels/maximumDistinct``
/// distinct priorities below 1000 is refused when it is read, at the first element past the
/// limit.
@Suite struct PriorityLimitTests {
  /// A root view with one subview and `count` width constraints on it at distinct
  /// priorities, one per line from line 5, after `subviewHugging` on the subview.
  static func document(constraints count: Int, subviewHugging: Double? = nil) -> String {
    let hugging = subviewHugging.map { #" horizontalHuggingPriority="\#($0)""# } ?? ""
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="12118" targetRuntime="iOS.CocoaTouch" useAutolayout="YES"><scenes><scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController"><view key="view" id="v0"><rect key="frame" x="0" y="0" width="320" height="480"/><subviews>"#,
      #"<view translatesAutoresizingMaskIntoConstraints="NO" id="h0"\#(hugging)><rect key="frame" x="0" y="0" width="10" height="10"/></view>"#,
      "</subviews><constraints>",
    ]
    for index in 0..<count {
      lines.append(
        #"<constraint firstItem="h0" firstAttribute="width" constant="\#(index)" priority="\#(priority(index))" id="c\#(index)"/>"#
      )
    }
    lines.append("</constraints></view></viewController></objects></scene></scenes></document>")
    return lines.joined(separator: "\n") + "\n"
  }

  static func priority(_ index: Int) -> Double { 1 + Double(index) / 2 }

  @Test func theConstraintPastTheLimitIsRefused() {
    let text = Self.document(constraints: PriorityLevels.maximumDistinct + 1)
    do {
      _ = try StoryboardDocument(string: text, file: "p.storyboard")
      Issue.record("read a root with 1,001 distinct priorities")
    } catch {
      guard case .tooManyPriorities(let at, let priority) = error else {
        Issue.record("unexpected error \(error)")
        return
      }
      #expect(at.line == 1005)
      #expect(priority == 501)
      #expect(
        error.description.hasSuffix(
          "priority 501 is one distinct priority too many: a layout may use at most 1000 "
            + "distinct priorities below 1000"))
    }
  }

  /// A content priority counts too: with it the 1,000th constraint is one too many.
  @Test func contentPrioritiesCount() {
    let text = Self.document(constraints: 1000, subviewHugging: 999.5)
    do {
      _ = try StoryboardDocument(string: text, file: "p.storyboard")
      Issue.record("read a root with 1,001 distinct priorities")
    } catch {
      guard case .tooManyPriorities(let at, let priority) = error else {
        Issue.record("unexpected error \(error)")
        return
      }
      #expect(at.line == 1004)
      #expect(priority == Self.priority(999))
    }
  }

  @Test func theLimitItselfIsRead() throws {
    let document = try StoryboardDocument(
      string: Self.document(constraints: PriorityLevels.maximumDistinct), file: "p.storyboard")
    #expect(document.roots.count == 1)
  }
}
