/// `size W x H` on the root: the file describes a component (a cell, a reusable view), not a
/// screen, laid out at this size; `fitting` on an axis (`nil` here) takes the smallest size
/// its content allows, as UIKit's `systemLayoutSizeFitting` with `fittingSizeLevel` does.
public struct ComponentSize: Hashable, Sendable, CustomStringConvertible {
  /// The width, or `nil` to fit the content.
  public var width: Double?
  /// The height, or `nil` to fit the content.
  public var height: Double?

  /// Makes a size; `nil` fits that axis.
  public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }

  /// Reads the command-line form `375x?` (`?` or `fitting` fits the axis).
  ///
  /// - Returns: `nil` unless both parts are `?`, `fitting` or a positive finite number.
  public init?(commandLine text: String) {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2 else { return nil }
    func value(_ part: Substring) -> Double?? {
      if part == "?" || part == "fitting" { return .some(nil) }
      guard let number = Double(part), number.isFinite, number > 0 else { return nil }
      return .some(number)
    }
    guard let width = value(parts[0]), let height = value(parts[1]) else { return nil }
    self.init(width: width, height: height)
  }

  /// The layout-file form, `375 x fitting`.
  public var description: String {
    func text(_ value: Double?) -> String { value.map(CanonicalNumber.text) ?? "fitting" }
    return "\(text(width)) x \(text(height))"
  }
}

extension ResolvedLayout {
  /// The root's `size`, when the file describes a component.
  public var componentSize: ComponentSize? {
    views.first { $0.name == LayoutFile.rootName }?.properties.componentSize
  }
}
