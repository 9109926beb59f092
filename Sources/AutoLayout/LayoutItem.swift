import LayoutCore
import Synchronization

/// The process-wide counter behind item and constraint serial numbers.
let serialCounter = Atomic<Int>(0)

/// Something constraints can position: a ``View`` or a ``LayoutGuide``.
///
/// An item owns four solver variables (``ItemVariables``) that hold its alignment rectangle
/// in root coordinates. Subclasses live in this module only.
public class LayoutItem: CustomStringConvertible {
  /// The name used in diagnostics in place of UIKit's `Class:0xADDRESS` (like an
  /// accessibility identifier). May be empty.
  public let name: String
  /// The item's solver variables.
  public let variables: ItemVariables
  /// The rectangle from the last layout pass in root coordinates, rounded to the pixel grid.
  public internal(set) var frameInRoot: Rect = .zero
  /// The rectangle from the last layout pass in root coordinates, exactly as solved.
  public internal(set) var unroundedFrameInRoot: Rect = .zero
  /// The rounded rectangle in root coordinates measured in pixels (whole numbers), so frames
  /// relative to another item subtract exactly before dividing by the scale.
  var pixelFrame: Rect = .zero
  /// The display scale ``pixelFrame`` was measured at.
  var pixelScale: Double = 1
  /// Whether an engine has computed this item's frame since it joined its tree.
  var isLaidOut = false
  /// A number unique within the process, printed as the item's address when it has no name.
  let serial: Int
  /// The item's identity as ``BreakRule`` keys its terms, sizes and enclosures, formatted once:
  /// a conflict asks it of every member, and a long chain has as many conflicts as members.
  lazy var breakKey = "\(ObjectIdentifier(self))"

  init(name: String) {
    self.name = name
    self.serial = LayoutItem.nextSerial()
    self.variables = ItemVariables(name: name.isEmpty ? "item\(serial)" : name)
  }

  /// The view whose hierarchy this item belongs to: the view itself, or a guide's owner.
  var node: View? { nil }

  /// The UIKit class name printed in diagnostics.
  var className: String { "UILayoutItem" }

  /// The effective layout direction that resolves this item's leading and trailing.
  var effectiveDirection: LayoutDirection {
    node?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
  }

  /// How diagnostics name this item: its name, or `Class:0xSERIAL`.
  public var debugName: String {
    name.isEmpty ? "\(className):0x\(String(serial, radix: 16))" : name
  }

  public var description: String { debugName }

  /// The rounded rectangle relative to `other`'s rounded origin (root coordinates for nil).
  func roundedFrame(relativeTo other: LayoutItem?) -> Rect {
    let origin = other?.pixelFrame ?? .zero
    return Rect(
      x: (pixelFrame.x - origin.x) / pixelScale, y: (pixelFrame.y - origin.y) / pixelScale,
      width: pixelFrame.width / pixelScale, height: pixelFrame.height / pixelScale)
  }

  /// The variable for one of the four unknowns.
  func variable(_ kind: LayoutVariableKind) -> Variable {
    switch kind {
    case .minX: variables.minX
    case .minY: variables.minY
    case .width: variables.width
    case .height: variables.height
    }
  }

  static func nextSerial() -> Int {
    serialCounter.add(1, ordering: .relaxed).newValue
  }
}

extension LayoutItem: Hashable {
  public static func == (lhs: LayoutItem, rhs: LayoutItem) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
