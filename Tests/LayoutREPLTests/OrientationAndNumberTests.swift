import Testing

@testable import LayoutREPL

/// The layout's `orientations` line limits `device`, `rotate` and `orientation`; a Split View
/// window survives a rotation as the window iPadOS shows; numeric arguments obey the layout
/// file's range.
@Suite struct OrientationAndNumberTests {
  /// Runs `lines` and returns the output of the last one (and whether it failed).
  private func last(_ lines: [String]) throws -> (text: String, isError: Bool) {
    let session = try Transcript.session()
    var output = session.handle(line: lines[0])
    for line in lines.dropFirst() { output = session.handle(line: line) }
    return (output.text, output.isError)
  }

  @Test func loadingMovesToAnOrientationTheLayoutAllows() throws {
    let session = try Transcript.session()
    let loaded = session.handle(line: "load landscape-card.layout").text
    #expect(
      loaded.split(separator: "\n").prefix(2) == [
        "loaded landscape-card.layout: 3 views, 8 active constraints",
        "portrait is not among the layout's orientations (landscapeLeft|landscapeRight); "
          + "now iPhone 15 landscapeLeft 852x393 @3x wC hC",
      ])
  }

  @Test func rotateSkipsOrientationsTheLayoutLeavesOut() throws {
    let rotated = try last([
      "load landscape-card.layout", "device ipad air 11-inch (m2)", "rotate",
    ])
    #expect(!rotated.isError)
    #expect(
      rotated.text.split(separator: "\n").prefix(2) == [
        "skipped portraitUpsideDown: not among the layout's orientations",
        "iPad Air 11-inch (M2) landscapeRight 1180x820 @2x wR hR",
      ])
  }

  @Test func orientationOutsideTheLayoutIsRefused() throws {
    let refused = try last(["load landscape-card.layout", "orientation portrait"])
    #expect(refused.isError)
    #expect(
      refused.text
        == "error: the layout does not support portrait (the layout's orientations: "
        + "landscapeLeft|landscapeRight); allowed on iPhone 15: landscapeLeft, landscapeRight")
  }

  @Test func rotatingAHalfSplitGivesThePortraitWindowIPadOSShows() throws {
    let rotated = try last([
      "load card.layout", "device ipad air 11-inch (m2)", "orientation landscapeLeft",
      "split 1/2", "rotate",
    ])
    #expect(!rotated.isError)
    #expect(
      rotated.text.split(separator: "\n").prefix(2) == [
        "no split-1/2 window in portrait; using split-2/3, the nearest that iPadOS offers",
        "iPad Air 11-inch (M2) portraitUpsideDown split-2/3 490x1180 @2x wC hR",
      ])
  }

  /// iPadOS shows a 1/2 split at about 2/3 in portrait and at 1/2 again back in landscape;
  /// the window that stood in for it is not taken for the user's choice.
  @Test func rotatingBackReturnsToTheChosenHalfSplit() throws {
    let back = try last([
      "load card.layout", "device ipad air 11-inch (m2)", "orientation landscapeLeft",
      "split 1/2", "rotate", "rotate",
    ])
    #expect(!back.isError)
    #expect(
      back.text.split(separator: "\n").prefix(2) == [
        "back to the split-1/2 window chosen with split",
        "iPad Air 11-inch (M2) landscapeRight split-1/2 585x820 @2x wC hR",
      ])
    // A window chosen in portrait stays the choice; a new device forgets it.
    let chosen = try last([
      "load card.layout", "device ipad air 11-inch (m2)", "orientation landscapeLeft",
      "split 1/2", "rotate", "split 1/3", "rotate",
    ])
    #expect(!chosen.text.contains("back to"))
    #expect(chosen.text.contains(" split-1/3 "))
    let forgotten = try last([
      "load card.layout", "device ipad air 11-inch (m2)", "orientation landscapeLeft",
      "split 1/2", "device ipad air 11-inch (m2)", "split 2/3", "rotate", "rotate",
    ])
    #expect(!forgotten.text.contains("back to"))
    #expect(forgotten.text.contains(" split-2/3 "))
  }

  @Test func numbersOutsideTheFileRangeAreRefused() throws {
    let range = "numbers must be finite with a magnitude of at most 1000000000"
    let cases: [(String, String)] = [
      ("constant #gap 1e12", "error: number '1e12' is out of range; \(range)"),
      ("constant #gap -inf", "error: '-inf' is not a finite number"),
      ("priority #gap nan", "error: 'nan' is not a finite number"),
      ("constant #gap x", "error: usage: constant #IDENTIFIER VALUE"),
      ("priority #gap 1e99", "error: number '1e99' is out of range; \(range)"),
      ("priority #gap 0", "error: priority 0 is outside 1...1000"),
    ]
    for (line, message) in cases {
      let output = try last(["load card.layout", line])
      #expect(output.isError, "\(line)")
      #expect(output.text == message, "\(line)")
    }
    // The limit itself is a number; a solution it takes past the limit is refused, as
    // `layout solve` refuses it.
    #expect(try !last(["load card.layout", "constant #gap -1e9"]).isError)
    let past = try last(["load card.layout", "constant #gap 1e9"])
    #expect(past.isError)
    #expect(
      past.text
        == "error: button.top == card.bottom + 1000000000 #gap  (card.layout:16:1) takes "
        + "button.minY to 1000000279, outside the range ±1e9 of a layout's numbers")
    #expect(try !last(["load card.layout", "priority #gap high"]).isError)
  }
}
