/// UIKit's `UITextField.BorderStyle`, which sets the padding around a field's text and its
/// height (`TextFieldStyle`).
public enum TextFieldBorder: String, CaseIterable, Hashable, Sendable {
  case none, line, bezel, roundedRect

  /// The style written in a `.layout` file or a storyboard (`roundedRect`, `line`, …).
  public init?(name: String) {
    self.init(rawValue: name)
  }
}
