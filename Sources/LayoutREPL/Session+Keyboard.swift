extension Session {
  /// The height `keyboard show` gives the keyboard: a nominal value, not a measured one for
  /// the current device; `keyboard HEIGHT` sets the height a device really has.
  static let shownKeyboardHeight: Double = 336

  /// `keyboard show|hide|HEIGHT`: moves every `keyboard` guide (one constant edit each).
  func keyboard(_ argument: String) throws(REPLError) -> String {
    let height: Double
    switch argument {
    case "show": height = Self.shownKeyboardHeight
    case "hide": height = 0
    default:
      guard let value = Double(argument), value.isFinite, value >= 0 else {
        throw .usage(REPLCommand.keyboard.usage)
      }
      height = value
    }
    var next = state
    next.keyboardHeight = height
    return try commit(next)
  }
}
