/// What `layout explain` draws for a conflict log: one schematic panel per conflict, then
/// the explanation as text.
///
/// A plain value, so rendering does not depend on the module that reads logs: the command
/// layer builds it from an `Explanation`, and the renderers here draw it the same way
/// whatever the rebuilt geometry was (zero, negative or huge sizes only appear as numbers).
public struct ConflictDiagram: Sendable, Hashable {
  /// The heading (`Auto Layout conflict log: console.log`).
  public var title: String
  /// One panel per conflict, in log order.
  public var panels: [ConflictPanel]
  /// Conflicts left out of the drawing (they are still in ``account``).
  public var omittedPanels: Int
  /// The explanation under the drawing, line by line.
  public var account: [AccountLine]

  /// Makes a diagram.
  public init(
    title: String, panels: [ConflictPanel], omittedPanels: Int = 0, account: [AccountLine] = []
  ) {
    self.title = title
    self.panels = panels
    self.omittedPanels = omittedPanels
    self.account = account
  }

  /// The most panels drawn; a log with hundreds of conflicts still gives a bounded picture.
  public static let maximumPanels = 12
}
