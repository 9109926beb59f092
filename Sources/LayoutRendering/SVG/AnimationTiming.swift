/// How an animated drawing plays: its length and how many times it runs.
public struct AnimationTiming: Hashable, Sendable {
  /// The default length in seconds: that of UIKit's rotation animation.
  public static let rotationDuration = 0.4
  /// The longest animation accepted, in seconds.
  public static let maximumDuration = 600.0
  /// The most repeats accepted (beyond it, ask for `indefinite`).
  public static let maximumRepeats = 10_000

  /// The length of one run in seconds.
  public var duration: Double
  /// How many runs; nil plays forever.
  public var repeats: Int?

  /// Makes a timing.
  public init(duration: Double = AnimationTiming.rotationDuration, repeats: Int? = 1) {
    self.duration = duration
    self.repeats = repeats
  }

  /// Checks the timing can be played.
  ///
  /// - Throws: ``RenderingError/invalidAnimation(_:)`` for a duration that is not a positive
  ///   finite number of at most ``maximumDuration`` seconds, or a repeat count outside
  ///   1…``maximumRepeats``.
  public func validate() throws(RenderingError) {
    guard duration.isFinite, duration > 0, duration <= Self.maximumDuration else {
      throw .invalidAnimation(
        "the animation duration must be a number of seconds above 0 and at most "
          + "\(NumberText.format(Self.maximumDuration)), not \(NumberText.format(duration))")
    }
    if let repeats, !(1...Self.maximumRepeats).contains(repeats) {
      throw .invalidAnimation(
        "the repeat count must be 1 to \(Self.maximumRepeats) or indefinite, not \(repeats)")
    }
  }

  /// SMIL attributes for one `<animate>`: its length, repeats and final state kept.
  var attributes: [(String, String)] {
    [
      ("begin", "0s"), ("dur", NumberText.format(duration, decimals: 6) + "s"),
      ("repeatCount", repeats.map(String.init) ?? "indefinite"), ("fill", "freeze"),
    ]
  }
}
