import Cassowary
import Foundation
import LayoutCore
import LayoutFormats
import LayoutMatrix
import LayoutStoryboard

/// An Interface Builder document (`.storyboard` or `.xib`) read for a command: the
/// document, the path as the user gave it (used in every message) and the file's lines for
/// quoting.
public struct StoryboardInput: Sendable {
  /// The path as the user gave it.
  public let path: String
  /// The file's lines, for quoting in messages.
  public let lines: [String]
  /// The document.
  public let document: StoryboardDocument

  /// Whether `path` names an Interface Builder document (by its extension, any case).
  public static func isStoryboard(_ path: String) -> Bool {
    let lower = path.lowercased()
    return lower.hasSuffix(".storyboard") || lower.hasSuffix(".xib")
  }

  /// Reads and parses the document at `path`.
  ///
  /// - Throws: ``CommandError/unreadable(_:)``, or ``CommandError/invalidLayout(_:)`` with the
  ///   problem at its file:line:column (malformed, truncated or hostile XML, missing ids,
  ///   dangling references, over-limit size; a root past the dense backend's limit when
  ///   `backend` is the dense one).
  public static func load(
    path: String, using files: any FileAccess, backend: SolverBackend = .cassowary
  ) throws(CommandError) -> StoryboardInput {
    let limit = StoryboardLimits.maximumBytes
    let bytes: [UInt8]
    do {
      bytes = try files.contents(ofFile: path, limit: limit)
    } catch {
      throw .unreadable(error)
    }
    guard bytes.count <= limit else {
      throw located(.tooLarge(file: path, bytes: bytes.count, limit: limit), line: "")
    }
    let document: StoryboardDocument
    do {
      document = try StoryboardDocument(data: Data(bytes), file: path)
    } catch {
      // A refused file may be tens of megabytes on one line: only a window of the quoted
      // line around the column is cut out; the file is not split or decoded.
      let at = location(of: error)
      let quoted = at.map { window(line: $0.line, column: $0.column, of: bytes) }
      let refusal = located(error, line: quoted?.text ?? "", offset: quoted?.offset ?? 0)
      // Bytes that are not UTF-8 text (binary data, UTF-16) refuse the file as a whole, as
      // they do a layout file.
      guard case .invalidLayout(var errors) = refusal,
        bytes.contains(0) || String(validating: bytes, as: UTF8.self) == nil
      else { throw refusal }
      for index in errors.errors.indices { errors.errors[index].refusesFile = true }
      throw .invalidLayout(errors)
    }
    document.registerProjectFonts(documentPath: path)
    // Lines are split for quoting problems only once the document is known to be readable.
    let lines = LayoutSource.lines(of: String(decoding: bytes, as: UTF8.self))
    if backend.name == SolverBackend.dense.name {
      do {
        try document.checkDenseSize()
      } catch {
        throw located(error, lines: lines)
      }
    }
    return StoryboardInput(path: path, lines: lines, document: document)
  }

  /// The bytes of line `line` (1-based; line feeds end lines, a carriage return before one
  /// is dropped) around character `column`, decoded: the whole line when it is short, else
  /// a window a few times wider than an error quotes, with the number of characters of the
  /// line before it. Only the bytes up to the window are looked at.
  static func window(line: Int, column: Int, of bytes: [UInt8]) -> (text: String, offset: Int) {
    let reach = 4 * FormatError.excerptWidth
    var start = 0
    var seen = 1
    while seen < line {
      guard let next = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { return ("", 0) }
      start = next + 1
      seen += 1
    }
    // The byte where the column's character starts (columns count characters).
    var at = start
    var characters = 1
    while characters < column, at < bytes.count, bytes[at] != UInt8(ascii: "\n") {
      at += 1
      while at < bytes.count, bytes[at] & 0xC0 == 0x80 { at += 1 }
      characters += 1
    }
    var from = max(start, at - reach)
    while from > start, bytes[from] & 0xC0 == 0x80 { from -= 1 }
    let limit = min(bytes.count, at + reach)
    var end = bytes[at..<limit].firstIndex(of: UInt8(ascii: "\n")) ?? limit
    while end < bytes.count, end > at, bytes[end] & 0xC0 == 0x80 { end -= 1 }
    if end > from, end < bytes.count, bytes[end] == UInt8(ascii: "\n"),
      bytes[end - 1] == UInt8(ascii: "\r")
    {
      end -= 1
    }
    let skipped = bytes[start..<from].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    return (String(decoding: bytes[from..<end], as: UTF8.self), skipped)
  }

  /// A document error as a command error: located errors in the compiler form with the
  /// quoted line and a caret, others as plain `error:` lines.
  static func located(_ error: StoryboardError, lines: [String]) -> CommandError {
    let number = location(of: error)?.line ?? 0
    return located(error, line: lines.indices.contains(number - 1) ? lines[number - 1] : "")
  }

  /// The same with the quoted line given: `line` holds the line's text from character
  /// `offset` on (a window of a very long line).
  static func located(_ error: StoryboardError, line quoted: String, offset: Int = 0)
    -> CommandError
  {
    let text = error.description
    switch error {
    case .tooLarge(let file, _, let limit):
      return .invalidLayout(
        FormatErrors([
          .refusingFile(
            at: SourceLocation(file: file, line: 1),
            "file is larger than the limit of \(limit) bytes for documents")
        ]))
    case .unreadable(let file, let reason):
      return .unreadable(FileAccessError(path: file, reason: reason))
    default:
      break
    }
    guard let location = location(of: error) else {
      return .unavailableConfiguration(text)
    }
    var message = text
    let prefix = "\(location): "
    if message.hasPrefix(prefix) { message.removeFirst(prefix.count) }
    return .invalidLayout(
      FormatErrors([
        FormatError(
          location: location, message: message, sourceLine: LayoutSource.printable(quoted),
          sourceLineOffset: offset)
      ]))
  }

  /// Where in the file an error points, when it does.
  static func location(of error: StoryboardError) -> SourceLocation? {
    switch error {
    case .malformedXML(let at, _), .documentTypeDeclaration(let at), .nestingTooDeep(let at, _),
      .notInterfaceBuilderDocument(let at, _), .unsupportedRuntime(let at, _),
      .missingAttribute(let at, _, _), .invalidValue(let at, _, _, _), .duplicateID(let at, _),
      .unknownReference(let at, _), .invalidConstraint(let at, _, _), .tooManyViews(let at, _, _),
      .tooManyConstraints(let at, _, _), .tooManyConstraintsForDense(let at, _, _),
      .tooManyPriorities(let at, _), .textNotMeasurable(let at, _, _):
      return at
    default:
      return nil
    }
  }

  /// The roots a command works on: the one `scene` names (root view id, scene id,
  /// controller id or class, storyboard identifier, title, navigation item title or user
  /// label), or every root
  /// laid out by Auto Layout (navigation and tab bar placeholders left out).
  ///
  /// - Throws: ``CommandError/unavailableConfiguration(_:)`` for an unknown name or a
  ///   document with nothing to lay out.
  public func roots(selecting scene: String?) throws(CommandError) -> [StoryboardRoot] {
    if let scene {
      do {
        return [try document.root(named: scene)]
      } catch {
        throw .unavailableConfiguration("\(path): \(error.description)")
      }
    }
    let roots = document.roots.filter { !$0.isContainerBar }
    guard !roots.isEmpty else {
      throw .unavailableConfiguration("\(path): no scene or top-level view to lay out")
    }
    return roots
  }

  /// Exactly one root for `command`: the named one, or the only one.
  ///
  /// - Throws: ``CommandError/unavailableConfiguration(_:)`` when the document has several
  ///   and none is named (the message lists them).
  public func singleRoot(selecting scene: String?, command: String) throws(CommandError)
    -> StoryboardRoot
  {
    let roots = try roots(selecting: scene)
    guard roots.count == 1 else {
      throw .unavailableConfiguration(
        "\(command) takes one scene or top-level view, and \(path) has \(roots.count); "
          + "choose one with --scene: "
          + roots.map(StoryboardNaming.label).joined(separator: ", "))
    }
    return roots[0]
  }

  /// A stand-in layout source so problems found in a document are reported and quoted like
  /// those of layout files (at the constraint's or view's line in the XML).
  var source: LayoutSource {
    LayoutSource(path: path, lines: lines, layout: ResolvedLayout())
  }
}
