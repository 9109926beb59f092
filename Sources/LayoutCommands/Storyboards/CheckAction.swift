import AutoLayout
import Cassowary
import LayoutCore
import LayoutStoryboard
import LayoutText

/// `layout check FILE.storyboard|FILE.xib|DIR`: solves every scene and top-level view (or the
/// one `--scene` names) for the device and size classes the file was saved for and compares
/// each view's frame with the frame Xcode stored, in root coordinates, within one pixel per
/// edge.
///
/// Views the file marks misplaced or ambiguous (and their descendants), views not installed
/// in the saved configuration, views without a stored frame, hidden arranged subviews and
/// container-controller bars are skipped with the reason. Exit status 1 when a frame differs
/// or a root cannot be solved, 2 for bad input. A folder is walked for every storyboard and
/// xib (``FolderCheck``); there a file that cannot be read or parsed makes the status 2 after
/// the others are checked.
public enum CheckAction {
  /// The options of `layout check`, as typed.
  public struct Options: Sendable, Hashable {
    /// The storyboard or xib, or a folder to walk.
    public var file: String
    /// The scene or top-level view to check (name or id); all when nil.
    public var scene: String?
    /// The solver backend.
    public var backend: SolverBackend
    /// What to write (`junit` and `github` for a folder only).
    public var format: CheckFormat
    /// `--measure-text`: size labels, buttons, text fields and non-scrolling text views by their
    /// measured text instead of their stored size, and report measured against stored sizes.
    public var measureText: Bool
    /// A directory for the interactive report of every checked scene (`index.html`).
    public var reportDirectory: String? = nil
    /// `--content-size`: the category text styles are measured at (with `--measure-text`),
    /// for documents laid out at another Dynamic Type size than their Xcode's canvas had; nil:
    /// the canvas's (``StoryboardDocument/canvasContentSize``).
    public var contentSize: String? = nil

    /// Makes options with the command's defaults.
    public init(
      file: String, scene: String? = nil, backend: SolverBackend = .cassowary,
      format: CheckFormat = .text,
      measureText: Bool = false
    ) {
      self.measureText = measureText
      self.file = file
      self.scene = scene
      self.backend = backend
      self.format = format
    }
  }

  /// Runs the command; for a folder, `progress` hears (checked, total) files.
  public static func run(
    _ options: Options, files: any FileAccess, progress: (@Sendable (Int, Int) -> Void)? = nil
  ) -> CommandOutput {
    CommandOutput.catching { () throws(CommandError) in
      try execute(options, files: files, progress: progress)
    }
  }

  /// The category of `--content-size`, which only measured text can follow; nil without the
  /// option (each document's canvas size, ``StoryboardDocument/canvasContentSize``).
  static func category(_ options: Options) throws(CommandError) -> ContentSizeCategory? {
    guard let name = options.contentSize else { return nil }
    guard options.measureText else {
      throw .invalidOption(
        name: "--content-size", value: name,
        expected: "--measure-text as well (stored sizes do not follow the text size)")
    }
    return try ContentSizeChoice.parse(name)
  }

  static func execute(
    _ options: Options, files: any FileAccess, progress: (@Sendable (Int, Int) -> Void)?
  ) throws(CommandError) -> CommandOutput {
    let contentSize = try category(options)
    if let listing = try AppFolder.documents(in: options.file, files: files) {
      let format = options.format
      guard options.scene == nil else {
        throw .invalidOption(
          name: "--scene", value: options.scene ?? "", expected: "one .storyboard or .xib file")
      }
      if let directory = options.reportDirectory {
        try MatrixReport.check(directory: directory, configurations: 0, files: files)
      }
      return try FolderCheck.execute(
        listing.files, unlistable: listing.unlistable, folder: options.file, format: format,
        backend: options.backend, measuresText: options.measureText, contentSize: contentSize,
        files: files, reportDirectory: options.reportDirectory, progress: progress)
    }
    try AppFolder.requireExisting(options.file, files: files)
    guard StoryboardInput.isStoryboard(options.file) else {
      throw .invalidOption(
        name: "FILE", value: options.file, expected: "a .storyboard or .xib file")
    }
    guard options.format == .text || options.format == .json else {
      throw .invalidOption(
        name: "--format", value: options.format.rawValue,
        expected: "text, json")
    }
    let backend = options.backend
    if let directory = options.reportDirectory {
      try MatrixReport.check(directory: directory, configurations: 0, files: files)
    }
    let input = try StoryboardInput.load(
      path: options.file, using: files, backend: options.backend)
    var roots = input.document.check(
      backend: backend, measuresText: options.measureText, contentSize: contentSize
    ).roots
    if let scene = options.scene {
      let wanted = try input.roots(selecting: scene).map(\.view.id)
      roots = roots.filter { wanted.contains($0.rootID) }
    }
    var output = CommandOutput(
      standardOutput: options.format == .json
        ? CheckJSON.render(roots, file: input.path, measuresText: options.measureText)
        : CheckReport.text(roots, file: input.path, measuresText: options.measureText))
    output.standardError = StoryboardWarnings.lines(input.document)
    if let directory = options.reportDirectory {
      try MatrixReport.write(
        CheckReportScreens.screens(roots, of: input, backend: backend),
        title: FolderCheck.fileName(input.path), picker: "Screen", to: directory, files: files)
    }
    if roots.contains(where: { $0.mismatched > 0 || $0.failure != nil }) {
      output.status = .problemsFound
    }
    return output
  }
}
