/// Sends a command's main result to standard output or to the file `-o` names.
enum Delivery {
  /// Refuses an output path that names the input, before any work is done.
  ///
  /// - Throws: ``CommandError/outputIsInput(_:)``.
  static func checkOutput(_ path: String?, isNot input: String, files: any FileAccess)
    throws(CommandError)
  {
    guard let path, files.isSameFile(path, input) else { return }
    throw .outputIsInput(path)
  }

  /// Appends `text` to the output, or writes it to `path` when one other than `-` is given.
  ///
  /// - Throws: ``CommandError/unwritable(_:)``.
  static func deliver(
    _ text: String, to path: String?, files: any FileAccess, into output: inout CommandOutput
  ) throws(CommandError) {
    guard let path, path != "-" else {
      output.standardOutput += text
      return
    }
    do {
      try files.write(text, toFile: path)
    } catch {
      throw .unwritable(error)
    }
  }
}
