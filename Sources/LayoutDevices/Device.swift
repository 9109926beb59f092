/// One iPhone, iPad or iPod touch model in the catalog.
///
/// Screen properties live in ``screen`` and are forwarded by convenience accessors
/// (see `Device+Screen.swift`).
public struct Device: Sendable, Hashable, Identifiable, CustomStringConvertible {
  /// Apple's marketing name, e.g. `iPhone SE (2nd generation)`.
  public var name: String
  /// Other names the model is known by, e.g. `iPhone 17 Air` for the iPhone Air.
  public var aliases: [String]
  /// Model identifiers (`utsname.machine`), e.g. `iPhone10,3`.
  public var identifiers: [String]
  /// The product line.
  public var family: DeviceFamily
  /// Release year.
  public var year: Int
  /// The screen the model shares with others of the same size and density.
  public var screen: ScreenSpec
  /// Which iPad multitasking arrangements the model supports.
  public var multitasking: MultitaskingSupport
  /// Where the model's name, identifiers and year come from.
  public var sources: [String]

  /// Creates a device; the generated table is the usual caller.
  public init(
    name: String, aliases: [String], identifiers: [String], family: DeviceFamily, year: Int,
    screen: ScreenSpec, multitasking: MultitaskingSupport, sources: [String]
  ) {
    self.name = name
    self.aliases = aliases
    self.identifiers = identifiers
    self.family = family
    self.year = year
    self.screen = screen
    self.multitasking = multitasking
    self.sources = sources
  }

  /// The marketing name, unique in the catalog.
  public var id: String { name }

  /// The marketing name.
  public var description: String { name }
}
