import AutoLayout

extension AutoresizingMask {
  /// Reads UIKit's `h=-&- v=--&` code: per axis near margin, size and far margin, `&` for
  /// flexible. Unreadable parts count as fixed, the safe reading for a pasted log.
  init(code: String) {
    self = []
    for part in code.split(separator: " ") {
      let flags = Array(part.dropFirst(2)).map { $0 == "&" }
      guard flags.count == 3 else { continue }
      let options: [AutoresizingMask] =
        part.hasPrefix("h=")
        ? [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        : [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
      for (flag, option) in zip(flags, options) where flag { insert(option) }
    }
  }

  /// `fixed width, flexible height`: what the mask does to the frame's size.
  var sizeWords: String {
    let width = contains(.flexibleWidth) ? "flexible width" : "fixed width"
    let height = contains(.flexibleHeight) ? "flexible height" : "fixed height"
    return "\(width), \(height)"
  }
}
