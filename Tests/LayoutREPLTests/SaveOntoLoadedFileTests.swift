import Foundation
import Testing

@testable import LayoutREPL

/// `save` onto the file the session loaded: refused when the canonical text would drop the
/// file's comments or formatting, allowed when the file is already canonical.
@Suite struct SaveOntoLoadedFileTests {
  /// A scratch folder holding `name` with `text`, removed by the caller.
  static func folder(with name: String, text: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layout-save-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    return folder
  }

  @Test(arguments: ["s.layout", "./s.layout"])
  func commentedFileIsNotOverwritten(_ target: String) throws {
    let text = "// The title.\nview title: UILabel {\n  intrinsic 100 20\n}\n"
    let folder = try Self.folder(with: "s.layout", text: text)
    defer { try? FileManager.default.removeItem(at: folder) }
    let session = try Session(
      backend: "cassowary", workingDirectory: folder, terminalSize: { (60, 20) })
    #expect(!session.handle(line: "load s.layout").isError)
    let output = session.handle(line: "save \(target)")
    #expect(output.isError)
    #expect(
      output.text
        == "error: cannot save onto '\(target)', the loaded file: save writes canonical text, "
        + "which would drop its comments and formatting; save to another file")
    #expect(
      try String(contentsOf: folder.appendingPathComponent("s.layout"), encoding: .utf8) == text)
    #expect(session.handle(line: "save copy.layout").text == "saved copy.layout")
  }

  @Test func canonicalFileTakesTheEdits() throws {
    let text = "view title: UILabel {\n  intrinsic 100 20\n}\n"
    let folder = try Self.folder(with: "s.layout", text: text)
    defer { try? FileManager.default.removeItem(at: folder) }
    let session = try Session(
      backend: "cassowary", workingDirectory: folder, terminalSize: { (60, 20) })
    #expect(!session.handle(line: "load s.layout").isError)
    #expect(!session.handle(line: "add title.top == root.top + 8").isError)
    #expect(session.handle(line: "save s.layout").text == "saved s.layout")
    let saved = try String(contentsOf: folder.appendingPathComponent("s.layout"), encoding: .utf8)
    #expect(saved.hasPrefix(text))
    #expect(saved.contains("title.top == root.top + 8"))
  }
}
