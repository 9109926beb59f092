/// What one transition (launch, rotation, multitasking resize, direction change) did: the
/// callbacks in order and the work they cost.
public struct TransitionReport: Sendable, Hashable, CustomStringConvertible {
  /// The configuration before (`nil` at launch).
  public var from: DeviceConfiguration?
  /// The configuration after.
  public var to: DeviceConfiguration
  /// The callbacks, in the order they were delivered.
  public var events: [TransitionEvent]
  /// Whether the trait collection changed.
  public var traitsChanged: Bool
  /// The work.
  public var work: TransitionWork

  /// Creates a report.
  public init(
    from: DeviceConfiguration?, to: DeviceConfiguration, events: [TransitionEvent],
    traitsChanged: Bool, work: TransitionWork
  ) {
    self.from = from
    self.to = to
    self.events = events
    self.traitsChanged = traitsChanged
    self.work = work
  }

  /// One line per event after a header with both configurations.
  public var description: String {
    let header = "\(from.map(\.description) ?? "launch") -> \(to)"
    return ([header] + events.map { "  \($0)" } + ["  work: \(work)"]).joined(separator: "\n")
  }
}
