/// The kinds of symbol in the tableau, as in the Cassowary paper.
enum SymbolKind: UInt8 {
  /// A user variable; unrestricted in sign.
  case external
  /// The slack of an inequality; restricted to be non-negative.
  case slack
  /// The error of a non-required constraint or edit; restricted to be non-negative.
  case error
  /// The marker of a required equality; fixed at zero, never enters the basis.
  case dummy

  /// Whether the symbol must stay non-negative.
  var isRestricted: Bool { self == .slack || self == .error }
}

/// A symbol id: an index into the solver's symbol tables. Ids are given out in the order the
/// solver makes symbols, which is what makes tie-breaking (and so results) deterministic.
typealias Symbol = Int

/// The symbol that stands for "none".
let noSymbol: Symbol = -1
