import Foundation
import LayoutCore
import LayoutFormats

extension Session {
  /// Reads a layout file and makes it the document.
  func load(_ name: String) throws(REPLError) -> String {
    let url = url(for: name)
    guard FileManager.default.fileExists(atPath: url.path) else {
      throw .file("cannot read '\(name)': no such file")
    }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .file("cannot read '\(name)': \(error.localizedDescription)")
    }
    let file: LayoutFile
    do {
      file = try LayoutFileParser.parse(bytes: data, file: name)
    } catch {
      throw .format(error)
    }
    var next = state
    next.document = Document(file: file, name: name)
    let moved = try commit(next)
    let counts = "\(file.views.count) views, \(live.installed.count) active constraints"
    return "loaded \(name): \(counts)\n\(moved)"
  }

  /// Writes the document's canonical text.
  func save(_ name: String) throws(REPLError) -> String {
    let text = state.document.file.canonicalText
    do {
      try Data(text.utf8).write(to: url(for: name))
    } catch {
      throw .file("cannot write '\(name)': \(error.localizedDescription)")
    }
    let note =
      state.document.inactiveIdentifiers.isEmpty
      ? "" : " (deactivated constraints are saved as written)"
    return "saved \(name)\(note)"
  }

  /// Appends statements typed in layout-file syntax.
  func add(_ statement: String, _ command: REPLCommand) throws(REPLError) -> String {
    guard !statement.trimmingCharacters(in: .whitespaces).isEmpty else {
      throw .usage(command.usage)
    }
    var next = state
    let added = try next.document.parseStatements(statement, lineNumber: lineNumber)
    guard !added.isEmpty else { throw .usage(command.usage) }
    next.document.file.statements += added
    return try commit(next)
  }

  /// Removes a constraint by `#identifier` or by its equation.
  func remove(_ argument: String, _ command: REPLCommand) throws(REPLError) -> String {
    var next = state
    if argument.hasPrefix("#"), !argument.contains(" ") {
      try next.document.removeConstraint(identifier: String(argument.dropFirst()))
    } else {
      let statements = try next.document.parseStatements(argument, lineNumber: lineNumber)
      guard statements.count == 1, case .constraint(let equation) = statements[0] else {
        throw .usage(command.usage)
      }
      guard next.document.removeEquation(equation) else {
        throw .engine("no constraint '\(equation)' in the layout")
      }
    }
    return try commit(next)
  }

  /// Switches a set (by name) or a constraint (by `#identifier`) on or off.
  func setActive(_ active: Bool, _ target: String) throws(REPLError) -> String {
    var next = state
    if target.hasPrefix("#") {
      let id = String(target.dropFirst())
      guard next.document.identifiers.contains(id) else { throw .unknownConstraint(id) }
      if active {
        next.document.inactiveIdentifiers.remove(id)
      } else {
        next.document.inactiveIdentifiers.insert(id)
      }
    } else {
      try next.document.setActive(active, set: target)
    }
    return try commit(next)
  }

  /// `constant #id VALUE`.
  func changeConstant(_ words: [String]) throws(REPLError) -> String {
    guard words.count == 2, words[0].hasPrefix("#"), let value = Double(words[1]),
      value.isFinite
    else { throw .usage(REPLCommand.constant.usage) }
    var next = state
    try next.document.modifyConstraint(identifier: String(words[0].dropFirst())) {
      $0.constant = value
    }
    return try commit(next)
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
    guard let value = named[words[1].lowercased()] ?? Double(words[1]),
      let priority = try? Priority(validating: value)
    else { throw .usage(REPLCommand.priority.usage) }
    var next = state
    try next.document.modifyConstraint(identifier: String(words[0].dropFirst())) {
      $0.priority = priority
    }
    return try commit(next)
  }
}
