import Foundation
import LayoutREPL

// Runs the REPL as `layout repl` will, for the pseudo-terminal tests:
// LayoutREPLDriver [FILE] [--backend NAME].
var arguments = Array(CommandLine.arguments.dropFirst())
var backend = "cassowary"
if let index = arguments.firstIndex(of: "--backend"), index + 1 < arguments.count {
  backend = arguments[index + 1]
  arguments.removeSubrange(index...(index + 1))
}
exit(REPLMain.run(file: arguments.first, backend: backend))
