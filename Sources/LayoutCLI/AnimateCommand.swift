import ArgumentParser
import LayoutCommands
import LayoutCore

/// `layout animate`: a rotation or a Split View change as an animated SVG.
struct AnimateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "animate",
    abstract: "Animate a layout between two orientations or multitasking windows as an SVG.",
    discussion: """
      Solves the layout at both ends and writes one SVG (SMIL animation, plays in browsers \
      without script) in which every view moves linearly between its two frames, as UIKit's \
      animateAlongsideTransition does, and views shown at one end only fade. \
      Examples: --from portrait --to landscapeLeft; --from full --to split-1/3 (iPad).
      """)

  @Argument(help: "The layout file ('-' for standard input), storyboard or xib.")
  var file: String

  @Option(name: .long, help: "Storyboards and xibs: the scene or top-level view (name or id).")
  var scene: String?

  @Option(
    name: .long,
    help: "Device name, model identifier or Interface Builder id (default: iPhone 15).")
  var device: String?

  @Option(name: .long, help: "The first screen: an orientation or a window (full, split-1/3, ...).")
  var from: String

  @Option(name: .long, help: "The last screen: an orientation or a window.")
  var to: String

  @Option(name: .long, help: "The orientation of both ends when --from and --to name windows.")
  var orientation: OrientationChoice?

  @Option(
    name: .long, help: "The window of both ends when --from and --to name orientations.")
  var multitasking: String?

  @Option(name: .long, help: "Seconds the animation lasts.")
  var duration = 0.4

  @Option(name: .customLong("repeat"), help: "How many times it plays: a count or indefinite.")
  var repeatCount = RepeatCount(count: 1)

  @Flag(name: .long, help: "Lay out right to left.")
  var rtl = false

  @Option(
    name: .customLong("content-size"),
    help: "Measure text at this content size category (e.g. large, xxxl, ax5; default large).")
  var contentSize: String?

  @Option(name: .long, help: "The solver backend.")
  var backend = SolverBackend.cassowary

  @Option(name: [.short, .customLong("output")], help: "Write the animation to this file.")
  var output: String?

  func run() throws {
    let options = AnimateAction.Options(
      file: file, device: device, from: from, to: to, orientation: orientation,
      multitasking: multitasking, rightToLeft: rtl, contentSize: contentSize,
      duration: duration, repeats: repeatCount.count, backend: backend, output: output, scene: scene
    )
    try Console.finish(AnimateAction.run(options, files: LocalFiles()))
  }
}
