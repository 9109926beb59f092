import LayoutCommands
import Testing

/// Text on a view UIKit does not size by its text (a plain `UIView`, a custom class whose
/// base the file cannot say) is a warning at the view, where it used to be measured by no
/// one and come out 0 × 0 without a word; labels, and views given an `intrinsic` size, pass.
@Suite struct UnmeasuredTextTests {
  static let layout = """
    view plain { text "Hello"; font 17 }
    view card: TitleLabel { text "Hello" }
    view title: UILabel { text "Hello" }
    view sized: UIView { text "x"; intrinsic 40 20 }
    view note: UITextView { text "Scrolls" }
    V:|[plain(20)][card(20)][title][sized][note(40)]
    H:|[plain(10)]
    H:|[card(10)]
    H:|[title]
    H:|[sized]
    H:|[note]|

    """

  static let warnings = """
    t.layout:1:6: warning: text on a UIView is not measured; only UILabel, UIButton, \
    UITextField and a nonScrolling UITextView take their size from their text: declare it as \
    one of them, or give it 'intrinsic W H'
    view plain { text "Hello"; font 17 }
         ^
    t.layout:2:6: warning: text on 'TitleLabel' is not measured (a custom class's UIKit base \
    is not known); only UILabel, UIButton, UITextField and a nonScrolling UITextView take \
    their size from their text: declare it as one of them, or give it 'intrinsic W H'
    view card: TitleLabel { text "Hello" }
         ^

    """

  @Test func lintWarnsAtTheViewsWhoseTextIsNotMeasured() {
    let files = MemoryFiles(["t.layout": Self.layout])
    let lint = LintAction.run(
      LintAction.Options(files: ["t.layout"], devices: ["iPhone 15"]), files: files)
    #expect(lint.standardOutput == "t.layout: 0 errors, 2 warnings\n")
    #expect(lint.standardError == Self.warnings)
  }

  @Test func solveWarnsToo() {
    let files = MemoryFiles(["t.layout": Self.layout])
    let solve = SolveAction.run(SolveAction.Options(file: "t.layout"), files: files)
    #expect(solve.status == .success)
    #expect(solve.standardError == Self.warnings)
  }
}
