import ArgumentParser

/// A user-facing error: printed as `error: message` with exit code 1.
struct CLIError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
