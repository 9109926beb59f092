import LayoutRendering

/// `layout matrix --report DIR`: one SVG per configuration and an HTML contact sheet
/// (`index.html`) showing them all, grouped by device.
enum MatrixReport {
  /// Writes the report's files.
  ///
  /// - Throws: ``CommandError/unwritable(_:)`` or ``CommandError/renderingFailed(_:)``.
  static func write(
    _ screens: [SolvedScreen], title: String, to directory: String, files: any FileAccess
  ) throws(CommandError) {
    func save(_ text: String, _ path: String) throws(CommandError) {
      do {
        try files.write(text, toFile: path)
      } catch {
        throw .unwritable(error)
      }
    }
    do {
      try files.createDirectory(atPath: directory)
    } catch {
      throw .unwritable(error)
    }
    let base = directory.hasSuffix("/") ? directory : directory + "/"
    do {
      let names = screens.map(fileName)
      for (screen, name) in zip(screens, names) {
        try save(try SVGRenderer.render(screen.snapshot), base + name)
      }
      try save(
        try DeviceMatrixRenderer.html(screens.map(\.snapshot), title: title, links: names),
        base + "index.html")
    } catch let error as RenderingError {
      throw .renderingFailed("\(error)")
    } catch let error as CommandError {
      throw error
    } catch {
      throw .renderingFailed("\(error)")
    }
  }

  /// `iphone-15-portrait.svg`, `ipad-air-2-landscapeleft-split-1-3.svg`: lowercase letters,
  /// digits and dashes only, so names are safe on every file system.
  static func fileName(_ screen: SolvedScreen) -> String {
    let info = screen.snapshot.screen
    let raw = [info.deviceName, info.orientation, info.multitasking].compactMap { $0 }.joined(
      separator: "-")
    return slug(raw, otherwise: "screen") + ".svg"
  }

  /// `raw` in lowercase ASCII letters and digits, runs of anything else as one dash, or
  /// `otherwise` when nothing is left.
  static func slug(_ raw: String, otherwise: String) -> String {
    var slug = ""
    for character in raw.lowercased() {
      if character.isLetter || character.isNumber, character.isASCII {
        slug.append(character)
      } else if !slug.isEmpty, slug.last != "-" {
        slug.append("-")
      }
    }
    while slug.last == "-" { slug.removeLast() }
    return slug.isEmpty ? otherwise : slug
  }
}
