/// The embedded example `layout demo` runs: the Restructure screen, one file with three
/// designs — stacked on compact-width portrait screens, side by side when the height is
/// compact, and a large photo with a badge on regular-by-regular iPads — plus a size rule
/// for wide windows.
public enum RestructureExample {
  /// The file name used in messages.
  public static let fileName = "Restructure.layout"

  /// The layout file's text.
  public static let text = """
    // Restructure: one screen, three designs, adapting to size classes and shapes.
    orientations all
    metric pad = 16

    view root {
      margins 8 20 8 20
    }

    view header: UIView {
      view title: UILabel {
        intrinsic 120 24
        hugging 251 251
        text "Restructure"
        font 20
      }
      view badge: UILabel {
        intrinsic 60 20
        text "NEW"
        uninstalled
      }
    }
    view photo: UIImageView {
      intrinsic 300 200
      compression 500 750
    }
    view caption: UILabel {
      intrinsic none 40
      text "A caption"
      font 15
    }

    header.top == root.safeArea.top #headerTop
    header.height == 56
    H:|[header]|
    H:|-[title]-(>=pad)-|
    title.centerY == header.centerY   // keep the title centred in the bar

    // Design 1: stacked, for compact-width portrait screens.
    set stacked active {
      H:|-pad-[photo]-pad-|
      V:[header]-[photo]-[caption]
      photo.height == 0.75 * photo.width @999 #photoAspect
      H:|-pad-[caption]-pad-|
    }

    // Design 2: side by side, when the height is compact.
    set sideBySide {
      H:|-pad-[photo]-[caption(>=200)]-pad-| alignAllTop
      V:[header]-[photo]-(>=pad)-|
      photo.width == root.width * 0.5
    }

    [wAny hCompact] {
      deactivate stacked
      activate sideBySide
      #headerTop.constant = 0
      title.font = 17
    }

    // Design 3: a large photo and a badge on regular-by-regular screens.
    [wRegular hRegular] {
      uninstall #photoAspect
      install badge
      badge.trailing == header.trailingMargin
      badge.centerY == title.centerY
      caption.text = "A longer caption for big screens"
      photo.height == 400 #bigPhoto
    }

    // Wide windows (an iPad held sideways) put the photo beside the caption too.
    when aspect >= 1.2 {
      deactivate stacked
      activate sideBySide
    }

    """
}
