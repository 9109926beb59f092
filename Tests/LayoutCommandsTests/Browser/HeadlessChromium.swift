import Foundation
import PNGDecoding

/// Headless Chromium run on a page: `--dump-dom` gives the DOM after the page's scripts ran,
/// `--screenshot` a PNG. Each run gets its own profile directory, and `timeout` ends a run
/// that hangs.
enum HeadlessChromium {
  /// The `chromium` executable on PATH, or nil (the browser tests are then skipped).
  static let path: String? = {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    return folders.map { "\($0)/chromium" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }()

  struct Failure: Error, CustomStringConvertible { let description: String }

  /// Runs Chromium on `url` with `arguments` and returns its standard output.
  static func run(_ arguments: [String], url: String) throws -> Data {
    guard let path else { throw Failure(description: "chromium is not on PATH") }
    let profile = FileManager.default.temporaryDirectory.appendingPathComponent(
      "chromium-profile-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: profile) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
    process.arguments =
      [
        "120", path, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
        "--force-device-scale-factor=1", "--user-data-dir=\(profile.path)",
      ] + arguments + [url]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure(description: "chromium exited with \(process.terminationStatus) on \(url)")
    }
    return data
  }

  /// The DOM of `url` after its scripts ran.
  static func dom(_ url: String) throws -> String {
    String(decoding: try run(["--dump-dom"], url: url), as: UTF8.self)
  }

  /// A screenshot of `url` in a window of `width` × `height` CSS pixels.
  static func screenshot(_ url: String, width: Int, height: Int) throws -> PNGImage {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "report-shot-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: file) }
    _ = try run(["--window-size=\(width),\(height)", "--screenshot=\(file.path)"], url: url)
    return try PNGImage([UInt8](try Data(contentsOf: file)))
  }
}
