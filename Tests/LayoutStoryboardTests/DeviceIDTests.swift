import AutoLayout
import LayoutStoryboard
import Testing

/// Every Interface Builder `<device id>` of every era resolves to its screen, scale and
/// size classes, and ids outside the catalog fall back to the
/// root's stored size instead of failing.
@Suite struct DeviceIDTests {
  /// id, portrait points, scale.
  static let table: [(id: String, width: Double, height: Double, scale: Double)] = [
    ("retina3_5", 320, 480, 2), ("retina4_0", 320, 568, 2), ("retina4_7", 375, 667, 2),
    ("retina5_5", 414, 736, 3), ("retina5_9", 375, 812, 3), ("retina6_1", 414, 896, 2),
    ("retina6_5", 414, 896, 3), ("retina5_4", 375, 812, 3), ("retina6_0", 390, 844, 3),
    ("retina6_7", 428, 926, 3), ("retina6_12", 393, 852, 3), ("retina6_72", 430, 932, 3),
    ("retina6_3", 402, 874, 3), ("retina6_9", 440, 956, 3), ("ipad9_7", 768, 1024, 2),
    ("ipad7_9", 768, 1024, 2), ("ipad10_2", 810, 1080, 2), ("ipad10_5", 834, 1112, 2),
    ("ipad10_9rounded", 820, 1180, 2), ("ipad11_0rounded", 834, 1194, 2),
    ("ipad12_9", 1024, 1366, 2), ("ipad12_9rounded", 1024, 1366, 2),
  ]

  static func environment(
    device: String, width: Double, height: Double
  ) throws -> StoryboardEnvironment {
    let xml = TestDocument.storyboard(subviews: "", device: device)
      .replacingOccurrences(
        of: #"<rect key="frame" x="0.0" y="0.0" width="375" height="667"/>"#,
        with: #"<rect key="frame" x="0.0" y="0.0" width="\#(width)" height="\#(height)"/>"#)
    let document = try StoryboardDocument(string: xml)
    return document.environment(for: try #require(document.roots.first))
  }

  @Test(arguments: table.map(\.id))
  func everyIDResolvesInBothOrientations(id: String) throws {
    let entry = try #require(Self.table.first { $0.id == id })
    for landscape in [false, true] {
      let (w, h) = landscape ? (entry.height, entry.width) : (entry.width, entry.height)
      // Xcode 8–10 wrote an <adaptation> child; iPads name the layout in later files.
      let device =
        #"<device id="\#(id)" orientation="\#(landscape ? "landscape" : "portrait")"><adaptation id="fullscreen"/></device>"#
      let environment = try Self.environment(device: device, width: w, height: h)
      #expect(environment.deviceID == id)
      #expect(environment.scale == entry.scale, "\(id)")
      #expect(environment.rootSize == Size(width: w, height: h))
      let isPad = id.hasPrefix("ipad")
      #expect(environment.sizeClasses.height == (isPad || !landscape ? .regular : .compact))
      if isPad || !landscape {
        #expect(environment.sizeClasses.width == (isPad ? .regular : .compact))
      }
    }
  }

  /// Xcode 11+ writes `appearance` and, for iPads, `layout`; both are read.
  @Test func modernDeviceElementsAreRead() throws {
    let environment = try Self.environment(
      device:
        #"<device id="ipad12_9rounded" orientation="landscape" layout="fullscreen" appearance="dark"/>"#,
      width: 1366, height: 1024)
    #expect(environment.deviceID == "ipad12_9rounded")
    #expect(environment.sizeClasses == SizeClassConfiguration(width: .regular, height: .regular))
  }

  /// An id the catalog does not know (a future device, watchOS) keeps the stored root size.
  @Test func unknownIDsFallBackToTheStoredSize() throws {
    let environment = try Self.environment(
      device: #"<device id="retina9_9" orientation="portrait" appearance="light"/>"#,
      width: 500, height: 900)
    #expect(environment.deviceID == nil)
    #expect(environment.rootSize == Size(width: 500, height: 900))
  }
}
