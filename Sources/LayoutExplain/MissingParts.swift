/// Says what a conflict message lacks: the sentences of ``Explanation/missing`` for one
/// message of the log.
enum MissingParts {
  /// What the message's text lost, in the order a reader meets it.
  static func describe(_ block: ParsedLog.Block) -> [String] {
    var missing: [String] = []
    if !block.hasHeader {
      missing.append(
        "the first lines of the message (\"Unable to simultaneously satisfy constraints.\"): "
          + "the paste starts at line \(block.line), in the middle of it")
    }
    if block.listed.isEmpty {
      missing.append(
        "the list of constraints of the message at line \(block.line): "
          + (block.broken == nil
            ? "the paste has none of its descriptions"
            : "the paste has only the constraint UIKit broke"))
    } else if let broken = block.broken, !block.listed.contains(broken) {
      missing.append(
        "the constraint UIKit broke (\(broken)) is not in the list of the message at line "
          + "\(block.line); it was added from the \"breaking\" line")
    }
    if let broken = block.broken, block.brokenIsCutOff {
      missing.append(
        "the end of the description of the constraint UIKit broke: the paste ends inside it, "
          + "and its address (\(broken)) names a listed constraint")
    } else if block.broken == nil, block.breakingLineIsCutOff {
      missing.append(
        "the constraint UIKit broke in the message at line \(block.line): the paste ends "
          + "inside the \"Will attempt to recover by breaking constraint\" line")
    } else if block.broken == nil {
      missing.append(
        "the \"Will attempt to recover by breaking constraint\" line of the message at line "
          + "\(block.line), so which constraint UIKit broke is unknown")
    }
    return missing
  }
}
