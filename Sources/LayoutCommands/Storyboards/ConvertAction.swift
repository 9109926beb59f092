import LayoutConversion
import LayoutDevices
import LayoutStoryboard
import LayoutSupport

/// `layout convert FILE.storyboard|FILE.xib -o FILE.layout`: one scene or top-level view as
/// a readable layout file with the same meaning on the screen the document was saved for.
///
/// The written file is parsed back and solved on that screen before the command ends;
/// standard error says whether every view got the document's frame (exit 0) or which did
/// not (exit 1).
public enum ConvertAction {
  /// The options of `layout convert`, as typed.
  public struct Options: Sendable, Hashable {
    /// The storyboard or xib.
    public var file: String
    /// The scene or top-level view (name or id); required when the file has several.
    public var scene: String?
    /// Where to write the layout file; `nil` or `-` for standard output.
    public var output: String?

    /// Makes options with the command's defaults.
    public init(file: String, scene: String? = nil, output: String? = nil) {
      self.file = file
      self.scene = scene
      self.output = output
    }
  }

  /// Runs the command.
  public static func run(_ options: Options, files: any FileAccess) -> CommandOutput {
    CommandOutput.catching { () throws(CommandError) in try execute(options, files: files) }
  }

  static func execute(_ options: Options, files: any FileAccess) throws(CommandError)
    -> CommandOutput
  {
    try Delivery.checkOutput(options.output, isNot: options.file, files: files)
    guard StoryboardInput.isStoryboard(options.file) else {
      throw .invalidOption(
        name: "FILE", value: options.file, expected: "a .storyboard or .xib file")
    }
    let input = try StoryboardInput.load(path: options.file, using: files)
    let root = try input.singleRoot(selecting: options.scene, command: "convert")
    let layout: StoryboardLayout
    do {
      layout = try StoryboardLayout(document: input.document, root: root)
    } catch {
      throw StoryboardInput.located(error, lines: input.lines)
    }
    let conversion = StoryboardConversion(layout: layout, file: input.path)
    var output = CommandOutput()
    try Delivery.deliver(conversion.text, to: options.output, files: files, into: &output)
    let screen =
      conversion.target.configuration.map { "\($0.device.name) \($0.orientation)" }
      ?? "the document's screen"
    let checks: [(String, SizeClassPair?)] =
      [(screen, nil)]
      + conversion.variationFrames.keys.sorted { "\($0)" < "\($1)" }.map {
        ("\(screen) with the size classes \($0)", $0)
      }
    for (place, pair) in checks {
      let count =
        pair.map { conversion.variationFrames[$0]?.count ?? 0 } ?? conversion.expectedFrames.count
      do {
        let differing = try conversion.differences(sizeClasses: pair)
        if differing.isEmpty {
          output.standardError +=
            "note: checked: the layout file gives the same frames for all "
            + "\(counted(count, "view")) on \(place)\n"
        } else {
          output.standardError +=
            "warning: the layout file gives different frames on \(place) for: "
            + differing.joined(separator: ", ") + "\n"
          output.status = .problemsFound
        }
      } catch {
        output.standardError +=
          "error: the converted layout file does not solve on \(place): \(error)\n"
        output.status = .problemsFound
      }
    }
    return output
  }
}
