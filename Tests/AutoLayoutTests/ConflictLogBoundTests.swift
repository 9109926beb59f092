import LayoutCore
import Testing

@testable import AutoLayout

/// The engine's `logHandler` receives what every report prints: past the 20th conflict a
/// large conflicting set is counted, not listed.
@Suite struct ConflictLogBoundTests {
  /// 30 views chained between the root's edges, then a required width of 100 each: 320
  /// points hold three, so each later width conflicts with the whole chain.
  @Test func messagesPastTheTwentiethCountLargeSets() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 480))
    var messages: [String] = []
    engine.logHandler = { messages.append($0) }
    var views: [View] = []
    for index in 0..<30 { views.append(try makeView("v\(index)", in: engine.root)) }
    var chain = [views[0].leadingAnchor.constraint(equalTo: engine.root.leadingAnchor)]
    for (left, right) in zip(views, views.dropFirst()) {
      chain.append(right.leadingAnchor.constraint(equalTo: left.trailingAnchor))
    }
    chain.append(views[29].trailingAnchor.constraint(equalTo: engine.root.trailingAnchor))
    try LayoutConstraint.activate(chain)
    try engine.layoutIfNeeded()
    try LayoutConstraint.activate(views.map { $0.widthAnchor.constraint(equalToConstant: 100) })
    try engine.layoutIfNeeded()

    #expect(messages.count == engine.conflictReports.count)
    #expect(messages.count > ConflictReport.maximumListedInFull)
    for (index, report) in engine.conflictReports.enumerated() {
      let listed = report.isListedInFull(at: index)
      #expect(messages[index] == report.message(listingSet: listed))
      #expect(
        messages[index].contains("\(report.constraints.count) constraints, not listed") == !listed)
    }
    #expect(
      engine.conflictReports.indices.contains { !engine.conflictReports[$0].isListedInFull(at: $0) }
    )
  }
}
