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
    // One pass over the bytes, in place, refuses what the parser must not see: bytes that
    // are not UTF-8, DTDs (libxml2 would expand internal entities before any delegate call
    // could stop it; Interface Builder never writes one), excessive nesting and nodes longer
    // than libxml2 reads.
    let scan = ByteScan(data)
    if let problem = EncodingCheck.problem(in: data, scan: scan, file: file) {
      throw problem
    }
    let reader = XMLTreeReader(file: file)
    reader.end = (line: scan.lines, column: 1 + data.count - scan.lastLineStart)
    // From a stream, which the parser reads in pieces: given the data whole, libxml2 refuses
    // a document past its 10,000,000-byte lookup limit as if it were cut off.
    let parser = XMLParser(stream: InputStream(data: data))
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
        SourceLocation(
          file: file, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1)),
        reason: message)
    }
    return root
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

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    guard failure == nil, let last = stack.indices.last,
      stack[last].name == "string" || stack[last].name == "mutableString"
    else { return }
    stack[last].text = (stack[last].text ?? "") + string
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
