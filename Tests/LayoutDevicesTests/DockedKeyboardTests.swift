import LayoutDevices
import Testing

/// The catalog's docked keyboard heights against their sources: with the QuickType bar by
/// portrait screen height (253 / 258 / 271 / 333), and without it 216 / 162 on iPhone and
/// 264 / 352 on iPad.
@Suite struct DockedKeyboardTests {
  func device(_ name: String) throws -> Device { try DeviceCatalog.lookup(name) }

  @Test func phonesInPortraitWithThePredictiveBar() throws {
    let cases: [(String, Double, Bool)] = [
      ("iPhone SE (1st generation)", 253, false),
      ("iPhone SE (3rd generation)", 258, false),
      ("iPhone 8 Plus", 271, false),
      ("iPhone X", 333, false),
      ("iPhone 15", 333, true),
      ("iPhone 4s", 253, true),
    ]
    for (name, points, nearest) in cases {
      let height = try device(name).dockedKeyboardHeight(in: .portrait)
      #expect(height.points == points, "\(name)")
      #expect(height.isNearestClass == nearest, "\(name)")
      #expect(height.source.contains("SwiftyComponents"))
    }
  }

  @Test func phonesWithoutThePredictiveBarAndInLandscape() throws {
    let small = try device("iPhone SE (1st generation)")
    #expect(
      small.dockedKeyboardHeight(in: .portrait, predictive: false)
        == DockedKeyboardHeight(
          points: 216,
          source:
            "https://www.oreilly.com/library/view/beginning-ios-5/9781118144251/ch006-sec005.html",
          isNearestClass: false))
    let tall = try device("iPhone 15")
    #expect(tall.dockedKeyboardHeight(in: .portrait, predictive: false).isNearestClass)
    #expect(tall.dockedKeyboardHeight(in: .landscapeLeft, predictive: false).points == 162)
    #expect(!tall.dockedKeyboardHeight(in: .landscapeLeft, predictive: false).isNearestClass)
    #expect(
      tall.dockedKeyboardHeight(in: .landscapeRight).description
        == "162 pt (nearest documented class)")
  }

  @Test func pads() throws {
    let pad = try device("iPad Air (5th generation)")
    #expect(pad.dockedKeyboardHeight(in: .portrait, predictive: false).description == "264 pt")
    #expect(pad.dockedKeyboardHeight(in: .landscapeLeft, predictive: false).points == 352)
    #expect(pad.dockedKeyboardHeight(in: .portrait).isNearestClass)
  }

  /// Every device and orientation: a keyboard that leaves at least a third of the screen.
  @Test func everyKeyboardFitsItsScreen() {
    for device in DeviceCatalog.all {
      for orientation in InterfaceOrientation.allCases {
        let screenHeight =
          orientation.isPortrait ? device.screen.points.height : device.screen.points.width
        for predictive in [true, false] {
          let height = device.dockedKeyboardHeight(in: orientation, predictive: predictive)
          #expect(height.points > 0 && height.points < screenHeight * 2 / 3, "\(device)")
        }
      }
    }
  }
}
