import Foundation
import Testing

@testable import LayoutREPL

/// File errors name the operating system's reason, and an endless file stops at the limit.
@Suite struct FileErrorTests {
  @Test func endlessFileIsOverTheLimit() throws {
    let session = try Transcript.session()
    #expect(
      session.handle(line: "load /dev/zero").text
        == "error: /dev/zero: file is larger than the limit of 1048576 bytes")
  }

  @Test func directoryAndMissingFolderAreNamedPlainly() throws {
    let session = try Transcript.session()
    #expect(
      session.handle(line: "load /").text == "error: cannot read '/': it is a directory")
    #expect(
      session.handle(line: "svg /no-such-folder/x.svg").text
        == "error: cannot write '/no-such-folder/x.svg': No such file or directory")
  }
}
