import Foundation
import LayoutCore
import LayoutFormats
import LayoutSupport

extension Session {
  /// Reads a layout file and makes it the document.
  func load(_ name: String) throws(REPLError) -> String {
    let limit = FormatLimits.standard.maximumFileSize
    let data = try FileBytes.read(url(for: name), name: name, limit: limit)
    guard data.count <= limit else {
      throw .file("\(name): file is larger than the limit of \(limit) bytes")
    }
    let file: LayoutFile
    do {
      file = try LayoutFileParser.parse(
        bytes: data, file: name, limits: Self.readingLimits(for: state.backend))
    } catch {
      throw .format(error)
    }
    var next = state
    next.document = try Document(file: file, name: name)
    next.storyboard = nil
    let note = try startInAllowedOrientation(&next)
    let moved = try commit(next, change: .replaced(state.document), acceptingRefusals: true)
    let counts =
      counted(file.views.count, "view") + ", "
      + counted(live.installed.count, "active constraint")
    return (["loaded \(name): \(counts)"] + note + [moved]).joined(separator: "\n")
  }

  /// Moves `next` to the first orientation its layout allows on the device when the current
  /// one is not among them, as an app opens in an orientation it supports.
  /// - Returns: a line saying so, or nothing when the orientation stays.
  private func startInAllowedOrientation(_ next: inout SessionState) throws(REPLError) -> [String] {
    let current = next.configuration
    let policy = next.orientationPolicy
    let allowed = try Self.allowedOrientations(of: policy, on: current.device)
    guard !allowed.contains(current.orientation) else { return [] }
    let orientation = allowed[0]
    next.configuration = try Self.configuration(
      device: current.device, orientation: orientation,
      multitasking: Self.nearestWindow(to: current, in: orientation),
      layoutDirection: current.layoutDirection, policy: policy)
    return [
      "\(current.orientation) is not among the layout's orientations (\(policy.applicationMask)); "
        + "now \(next.configuration.description)"
    ]
  }

  /// Writes the document's canonical text; refuses to overwrite the loaded file when that
  /// would drop its comments or formatting (the file is not already canonical).
  func save(_ name: String) throws(REPLError) -> String {
    let text = state.document.file.canonicalText
    if state.document.name != "<new>",
      Self.isSameFile(url(for: name), url(for: state.document.name)),
      !Self.isCanonical(url(for: name))
    {
      throw .file(
        "cannot save onto '\(name)', the loaded file: save writes canonical text, which would "
          + "drop its comments and formatting; save to another file")
    }
    try FileBytes.write(text, to: url(for: name), name: name)
    let note =
      state.document.inactiveIdentifiers.isEmpty
      ? "" : " (deactivated constraints are saved as written)"
    return "saved \(name)\(note)"
  }

  /// Whether two URLs name one file: the same device and inode, or the same resolved path.
  private static func isSameFile(_ first: URL, _ second: URL) -> Bool {
    let manager = FileManager.default
    if let a = try? manager.attributesOfItem(atPath: first.path),
      let b = try? manager.attributesOfItem(atPath: second.path),
      let inodeA = a[.systemFileNumber] as? UInt64, let inodeB = b[.systemFileNumber] as? UInt64,
      let deviceA = a[.systemNumber] as? UInt64, let deviceB = b[.systemNumber] as? UInt64
    {
      return inodeA == inodeB && deviceA == deviceB
    }
    return first.resolvingSymlinksInPath().standardizedFileURL.path
      == second.resolvingSymlinksInPath().standardizedFileURL.path
  }

  /// Whether the layout file at `url` is exactly its own canonical text, so rewriting it
  /// loses nothing but what the session changed.
  private static func isCanonical(_ url: URL) -> Bool {
    guard let data = try? Data(contentsOf: url),
      let file = try? LayoutFileParser.parse(bytes: data, file: url.lastPathComponent)
    else { return false }
    return String(decoding: data, as: UTF8.self) == file.canonicalText
  }

  /// Appends statements typed in layout-file syntax.
  func add(_ statement: String, _ command: REPLCommand) throws(REPLError) -> String {
    guard !statement.trimmingCharacters(in: .whitespaces).isEmpty else {
      throw .usage(command.usage)
    }
    return try editDocument { document throws(REPLError) in
      let (added, revert) = try document.append(statement, lineNumber: lineNumber)
      guard !added.isEmpty else {
        document.revert(revert)
        throw .usage(command.usage)
      }
      return revert
    }
  }

  /// Removes a constraint by `#identifier` or by its equation.
  func remove(_ argument: String, _ command: REPLCommand) throws(REPLError) -> String {
    if argument.hasPrefix("#"), !argument.contains(" ") {
      return try editDocument { document throws(REPLError) in
        try document.removeConstraint(identifier: String(argument.dropFirst()))
      }
    }
    let statements = try state.document.parseStatements(argument, lineNumber: lineNumber)
    guard statements.count == 1, case .constraint(let equation) = statements[0] else {
      throw .usage(command.usage)
    }
    return try editDocument { document throws(REPLError) in
      guard let revert = document.removeEquation(equation) else {
        throw .engine("no constraint '\(equation)' in the layout")
      }
      return revert
    }
  }

  /// Switches a set (by name) or a constraint (by `#identifier`) on or off.
  func setActive(_ active: Bool, _ target: String) throws(REPLError) -> String {
    return try editDocument { document throws(REPLError) in
      guard target.hasPrefix("#") else { return try document.setActive(active, set: target) }
      let id = String(target.dropFirst())
      guard document.hasIdentifier(id) else { throw .unknownConstraint(id) }
      return document.setInactive(!active, identifier: id)
    }
  }

  /// `constant #id VALUE`.
  func changeConstant(_ words: [String]) throws(REPLError) -> String {
    guard words.count == 2, words[0].hasPrefix("#") else {
      throw .usage(REPLCommand.constant.usage)
    }
    let value = try NumberArgument.value(words[1], usage: REPLCommand.constant.usage)
    return try editDocument { document throws(REPLError) in
      try document.modifyConstraint(identifier: String(words[0].dropFirst())) {
        $0.constant = value
      }
    }
  }

  /// `priority #id VALUE`.
  func changePriority(_ words: [String]) throws(REPLError) -> String {
    guard words.count == 2, words[0].hasPrefix("#") else {
      throw .usage(REPLCommand.priority.usage)
    }
    let named: [String: Double] = [
      "required": 1000, "high": 750, "defaulthigh": 750, "low": 250, "defaultlow": 250,
      "fittingsizelevel": 50,
    ]
    // Not `??`: its autoclosure rethrows untyped errors, and this function throws REPLError.
    let value: Double
    if let name = named[words[1].lowercased()] {
      value = name
    } else {
      value = try NumberArgument.value(words[1], usage: REPLCommand.priority.usage)
    }
    guard let priority = try? Priority(validating: value) else {
      throw .engine("priority \(words[1]) is outside 1...1000")
    }
    // The document counts the priorities written, so the limit is all that can refuse the
    // new value (``PriorityLevels``).
    return try editDocument { document throws(REPLError) in
      try document.modifyConstraint(identifier: String(words[0].dropFirst())) {
        $0.priority = priority
      }
    }
  }
}
