import LayoutFormats

/// Cuts the text around a column out of long source lines in time proportional to the cut,
/// so a file with thousands of problems on one minified line quotes each of them without
/// walking the whole line.
struct LineWindows: Sendable {
  /// Characters (Unicode scalars, as columns count them) between two remembered positions.
  static let stride = 256
  /// How far a window reaches on each side of its column: a few excerpts wide, so the
  /// excerpt's own clipping (``FormatError/excerpt``) decides what is shown.
  static let reach = 4 * FormatError.excerptWidth

  /// For each long line (by 0-based index), the position of every `stride`-th character.
  private var checkpoints: [Int: [String.Index]] = [:]

  /// Indexes the lines longer than two windows.
  init(_ lines: [String]) {
    for (number, line) in lines.enumerated() where line.utf8.count > 2 * Self.reach {
      var marks: [String.Index] = []
      var count = 0
      for index in line.unicodeScalars.indices {
        if count % Self.stride == 0 { marks.append(index) }
        count += 1
      }
      checkpoints[number] = marks
    }
  }

  /// The part of `line` (the line at 0-based `number`) around 1-based `column`, and how
  /// many characters of the line come before it; the whole line when it is short.
  func window(of line: String, number: Int, column: Int) -> (text: String, offset: Int) {
    guard let marks = checkpoints[number], !marks.isEmpty else { return (line, 0) }
    let scalars = line.unicodeScalars
    let from = max(0, column - 1 - Self.reach)
    let mark = min(from / Self.stride, marks.count - 1)
    var start = marks[mark]
    var offset = mark * Self.stride
    while offset < from, start < scalars.endIndex {
      scalars.formIndex(after: &start)
      offset += 1
    }
    var end = start
    var taken = 0
    while taken < 2 * Self.reach, end < scalars.endIndex {
      scalars.formIndex(after: &end)
      taken += 1
    }
    return (String(scalars[start..<end]), offset)
  }
}
