import Foundation

extension CLIRunner {
  /// Runs `layout` with `arguments` in the fixtures folder, writing `input` into a pipe on
  /// its standard input (as a shell pipeline or a script would) and closing it.
  static func runPiped(_ arguments: [String], input: Data, in folder: URL = fixtures) throws
    -> Result
  {
    try launch(arguments, input: .pipe(input), output: .captured, in: folder)
  }
}
