/// The embedded example `layout demo` runs: the Restructure screen of *Beginning iPhone
/// Development* (chapter 5), one file with three designs chosen by size class — two rows of
/// buttons under the content, a column of buttons beside it when the height is compact, and
/// one row of buttons on regular-by-regular iPads.
///
/// The same text is `Examples/Restructure.layout`; a test keeps the two identical.
public enum RestructureExample {
  /// The file name used in messages.
  public static let fileName = "Restructure.layout"

  /// The layout file's text.
  public static let text = """
    // Restructure (Beginning iPhone Development, chapter 5): a content view and four
    // buttons, in three designs chosen by size class as Interface Builder would.
    //   any width, any height        content on top, the buttons in two rows of two
    //   any width, compact height    content on the left, the buttons in a column beside it
    //   regular width, regular height    content on top, the buttons in one row under it
    // The column and the row spread the buttons evenly with equal spacer views.
    orientations all

    view content: UIView
    view actionOne: UIButton {
      intrinsic 83 30
      text "Action One"
      font 15
    }
    view actionTwo: UIButton {
      intrinsic 83 30
      text "Action Two"
      font 15
    }
    view actionThree: UIButton {
      intrinsic 94 30
      text "Action Three"
      font 15
    }
    view actionFour: UIButton {
      intrinsic 89 30
      text "Action Four"
      font 15
    }

    // Spacers: hidden views that share the free space equally in the column and row designs.
    view spacer1 { hidden; uninstalled }
    view spacer2 { hidden; uninstalled }
    view spacer3 { hidden; uninstalled }
    view spacer4 { hidden; uninstalled }
    view spacer5 { hidden; uninstalled }

    // The content view always starts at the top margin.
    V:|-[content]

    // Design 1: two rows of two equal buttons under the content.
    set grid active {
      H:|-[content]-|
      V:[content]-[actionOne]-[actionThree]-|
      H:|-[actionOne]-[actionTwo(==actionOne)]-| alignAllTop alignAllBottom
      H:|-[actionThree]-[actionFour(==actionThree)]-| alignAllTop alignAllBottom
    }

    // Design 2: a column of buttons 120 points wide to the right of the content.
    set column {
      H:|-[content]-[actionOne(120)]-|
      V:[content]-|
      V:|-[spacer1][actionOne][spacer2(==spacer1)][actionTwo][spacer3(==spacer1)][actionThree][spacer4(==spacer1)][actionFour][spacer5(==spacer1)]-| alignAllLeading alignAllTrailing
    }

    // Design 3: one row of buttons along the bottom, under the content.
    set row {
      H:|-[content]-|
      V:[content]-[actionOne]-|
      H:|-[spacer1][actionOne][spacer2(==spacer1)][actionTwo][spacer3(==spacer1)][actionThree][spacer4(==spacer1)][actionFour][spacer5(==spacer1)]-| alignAllTop alignAllBottom
    }

    [wAny hCompact] {
      deactivate grid
      activate column
      install spacer1
      install spacer2
      install spacer3
      install spacer4
      install spacer5
    }

    [wRegular hRegular] {
      deactivate grid
      activate row
      install spacer1
      install spacer2
      install spacer3
      install spacer4
      install spacer5
      actionOne.font = 20
      actionTwo.font = 20
      actionThree.font = 20
      actionFour.font = 20
    }

    """
}
