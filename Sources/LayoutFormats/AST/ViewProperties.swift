import LayoutGeometry

/// The optional properties of a view; `nil` means the engine's default.
public struct ViewProperties: Hashable, Sendable {
  /// `intrinsic W H`: the natural content size; a `nil` axis is `none` (no intrinsic metric).
  public var intrinsicSize: AxisPair<Double?>?
  /// `hugging H V`: content-hugging priorities.
  public var hugging: AxisPair<Double>?
  /// `compression H V`: compression-resistance priorities.
  public var compression: AxisPair<Double>?
  /// `margins T L B T`: directional layout margins.
  public var margins: DirectionalEdgeInsets?
  /// `hidden`: laid out but not drawn.
  public var isHidden: Bool
  /// `uninstalled`: absent from the base design, installed by a variation.
  public var isUninstalled: Bool
  /// `text "..."`: text to show when rendering.
  public var text: String?
  /// `font N`: point size of the text when rendering.
  public var fontSize: Double?

  /// Makes properties; everything defaults to unset.
  public init(
    intrinsicSize: AxisPair<Double?>? = nil, hugging: AxisPair<Double>? = nil,
    compression: AxisPair<Double>? = nil, margins: DirectionalEdgeInsets? = nil,
    isHidden: Bool = false, isUninstalled: Bool = false, text: String? = nil,
    fontSize: Double? = nil
  ) {
    self.intrinsicSize = intrinsicSize
    self.hugging = hugging
    self.compression = compression
    self.margins = margins
    self.isHidden = isHidden
    self.isUninstalled = isUninstalled
    self.text = text
    self.fontSize = fontSize
  }
}
