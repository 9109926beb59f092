import LayoutCore
import LayoutExplain
import LayoutRendering
import LayoutSupport

/// `layout explain`: a pasted "Unable to simultaneously satisfy constraints" console log
/// turned into the minimal conflicting set, what UIKit and we would break, and verified
/// fixes, as text, JSON, an SVG diagram or an HTML page holding the diagram and the text.
public enum ExplainAction {
  /// The options of `layout explain`, as typed.
  public struct Options: Sendable, Hashable {
    /// The log file (`-` for standard input).
    public var file: String
    /// What to write.
    public var format: ExplainFormat
    /// Where to write the result; `nil` or `-` for standard output.
    public var output: String?

    /// Makes options with the command's defaults.
    public init(file: String = "-", format: ExplainFormat = .text, output: String? = nil) {
      self.file = file
      self.format = format
      self.output = output
    }
  }

  /// The largest log read, in bytes (console logs carry much unrelated output).
  public static let maximumLogSize = 4 << 20

  /// Runs the command. The status is 1 when the log reports a conflict: one was rebuilt,
  /// or UIKit's message is there but the log lacks what took part (the text says what);
  /// 0 when the log has no such message and every constraint read can hold; and 2 when the
  /// log cannot be read, holds no constraint description (the message says what was
  /// expected) or was redacted (`<private>`; the message says how to get a full log).
  public static func run(_ options: Options, files: any FileAccess) -> CommandOutput {
    CommandOutput.catching { () throws(CommandError) in try execute(options, files: files) }
  }

  static func execute(_ options: Options, files: any FileAccess) throws(CommandError)
    -> CommandOutput
  {
    try Delivery.checkOutput(options.output, isNot: options.file, files: files)
    let format = options.format
    let name = options.file == "-" ? "<stdin>" : options.file
    let bytes: [UInt8]
    do {
      bytes = try files.contents(ofFile: options.file, limit: maximumLogSize)
    } catch {
      throw .unreadable(error)
    }
    guard bytes.count <= maximumLogSize else {
      return CommandOutput(
        standardError: "\(name): error: the log is larger than the limit of "
          + "\(maximumLogSize) bytes\n",
        status: .badInput)
    }
    let explanation: Explanation
    do {
      explanation = try Explainer.explain(
        log: String(decoding: bytes, as: UTF8.self), fileName: name)
    } catch {
      return unexplainable(error)
    }
    let text: String
    switch format {
    case .json: text = try json(explanation)
    case .svg, .png: text = ConflictDiagramSVG.render(ExplanationFigure.diagram(explanation))
    case .html: text = ConflictDiagramHTML.render(ExplanationFigure.diagram(explanation))
    // A log's view and class names are pasted text: shown, never obeyed by the terminal.
    case .text: text = TerminalText.printable(explanation.text, keeping: ["\n", "\t"]) + "\n"
    }
    var output = CommandOutput()
    try PictureDelivery.deliver(
      text, rasterized: format == .png, scale: PictureDelivery.explanationScale, to: options.output,
      files: files, into: &output)
    if explanation.reportsConflict { output.status = .problemsFound }
    return output
  }

  /// Issue 9's JSON document, keys in the order ``Explanation`` writes them, in the same
  /// style as the other commands' JSON.
  ///
  /// - Throws: ``CommandError/renderingFailed(_:)`` if encoding fails.
  static func json(_ explanation: Explanation) throws(CommandError) -> String {
    do {
      return try OrderedJSONEncoder.encode(explanation).rendered() + "\n"
    } catch {
      throw .renderingFailed("cannot encode the explanation: \(error)")
    }
  }

  /// A log with nothing to explain, in the compiler form: the error, then each line that
  /// looked like a description but could not be read.
  static func unexplainable(_ error: ExplainError) -> CommandOutput {
    switch error {
    case .noConstraints(let name, let issues):
      var text =
        "\(name): error: no constraint descriptions found (expected lines like "
        + "\"<NSLayoutConstraint:0x… UILabel:0x….leading == UIView:0x….leading + 20   "
        + "(active)>\")\n"
      for issue in issues {
        text += "\(name):\(issue.line):\(issue.column): warning: \(issue.message)\n"
      }
      return CommandOutput(standardError: text, status: .badInput)
    case .redacted(let name, let lines):
      return CommandOutput(
        standardError: "\(name): error: \(ExplainError.redactedMessage(lines: lines))\n",
        status: .badInput)
    }
  }
}
