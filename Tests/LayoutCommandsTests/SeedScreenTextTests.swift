import CommandTestSupport
import Foundation
import GoldenTesting
import LayoutCommands
import Testing

/// The seed screens with real text: Six Labels, Restructure and the photo feed post with the
/// hand-written `intrinsic` sizes of their labels and buttons removed, so every text is
/// measured, and their 17 and 15 pt fonts written as the text styles of those sizes (body,
/// subheadline) so they follow Dynamic Type; solved by `matrix --strict` on the smallest and
/// the largest device at the default content size and at the largest accessibility size. The
/// golden files hold each configuration's status and problems.
@Suite struct SeedScreenTextTests {
  static let screens = ["SixLabels", "Restructure", "PhotoFeed"]
  static let devices = ["iPhone (1st generation)", "iPad Pro 13-inch (M4)"]

  /// The example's text with the `intrinsic W H` line of each label and button left out and
  /// its fixed fonts as text styles.
  static func measuredSource(_ name: String) throws -> String {
    let url = ExampleScreens.folder.appendingPathComponent("\(name).layout")
    var kept: [Substring] = []
    var inTextView = false
    for line in try String(contentsOf: url, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false)
    {
      if line.hasPrefix("view ") || line.contains(" view ") {
        inTextView = line.contains(": UILabel") || line.contains(": UIButton")
      }
      let trimmed = line.trimmingPrefix(while: \.isWhitespace)
      if inTextView, trimmed.hasPrefix("intrinsic ") { continue }
      if trimmed == "font 17" || trimmed == "font 15" {
        let indent = line.prefix(while: \.isWhitespace)
        kept.append(indent + (trimmed == "font 17" ? "font body" : "font subheadline"))
        continue
      }
      kept.append(line)
    }
    return kept.joined(separator: "\n")
  }

  @Test(arguments: screens)
  func measuredTextOnSmallestAndLargestDevices(_ name: String) throws {
    let source = try Self.measuredSource(name)
    #expect(source.contains("font body") || source.contains("font subheadline"))
    var options = MatrixAction.Options(
      file: "\(name).layout", devices: Self.devices, multitasking: false, strict: true)
    options.contentSizes = "default,ax5"
    let output = MatrixAction.run(options, files: MemoryFiles(["\(name).layout": source]))
    try GoldenFile.check(
      output.standardOutput + "--- stderr\n" + output.standardError,
      named: "seed-text-\(name).txt")
  }
}
