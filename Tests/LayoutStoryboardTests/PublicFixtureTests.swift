import AutoLayout
import LayoutStoryboard
import Testing

/// Documents modelled on public Interface Builder files for features the shared samples
/// lack (sources in each fixture): every stored frame is checked, and a few are asserted.
@Suite struct PublicFixtureTests {
  /// Each fixture with its expected matches; none may mismatch or be skipped.
  static let expected: [(name: String, fixture: PublicFixture, matched: Int)] = [
    ("datePickers", .datePickers, 3),
    ("selfSizingView", .selfSizingView, 3),
    ("loginStack", .loginStack, 6),
    ("keypad", .keypad, 24),
    ("podcastHeader", .podcastHeader, 11),
    ("textFieldScrollView", .textFieldScrollView, 6),
  ]

  @Test(arguments: expected.map(\.name))
  func storedFramesMatch(name: String) throws {
    let entry = try #require(Self.expected.first { $0.name == name })
    let document = try StoryboardDocument(string: entry.fixture.xml, file: "\(name).xib")
    let check = document.check()
    for root in check.roots {
      #expect(root.failure == nil, "\(root.name): \(String(describing: root.failure))")
    }
    #expect(check.mismatched == 0, "\(check)")
    #expect(check.skipped == 0, "\(check)")
    #expect(check.matched == entry.matched, "\(check)")
  }

  /// Since Xcode 11 the canvas simulates no status bar on a non-notched iPhone: the safe
  /// area starts at 0 (Xcode 11, 12 and 14 files).
  @Test func canvasesSinceXcode11HaveNoStatusBar() throws {
    let pickers = try StoryboardDocument(string: PublicFixture.datePickers.xml).layout()
    #expect(pickers.environment.safeAreaInsets.top == 0)
    #expect(pickers.frameInRoot(of: "gIK-bs-UBw") == Rect(x: 0, y: 44, width: 375, height: 216))
    #expect(pickers.frameInRoot(of: "ETH-KN-X2k") == Rect(x: 16, y: 280, width: 343, height: 216))
    let sized = try StoryboardDocument(string: PublicFixture.selfSizingView.xml).layout()
    #expect(sized.frameInRoot(of: "8rE-Xb-M3g") == Rect(x: 36, y: 50, width: 200, height: 70))
    let header = try StoryboardDocument(string: PublicFixture.podcastHeader.xml).layout()
    #expect(header.root.isControllerView)
    #expect(header.frameInRoot(of: "NiC-SX-rde") == Rect(x: 0, y: 0, width: 320, height: 0))
    #expect(header.frameInRoot(of: "Z6r-n2-drA") == Rect(x: 0, y: -70, width: 320, height: 250))
    #expect(header.frameInRoot(of: "AZp-uk-Ky7") == Rect(x: 150, y: 274, width: 20, height: 20))
  }

  @Test func stackAlignedTopUnderANotch() throws {
    let layout = try StoryboardDocument(string: PublicFixture.loginStack.xml).layout()
    #expect(layout.environment.safeAreaInsets.top == 44)
    #expect(layout.frameInRoot(of: "CJS-5O-pxK") == Rect(x: 43.5, y: 84, width: 327, height: 200))
    #expect(layout.frameInRoot(of: "PfS-vU-7i3") == Rect(x: 43.5, y: 240, width: 327, height: 44))
  }

  @Test func keypadOfNestedStacks() throws {
    let layout = try StoryboardDocument(string: PublicFixture.keypad.xml).layout()
    #expect(layout.frameInRoot(of: "kUd-Ix-uIM") == Rect(x: 65, y: 193.5, width: 284, height: 519))
    #expect(layout.frameInRoot(of: "ZqA-yv-5ub") == Rect(x: 207, y: 242.5, width: 0, height: 50))
    #expect(layout.frameInRoot(of: "He8-HI-UVX") == Rect(x: 169, y: 636.5, width: 76, height: 76))
    #expect(layout.frameInRoot(of: "EY1-yW-LpJ") == Rect(x: 298, y: 821, width: 51, height: 33))
  }
}
