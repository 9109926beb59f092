import AutoLayout
import LayoutAdaptivity
import LayoutCore
import LayoutDevices
import LayoutMatrix
import LayoutRendering

/// `layout demo`: the device-matrix demonstration on the embedded Restructure layout — a
/// status table over a few phones and an iPad (every orientation and window), then ASCII
/// drawings of the three designs.
public enum DemoAction {
  /// The options of `layout demo`, as typed.
  public struct Options: Sendable, Hashable {
    /// Columns for the drawings.
    public var columns: Int
    /// Print the embedded layout file instead of running the demo.
    public var printLayout: Bool

    /// Makes options.
    public init(columns: Int = 80, printLayout: Bool = false) {
      self.columns = columns
      self.printLayout = printLayout
    }
  }

  /// The devices of the table.
  public static let devices = [
    "iPhone SE (1st generation)", "iPhone 15", "iPhone 15 Pro Max", "iPad Pro 11-inch (M4)",
  ]

  /// The configurations drawn: (caption, device, orientation, window).
  static let drawings: [(String, String, InterfaceOrientation, MultitaskingMode?)] = [
    (
      "Design 1, two rows of buttons under the content (any size class)", "iPhone 15", .portrait,
      nil
    ),
    (
      "Design 2, a column of buttons beside the content (compact height)", "iPhone 15",
      .landscapeLeft, nil
    ),
    (
      "Design 2 on a Max phone (regular width, compact height)", "iPhone 15 Pro Max",
      .landscapeLeft, nil
    ),
    (
      "Design 3, one row of buttons under the content (regular x regular)", "iPad Pro 11-inch (M4)",
      .landscapeLeft, nil
    ),
  ]

  /// The most rows one drawing takes, so the demo fits a few screens of terminal.
  static let drawingRows = 30

  /// Runs the demo.
  public static func run(_ options: Options) -> CommandOutput {
    if options.printLayout { return CommandOutput(standardOutput: RestructureExample.text) }
    do {
      try ColumnsOption.check(options.columns)
      return CommandOutput(standardOutput: try text(columns: options.columns))
    } catch {
      return CommandOutput(failure: error)
    }
  }

  /// The demo's text.
  static func text(columns: Int) throws(CommandError) -> String {
    do {
      let source: LayoutSource
      do {
        source = try LayoutSource.parse(
          bytes: Array(RestructureExample.text.utf8), path: RestructureExample.fileName)
      } catch {
        throw .invalidLayout(error)
      }
      let devices = try DeviceSelection.devices(devices)
      let configurations = LayoutEnvironment.configurations(of: source.layout, devices: devices)
      let screens = MatrixSolver.solve(source, configurations: configurations)
      var text = "AdaptiveLayout demo: one layout file, every device shape.\n"
      text += "The embedded \(RestructureExample.fileName) "
      text += "(print it with `layout demo --print-layout`) has three designs.\n\n"
      text += MatrixTable.render(screens, source: source, backend: SolverBackend.cassowary.name)
      for (caption, name, orientation, mode) in drawings {
        let device = try DeviceSelection.device(name)
        let configuration: DeviceConfiguration
        do {
          configuration = try LayoutEnvironment.configuration(
            of: source.layout, device: device, orientation: orientation, multitasking: mode)
        } catch {
          throw .unavailableConfiguration("\(error)")
        }
        let screen = ScreenSolver.solve(source, in: configuration)
        text += "\n\(caption):\n"
        do {
          text += try ASCIIRenderer.render(
            screen.snapshot,
            options: AsciiCanvas.options(
              for: screen.snapshot, columns: columns, maximumRows: drawingRows))
        } catch {
          throw CommandError.renderingFailed("\(error)")
        }
      }
      text += "\nTry: layout matrix FILE, layout solve FILE --device \"iPhone 15\" "
      text += "--orientation landscape --format ascii, layout lint FILE.\n"
      return text
    }
  }
}
