/// The input limits a layout file must respect, so that hostile or broken input fails fast
/// with a clear error instead of exhausting memory or time.
public struct FormatLimits: Hashable, Sendable {
  /// Largest accepted file, in bytes (1 MiB by default).
  public var maximumFileSize: Int
  /// Deepest accepted nesting of `{ }` blocks (32 by default).
  public var maximumNesting: Int
  /// Most statements in one file, counted at every nesting level (20,000 by default).
  public var maximumStatements: Int
  /// Most constraints one file writes, each VFL line counted by the constraints it makes
  /// (5,000 by default): constraints that compete for one variable cost the solver time
  /// that grows with the square of their number.
  public var maximumConstraints: Int
  /// Largest magnitude a number may have (1e9 by default); NaN and infinities are never accepted.
  public var maximumMagnitude: Double
  /// Errors reported before the parser gives up (100 by default).
  public var maximumErrors: Int
  /// Why ``maximumConstraints`` is lower than the standard one, added to its error (the
  /// dense backend's limit names the backend that takes more); nil for the standard limit.
  public var constraintLimitNote: String?

  /// Makes limits; the defaults are the documented ones.
  public init(
    maximumFileSize: Int = 1 << 20,
    maximumNesting: Int = 32,
    maximumStatements: Int = 20_000,
    maximumConstraints: Int = 5_000,
    maximumMagnitude: Double = 1e9,
    maximumErrors: Int = 100,
    constraintLimitNote: String? = nil
  ) {
    self.maximumFileSize = maximumFileSize
    self.maximumNesting = maximumNesting
    self.maximumStatements = maximumStatements
    self.maximumConstraints = maximumConstraints
    self.maximumMagnitude = maximumMagnitude
    self.maximumErrors = maximumErrors
    self.constraintLimitNote = constraintLimitNote
  }

  /// The documented defaults.
  public static let standard = FormatLimits()

  /// Most constraints one file may write when the dense backend solves it (1,400): the dense
  /// solver checks each required constraint against all of them and solves the whole
  /// problem again after each conflict it breaks, so a file whose constraints conflict many
  /// times in turn costs it time that grows with the cube of their number.
  public static let denseMaximumConstraints = 1_400

  /// The limits of a file the dense backend solves: the standard ones with
  /// ``maximumConstraints`` at ``denseMaximumConstraints``.
  public static let dense = FormatLimits(
    maximumConstraints: denseMaximumConstraints,
    constraintLimitNote: "the dense backend's limit; --backend cassowary reads up to "
      + "\(FormatLimits.standard.maximumConstraints)")

  /// Whether `value` is a number a layout may hold: finite, magnitude within
  /// ``maximumMagnitude``.
  public func accepts(_ value: Double) -> Bool {
    value.isFinite && abs(value) <= maximumMagnitude
  }

  /// The message for a number written as `text` that ``accepts(_:)`` refuses, the same
  /// wherever the number was typed (a file, a REPL command).
  public func outOfRangeMessage(_ text: String) -> String {
    "number '\(text)' is out of range; numbers must be finite with a magnitude of at most "
      + CanonicalNumber.text(maximumMagnitude)
  }
}
