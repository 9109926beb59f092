import LayoutCore

/// The interactive report's data as one compact JSON text, built so that its size grows
/// with what differs between configurations: strings (names, classes, texts, constraints,
/// messages) are stored once, and view trees, frame lists and constraint lists shared by
/// several configurations are stored once and referred to by number.
///
/// Layout (keys kept short, the page reads them): `title`, `strings`, `trees` (`n` name,
/// `c` class, `x` text as string numbers or -1, `p` superview index or -1), `frames` (x, y,
/// width, height per view in window points), `lists` (per view: string number, axis 0/1,
/// holds 0/1, source string number or -1, repeated), `placements` (a list number per view)
/// and `configs` (`dev`, `or`, `win`, `cs`, `cap`, `size`, `safe`, `t`, `f`, `p`, `hid`,
/// `amb`, `st`, `pr`).
struct ReportData {
  private var strings: [String] = []
  private var stringIndex: [String: Int] = [:]
  private var trees: [Tree] = []
  private var treeIndex: [Tree: Int] = [:]
  private var frames: [[Double]] = []
  private var frameIndex: [[Double]: Int] = [:]
  private var lists: [[Int]] = []
  private var listIndex: [[Int]: Int] = [:]
  private var placements: [[Int]] = []
  private var placementIndex: [[Int]: Int] = [:]
  private var configs: [String] = []
  /// What each distinct view list (configurations sharing an environment share one) became:
  /// its tree, frame and placement numbers and its hidden and ambiguous lists, made once.
  private var viewFields: [[ViewRecord]: [(String, String)]] = [:]

  /// The shared shape of a configuration's views.
  private struct Tree: Hashable {
    var names: [Int] = []
    var classes: [Int] = []
    var texts: [Int] = []
    var parents: [Int] = []
  }

  /// The JSON text for `screens` under `title`.
  static func json(_ screens: [ReportScreen], title: String) -> String {
    var data = ReportData()
    for screen in screens { data.add(screen) }
    return data.rendered(title: title)
  }

  private mutating func string(_ text: String) -> Int {
    if let index = stringIndex[text] { return index }
    stringIndex[text] = strings.count
    strings.append(text)
    return strings.count - 1
  }

  private static func intern<Value: Hashable>(
    _ value: Value, in table: inout [Value], index: inout [Value: Int]
  ) -> Int {
    if let found = index[value] { return found }
    index[value] = table.count
    table.append(value)
    return table.count - 1
  }

  private mutating func add(_ screen: ReportScreen) {
    let snapshot = screen.snapshot
    let views: [(String, String)]
    if let known = viewFields[snapshot.views] {
      views = known
    } else {
      views = fields(of: snapshot)
      viewFields[snapshot.views] = views
    }
    let info = snapshot.screen
    let problems = screen.problems.map { problem in
      "[\(string(problem.kind)),\(string(problem.message)),"
        + "\(problem.location.map { string($0) } ?? -1),\(problem.isError ? 1 : 0)]"
    }
    let safe = info.safeAreaInsets
    let fields: [(String, String)] =
      [
        ("dev", jsonStringLiteral(info.deviceName ?? (info.title.isEmpty ? "screen" : info.title))),
        ("or", jsonStringLiteral(info.orientation ?? "")),
        ("win", jsonStringLiteral(info.multitasking ?? "full")),
        ("cs", jsonStringLiteral(info.contentSize ?? "default")),
        ("cap", jsonStringLiteral(info.details)),
        ("size", Self.numbers([info.size.width, info.size.height])),
        ("safe", Self.numbers([safe.top, safe.left, safe.bottom, safe.right])),
      ] + views + [
        ("st", jsonStringLiteral(screen.status)),
        ("pr", "[" + problems.joined(separator: ",") + "]"),
      ]
    configs.append("{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}")
  }

  /// The fields `t`, `f`, `p`, `hid` and `amb` of a snapshot's views, their strings, tree,
  /// frames and placement lists stored.
  private mutating func fields(of snapshot: LayoutSnapshot) -> [(String, String)] {
    var tree = Tree()
    var frame: [Double] = []
    var perView: [Int] = []
    frame.reserveCapacity(snapshot.views.count * 4)
    for record in snapshot.views {
      tree.names.append(string(record.name))
      tree.classes.append(string(record.className))
      tree.texts.append(record.text.map { string($0) } ?? -1)
      tree.parents.append(record.superviewIndex ?? -1)
      let box = record.rootFrame
      frame += [box.x, box.y, box.width, box.height]
      var list: [Int] = []
      for placement in record.placements {
        list += [
          string(placement.text), placement.axis == .horizontal ? 0 : 1, placement.holds ? 1 : 0,
          placement.source.map { string($0) } ?? -1,
        ]
      }
      perView.append(Self.intern(list, in: &lists, index: &listIndex))
    }
    let treeNumber = Self.intern(tree, in: &trees, index: &treeIndex)
    let frameNumber = Self.intern(frame, in: &frames, index: &frameIndex)
    let recorded = snapshot.views.contains { !$0.placements.isEmpty }
    let placementNumber =
      recorded ? Self.intern(perView, in: &placements, index: &placementIndex) : -1
    let hiddenFlags = snapshot.effectivelyHidden
    let hidden = snapshot.views.indices.filter { hiddenFlags[$0] }
    let ambiguous = snapshot.views.indices.filter { snapshot.views[$0].isAmbiguous }
    return [
      ("t", String(treeNumber)), ("f", String(frameNumber)), ("p", String(placementNumber)),
      ("hid", Self.integers(hidden)), ("amb", Self.integers(ambiguous)),
    ]
  }

  private static func numbers(_ values: [Double]) -> String {
    "[" + values.map { $0.isFinite ? NumberText.format($0) : "null" }.joined(separator: ",") + "]"
  }

  private static func integers(_ values: [Int]) -> String {
    "[" + values.map(String.init).joined(separator: ",") + "]"
  }

  private func rendered(title: String) -> String {
    let treeTexts = trees.map { tree in
      "{\"n\":\(Self.integers(tree.names)),\"c\":\(Self.integers(tree.classes)),"
        + "\"x\":\(Self.integers(tree.texts)),\"p\":\(Self.integers(tree.parents))}"
    }
    let parts = [
      "\"version\":1",
      "\"title\":" + jsonStringLiteral(title),
      "\"strings\":[" + strings.map(jsonStringLiteral).joined(separator: ",") + "]",
      "\"trees\":[" + treeTexts.joined(separator: ",\n") + "]",
      "\"frames\":[" + frames.map(Self.numbers).joined(separator: ",\n") + "]",
      "\"lists\":[" + lists.map(Self.integers).joined(separator: ",") + "]",
      "\"placements\":[" + placements.map(Self.integers).joined(separator: ",\n") + "]",
      "\"configs\":[\n" + configs.joined(separator: ",\n") + "]",
    ]
    return "{" + parts.joined(separator: ",\n") + "}"
  }
}
