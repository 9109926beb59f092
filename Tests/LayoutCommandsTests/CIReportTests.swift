import LayoutCommands
import Testing

/// The compiler-form parser and the JUnit / GitHub writers on their own.
@Suite struct CIReportTests {
  @Test func diagnosticsAreReadFromCompilerLines() {
    let text = """
      App/a.xib:12:7: error: conflict: A and B [iPhone 15]
          <view id="A">
            ^
      C:/win/b.layout: warning: overlap: x
      note: something else
      App/c.xib:0:0: error: zero position
      just text: error: not a file
      """
    #expect(
      Diagnostic.parse(text) == [
        Diagnostic(
          file: "App/a.xib", line: 12, column: 7, severity: .error,
          message: "conflict: A and B [iPhone 15]"),
        Diagnostic(file: "C:/win/b.layout", severity: .warning, message: "overlap: x"),
        Diagnostic(file: "App/c.xib:0:0", severity: .error, message: "zero position"),
        Diagnostic(file: "just text", severity: .error, message: "not a file"),
      ])
  }

  @Test func junitEscapesAndCountsCasesBySeverity() {
    let report = CIReport(
      command: "layout lint",
      cases: [
        .init(
          file: "a&b.xib", name: "scene \"<x>\"",
          diagnostics: [
            Diagnostic(file: "a&b.xib", line: 1, column: 2, severity: .warning, message: "w'\u{1}")
          ]),
        .init(file: "c.xib", name: "c.xib", diagnostics: []),
      ])
    #expect(
      report.junit() == """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="layout lint" tests="2" failures="0" errors="0">
          <testsuite name="a&amp;b.xib" tests="1" failures="0" errors="0">
            <testcase classname="a&amp;b.xib" name="scene &quot;&lt;x&gt;&quot;">
              <system-out>a&amp;b.xib:1:2: warning: w&#39;\u{FFFD}</system-out>
            </testcase>
          </testsuite>
          <testsuite name="c.xib" tests="1" failures="0" errors="0">
            <testcase classname="c.xib" name="c.xib"/>
          </testsuite>
        </testsuites>

        """)
    var strict = report
    strict.warningsFail = true
    #expect(strict.junit().contains(#"<testsuites name="layout lint" tests="2" failures="1""#))
    #expect(strict.junit().contains(#"<failure message="1 problem">"#))
  }

  @Test func githubEncodesPropertiesAndMessages() {
    let report = CIReport(
      command: "layout check",
      cases: [
        .init(
          file: "dir,x/a:b.xib", name: "s",
          diagnostics: [
            Diagnostic(
              file: "dir,x/a:b.xib", line: 3, severity: .error, message: "100% off\nnext")
          ])
      ])
    #expect(
      report.github()
        == "::error file=dir%2Cx/a%3Ab.xib,line=3,title=layout check::100%25 off%0Anext\n")
  }
}
