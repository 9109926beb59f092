import Foundation
import Testing

@testable import LayoutDevices

/// The JSON and table renderings behind `layout devices`.
@Suite struct DeviceReportTests {
  private func object(_ json: String) throws -> [[String: Any]] {
    let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8))
    return try #require(parsed as? [[String: Any]])
  }

  @Test func wholeCatalogIsValidJSONWithTheDocumentedKeys() throws {
    let devices = try object(DeviceCatalog.json())
    #expect(devices.count == DeviceCatalog.all.count)
    let keys: Set<String> = [
      "name", "identifiers", "family", "year", "points", "scale", "nativeScale", "pixels", "ppi",
      "diagonal", "sizeClasses", "statusBarHeight", "safeArea", "homeIndicator", "displayZoom",
      "orientations", "sources",
    ]
    for device in devices {
      let present = Set(device.keys)
      #expect(present.isSuperset(of: keys))
      #expect(present.contains("multitasking") == (device["family"] as? String == "iPad"))
    }
  }

  @Test func iPhoneXJSON() throws {
    let x = try DeviceCatalog.device(named: "iPhone X")
    let json = DeviceCatalog.json([x])
    let device = try #require(try object(json).first)
    #expect(device["name"] as? String == "iPhone X")
    #expect(device["identifiers"] as? [String] == ["iPhone10,3", "iPhone10,6"])
    #expect(device["family"] as? String == "iPhone")
    #expect(device["points"] as? [String: Double] == ["width": 375, "height": 812])
    #expect(device["nativeScale"] as? Double == 3)
    let safeArea = try #require(device["safeArea"] as? [String: [String: Double]])
    #expect(safeArea["landscape"] == ["top": 0, "left": 44, "bottom": 21, "right": 44])
    let sizeClasses = try #require(device["sizeClasses"] as? [String: [String: String]])
    #expect(sizeClasses["landscape"] == ["horizontal": "compact", "vertical": "compact"])
    #expect(device["orientations"] as? [String] == ["portrait", "landscapeLeft", "landscapeRight"])
    #expect(json.contains("\"nativeScale\": 3,"))
    #expect(json.contains("\"displayZoom\": {\n      \"points\": {\n        \"width\": 320,"))
  }

  @Test func table() throws {
    let plus = try DeviceCatalog.device(named: "iPhone 8 Plus")
    let lines = DeviceCatalog.table([plus]).split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines[0].hasPrefix("Name           Family  Year  Points   @  Native"))
    #expect(
      lines[1]
        == "iPhone 8 Plus  iPhone  2017  414x736  3  2.608   1080x1920  401  5.5   wC hR     wR hC      20 0 0 0              375x667"
    )
  }
}
