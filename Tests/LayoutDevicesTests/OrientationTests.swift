import Testing

@testable import LayoutDevices

/// Interface orientations, masks and the device-to-interface mapping, with UIKit's values.
@Suite struct OrientationTests {
  @Test func maskBitsMatchUIKit() {
    #expect(InterfaceOrientationMask.portrait.rawValue == 2)
    #expect(InterfaceOrientationMask.portraitUpsideDown.rawValue == 4)
    #expect(InterfaceOrientationMask.landscapeRight.rawValue == 8)
    #expect(InterfaceOrientationMask.landscapeLeft.rawValue == 16)
    #expect(InterfaceOrientationMask.landscape.rawValue == 24)
    #expect(InterfaceOrientationMask.allButUpsideDown.rawValue == 26)
    #expect(InterfaceOrientationMask.all.rawValue == 30)
    #expect(InterfaceOrientationMask([.portrait, .landscapeLeft]) == [.portrait, .landscapeLeft])
    #expect(
      InterfaceOrientationMask.allButUpsideDown.description
        == "portrait|landscapeLeft|landscapeRight")
    #expect(InterfaceOrientationMask().description == "none")
  }

  @Test func orientationRawValuesMatchUIKit() {
    #expect(InterfaceOrientation.landscapeLeft.rawValue == 4)
    #expect(InterfaceOrientation.landscapeRight.rawValue == 3)
    #expect(InterfaceOrientation.portraitUpsideDown.isPortrait)
    #expect(InterfaceOrientation.landscapeRight.screenOrientation == .landscape)
  }

  @Test func deviceOrientationTurnsTheInterfaceTheOtherWay() {
    #expect(DeviceOrientation.landscapeLeft.interfaceOrientation == .landscapeRight)
    #expect(DeviceOrientation.landscapeRight.interfaceOrientation == .landscapeLeft)
    #expect(DeviceOrientation.portrait.interfaceOrientation == .portrait)
    #expect(DeviceOrientation.faceUp.interfaceOrientation == nil)
    #expect(DeviceOrientation.faceDown.interfaceOrientation == nil)
    #expect(DeviceOrientation.unknown.interfaceOrientation == nil)
  }

  @Test func viewControllerMaskNarrowsButCannotWidenTheAppMask() {
    let app = InterfaceOrientationMask.allButUpsideDown
    #expect(app.intersection(.all) == .allButUpsideDown)
    #expect(app.intersection(.portrait) == .portrait)
    #expect(!app.intersection(.all).contains(.portraitUpsideDown))
  }

  @Test func homeButtonPhonesTurnUpsideDownOthersDoNot() {
    for phone in DeviceCatalog.devices(in: .iPhone) {
      #expect(phone.supports(.portraitUpsideDown) == !phone.hasHomeIndicator, "\(phone)")
    }
  }

  @Test func geometryPerOrientation() throws {
    let eight = try DeviceCatalog.device(named: "iPhone 8")
    let upsideDown = try eight.geometry(in: .portraitUpsideDown)
    #expect(upsideDown.size == Size(width: 375, height: 667))
    #expect(upsideDown.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    let landscape = try eight.geometry(in: .landscapeRight)
    #expect(landscape.size == Size(width: 667, height: 375))
    #expect(landscape.statusBarHeight == 0)
    #expect(landscape.safeAreaInsets == .zero)
    #expect(landscape.description == "landscapeRight 667x375 @2x wC hC safe (top: 0, left: 0, bottom: 0, right: 0)")
  }
}
