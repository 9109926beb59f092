import Foundation
import LayoutCore

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads XML into an ``XMLElementNode`` tree with Foundation's `XMLParser`, refusing
/// document type declarations (entity expansion) and excessive nesting.
final class XMLTreeReader: NSObject, XMLParserDelegate {
  private let file: String
  private var stack: [XMLElementNode] = []
  private var rootNode: XMLElementNode?
  private var failure: StoryboardError?
  private weak var parser: XMLParser?

  /// Where the input ends (line, column just past the last character): an error there
  /// means the document was cut off.
  private var end = (line: 1, column: 1)

  private init(file: String) {
    self.file = file
  }

  /// Parses `data` (named `file` in error messages) into its root element.
  ///
  /// - Throws: ``StoryboardError/malformedXML(_:reason:)``,
  ///   ``StoryboardError/documentTypeDeclaration(_:)``,
  ///   ``StoryboardError/nestingTooDeep(_:limit:)``, ``StoryboardError/tooLarge(file:bytes:limit:)``.
  static func read(_ data: Data, file: String) throws(StoryboardError) -> XMLElementNode {
    guard data.count <= StoryboardLimits.maximumBytes else {
      throw .tooLarge(file: file, bytes: data.count, limit: StoryboardLimits.maximumBytes)
    }
    // The DTD scan below sees ASCII bytes only: a document in another encoding (UTF-16,
    // UTF-7, EBCDIC) could hide a declaration from it, so only UTF-8 is read.
    if let problem = EncodingCheck.problem(in: data, file: file) {
      throw .malformedXML(problem.location, reason: problem.reason)
    }
    // libxml2 would expand internal entities before any delegate call could stop it, so a
    // DTD is refused before parsing; Interface Builder never writes one.
    if let at = declarationLocation(in: data, file: file) {
      throw .documentTypeDeclaration(at)
    }
    let reader = XMLTreeReader(file: file)
    let lastNewline = data.lastIndex(of: UInt8(ascii: "\n"))
    reader.end = (
      line: 1 + data.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) },
      column: 1
        + data.distance(from: lastNewline.map { $0 + 1 } ?? data.startIndex, to: data.endIndex)
    )
    let parser = XMLParser(data: data)
    parser.shouldResolveExternalEntities = false
    parser.shouldProcessNamespaces = false
    parser.delegate = reader
    reader.parser = parser
    let ok = parser.parse()
    if let failure = reader.failure { throw failure }
    guard ok, let root = reader.rootNode else {
      let message =
        reader.stack.last.map { "document ends inside <\($0.name)>" }
        ?? parser.parserError.map {
          XMLErrorText.message(code: ($0 as NSError).code, openElement: nil)
        } ?? "no root element"
      throw .malformedXML(
        SourceLocation(file: file, line: max(parser.lineNumber, 1), column: parser.columnNumber),
        reason: message)
    }
    return root
  }

  /// Where `<!DOCTYPE` or `<!ENTITY` first occurs, if anywhere.
  private static func declarationLocation(in data: Data, file: String) -> SourceLocation? {
    let bytes = [UInt8](data)
    let marker = Array("<!".utf8)
    var line = 1
    var column = 1
    var index = 0
    while index < bytes.count {
      if bytes[index] == marker[0], index + 2 < bytes.count, bytes[index + 1] == marker[1] {
        let rest = bytes[(index + 2)..<min(bytes.count, index + 9)]
        let word = String(decoding: rest, as: UTF8.self).uppercased()
        if word.hasPrefix("DOCTYPE") || word.hasPrefix("ENTITY") {
          return SourceLocation(file: file, line: line, column: column)
        }
      }
      if bytes[index] == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else {
        column += 1
      }
      index += 1
    }
    return nil
  }

  private var here: SourceLocation {
    SourceLocation(file: file, line: parser?.lineNumber ?? 0, column: parser?.columnNumber ?? 0)
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    guard failure == nil else { return }
    if stack.count >= StoryboardLimits.maximumDepth {
      failure = .nestingTooDeep(here, limit: StoryboardLimits.maximumDepth)
      parser.abortParsing()
      return
    }
    stack.append(
      XMLElementNode(name: elementName, attributes: attributes, children: [], location: here))
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    guard failure == nil, let node = stack.popLast() else { return }
    if stack.isEmpty {
      rootNode = node
    } else {
      stack[stack.count - 1].children.append(node)
    }
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    guard failure == nil else { return }
    let open = stack.last.map { (name: $0.name, line: $0.location.line) }
    let atEnd = parser.lineNumber >= end.line && parser.columnNumber >= end.column
    failure = .malformedXML(
      here,
      reason: atEnd
        ? XMLErrorText.truncated(openElement: open)
        : XMLErrorText.message(code: (parseError as NSError).code, openElement: open))
  }

  func parser(
    _ parser: XMLParser, foundNotationDeclarationWithName name: String, publicID: String?,
    systemID: String?
  ) {
    fail(parser)
  }

  func parser(
    _ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?
  ) {
    fail(parser)
  }

  private func fail(_ parser: XMLParser) {
    guard failure == nil else { return }
    failure = .documentTypeDeclaration(here)
    parser.abortParsing()
  }

}
