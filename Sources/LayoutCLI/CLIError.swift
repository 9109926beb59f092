/// A user-facing error of `layout bench`: printed as `Error: message`, exit code 2.
struct CLIError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
