/// The `UIButton.Configuration` styles (iOS 15) a `.layout` button may name. The style draws
/// the background; the size comes from the title and the medium button's content insets
/// (``TextContent/mediumConfigurationInsets``), the same for every style.
public enum ButtonConfigurationStyle: String, CaseIterable, Hashable, Sendable {
  case plain, gray, tinted, filled, borderless, bordered, borderedTinted, borderedProminent
}
