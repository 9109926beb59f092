import Foundation
import LayoutCore
import LayoutFormats
import LayoutStoryboard

/// An Interface Builder document (`.storyboard` or `.xib`) read for a command: the
/// document, the path as the user gave it (used in every message) and the file's lines for
/// quoting.
public struct StoryboardInput {
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
  ///   dangling references, over-limit size).
  public static func load(path: String, using files: any FileAccess) throws(CommandError)
    -> StoryboardInput
  {
    let limit = StoryboardLimits.maximumBytes
    let bytes: [UInt8]
    do {
      bytes = try files.contents(ofFile: path, limit: limit)
    } catch {
      throw .unreadable(error)
    }
    guard bytes.count <= limit else {
      throw located(.tooLarge(file: path, bytes: bytes.count, limit: limit), lines: [])
    }
    let lines = LayoutSource.lines(of: String(decoding: bytes, as: UTF8.self))
    do {
      let document = try StoryboardDocument(data: Data(bytes), file: path)
      return StoryboardInput(path: path, lines: lines, document: document)
    } catch {
      throw located(error, lines: lines)
    }
  }

  /// A document error as a command error: located errors in the compiler form with the
  /// quoted line and a caret, others as plain `error:` lines.
  static func located(_ error: StoryboardError, lines: [String]) -> CommandError {
    let text = error.description
    switch error {
    case .tooLarge(let file, _, let limit):
      return .invalidLayout(
        FormatErrors([
          FormatError(
            location: SourceLocation(file: file, line: 1),
            message: "file is larger than the limit of \(limit) bytes for documents")
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
    var line = ""
    if lines.indices.contains(location.line - 1) {
      line = LayoutSource.printable(lines[location.line - 1])
    }
    return .invalidLayout(
      FormatErrors([FormatError(location: location, message: message, sourceLine: line)]))
  }

  /// Where in the file an error points, when it does.
  static func location(of error: StoryboardError) -> SourceLocation? {
    switch error {
    case .malformedXML(let at, _), .documentTypeDeclaration(let at), .nestingTooDeep(let at, _),
      .notInterfaceBuilderDocument(let at, _), .unsupportedRuntime(let at, _),
      .missingAttribute(let at, _, _), .invalidValue(let at, _, _, _), .duplicateID(let at, _),
      .unknownReference(let at, _), .invalidConstraint(let at, _, _), .tooManyViews(let at, _, _),
      .tooManyConstraints(let at, _, _):
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
        throw .unavailableConfiguration(error.description)
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
