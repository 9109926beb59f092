import AutoLayout

import enum LayoutDevices.LayoutDirection
import struct LayoutDevices.SizeClassPair

/// What a rendering says about the screen a layout was solved for: labels, size, scale,
/// safe area and the root's margins.
public struct ScreenInfo: Hashable, Sendable {
  /// A caption for the screen (the layout's name); may be empty.
  public var title: String
  /// The device's marketing name, if the layout was solved for a catalog device.
  public var deviceName: String?
  /// The interface orientation's name (`portrait`, `landscapeLeft`, ...), if known.
  public var orientation: String?
  /// The multitasking arrangement (`split-1/3`, `slide-over`, ...) when the window is not
  /// full screen.
  public var multitasking: String?
  /// The size classes of the root, if known.
  public var sizeClasses: SizeClassPair?
  /// The root view's size in points.
  public var size: Size
  /// Pixels per point.
  public var scale: Double
  /// The root's safe-area insets.
  public var safeAreaInsets: EdgeInsets
  /// The root's effective layout margins, measured from the root's edges (they include the
  /// safe area, as UIKit's `layoutMargins` do).
  public var layoutMargins: EdgeInsets
  /// The layout direction the screen was solved in; ``details`` says `rtl` when it is
  /// right to left, since the same file gives mirrored frames then.
  public var layoutDirection: LayoutDirection = .leftToRight
  /// The content size category text was measured at (its short name, e.g. `ax5`), when it
  /// is not the default.
  public var contentSize: String?

  /// Makes a screen description.
  public init(
    title: String = "", deviceName: String? = nil, orientation: String? = nil,
    multitasking: String? = nil, sizeClasses: SizeClassPair? = nil, size: Size, scale: Double = 1,
    safeAreaInsets: EdgeInsets = .zero, layoutMargins: EdgeInsets = .zero
  ) {
    self.title = title
    self.deviceName = deviceName
    self.orientation = orientation
    self.multitasking = multitasking
    self.sizeClasses = sizeClasses
    self.size = size
    self.scale = scale
    self.safeAreaInsets = safeAreaInsets
    self.layoutMargins = layoutMargins
  }

  /// Checks that the screen can be scaled to a drawing.
  ///
  /// - Throws: ``RenderingError/invalidScreenSize(width:height:)`` unless both sides are
  ///   positive and finite.
  public func validateSize() throws(RenderingError) {
    guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
      throw .invalidScreenSize(width: size.width, height: size.height)
    }
  }

  /// The root's rectangle at the origin.
  public var bounds: Rect { Rect(x: 0, y: 0, width: size.width, height: size.height) }

  /// The part of the screen inside the safe area.
  public var safeAreaRect: Rect { bounds.inset(by: safeAreaInsets) }

  /// The part of the screen inside the root's layout margins.
  public var marginsRect: Rect { bounds.inset(by: layoutMargins) }

  /// One line naming the screen: `Login: iPhone 15 portrait 393x852 @3x wC hR`.
  public var caption: String {
    title.isEmpty ? details : "\(title): \(details)"
  }

  /// The configuration as problem lists name it: `iPhone 15 landscapeLeft split-1/2 text size
  /// ax5` (device, orientation, window, and the content size when one is set).
  public var configurationName: String {
    [deviceName, orientation, multitasking, contentSize.map { "text size \($0)" }]
      .compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// The caption without the title: `iPhone 15 portrait 393x852 @3x wC hR`, with `rtl`
  /// after it for a right-to-left layout and `text size ax5` for a content size category
  /// other than the default.
  public var details: String {
    var parts: [String] = []
    if let deviceName, !deviceName.isEmpty { parts.append(deviceName) }
    if let orientation, !orientation.isEmpty { parts.append(orientation) }
    if let multitasking, !multitasking.isEmpty { parts.append(multitasking) }
    parts.append("\(NumberText.format(size.width))x\(NumberText.format(size.height))")
    parts.append("@\(NumberText.format(scale))x")
    if let sizeClasses {
      parts.append("w\(sizeClasses.horizontal.shortName) h\(sizeClasses.vertical.shortName)")
    }
    if layoutDirection == .rightToLeft { parts.append("rtl") }
    if let contentSize { parts.append("text size \(contentSize)") }
    return parts.joined(separator: " ")
  }
}
