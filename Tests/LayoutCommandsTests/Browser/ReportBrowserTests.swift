import Foundation
import LayoutCommands
import PNGDecoding
import Testing

/// The interactive report as a browser shows it: a report of the clean sample on an iPhone 15
/// (three orientations) is written to a temporary folder and opened in headless Chromium
/// through URL fragments. Needs `chromium` on PATH (`Tools/setup` installs it); skipped
/// without it.
@Suite(
  "Interactive report in headless Chromium (skipped when chromium is not on PATH)",
  .enabled(if: HeadlessChromium.path != nil, "chromium is not on PATH"), .serialized)
struct ReportBrowserTests {
  /// Writes the report and returns its `file:` URL.
  static func report() throws -> URL {
    let files = MemoryFiles(["a.layout": SampleLayouts.clean])
    let output = MatrixAction.run(
      MatrixAction.Options(file: "a.layout", devices: ["iPhone 15"], reportDirectory: "out"),
      files: files)
    guard output.status == .success, let page = files["out/index.html"] else {
      throw HeadlessChromium.Failure(description: "matrix --report failed: \(output)")
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "report-browser-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent("index.html")
    try page.write(to: url, atomically: true, encoding: .utf8)
    return url
  }

  /// The text of the element with `id` in a dumped DOM (its first 400 characters).
  func element(_ id: String, in dom: String) -> String? {
    guard let start = dom.range(of: "id=\"\(id)\"") else { return nil }
    let rest = dom[start.upperBound...]
    guard let open = rest.firstIndex(of: ">") else { return nil }
    return String(rest[rest.index(after: open)...].prefix(400))
  }

  @Test func theFragmentSelectsTheDeviceOrientationAndView() throws {
    let url = try Self.report()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let dom = try HeadlessChromium.dom(
      url.absoluteString + "#device=iphone-15&orientation=landscapeLeft&view=header")
    #expect(
      element("config-caption", in: dom)?.hasPrefix(
        "iPhone 15 landscapeLeft 852x393 @3x wC hC</h2>") == true)
    #expect(element("message", in: dom)?.hasPrefix("</p>") == true)
    #expect(dom.contains("<option value=\"landscapeLeft\" selected=\"\">landscapeLeft</option>"))
    #expect(element("selected-view", in: dom)?.hasPrefix("<b>header</b> (UILabel)") == true)
    #expect(
      dom.contains(
        "<li class=\"holds\"><code>header.height == 40</code><span class=\"source\">a.layout:6:1</span>"
      ))
    #expect(dom.contains("aria-selected=\"true\" tabindex=\"0\"><span>header"))
  }

  /// `from=portrait` plays the rotation into the linked configuration: the screen and every
  /// view move from their portrait frames to their landscape ones (drawn at each one's scale:
  /// 720 / 852 for portrait, 480 / 852 for landscape).
  @Test func aFromFragmentAnimatesTheRotation() throws {
    let url = try Self.report()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let dom = try HeadlessChromium.dom(
      url.absoluteString + "#device=iphone-15&orientation=landscapeLeft&from=portrait")
    #expect(dom.contains("data-animated-from=\"iPhone 15 portrait 393x852 @3x wC hR\""))
    #expect(
      dom.contains(
        "<animate attributeName=\"width\" from=\"332.113\" to=\"480\" dur=\"0.4s\" "
          + "fill=\"freeze\">"))
    #expect(
      dom.contains(
        "<animate attributeName=\"height\" from=\"720\" to=\"221.408\" dur=\"0.4s\" "
          + "fill=\"freeze\">"))
    let unknown = try HeadlessChromium.dom(
      url.absoluteString + "#device=iphone-15&orientation=landscapeLeft&from=sideways")
    #expect(
      element("message", in: unknown)?.hasPrefix(
        "No configuration of iPhone 15 named “sideways” to animate from.</p>") == true)
    #expect(unknown.contains("data-animated-from=\"\""))
  }

  @Test func anUnknownDeviceIsNamedAndTheFirstConfigurationShown() throws {
    let url = try Self.report()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let dom = try HeadlessChromium.dom(url.absoluteString + "#device=iphone-99&view=header")
    #expect(
      element("message", in: dom)?.hasPrefix(
        "Unknown device “iphone-99” in the link; showing the first configuration "
          + "(iPhone 15 portrait 393x852 @3x wC hR).</p>") == true)
    #expect(element("config-caption", in: dom)?.hasPrefix("iPhone 15 portrait 393x852") == true)
  }

  @Test func theScreenshotShowsTheSelectedViewHighlightedAtItsSize() throws {
    let url = try Self.report()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let image = try HeadlessChromium.screenshot(
      url.absoluteString + "#device=iphone-15&orientation=portrait&view=header", width: 1200,
      height: 900)
    #expect(image.width == 1200 && image.height == 900)
    // The page background (#f9fafb) in the top-left corner.
    let corner = image.rgb(2, 2)
    #expect(abs(corner.0 - 0xF9) <= 2 && abs(corner.1 - 0xFA) <= 2 && abs(corner.2 - 0xFB) <= 2)
    // The selected view is filled in amber inside a 3-pixel outline: the fill's bounding box
    // is the header's frame (361x40 points) at the drawing's scale (393x852 points into
    // 480x720: 720 / 852) less the outline's inner half on each side, within 2 pixels for
    // anti-aliasing.
    var minX = Int.max
    var minY = Int.max
    var maxX = -1
    var maxY = -1
    for y in 0..<image.height {
      for x in 0..<image.width {
        let (r, g, b) = image.rgb(x, y)
        if r > 235 && g > 210 && g < 245 && b > 120 && b < 185 {
          minX = min(minX, x)
          minY = min(minY, y)
          maxX = max(maxX, x)
          maxY = max(maxY, y)
        }
      }
    }
    let scale = 720.0 / 852
    #expect(maxX >= 0, "no highlighted pixels")
    print("highlight box \(minX),\(minY) to \(maxX),\(maxY)")
    #expect(abs(Double(maxX - minX + 1) - (361 * scale - 3)) <= 2)
    #expect(abs(Double(maxY - minY + 1) - (40 * scale - 3)) <= 2)
  }
}

extension PNGImage {
  /// The red, green and blue of the pixel at (`x`, `y`).
  fileprivate func rgb(_ x: Int, _ y: Int) -> (Int, Int, Int) {
    let (red, green, blue, _) = pixel(x, y)
    return (Int(red), Int(green), Int(blue))
  }
}
