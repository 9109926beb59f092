/// Says what a conflict message lacks: the sentences of ``Explanation/missing`` for one
/// message of the log.
enum MissingParts {
  /// What the message's text lost, in the order a reader meets it.
  static func describe(_ block: ParsedLog.Block) -> [String] {
    var missing: [String] = []
    if !block.hasHeader, block.followsMessage {
      missing.append(
        "the first lines of the message (\"Unable to simultaneously satisfy constraints.\") "
          + "whose list starts at line \(block.line): the paste lost them after the previous "
          + "message")
    } else if !block.hasHeader {
      missing.append(
        "the first lines of the message (\"Unable to simultaneously satisfy constraints.\"): "
          + "the paste starts at line \(block.line), in the middle of it")
    }
    if block.listed.isEmpty {
      missing.append(
        "the list of constraints of the message at line \(block.line): "
          + (block.broken == nil
            ? "the paste has none of its descriptions"
            : "the paste has only the constraint \(block.framework) broke"))
    } else if let broken = block.broken, !block.listed.contains(broken) {
      missing.append(
        "the constraint \(block.framework) broke (\(broken)) is not in the list of the message "
          + "at line \(block.line); it was added from the \"breaking\" line")
    }
    if let sentence = brokenSentence(block) { missing.append(sentence) }
    return missing
  }

  /// What the message lacks about the constraint the framework broke, nil when it names it
  /// whole.
  static func brokenSentence(_ block: ParsedLog.Block) -> String? {
    let breaking = "\"Will attempt to recover by breaking constraint\" line"
    let theBroken = "the constraint \(block.framework) broke"
    let inMessage = "\(theBroken) in the message at line \(block.line):"
    let endOfBroken = "the end of the description of \(theBroken)"
    if let broken = block.broken {
      guard block.brokenIsCutOff else { return nil }
      if let cut = block.brokenCutAddress {
        return "\(endOfBroken): the paste ends inside it, at address \(cut), which starts only "
          + "one listed address (\(broken))"
      }
      guard block.listed.contains(broken) else {
        return "\(endOfBroken) (\(broken)): the paste ends inside it, and what it has was read"
      }
      return "\(endOfBroken): the paste ends inside it, and its address (\(broken)) names a "
        + "listed constraint"
    }
    if let cut = block.brokenCutAddress {
      let candidates =
        block.brokenCandidates.isEmpty
        ? "which starts no listed address"
        : "which starts \(block.brokenCandidates.count) listed addresses "
          + "(\(block.brokenCandidates.joined(separator: ", ")))"
      return "\(inMessage) the paste ends inside its description, at address \(cut), "
        + candidates
    }
    if block.breakingLineIsCutOff {
      return "\(inMessage) the paste ends inside the \(breaking)"
    }
    if let line = block.brokenUnreadableLine {
      return "\(inMessage) its description at line \(line) could not be read (see what could "
        + "not be read)"
    }
    if block.listIsCutOff {
      return "the rest of the list of the message at line \(block.line) and its \(breaking): "
        + "the paste ends inside the list, so constraints that took part may be among those "
        + "cut off"
    }
    if block.hasBreakingLine {
      return "\(inMessage) the paste has the \(breaking) but not the description after it"
    }
    return "the \(breaking) of the message at line \(block.line), so which constraint "
      + "\(block.framework) broke is unknown"
  }

  /// Why a message shows no conflict when rebuilt: the part of the message the paste lost
  /// (its end, or its start), else constraints that share no view, else a constraint UIKit
  /// did not list (a size the container imposes, most often).
  ///
  /// - Parameter groups: the display names of the views of each group of listed
  ///   constraints that share no view with the others.
  static func noConflict(_ block: ParsedLog.Block, groups: [[String]]) -> String {
    let subject =
      "a conflict among the constraints listed at line \(block.line): they can all hold when "
      + "rebuilt"
    if block.listIsCutOff {
      return subject + ", and the paste ends inside the list, so the constraints that conflict "
        + "are likely among those cut off"
    }
    if !block.hasHeader {
      let lost = block.followsMessage ? "lost its start" : "starts inside the message"
      return subject + ", and the paste \(lost), so the constraints that "
        + "conflict are likely among the lines lost before it"
    }
    if groups.count > 1 {
      let named = groups.map { $0.joined(separator: ", ") }.joined(separator: "; ")
      return subject + ", and they fall into \(groups.count) groups with no view in common "
        + "(\(named)); \(block.framework) lists only constraints that act on one another, so the "
        + "paste lacks what links them or mixes constraints from different messages"
    }
    return subject + ", so the log lacks a constraint that took part (often a size the "
      + "container imposes)"
  }
}
