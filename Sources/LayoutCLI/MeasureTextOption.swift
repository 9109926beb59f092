import ArgumentParser
import LayoutCommands

/// `--measure-text` / `--no-measure-text` of `solve`, `render`, `matrix` and `lint`: whether
/// storyboard text is measured or keeps the sizes Xcode stored.
struct MeasureTextOption: ParsableArguments {
  @Flag(
    inversion: .prefixedNo,
    help: """
      Storyboards and xibs: size labels, buttons and text views by their measured text \
      (--no-measure-text keeps the sizes Xcode stored; default: measured on any screen but \
      the one the file was saved for).
      """)
  var measureText: Bool?

  @OptionGroup var fontFolders: FontFoldersOption
}
