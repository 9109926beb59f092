import Foundation

/// The data blob of an interactive report page, decoded, for tests that check what the page
/// holds without a browser.
struct ReportPage {
  struct Failure: Error, CustomStringConvertible { let description: String }

  let root: [String: Any]

  init(_ html: String) throws {
    let open = "<script type=\"application/json\" id=\"report-data\">\n"
    guard let start = html.range(of: open),
      let end = html.range(of: "\n</script>", range: start.upperBound..<html.endIndex)
    else { throw Failure(description: "no report-data script in the page") }
    let json = Data(html[start.upperBound..<end.lowerBound].utf8)
    guard let root = try JSONSerialization.jsonObject(with: json) as? [String: Any] else {
      throw Failure(description: "the report data is not a JSON object")
    }
    self.root = root
  }

  var configs: [[String: Any]] { root["configs"] as? [[String: Any]] ?? [] }
  var strings: [String] { root["strings"] as? [String] ?? [] }
  var trees: [[String: [Int]]] { root["trees"] as? [[String: [Int]]] ?? [] }
  var frames: [[Double]] { root["frames"] as? [[Double]] ?? [] }
  var captions: [String] { configs.compactMap { $0["cap"] as? String } }

  /// The view names of a configuration's tree, in snapshot order.
  func viewNames(_ config: Int) -> [String] {
    guard let tree = configs[config]["t"] as? Int else { return [] }
    return (trees[tree]["n"] ?? []).map { strings[$0] }
  }

  /// The placing constraints of the named view in a configuration, as
  /// `text | source | h/v | holds`.
  func placements(_ config: Int, view: String) -> [String] {
    guard let table = configs[config]["p"] as? Int, table >= 0,
      let index = viewNames(config).firstIndex(of: view),
      let placements = root["placements"] as? [[Int]], let lists = root["lists"] as? [[Int]]
    else { return [] }
    let list = lists[placements[table][index]]
    return stride(from: 0, to: list.count, by: 4).map { at in
      [
        strings[list[at]], list[at + 3] >= 0 ? strings[list[at + 3]] : "system",
        list[at + 1] == 0 ? "h" : "v", list[at + 2] == 1 ? "holds" : "names",
      ].joined(separator: " | ")
    }
  }
}
