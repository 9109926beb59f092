import Foundation

/// A direct decoding of `Tools/data/devices.json`, independent of the generator, so the
/// agreement test compares the generated Swift table with what the data file really says.
struct DeviceDataFile: Decodable {
  struct Pair: Decodable {
    var portrait: [String]
    var landscape: [String]
  }

  struct Numbers: Decodable {
    var portrait: Double
    var landscape: Double
  }

  struct Insets: Decodable {
    var portrait: [Double]
    var landscape: [Double]
  }

  struct Zoom: Decodable {
    var points: [Double]
    var nativeScale: Double
  }

  struct Window: Decodable {
    var orientation: String
    var mode: String
    var size: [Double]
    var sizeClasses: [String]
  }

  struct Multitasking: Decodable {
    var derived: Bool
    var windows: [Window]
  }

  struct Screen: Decodable {
    var id: String
    var points: [Double]
    var scale: Double
    var nativeScale: Double
    var pixels: [Int]
    var ppi: Int
    var diagonal: Double
    var sizeClasses: Pair
    var statusBar: Numbers
    var safeArea: Insets
    var homeIndicator: Bool
    var displayZoom: Zoom?
    var orientations: [String]
    var multitasking: Multitasking?
    var note: String?
    var sources: [String]
  }

  struct Device: Decodable {
    var name: String
    var aliases: [String]
    var identifiers: [String]
    var family: String
    var year: Int
    var screen: String
    var multitasking: String
    var sources: [String]
  }

  struct InterfaceBuilderEntry: Decodable {
    var id: String
    var aliases: [String]
    var device: String
    var sources: [String]
  }

  var screens: [Screen]
  var devices: [Device]
  var interfaceBuilder: [InterfaceBuilderEntry]

  /// `Tools/data/devices.json`, found from this source file's path so it works wherever
  /// the package is checked out.
  static let url = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Tools/data/devices.json")

  static func load() throws -> DeviceDataFile {
    try JSONDecoder().decode(DeviceDataFile.self, from: Data(contentsOf: url))
  }
}
