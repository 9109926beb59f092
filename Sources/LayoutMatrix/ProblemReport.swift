import LayoutCore
import LayoutFormats

/// Writes problems in the compiler form editors and CI logs understand:
/// `file:line:column: error: message`, the source line and a caret under the column.
public enum ProblemReport {
  /// One entry per problem, each ending with a newline; errors say `error`, the rest
  /// `warning`. `context` (a configuration) is appended to the message when given.
  public static func lines(
    _ problems: [LayoutProblem], source: LayoutSource, context: String? = nil
  ) -> String {
    problems.map { entry($0, source: source, context: context) }.joined()
  }

  /// One problem's entry.
  static func entry(_ problem: LayoutProblem, source: LayoutSource, context: String?) -> String {
    let severity = problem.kind.isError ? "error" : "warning"
    var message = "\(problem.kind.rawValue): \(problem.fullMessage)"
    if let context { message += " [\(context)]" }
    return located(message, severity: severity, at: problem.location, source: source)
  }

  /// `file:line:column: severity: message` with the quoted line and caret when the location
  /// is in the file, else `file: severity: message`.
  static func located(
    _ message: String, severity: String, at location: SourceLocation?, source: LayoutSource
  ) -> String {
    guard let location, location.line > 0, let line = source.excerptLine(at: location) else {
      return "\(source.path): \(severity): \(message)\n"
    }
    var text = "\(location): \(severity): \(message)\n"
    if location.column > 0 {
      let excerpt = FormatError(
        location: location, message: "", sourceLine: line.text, sourceLineOffset: line.offset
      ).excerpt
      text += "\(excerpt.line)\n\(excerpt.caret)\n"
    }
    return text
  }
}
