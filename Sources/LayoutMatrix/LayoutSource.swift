import LayoutCore
import LayoutFormats
import LayoutRendering

/// A layout file parsed and checked: everything needed to solve it anywhere and to quote its
/// lines in messages.
public struct LayoutSource: Sendable {
  /// The path as the user gave it, used in every message.
  public let path: String
  /// The file's lines, for quoting in messages.
  public let lines: [String]
  /// The checked layout.
  public let layout: ResolvedLayout
  /// Each declared view's location by name, so problems on thousands of views are located
  /// without a search per problem.
  private let declarations: [String: SourceLocation]
  /// Quick cuts of long lines, so quoting many problems on one line stays linear.
  private let windows: LineWindows

  /// Wraps a checked layout read from `path`, whose text is `lines`.
  package init(path: String, lines: [String], layout: ResolvedLayout) {
    self.path = path
    self.lines = lines
    self.layout = layout
    self.declarations = layout.views.declarationLocations
    self.windows = LineWindows(lines)
  }

  /// Warnings about the file itself rather than a configuration: a view class that looks
  /// like UIKit's but is misspelt (`UIButon`), text on a view that is not sized by its text
  /// (`UnmeasuredText`), each in the compiler form with its line.
  public var fileWarnings: [String] {
    layout.views.flatMap { view in
      [view.className.flatMap(UIKitClassNames.warning(for:)), UnmeasuredText.warning(for: view)]
        .compactMap { message in
          message.map {
            ProblemReport.located($0, severity: "warning", at: view.position.location, source: self)
          }
        }
    }
  }

  /// A caption for renderings: the file name without folders or extension.
  public var title: String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
    return String(name[..<dot])
  }

  /// Parses file contents already in memory (the caller reads the file, at most
  /// `limits.maximumFileSize` bytes of it).
  ///
  /// - Throws: every error in the file, each with its line quoted.
  public static func parse(bytes: [UInt8], path: String, limits: FormatLimits = .standard)
    throws(FormatErrors) -> LayoutSource
  {
    // Lines are only for quoting; invalid UTF-8 is reported by the parser itself.
    var text = String(decoding: bytes.prefix(limits.maximumFileSize), as: UTF8.self)
    // The parser skips a byte-order mark; so do the quoted lines, to keep columns aligned.
    if text.unicodeScalars.first == "\u{FEFF}" { text = String(text.unicodeScalars.dropFirst()) }
    let lines = Self.lines(of: text)
    do {
      let file = try LayoutFileParser.parse(bytes: bytes, file: path, limits: limits)
      return LayoutSource(path: path, lines: lines, layout: try file.resolved(limits: limits))
    } catch {
      throw quoting(error, lines: lines)
    }
  }

  /// The text split into lines as the parser counts them (line feeds; a carriage return
  /// before one is dropped).
  package static func lines(of text: String) -> [String] {
    // Split as UTF-8 bytes, where `\n` and `\r` are single bytes that occur in no other
    // character: rebuilding each line scalar by scalar was half of `layout check` on a
    // 64 MiB storyboard.
    var text = text
    return text.withUTF8 { bytes in
      bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
        let end = line.last == UInt8(ascii: "\r") ? line.endIndex - 1 : line.endIndex
        return String(
          decoding: UnsafeBufferPointer(rebasing: line[line.startIndex..<end]), as: UTF8.self)
      }
    }
  }

  /// The errors with the source line filled in where the reporter left it empty (errors
  /// found after parsing, such as the engine refusing a constraint).
  static func quoting(_ errors: FormatErrors, lines: [String]) -> FormatErrors {
    let windows = LineWindows(lines)
    return FormatErrors(
      errors.errors.map { error in
        var error = error
        if error.sourceLine.isEmpty, lines.indices.contains(error.location.line - 1) {
          let number = error.location.line - 1
          (error.sourceLine, error.sourceLineOffset) = windows.window(
            of: lines[number], number: number, column: error.location.column)
        }
        error.sourceLine = printable(error.sourceLine)
        return error
      })
  }

  /// The source line at a location, if the location is in this file, made safe to print.
  public func line(at location: SourceLocation) -> String? {
    guard location.file == path, lines.indices.contains(location.line - 1) else { return nil }
    return Self.printable(lines[location.line - 1])
  }

  /// The text of the source line at a location around its column, made safe to print, and
  /// how many characters of the line come before it (a window of a long line).
  func excerptLine(at location: SourceLocation) -> (text: String, offset: Int)? {
    guard location.file == path, lines.indices.contains(location.line - 1) else { return nil }
    let cut = windows.window(
      of: lines[location.line - 1], number: location.line - 1, column: location.column)
    return (Self.printable(cut.text), cut.offset)
  }

  /// The line with control and bidirectional formatting characters other than tab replaced
  /// by `?`, one for one so the caret still lines up, so a hostile file cannot send escape
  /// sequences to a terminal or reorder what it shows.
  package static func printable(_ line: String) -> String {
    TerminalText.printable(line, keeping: ["\t"])
  }

  /// Where the view named `name` is declared, if it is.
  public func declaration(ofView name: String) -> SourceLocation? {
    declarations[name]
  }

  /// Class names and texts for rendering, from the design in effect.
  static func annotations(of design: LayoutDesign) -> [String: ViewAnnotation] {
    var result: [String: ViewAnnotation] = [:]
    for view in design.views {
      result[view.name] = ViewAnnotation(className: view.className, text: view.properties.text)
    }
    return result
  }
}
