import ArgumentParser
import LayoutCommands

/// A `--format` value: one of an enum's names, in any case (`JSON` is `json`), so the parser
/// lists the names in `--help` and refuses any other with its usage message.
public protocol FormatArgument: ExpressibleByArgument, CaseIterable, RawRepresentable
where RawValue == String {}

extension FormatArgument {
  public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
}

extension SolveFormat: FormatArgument {}
extension MatrixFormat: FormatArgument {}
extension RenderFormat: FormatArgument {}
extension ExplainFormat: FormatArgument {}
extension CheckFormat: FormatArgument {}
extension LintFormat: FormatArgument {}
