/// The iOS generation whose `UITextField` sizes a field: the heights changed with iOS 13
/// and again with iOS 26, and a storyboard's frames were laid out by the Xcode that saved it.
/// The figures and their evidence are in `Sources/LayoutText/README.md` (Text fields).
public enum TextFieldSystem: Hashable, Sendable {
  /// iOS 12 and earlier (documents saved before Xcode 11).
  case iOS12
  /// iOS 13 to iOS 18 (Xcode 11 to Xcode 16); what `.layout` files are measured as.
  case iOS13
  /// iOS 26 (Xcode 26 and later).
  case iOS26
}
