import LayoutDevices
import LayoutFormats
import LayoutMatrix
import LayoutSupport

/// A user-facing failure of a command, with the text printed on standard error and the exit
/// status it maps to. Problems in a layout itself are not errors: they are reported in the
/// command's output and only change the exit status.
public enum CommandError: Error, Equatable, Sendable {
  /// The layout file has syntax or name errors (each with its source line and caret).
  case invalidLayout(FormatErrors)
  /// A file could not be read.
  case unreadable(FileAccessError)
  /// A folder below the one `check` or `lint` walks could not be listed (the rest was
  /// walked); the reason says so in the operating system's words.
  case unlistable(FileAccessError)
  /// An output file or directory could not be written.
  case unwritable(FileAccessError)
  /// The device catalog has no such device (the message lists the closest matches).
  case unknownDevice(DeviceCatalogError)
  /// An option value is not one of the accepted ones.
  case invalidOption(name: String, value: String, expected: String)
  /// The requested device, orientation and window do not go together.
  case unavailableConfiguration(String)
  /// Drawing the result failed (an unusable size or scale).
  case renderingFailed(String)
  /// `-o` names the input file, which writing the output would destroy.
  case outputIsInput(String)
  /// A matrix run (`matrix`, `lint`, a layout file or a storyboard's scenes) over its
  /// limit (``MatrixWork/limit``), refused before solving;
  /// `narrowing` names the command's options that make it smaller.
  case overWorkLimit(path: String, work: MatrixWork, narrowing: String)

  /// The exit status: everything here is bad input (2).
  public var status: ExitStatus { .badInput }

  /// Whether the file as a whole was refused (unreadable, over its size limit, not UTF-8
  /// text) rather than found wrong at a statement: `lint` reports such a file as not
  /// checked, with exit status 2, where a file's errors give 1.
  public var refusesFile: Bool {
    switch self {
    case .unreadable, .unlistable, .overWorkLimit: true
    case .invalidLayout(let errors): errors.errors.contains(where: \.refusesFile)
    default: false
    }
  }

  /// The text for standard error, ending with a newline. Layout errors use the compiler
  /// form `file:line:column: error: message` followed by the line and a caret.
  public var report: String {
    switch self {
    case .invalidLayout(let errors):
      return errors.description + "\n"
    case .unreadable(let failure):
      return "\(failure.path): error: cannot read the file: \(failure.reason)\n"
    case .unlistable(let failure):
      return "\(failure.path): error: \(failure.reason)\n"
    case .unwritable(let failure):
      return "\(failure.path): error: cannot write the file: \(failure.reason)\n"
    case .unknownDevice(let failure):
      return "error: \(failure)\n"
    case .invalidOption(let name, let value, let expected):
      return "error: invalid value '\(value)' for \(name); expected \(expected)\n"
    case .unavailableConfiguration(let reason), .renderingFailed(let reason):
      return "error: \(reason)\n"
    case .overWorkLimit(let path, let work, let narrowing):
      let environments =
        "\(counted(work.environments, "distinct environment")) "
        + "(of \(counted(work.configurations, "configuration")))"
      let place =
        work.scenes == 1
        ? "in \(environments) are "
        : "in \(counted(work.scenes, "scene")), each in at most \(environments), are "
      return "\(path): error: \(counted(work.views, "view")) \(place)"
        + "\(grouped(work.amount)) view-environments to solve, over the limit of "
        + "\(grouped(work.limit)) (see LIMITS.md); narrow the run with \(narrowing) "
        + "(nothing was solved)\n"
    case .outputIsInput(let path):
      return "\(path): error: -o names the input file, which the output would overwrite; "
        + "choose another output file (nothing was written)\n"
    }
  }
}

/// `174,860`: a count with thousands separated, as the limits table writes them.
private func grouped(_ number: Int) -> String {
  let digits = String(number)
  var text = ""
  for (index, digit) in digits.enumerated() {
    if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
    text.append(digit)
  }
  return text
}
