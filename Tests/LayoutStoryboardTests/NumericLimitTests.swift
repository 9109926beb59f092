import Foundation
import LayoutStoryboard
import Testing

/// Numbers in a document are bounded like numbers in `.layout` files
/// (``StoryboardLimits/maximumMagnitude``, 1e9): a larger or non-finite constant, multiplier,
/// priority or frame is an `invalidValue` at its element, not a solve with absurd values.
@Suite struct NumericLimitTests {
  static func document(constraint: String, frameWidth: String = "100") -> String {
    TestDocument.storyboard(
      subviews: """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="BOX">
            <rect key="frame" x="0.0" y="0.0" width="\(frameWidth)" height="20"/>
        </view>
        """,
      constraints: constraint)
  }

  static func readError(_ xml: String) -> StoryboardError? {
    do {
      _ = try StoryboardDocument(string: xml, file: "big.storyboard")
      return nil
    } catch {
      return error
    }
  }

  @Test(arguments: [
    (#"constant="1e10""#, "constant"), (#"constant="-1000000001""#, "constant"),
    (#"constant="1e309""#, "constant"), (#"constant="nan""#, "constant"),
    (#"multiplier="1e10""#, "multiplier"), (#"multiplier="1e10:1""#, "multiplier"),
    (#"multiplier="1:1e-300""#, "multiplier"), (#"priority="1e300""#, "priority"),
  ])
  func valuesPastTheLimitAreRefused(attribute: String, name: String) {
    let xml = Self.document(
      constraint: #"<constraint firstItem="BOX" firstAttribute="width" \#(attribute) id="C1"/>"#)
    guard case .invalidValue(let at, _, let refused, _)? = Self.readError(xml) else {
      Issue.record(
        "expected invalidValue for \(attribute), got \(String(describing: Self.readError(xml)))")
      return
    }
    #expect(refused == name)
    #expect(at.line > 1)
  }

  @Test func frameWidthPastTheLimitIsRefused() {
    let xml = Self.document(constraint: "", frameWidth: "2e9")
    guard case .invalidValue(_, "rect", "width", "2e9")? = Self.readError(xml) else {
      Issue.record("expected invalidValue, got \(String(describing: Self.readError(xml)))")
      return
    }
  }

  @Test func valuesAtTheLimitAreRead() {
    let xml = Self.document(
      constraint:
        #"<constraint firstItem="BOX" firstAttribute="width" constant="1e9" multiplier="1" id="C1"/>"#
    )
    #expect(Self.readError(xml) == nil)
  }
}
