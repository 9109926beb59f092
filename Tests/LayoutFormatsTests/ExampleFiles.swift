/// Small layout files shared by the parser, printer and resolver tests.
enum ExampleFiles {
  /// The complete example of the README's reference section.
  static let restructure = """
    // Restructure: one screen, two designs, adapting to size classes and shapes.
    orientations portrait landscapeLeft landscapeRight
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
    }
    view photo: UIImageView {
      intrinsic 300 200
      compression 500 750
    }
    view caption: UILabel in root {
      intrinsic none 40
      text "A \\"quoted\\" caption"
      font 15
    }
    view badge: UILabel in header { hidden; uninstalled }

    header.top == root.safeArea.top #headerTop
    header.height == 56
    H:|[header]|
    H:|-[title]-(>=pad)-|
    title.centerY == header.centerY   // keep the title centred in the bar
    badge.trailing == header.trailingMargin
    badge.centerY == title.centerY

    set portrait active {
      H:|-pad-[photo]-pad-|
      V:[header]-[photo]-[caption]
      photo.height == 0.75 * photo.width @999 #photoAspect
      H:|-pad-[caption]-pad-|
    }

    set landscape {
      H:|-pad-[photo]-[caption(>=200)]-pad-| alignAllTop
      V:[header]-[photo]-(>=pad)-|
      photo.width == root.width * 0.5
    }

    [wAny hCompact] {
      deactivate portrait
      activate landscape
      #headerTop.constant = 0
      title.font = 17
    }

    [wRegular hRegular] {
      uninstall #photoAspect
      install badge
      caption.text = "A longer caption for big screens"
      photo.height == 400 #bigPhoto
    }

    when aspect >= 1.5, width 600...2000 {
      photo.width <= 0.5 * root.width @high #halfWidth
      badge.hidden = true
    }
    """

  /// A screen using only VFL.
  static let vflOnly = """
    view a
    view b
    view c: UIButton { intrinsic 80 44 }
    metric gap = 12
    H:|-[a]-gap-[b(==a)]-[c]-| alignAllCenterY
    V:|-(>=20,==40@250)-[a(>=44)]-(>=20)-|
    V:[b(==a)]
    """

  /// Every kind of override and statement in unusual spacing and spellings.
  static let messy = """
    orientations all
    view   box:UIView{intrinsic 10 none;hugging 300;margins 4 8}
    box.width==2*box.height+-1   // constant via sign
    box.leading >= root.leadingMargin+0.5@low
    box.top == root.top - 1e-3 @ 999.5 #top-edge
    [wC hAny]{
    #top-edge.priority = 500
    uninstall box
    box.hidden = false
    }
    when height <= 500 { box.font = 9 }
    """
}
