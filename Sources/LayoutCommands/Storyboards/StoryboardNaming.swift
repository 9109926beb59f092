import LayoutStoryboard

/// How commands name the parts of an Interface Builder document in their output.
enum StoryboardNaming {
  /// The class shown for a view: its custom class, else the UIKit class of its element
  /// (LayoutStoryboard's `StoryboardView.className`).
  static func className(of view: StoryboardView) -> String {
    view.className
  }

  /// `ViewController (8bC-Xf-vdC)`: a root's readable name and root view id.
  static func label(_ root: StoryboardRoot) -> String {
    "\(root.displayName) (\(root.view.id))"
  }

  /// The note every output carries about content-sized views, saying what really happened:
  /// with measured text only the views whose text is not measured keep the stored size.
  static func contentSizeNote(measuresText: Bool) -> String {
    measuresText ? measuredContentSizeNote : contentSizeNote
  }

  /// The note when text sizes are measured.
  static let measuredContentSizeNote =
    "text was measured; the other views sized by their content (switches, images, buttons "
    + "with an image or a subtitle, attributed text or titles in a font not found here, ...) "
    + "use the size Xcode stored as their intrinsic content size, since Apple's fonts and "
    + "assets are not available on Linux"

  /// The note when every view sized by its content keeps the stored size.
  static let contentSizeNote =
    "views sized by their content (labels, buttons, switches, text fields, images, ...) use "
    + "the size Xcode stored as their intrinsic content size, since Apple's fonts and assets "
    + "are not available on Linux"
}
