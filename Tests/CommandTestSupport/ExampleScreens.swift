import Foundation
import Testing

/// The reference screens under `Examples/` and the configurations their golden outputs
/// show, one per design at least.
public enum ExampleScreens {
  /// The `Examples/` folder of the package.
  public static let folder = TestFolders.package.appendingPathComponent("Examples")

  /// Golden outputs, `Examples/Golden/<screen>/<configuration>.<format>`.
  public static let goldenFolder = folder.appendingPathComponent("Golden")

  /// Every example file, without its extension.
  public static let names = [
    "SixLabels", "Restructure", "PhotoFeed", "QuranReader", "ScrollContent", "ComposeMessage",
    "RestructureStacks",
  ]

  /// One `layout solve` run of an example and the golden file holding its standard output.
  public struct Solve: CustomTestStringConvertible, Sendable {
    public var screen: String
    public var device: String
    public var orientation: String
    public var format: String
    public var extra: [String] = []

    /// `solve` arguments, run in `Examples/` so the file name in the output is short.
    public var arguments: [String] {
      [
        "solve", "\(screen).layout", "--device", device, "--orientation", orientation, "--format",
        format,
      ] + extra
    }

    /// `Golden/<screen>/<device>-<orientation>[-split-<window>][-rtl].<extension>`.
    public var golden: String {
      var parts = [device, orientation]
      if let split = extra.firstIndex(of: "--split"), split + 1 < extra.count {
        parts.append("split-\(extra[split + 1])")
      }
      if extra.contains("--rtl") { parts.append("rtl") }
      let slug = parts.joined(separator: "-").lowercased()
        .map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
        .split(separator: "-").joined(separator: "-")
      let fileExtension = ["json": "json", "svg": "svg", "ascii": "ascii.txt"][format] ?? "txt"
      return "\(screen)/\(slug).\(fileExtension)"
    }

    public var testDescription: String { golden }
  }

  public static let se = "iPhone SE (1st generation)"
  public static let phone = "iPhone 15"
  public static let max = "iPhone 15 Pro Max"
  public static let pad = "iPad Pro 11-inch (M4)"

  /// The golden runs: text on several devices, JSON and ASCII art for each screen, and SVG
  /// for two (hidden spacers left out; a notched phone's safe area and margins in landscape).
  public static let solves: [Solve] = [
    Solve(screen: "SixLabels", device: se, orientation: "portrait", format: "text"),
    Solve(screen: "SixLabels", device: phone, orientation: "landscape", format: "text"),
    Solve(screen: "SixLabels", device: pad, orientation: "portrait", format: "text"),
    Solve(screen: "SixLabels", device: phone, orientation: "portrait", format: "json"),
    Solve(
      screen: "SixLabels", device: max, orientation: "landscape", format: "ascii",
      extra: ["--columns", "72"]),

    Solve(screen: "Restructure", device: se, orientation: "portrait", format: "text"),
    Solve(screen: "Restructure", device: phone, orientation: "landscape", format: "text"),
    Solve(screen: "Restructure", device: max, orientation: "landscape", format: "text"),
    Solve(screen: "Restructure", device: pad, orientation: "portrait", format: "text"),
    Solve(
      screen: "Restructure", device: pad, orientation: "landscape", format: "text",
      extra: ["--split", "1/3"]),
    Solve(screen: "Restructure", device: pad, orientation: "landscape", format: "json"),
    Solve(screen: "Restructure", device: pad, orientation: "portrait", format: "svg"),
    Solve(
      screen: "Restructure", device: phone, orientation: "landscape", format: "ascii",
      extra: ["--columns", "72"]),

    Solve(screen: "RestructureStacks", device: se, orientation: "portrait", format: "text"),
    Solve(screen: "RestructureStacks", device: phone, orientation: "landscape", format: "text"),
    Solve(screen: "RestructureStacks", device: pad, orientation: "portrait", format: "text"),
    Solve(screen: "RestructureStacks", device: pad, orientation: "landscape", format: "json"),

    Solve(screen: "PhotoFeed", device: se, orientation: "portrait", format: "text"),
    Solve(screen: "PhotoFeed", device: phone, orientation: "landscape", format: "text"),
    Solve(screen: "PhotoFeed", device: pad, orientation: "landscape", format: "text"),
    Solve(screen: "PhotoFeed", device: phone, orientation: "portrait", format: "json"),
    Solve(
      screen: "PhotoFeed", device: phone, orientation: "landscape", format: "ascii",
      extra: ["--columns", "72"]),

    Solve(screen: "QuranReader", device: phone, orientation: "portrait", format: "text"),
    Solve(screen: "QuranReader", device: phone, orientation: "landscape", format: "text"),
    Solve(screen: "QuranReader", device: pad, orientation: "portrait", format: "text"),
    Solve(
      screen: "QuranReader", device: pad, orientation: "landscape", format: "text",
      extra: ["--split", "2/3"]),
    Solve(screen: "QuranReader", device: pad, orientation: "landscape", format: "json"),
    Solve(screen: "QuranReader", device: phone, orientation: "landscape", format: "svg"),
    Solve(
      screen: "QuranReader", device: pad, orientation: "landscape", format: "ascii",
      extra: ["--columns", "72"]),

    Solve(screen: "ScrollContent", device: phone, orientation: "portrait", format: "text"),
    Solve(screen: "ScrollContent", device: se, orientation: "landscape", format: "text"),
    Solve(screen: "ScrollContent", device: pad, orientation: "landscape", format: "text"),
    Solve(screen: "ScrollContent", device: se, orientation: "portrait", format: "json"),
    Solve(
      screen: "ScrollContent", device: phone, orientation: "portrait", format: "ascii",
      extra: ["--columns", "48"]),

    Solve(screen: "ComposeMessage", device: se, orientation: "portrait", format: "text"),
    Solve(screen: "ComposeMessage", device: se, orientation: "landscape", format: "text"),
    Solve(screen: "ComposeMessage", device: max, orientation: "landscape", format: "text"),
    Solve(
      screen: "ComposeMessage", device: phone, orientation: "portrait", format: "text",
      extra: ["--rtl"]),
    Solve(screen: "ComposeMessage", device: pad, orientation: "portrait", format: "json"),
    Solve(
      screen: "ComposeMessage", device: phone, orientation: "portrait", format: "ascii",
      extra: ["--columns", "48"]),
  ]
}
