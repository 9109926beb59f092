import LayoutDevices
import Testing

@testable import LayoutREPL

/// `split` takes the names `layout --multitasking` takes, and the short ones, alike.
@Suite struct WindowNameTests {
  @Test(arguments: [
    ("slide-over", "slideover"), ("split-1/3", "1/3"), ("split-2/3", "2/3"), ("full", "off"),
  ])
  func bothSpellingsGiveTheSameWindow(_ long: String, _ short: String) throws {
    let first = try Transcript.session()
    let second = try Transcript.session()
    for session in [first, second] {
      _ = session.handle(line: "load card.layout")
      _ = session.handle(line: "device ipad air 2")
    }
    let a = first.handle(line: "split \(long)")
    let b = second.handle(line: "split \(short)")
    #expect(!a.isError)
    #expect(a.text == b.text)
  }

  @Test func usageNamesTheCanonicalSpellings() throws {
    let session = try Transcript.session()
    #expect(
      session.handle(line: "split quarter").text
        == "error: usage: split full|split-1/3|split-1/2|split-2/3|slide-over")
    #expect(MultitaskingMode.named("Slide-Over") == .some(.slideOver))
    #expect(MultitaskingMode.named("off") == .some(nil))
    #expect(MultitaskingMode.named("quarter") == nil)
  }

  @Test func rotateHelpSaysWhichWayItTurns() throws {
    let session = try Transcript.session()
    #expect(
      session.handle(line: "help rotate").text
        == "usage: rotate [left|right]\nTurns the device a quarter turn, skipping unsupported "
        + "orientations: 'right' (the default) turns it clockwise, portrait → landscapeLeft → "
        + "portraitUpsideDown → landscapeRight, as UIKit names interface orientations; 'left' "
        + "turns it back.")
  }
}
