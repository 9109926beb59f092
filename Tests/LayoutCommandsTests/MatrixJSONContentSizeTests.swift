import Foundation
import LayoutCommands
import Testing

/// `matrix --format json --content-sizes`: each cell names the content size category it was
/// solved at, as the text table's `text size` column does; without it the cells of one device
/// and orientation at two sizes could not be told apart.
@Suite struct MatrixJSONContentSizeTests {
  static let layout = """
    view t: UILabel { text "Headline text here"; font headline }
    t.top == root.safeArea.top
    t.leading == root.leading + 20
    t.width == 200
    """

  @Test func cellsNameTheirContentSize() throws {
    var options = MatrixAction.Options(
      file: "a.layout", devices: ["iPhone SE (1st generation)"], format: .json)
    options.contentSizes = "xs,ax5"
    let output = MatrixAction.run(options, files: MemoryFiles(["a.layout": Self.layout]))
    #expect(output.status == .success)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
    let cells = try #require(document["cells"] as? [[String: Any]])
    #expect(
      cells.map { $0["orientation"] as? String } == [
        "portrait", "portrait", "landscapeLeft", "landscapeLeft", "landscapeRight",
        "landscapeRight",
      ])
    #expect(cells.map { $0["contentSize"] as? String } == ["xs", "ax5", "xs", "ax5", "xs", "ax5"])
    #expect(
      cells.map { $0["status"] as? String } == [
        "ok", "truncated", "ok", "truncated", "ok", "truncated",
      ])
  }

  /// Without `--content-sizes` every cell is at UIKit's default, `l`.
  @Test func theDefaultIsNamedToo() throws {
    let options = MatrixAction.Options(
      file: "a.layout", devices: ["iPhone SE (1st generation)"], format: .json)
    let output = MatrixAction.run(options, files: MemoryFiles(["a.layout": Self.layout]))
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
    let cells = try #require(document["cells"] as? [[String: Any]])
    #expect(cells.map { $0["contentSize"] as? String } == ["l", "l", "l"])
  }
}
