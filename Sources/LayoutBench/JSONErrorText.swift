import Foundation

/// Foundation's JSON errors in words a user can act on: where the text goes wrong, as a
/// line and column, rather than "The data is not in the correct format".
enum JSONErrorText {
  /// `at line 1, column 7: invalid value`, or `the text ends before the value is complete
  /// (line 1, column 6)`, from the error `JSONSerialization` threw for `data`.
  static func describe(_ error: any Error, in data: Data) -> String {
    let debug = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
    if debug.hasPrefix("Unexpected end of file") || data.isEmpty {
      let (line, column) = position(of: data.count, in: data)
      return "the text ends before the value is complete (line \(line), column \(column))"
    }
    if let range = debug.range(of: "around character "),
      let offset = Int(debug[range.upperBound...].prefix { $0.isNumber })
    {
      let (line, column) = position(of: offset, in: data)
      let what = debug[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
      return
        "at line \(line), column \(column): \(what.isEmpty ? "unexpected text" : what.lowercased())"
    }
    return debug.isEmpty ? "the text is not JSON" : debug
  }

  /// The 1-based line and column (in bytes) of byte `offset`.
  static func position(of offset: Int, in data: Data) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    for byte in data.prefix(offset) {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return (line, column)
  }
}
