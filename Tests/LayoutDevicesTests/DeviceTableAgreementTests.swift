import Testing

@testable import LayoutDevices

/// The generated table must say exactly what `Tools/data/devices.json` says; a failure here
/// means someone edited one without re-running `Tools/generate-devices`.
@Suite struct DeviceTableAgreementTests {
  let data: DeviceDataFile

  init() throws {
    data = try DeviceDataFile.load()
  }

  private func sizeClasses(_ names: [String]) -> SizeClassPair? {
    guard names.count == 2, let horizontal = SizeClass(rawValue: names[0]),
      let vertical = SizeClass(rawValue: names[1])
    else { return nil }
    return SizeClassPair(horizontal: horizontal, vertical: vertical)
  }

  private func insets(_ values: [Double]) -> EdgeInsets? {
    values.count == 4
      ? EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3]) : nil
  }

  private func size(_ values: [Double]) -> Size? {
    values.count == 2 ? Size(width: values[0], height: values[1]) : nil
  }

  @Test func screensMatchTheDataFile() {
    #expect(DeviceCatalog.screens.map(\.id) == data.screens.map(\.id))
    for (spec, row) in zip(DeviceCatalog.screens, data.screens) {
      #expect(spec.points == size(row.points), "\(row.id) points")
      #expect(spec.scale == row.scale, "\(row.id) scale")
      #expect(spec.nativeScale == row.nativeScale, "\(row.id) nativeScale")
      #expect(
        spec.pixels == PixelSize(width: row.pixels[0], height: row.pixels[1]), "\(row.id) pixels")
      #expect(spec.ppi == row.ppi, "\(row.id) ppi")
      #expect(spec.diagonal == row.diagonal, "\(row.id) diagonal")
      #expect(spec.sizeClasses.portrait == sizeClasses(row.sizeClasses.portrait), "\(row.id)")
      #expect(spec.sizeClasses.landscape == sizeClasses(row.sizeClasses.landscape), "\(row.id)")
      #expect(spec.statusBarHeight.portrait == row.statusBar.portrait, "\(row.id)")
      #expect(spec.statusBarHeight.landscape == row.statusBar.landscape, "\(row.id)")
      #expect(spec.safeArea.portrait == insets(row.safeArea.portrait), "\(row.id)")
      #expect(spec.safeArea.landscape == insets(row.safeArea.landscape), "\(row.id)")
      #expect(spec.hasHomeIndicator == row.homeIndicator, "\(row.id)")
      #expect(spec.displayZoom?.points == row.displayZoom.flatMap { size($0.points) }, "\(row.id)")
      #expect(spec.displayZoom?.nativeScale == row.displayZoom?.nativeScale, "\(row.id)")
      #expect(
        spec.supportedOrientations.orientations.map(\.description) == row.orientations, "\(row.id)")
      #expect(spec.multitaskingSizesDerived == (row.multitasking?.derived ?? false), "\(row.id)")
      #expect(spec.note == row.note, "\(row.id) note")
      #expect(spec.sources == row.sources, "\(row.id) sources")
      let windows = row.multitasking?.windows ?? []
      #expect(spec.multitaskingWindows.count == windows.count, "\(row.id) windows")
      for (window, expected) in zip(spec.multitaskingWindows, windows) {
        #expect(window.orientation.rawValue == expected.orientation, "\(row.id)")
        #expect(window.mode.rawValue == expected.mode, "\(row.id)")
        #expect(window.size == size(expected.size), "\(row.id) \(expected.mode)")
        #expect(
          window.sizeClasses == sizeClasses(expected.sizeClasses), "\(row.id) \(expected.mode)")
      }
    }
  }

  @Test func devicesMatchTheDataFile() {
    #expect(DeviceCatalog.all.map(\.name) == data.devices.map(\.name))
    for (device, row) in zip(DeviceCatalog.all, data.devices) {
      #expect(device.aliases == row.aliases, "\(row.name)")
      #expect(device.identifiers == row.identifiers, "\(row.name)")
      #expect(device.family.rawValue == row.family, "\(row.name)")
      #expect(device.year == row.year, "\(row.name)")
      #expect(device.screen.id == row.screen, "\(row.name)")
      #expect(device.multitasking.rawValue == row.multitasking, "\(row.name)")
      #expect(device.sources == row.sources, "\(row.name)")
    }
  }

  @Test func interfaceBuilderIDsMatchTheDataFile() {
    #expect(DeviceCatalog.interfaceBuilderDevices.map(\.id) == data.interfaceBuilder.map(\.id))
    for (entry, row) in zip(DeviceCatalog.interfaceBuilderDevices, data.interfaceBuilder) {
      #expect(entry.aliases == row.aliases, "\(row.id)")
      #expect(entry.deviceName == row.device, "\(row.id)")
      #expect(entry.sources == row.sources, "\(row.id)")
    }
  }

  @Test func everyRowHasASourceURL() {
    let sources =
      data.screens.map(\.sources) + data.devices.map(\.sources)
      + data.interfaceBuilder.map(\.sources)
    for list in sources {
      #expect(!list.isEmpty)
      #expect(list.allSatisfy { $0.hasPrefix("https://") || $0.hasPrefix("http://") })
    }
  }
}
