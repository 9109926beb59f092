import CommandTestSupport
import Foundation
import LayoutCommands
import Testing

/// The match rate `check DIR` prints is `Corpus/measure`'s: the views every file's
/// `check FILE --format json` calls `match`, over those it calls `match` or `mismatch`
/// (skipped views left out), and the line says how text views were sized.
@Suite struct FolderRateTests {
  static func counts(_ json: String) throws -> (match: Int, mismatch: Int) {
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    return (
      try #require(object["match"] as? Int), try #require(object["mismatch"] as? Int)
    )
  }

  @Test func theFolderRateIsTheSumOfTheFilesCounts() throws {
    let files = FolderCheckTests.app()
    var match = 0
    var mismatch = 0
    for path in ["App/One.xib", "App/Sub/Two.xib"] {
      let one = CheckAction.run(.init(file: path, format: .json), files: files)
      let counts = try Self.counts(one.standardOutput)
      match += counts.match
      mismatch += counts.mismatch
    }
    #expect((match, mismatch) == (3, 1))
    let folder = try Self.counts(
      CheckAction.run(.init(file: "App", format: .json), files: files).standardOutput)
    #expect(folder.match == match && folder.mismatch == mismatch)
    let text = CheckAction.run(.init(file: "App"), files: files).standardOutput
    #expect(
      text.hasSuffix(
        "3 match, 1 mismatch, 0 skipped, 0 not solved; 75% of compared frames match "
          + "(text views at their stored sizes)\n"))
  }

  /// With `--measure-text` the line says so: text views sized by measured text match less
  /// often than at the sizes Xcode stored, so the two rates are not comparable.
  @Test func measuredTextIsNamedOnTheLine() {
    let output = CheckAction.run(
      .init(file: "App", measureText: true), files: FolderCheckTests.app())
    #expect(output.standardOutput.hasSuffix("of compared frames match (text measured)\n"))
  }
}
