import LayoutRendering
import LayoutSupport

/// The results of a command over many files in the forms continuous-integration services
/// read: JUnit XML (one test case per file or scene, failing on errors) and GitHub Actions
/// workflow commands (one annotation per diagnostic, shown on the file's line in a pull
/// request).
public struct CIReport: Sendable, Hashable {
  /// One test case: a file, or one scene of a file.
  public struct TestCase: Sendable, Hashable {
    /// The file as the user gave it (JUnit's class name).
    public var file: String
    /// The case's name: the file's name, or the scene.
    public var name: String
    /// What was found.
    public var diagnostics: [Diagnostic]
    /// The file could not be read or parsed (a JUnit error rather than a failure).
    public var unreadable: Bool

    /// Makes a test case.
    public init(file: String, name: String, diagnostics: [Diagnostic], unreadable: Bool = false) {
      self.file = file
      self.name = name
      self.diagnostics = diagnostics
      self.unreadable = unreadable
    }
  }

  /// The command, as the test suites' name (`layout check`).
  public var command: String
  /// The test cases in order.
  public var cases: [TestCase]
  /// Warnings fail a case too (`lint --strict`).
  public var warningsFail: Bool

  /// Makes a report.
  public init(command: String, cases: [TestCase], warningsFail: Bool = false) {
    self.command = command
    self.cases = cases
    self.warningsFail = warningsFail
  }

  /// Whether a case failed: it has an error (or a warning when warnings fail).
  func failed(_ testCase: TestCase) -> Bool {
    !testCase.unreadable
      && testCase.diagnostics.contains { $0.severity == .error || warningsFail }
  }

  /// JUnit XML: a `<testsuite>` per file with a `<testcase>` per case; a failing case holds
  /// its diagnostics in `<failure>`, an unreadable file's in `<error>`, and warnings that do
  /// not fail are kept in `<system-out>`.
  public func junit() -> String {
    var files: [String] = []
    var byFile: [String: [TestCase]] = [:]
    for testCase in cases {
      if byFile[testCase.file] == nil { files.append(testCase.file) }
      byFile[testCase.file, default: []].append(testCase)
    }
    let failures = cases.filter(failed).count
    let errors = cases.filter(\.unreadable).count
    var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
    xml +=
      "<testsuites name=\"\(Self.escape(command))\" tests=\"\(cases.count)\" "
      + "failures=\"\(failures)\" errors=\"\(errors)\">\n"
    for file in files {
      let suite = byFile[file] ?? []
      xml +=
        "  <testsuite name=\"\(Self.escape(file))\" tests=\"\(suite.count)\" "
        + "failures=\"\(suite.filter(failed).count)\" "
        + "errors=\"\(suite.filter(\.unreadable).count)\">\n"
      for testCase in suite {
        xml +=
          "    <testcase classname=\"\(Self.escape(file))\" name=\"\(Self.escape(testCase.name))\""
        let text = testCase.diagnostics.map(Self.compilerLine).joined(separator: "\n")
        if testCase.unreadable || failed(testCase) {
          let tag = testCase.unreadable ? "error" : "failure"
          let count = testCase.diagnostics.filter { $0.severity == .error || warningsFail }.count
          let message = counted(count, "problem")
          xml += ">\n      <\(tag) message=\"\(message)\">\(Self.escape(text))</\(tag)>\n"
          xml += "    </testcase>\n"
        } else if !text.isEmpty {
          xml += ">\n      <system-out>\(Self.escape(text))</system-out>\n    </testcase>\n"
        } else {
          xml += "/>\n"
        }
      }
      xml += "  </testsuite>\n"
    }
    return xml + "</testsuites>\n"
  }

  /// GitHub Actions workflow commands: `::error file=F,line=L,col=C,title=T::message` (or
  /// `::warning`) for every diagnostic, in order.
  public func github() -> String {
    var text = ""
    for diagnostic in cases.flatMap(\.diagnostics) {
      var properties = ["file=" + Self.property(diagnostic.file)]
      if let line = diagnostic.line { properties.append("line=\(line)") }
      if let column = diagnostic.column { properties.append("col=\(column)") }
      properties.append("title=" + Self.property(command))
      text +=
        "::\(diagnostic.severity.rawValue) \(properties.joined(separator: ","))::"
        + Self.data(diagnostic.message) + "\n"
    }
    return text
  }

  /// `file:line:column: severity: message`, or `file: severity: message`.
  static func compilerLine(_ diagnostic: Diagnostic) -> String {
    var place = diagnostic.file
    if let line = diagnostic.line {
      place += ":\(line)"
      if let column = diagnostic.column { place += ":\(column)" }
    }
    return "\(place): \(diagnostic.severity.rawValue): \(diagnostic.message)"
  }

  /// Text for XML attributes and content (JUnit), escaped as every XML output is.
  static func escape(_ text: String) -> String {
    Markup.escape(text)
  }

  /// A workflow command's message: `%`, carriage return and line feed percent-encoded.
  static func data(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25")
      .replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// A workflow command's property value: also `:` and `,` encoded.
  static func property(_ text: String) -> String {
    data(text).replacingOccurrences(of: ":", with: "%3A")
      .replacingOccurrences(of: ",", with: "%2C")
  }
}
