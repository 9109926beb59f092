/// Which parts of a view's frame stretch when its superview resizes (UIKit's
/// `UIView.AutoresizingMask`, the springs-and-struts system constraints replaced).
public struct AutoresizingMask: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
  public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
  public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
  public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
  public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

  /// The `h=xyz v=xyz` code UIKit prints: per axis (near margin, size, far margin), `&`
  /// for flexible and `-` for fixed. A mask without any flexible part on an axis prints
  /// `--&`, because UIKit treats the far margin as flexible then.
  public var code: String {
    func axis(_ near: AutoresizingMask, _ size: AutoresizingMask, _ far: AutoresizingMask)
      -> String
    {
      let flags = [near, size, far].map { contains($0) }
      let effective = flags.contains(true) ? flags : [false, false, true]
      return String(effective.map { $0 ? "&" : "-" })
    }
    return "h=" + axis(.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin) + " v="
      + axis(.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin)
  }
}
