import AutoLayout
import LayoutAdaptivity
import LayoutDevices

/// One device × orientation (× multitasking window) of a layout built in code
/// (``MatrixSolver/run(configurations:backend:layout:)``): the environment
/// and the frames solved in it, as plain data for printers and renderers.
public struct MatrixCell: Sendable, Hashable, CustomStringConvertible {
  /// The device's marketing name.
  public var device: String
  /// The interface orientation.
  public var orientation: InterfaceOrientation
  /// The multitasking window, `nil` for full screen.
  public var multitasking: MultitaskingMode?
  /// The window size in points.
  public var windowSize: Size
  /// Pixels per point.
  public var scale: Double
  /// The root's safe-area insets.
  public var safeAreaInsets: EdgeInsets
  /// The window's traits.
  public var traits: TraitCollection
  /// Every view of the tree, parents before children, the root first.
  public var frames: [ItemFrame]
  /// Conflicts, ambiguity, failure.
  public var diagnostics: CellDiagnostics

  /// Creates a cell.
  public init(
    device: String, orientation: InterfaceOrientation, multitasking: MultitaskingMode?,
    windowSize: Size, scale: Double, safeAreaInsets: EdgeInsets, traits: TraitCollection,
    frames: [ItemFrame], diagnostics: CellDiagnostics
  ) {
    self.device = device
    self.orientation = orientation
    self.multitasking = multitasking
    self.windowSize = windowSize
    self.scale = scale
    self.safeAreaInsets = safeAreaInsets
    self.traits = traits
    self.frames = frames
    self.diagnostics = diagnostics
  }

  /// The frame of the view named `name`, if the cell has one.
  public func frame(of name: String) -> Rect? {
    frames.first { $0.name == name }?.frameInRoot
  }

  /// E.g. `iPhone 15 landscapeLeft 852x393 wC hC: 5 views, 0 conflicts, 0 ambiguous`.
  public var description: String {
    let mode = multitasking.map { " \($0)" } ?? ""
    let state =
      diagnostics.failure.map { "failed: \($0)" }
      ?? "\(frames.count) views, \(diagnostics.conflicts.count) conflicts, "
      + "\(diagnostics.ambiguities.count) ambiguous"
    return "\(device) \(orientation)\(mode) \(windowSize) \(traits.sizeClasses): \(state)"
  }
}
