import LayoutText

extension StoryboardDocument {
  /// The Dynamic Type size at which the saving Xcode's canvas laid text styles out, which is
  /// what the stored frames show: extra small for Xcode 12.5 to 13 (toolsVersion 18000 to
  /// 20999), whose documents store every text-style label at the extra-small size, and UIKit's
  /// default (large) for every other Xcode (LayoutText README, *Text styles on Xcode 12.5–13
  /// canvases*). Only `check` compares against stored frames, so only it uses this; a device
  /// runs the app at its user's size.
  public var canvasContentSize: ContentSizeCategory {
    let major = toolsMajorVersion
    return major >= 18000 && major < 21000 ? .extraSmall : .default
  }
}
