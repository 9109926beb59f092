import LayoutCommands
import LayoutCore
import LayoutFormats
import LayoutStoryboard
import Testing

/// Documents over the per-root limits are bad input for every command (exit 2, as the
/// README promises), and the quoted line of an error on a very long line is clipped
/// around the column with the caret still under it.
@Suite struct StoryboardLimitTests {
  /// A one-line storyboard (as a minified or generated file may be) whose root holds
  /// `count` views after it: the parser places the root view at column 273, the `>` ending its start tag.
  static func oneLine(views count: Int) -> String {
    var subviews = ""
    for index in 0..<count {
      subviews +=
        #"<view translatesAutoresizingMaskIntoConstraints="NO" id="h\#(index)"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"#
    }
    return #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
      + #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="12118" targetRuntime="iOS.CocoaTouch" useAutolayout="YES"><scenes><scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">"#
      + #"<view key="view" id="v0"><rect key="frame" x="0" y="0" width="320" height="480"/><subviews>"#
      + subviews + "</subviews></view></viewController></objects></scene></scenes></document>\n"
  }

  @Test func aRootOverTheViewLimitIsBadInputForEveryCommand() {
    let text = Self.oneLine(views: StoryboardLimits.maximumViewsPerRoot)
    let files = MemoryFiles(["huge.storyboard": text])
    let check = CheckAction.run(CheckAction.Options(file: "huge.storyboard"), files: files)
    let solve = SolveAction.run(SolveAction.Options(file: "huge.storyboard"), files: files)
    for output in [check, solve] {
      #expect(output.status == .badInput)
      let lines = output.standardError.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(
        lines.first
          == "huge.storyboard:2:273: error: 2001 views are more than the 2000 a document or one of its roots may hold"
      )
      // The quoted excerpt: 160 characters of the 250-kilobyte line, cut at both ends.
      #expect(lines.count == 4)
      #expect(lines[1].unicodeScalars.count == 162)
      #expect(lines[1].hasPrefix("…") && lines[1].hasSuffix("…"))
      #expect(lines[1].contains(#"<view key="view" id="v0">"#))
      // The caret is under the `>` ending the root's start tag, where the parser reported it.
      let caret = lines[2].unicodeScalars.count - 1
      #expect(lines[2].hasSuffix("^"))
      let quoted = Array(lines[1].unicodeScalars)
      #expect(
        String(String.UnicodeScalarView(quoted[(caret - 24)...caret]))
          == #"<view key="view" id="v0">"#)
    }
  }

  /// A one-line storyboard whose root holds one subview with `count` widths at priority 500,
  /// all competing for its width.
  static func oneLine(constraints count: Int) -> String {
    var constraints = ""
    for index in 0..<count {
      constraints +=
        #"<constraint firstAttribute="width" constant="\#(index)" priority="500" id="k\#(index)"/>"#
    }
    let subview =
      #"<view translatesAutoresizingMaskIntoConstraints="NO" id="h"><rect key="frame" x="0" y="0" width="10" height="10"/><constraints>"#
      + constraints + "</constraints></view>"
    return oneLine(views: 0).replacingOccurrences(
      of: "<subviews></subviews>", with: "<subviews>" + subview + "</subviews>")
  }

  @Test func aRootOverTheConstraintLimitIsBadInput() {
    let text = Self.oneLine(constraints: StoryboardLimits.maximumConstraintsPerRoot + 1)
    let files = MemoryFiles(["huge.storyboard": text])
    let output = CheckAction.run(CheckAction.Options(file: "huge.storyboard"), files: files)
    #expect(output.status == .badInput)
    #expect(
      output.standardError.split(separator: "\n").first
        == "huge.storyboard:2:273: error: this root holds 5001 constraints, more than the 5000 laid out in one root"
    )
  }

  /// With the dense backend a root holds at most 1,400 constraints: past it every command
  /// refuses the document before solving, naming the backend that lays it out.
  @Test func aRootOverTheDenseLimitIsBadInputOnTheDenseBackend() {
    let text = Self.oneLine(constraints: StoryboardLimits.denseMaximumConstraintsPerRoot + 1)
    let files = MemoryFiles(["huge.storyboard": text])
    let check = CheckAction.run(
      CheckAction.Options(file: "huge.storyboard", backend: .dense), files: files)
    let solve = SolveAction.run(
      SolveAction.Options(file: "huge.storyboard", backend: .dense), files: files)
    let expected: String =
      "huge.storyboard:2:273: error: this root holds 1401 constraints, more than the 1400 "
      + "the dense backend lays out in one root; --backend cassowary lays out up to 5000"
    for output in [check, solve] {
      #expect(output.status == .badInput)
      #expect(output.standardError.split(separator: "\n").first.map(String.init) == expected)
    }
    let cassowary = CheckAction.run(CheckAction.Options(file: "huge.storyboard"), files: files)
    #expect(cassowary.status != .badInput, "\(cassowary.standardError)")
  }

  @Test func aRootAtTheDenseLimitIsReadForTheDenseBackend() throws {
    let text = Self.oneLine(constraints: StoryboardLimits.denseMaximumConstraintsPerRoot)
    let document = try StoryboardDocument(string: text)
    try document.checkDenseSize()
  }

  @Test func aRootAtTheConstraintLimitIsRead() throws {
    let text = Self.oneLine(constraints: StoryboardLimits.maximumConstraintsPerRoot)
    let document = try StoryboardDocument(string: text)
    #expect(
      document.roots.first?.view.subtree.reduce(0) { $0 + $1.constraints.count }
        == StoryboardLimits.maximumConstraintsPerRoot)
  }

  @Test func aRootAtTheViewLimitIsRead() throws {
    // The root view and 1,999 subviews: exactly the limit.
    let text = Self.oneLine(views: StoryboardLimits.maximumViewsPerRoot - 1)
    let document = try StoryboardDocument(string: text)
    #expect(document.roots.first?.view.subtree.count == StoryboardLimits.maximumViewsPerRoot)
  }

  /// The shared printer of layout-file errors clips the same way.
  @Test func formatErrorsClipLongLines() {
    let line = String(repeating: "a", count: 500) + "gren" + String(repeating: "b", count: 500)
    let error = FormatError(
      location: LayoutCore.SourceLocation(file: "x.layout", line: 1, column: 501),
      message: "unknown view",
      sourceLine: line)
    let excerpt = error.excerpt
    let expected: String =
      "…" + String(repeating: "a", count: 53) + "gren" + String(repeating: "b", count: 103) + "…"
    #expect(excerpt.line == expected)
    #expect(excerpt.caret == String(repeating: " ", count: 54) + "^")
    // A long indented line that fits without its indentation is quoted without it.
    let indented = FormatError(
      location: LayoutCore.SourceLocation(file: "x.layout", line: 1, column: 45),
      message: "m",
      sourceLine: String(repeating: " ", count: 40) + String(repeating: "c", count: 150))
    #expect(indented.excerpt.line == String(repeating: "c", count: 150))
    #expect(indented.excerpt.caret == "    ^")
    // Short lines are quoted whole, the caret past their end where the column is.
    let short = FormatError(
      location: LayoutCore.SourceLocation(file: "x.layout", line: 1, column: 6), message: "m",
      sourceLine: "a.top")
    #expect(short.excerpt.line == "a.top")
    #expect(short.excerpt.caret == "     ^")
  }

  /// A root whose constraints use 1,001 distinct priorities below 1000 is bad input for
  /// every command, named at the constraint past the limit (the parser places an element at
  /// the end of its start tag, column 120 here).
  @Test func aRootOverThePriorityLimitIsBadInput() {
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="12118" targetRuntime="iOS.CocoaTouch" useAutolayout="YES"><scenes><scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController"><view key="view" id="v0"><rect key="frame" x="0" y="0" width="320" height="480"/><subviews>"#,
      #"<view translatesAutoresizingMaskIntoConstraints="NO" id="h0"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"#,
      "</subviews><constraints>",
    ]
    for index in 0...PriorityLevels.maximumDistinct {
      lines.append(
        #"<constraint firstItem="h0" firstAttribute="width" relation="lessThanOrEqual" constant="500" priority="\#(1 + Double(index) / 4)" id="c\#(index)"/>"#
      )
    }
    lines.append("</constraints></view></viewController></objects></scene></scenes></document>")
    let files = MemoryFiles(["p.storyboard": lines.joined(separator: "\n") + "\n"])
    let check = CheckAction.run(CheckAction.Options(file: "p.storyboard"), files: files)
    let solve = SolveAction.run(SolveAction.Options(file: "p.storyboard"), files: files)
    for output in [check, solve] {
      #expect(output.status == .badInput)
      #expect(
        output.standardError.hasPrefix(
          "p.storyboard:1005:120: error: priority 251 is one distinct priority too many: a layout "
            + "may use at most 1000 distinct priorities below 1000\n"), "\(output.standardError)")
    }
  }
}
