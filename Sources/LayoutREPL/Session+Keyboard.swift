extension Session {
  /// `keyboard show|hide|HEIGHT`: moves every `keyboard` guide (one constant edit each).
  /// `show` puts up the device's own docked keyboard from the catalog, which keeps following
  /// the device and orientation; `HEIGHT` fixes the height whatever the device.
  func keyboard(_ argument: String) throws(REPLError) -> String {
    var next = state
    switch argument {
    case "show":
      next.keyboardDocked = true
    case "hide":
      next.keyboardDocked = false
      next.keyboardHeight = 0
    default:
      guard let value = Double(argument), value.isFinite, value >= 0 else {
        throw .usage(REPLCommand.keyboard.usage)
      }
      next.keyboardDocked = false
      next.keyboardHeight = value
    }
    return try commit(next)
  }
}
