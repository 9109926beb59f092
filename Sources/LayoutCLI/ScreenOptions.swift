import ArgumentParser
import LayoutCommands

/// The device, orientation and window options `solve` and `render` share.
struct ScreenOptions: ParsableArguments {
  @Option(
    name: .long,
    help: "Device name, model identifier or Interface Builder id (default: iPhone 15).")
  var device: [String] = []

  @Option(
    name: .long,
    help: """
      An orientation, both landscapes or all (solve draws one: landscape is the first \
      landscape orientation the device allows; upsideDown is portraitUpsideDown).
      """)
  var orientation: [OrientationChoice] = []

  @Option(name: .long, help: "iPad window: full, split-1/3, split-1/2, split-2/3, slide-over.")
  var multitasking: String?

  @Option(name: .long, help: "Split View width: 1/3, 1/2 or 2/3 (same as --multitasking).")
  var split: String?

  @Flag(name: .long, help: "Lay out right to left.")
  var rtl = false

  @Option(
    name: .customLong("content-size"),
    help: "Measure text at this content size category (e.g. large, xxxl, ax5; default large).")
  var contentSize: String?

  @OptionGroup var textMeasuring: MeasureTextOption

  func validate() throws {
    if multitasking != nil && split != nil {
      throw ValidationError("use either --multitasking or --split, not both")
    }
  }

  /// The options as the library takes them.
  var selection: ScreenSelection {
    var selection = ScreenSelection(
      devices: device, orientations: orientation, multitasking: multitasking ?? split,
      rightToLeft: rtl)
    selection.contentSize = contentSize
    selection.measureText = textMeasuring.measureText
    return selection
  }
}
