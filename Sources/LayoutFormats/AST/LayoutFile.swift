import LayoutDevices

/// A parsed `.layout` file: its statements in the order they were written.
///
/// The root view, `root`, always exists and is not declared (a `view root { ... }` block may
/// set its properties). Parse with ``LayoutFileParser``, print with ``LayoutFilePrinter``.
public struct LayoutFile: Hashable, Sendable {
  /// The top-level statements.
  public var statements: [Statement]

  /// Makes a file.
  public init(statements: [Statement] = []) {
    self.statements = statements
  }

  /// The name of the implicit root view.
  public static let rootName = "root"

  /// Every view declaration, depth first, in source order (nested ones after their parent).
  public var views: [ViewDeclaration] {
    var result: [ViewDeclaration] = []
    func visit(_ view: ViewDeclaration) {
      result.append(view)
      view.subviews.forEach(visit)
    }
    for case .view(let view) in statements { visit(view) }
    return result
  }

  /// The supported interface orientations, or `nil` when the file does not say.
  public var supportedOrientations: InterfaceOrientationMask? {
    var mask: InterfaceOrientationMask?
    for case .orientations(let declared, _) in statements { mask = declared }
    return mask
  }

  /// The VFL metrics, by name.
  public var metrics: [String: Double] {
    var result: [String: Double] = [:]
    for case .metric(let name, let value, _) in statements { result[name] = value }
    return result
  }
}
