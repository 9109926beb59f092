import LayoutCommands
import Testing

/// Inputs past a documented limit are refused naming it, and inputs within the limits whose
/// size used to multiply (many problems on one minified line) are answered in full.
@Suite struct InputBoundsTests {
  static let widthLimitMessage =
    "error: invalid value '1000001' for --columns; "
    + "expected at most 1000 columns (the limit for drawings)\n"

  @Test func columnsPastTheLimitAreRefused() {
    let files = MemoryFiles(["a.layout": SampleLayouts.clean, "c.xib": StoryboardInputTests.row])
    for file in ["a.layout", "c.xib"] {
      let solve = SolveAction.run(
        SolveAction.Options(file: file, format: .ascii, columns: 1_000_001), files: files)
      #expect(solve.status == .badInput)
      #expect(solve.standardOutput.isEmpty)
      #expect(solve.standardError == Self.widthLimitMessage)
    }
    let widest = SolveAction.run(
      SolveAction.Options(file: "a.layout", format: .ascii, columns: ColumnsOption.maximum),
      files: files)
    #expect(widest.status == .success)
  }

  /// A minified xib: one line holding a view with `n` required widths, 1 … n. Every width
  /// after the first is broken, each reported with its own window of the one line.
  static func minifiedConflicts(_ n: Int) -> String {
    var xml =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?><document type=\"com.apple.InterfaceBuilder3."
      + "CocoaTouch.XIB\" version=\"3.0\" toolsVersion=\"21701\" targetRuntime=\"iOS.CocoaTouch\" "
      + "useAutolayout=\"YES\" useSafeAreas=\"YES\"><objects><view contentMode=\"scaleToFill\" "
      + "id=\"root\"><rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"393\" height=\"60\"/>"
      + "<subviews><view translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"a\"><rect "
      + "key=\"frame\" x=\"0\" y=\"0\" width=\"1\" height=\"10\"/></view></subviews><constraints>"
      + "<constraint firstItem=\"a\" firstAttribute=\"leading\" secondItem=\"root\" "
      + "secondAttribute=\"leading\" id=\"l\"/><constraint firstItem=\"a\" firstAttribute=\"top\" "
      + "secondItem=\"root\" secondAttribute=\"top\" id=\"t\"/><constraint firstItem=\"a\" "
      + "firstAttribute=\"height\" constant=\"10\" id=\"h\"/>"
    for index in 1...n {
      xml +=
        "<constraint firstItem=\"a\" firstAttribute=\"width\" constant=\"\(index)\" id=\"c\(index)\"/>"
    }
    return xml + "</constraints></view></objects></document>"
  }

  @Test func manyProblemsOnOneMinifiedLineAreEachQuoted() throws {
    let n = 400
    let xml = Self.minifiedConflicts(n)
    let output = SolveAction.run(
      SolveAction.Options(file: "m.xib"), files: MemoryFiles(["m.xib": xml]))
    let lines = output.standardError.split(separator: "\n", omittingEmptySubsequences: false)
    let errors = lines.filter { $0.contains(": error: unsatisfiable: broke a.width == ") }
    #expect(errors.count == n - 1)
    // Each error quotes a window of the line around its own column: the character above
    // the caret is the file's character at that column.
    let characters = Array(xml)
    // Each new width breaks against the first: it is the larger of two widths that differ
    // only in their constant.
    for number in [2, n / 2, n] {
      let prefix = "m.xib:1:"
      let suffix =
        ": error: unsatisfiable: broke a.width == \(number) #c\(number); "
        + "it conflicts with a.width == 1 #c1 (line 1)"
      let index = try #require(lines.firstIndex { $0.hasPrefix(prefix) && $0.hasSuffix(suffix) })
      let column = try #require(Int(lines[index].dropFirst(prefix.count).dropLast(suffix.count)))
      let quoted = Array(lines[index + 1])
      let caret = try #require(lines[index + 2].firstIndex(of: "^"))
      let offset = lines[index + 2].distance(from: lines[index + 2].startIndex, to: caret)
      #expect(quoted.first == "…")
      #expect(quoted.count <= 162)
      #expect(quoted[offset] == characters[column - 1])
      #expect(String(quoted).contains("constant=\"\(number)\" id=\"c\(number)\""))
    }
  }
}
