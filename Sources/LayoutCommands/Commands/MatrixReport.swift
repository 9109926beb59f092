import LayoutMatrix
import LayoutRendering

/// `--report DIR` of `matrix` (and `check`): the interactive report, one self-contained
/// `DIR/index.html`.
///
/// The directory may be new, empty, or hold only a previous report (an `index.html` whose
/// `generator` tag names ``InteractiveReportRenderer/generator``), which is replaced. Any
/// other content is refused before anything is solved or written, so a typo cannot overwrite
/// someone's files. Hidden entries (`.DS_Store`) are not counted.
enum MatrixReport {
  /// The bytes of an existing `index.html` read to find the generator tag (it is in the head).
  static let headBytes = 2_048

  /// Views × configurations up to which the report says which constraints hold each view
  /// (the REPL's `why`, a scratch solve per connected constraint); past it the report lists
  /// the constraints naming each view without that analysis.
  static let maximumDeterminedViews = 300

  /// The placement detail for a report of `configurations` screens of `views` views.
  static func placementDetail(configurations: Int, views: Int) -> PlacementDetail {
    configurations * max(views, 1) <= maximumDeterminedViews ? .determining : .naming
  }

  /// Refuses a report of more than ``ReportLimits/maximumConfigurations`` screens and a
  /// directory holding anything but a previous report.
  ///
  /// - Throws: ``CommandError/renderingFailed(_:)`` for too many configurations,
  ///   ``CommandError/invalidOption(name:value:expected:)`` for a directory in use.
  static func check(directory: String, configurations: Int, files: any FileAccess)
    throws(CommandError)
  {
    if configurations > ReportLimits.maximumConfigurations {
      throw .renderingFailed("\(RenderingError.reportSize(configurations: configurations))")
    }
    let present: [String]
    do {
      present = try files.files(inDirectory: directory) ?? []
    } catch {
      throw .unwritable(error)
    }
    let index = base(directory) + "index.html"
    guard !present.isEmpty else { return }
    let previous =
      present == [index]
      && (try? files.contents(ofFile: index, limit: headBytes)).map {
        String(decoding: $0, as: UTF8.self).contains(
          "<meta name=\"generator\" content=\"\(InteractiveReportRenderer.generator)\">")
      } == true
    guard previous else {
      let shown = present.prefix(3).map { String($0.dropFirst(base(directory).count)) }
      let more = present.count > 3 ? " and \(present.count - 3) more" : ""
      throw .invalidOption(
        name: "--report", value: directory,
        expected: "a new or empty directory, or one holding only a previous report "
          + "(it holds \(shown.joined(separator: ", "))\(more))")
    }
  }

  /// Writes `DIR/index.html`.
  ///
  /// - Throws: ``CommandError/unwritable(_:)`` or ``CommandError/renderingFailed(_:)``.
  static func write(
    _ screens: [SolvedScreen], title: String, to directory: String, files: any FileAccess
  ) throws(CommandError) {
    try write(
      screens.map { ReportScreen($0.snapshot, problems: $0.problems) }, title: title,
      to: directory, files: files)
  }

  /// Writes `DIR/index.html` for screens made elsewhere (`check --report`); `picker` names
  /// what the first control chooses.
  ///
  /// - Throws: ``CommandError/unwritable(_:)`` or ``CommandError/renderingFailed(_:)``.
  static func write(
    _ screens: [ReportScreen], title: String, picker: String = "Device", to directory: String,
    files: any FileAccess
  ) throws(CommandError) {
    try check(directory: directory, configurations: screens.count, files: files)
    let page: String
    do {
      page = try InteractiveReportRenderer.render(screens, title: title, picker: picker)
    } catch {
      throw .renderingFailed("\(error)")
    }
    do {
      try files.createDirectory(atPath: directory)
      try files.write(page, toFile: base(directory) + "index.html")
    } catch {
      throw .unwritable(error)
    }
  }

  /// `raw` in lowercase ASCII letters and digits, runs of anything else as one dash, or
  /// `otherwise` when nothing is left: a folder name safe on every file system.
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

  private static func base(_ directory: String) -> String {
    directory.hasSuffix("/") ? directory : directory + "/"
  }
}
