import LayoutCore

/// A first argument that names no command. `demo` is the default command, so without this
/// check a typo (`layout slove x.layout`) or a bare file (`layout x.layout`) reaches `demo`,
/// which answers with its own usage and no hint of the command meant.
enum UnknownCommand {
  /// The error for `arguments` (the program name left out), or nil when they start with one
  /// of `commands`, `help` or an option (`demo` and `--help` run as before).
  static func message(_ arguments: [String], commands: [String]) -> String? {
    guard let first = arguments.first, !first.hasPrefix("-"), first != "help",
      !commands.contains(first)
    else { return nil }
    let nearest = commands.map { (name: $0, distance: editDistance($0, first)) }
      .min { $0.distance < $1.distance }
    let hint =
      if let nearest, nearest.distance <= 2 {
        "did you mean '\(nearest.name)'?"
      } else {
        "the commands are " + commands.joined(separator: ", ")
      }
    return "error: unknown command '\(first)'; \(hint) (`layout --help` describes them)"
  }
}
