import LayoutDevices
import AutoLayout

extension LayoutEngine {
  /// Puts the root into a device configuration: window size (edit suggestions, so the next
  /// pass re-solves incrementally), display scale for pixel rounding, safe-area insets, the
  /// horizontal size class behind the root's 16/20-point system margins, the layout
  /// direction and the content size category text is measured at.
  ///
  /// Only properties whose value changes are assigned: each assignment invalidates the
  /// layout, and an unchanged environment must cost no pass.
  public func apply(_ configuration: DeviceConfiguration) {
    let size = Size(width: configuration.windowSize.width, height: configuration.windowSize.height)
    if rootSize != size { rootSize = size }
    if scale != configuration.scale { scale = configuration.scale }
    let device = configuration.safeAreaInsets
    let insets = EdgeInsets(
      top: device.top, left: device.left, bottom: device.bottom, right: device.right)
    if safeAreaInsets != insets { safeAreaInsets = insets }
    let sizeClass = configuration.sizeClasses.horizontal
    if horizontalSizeClass != sizeClass { horizontalSizeClass = sizeClass }
    if layoutDirection != configuration.layoutDirection {
      layoutDirection = configuration.layoutDirection
    }
    if contentSizeCategory != configuration.contentSizeCategory {
      contentSizeCategory = configuration.contentSizeCategory
    }
  }
}
