/// A small document modelled on a public Interface Builder file: its layout (ids, view
/// elements, frames Xcode stored, constraints, stack properties, device and tools version)
/// kept, everything else (colours, titles, outlets, actions) left out.
struct PublicFixture: Sendable {
  /// Where the original is (repository, path and commit).
  let source: String
  /// What it exercises that the shared samples do not.
  let exercises: String
  /// The reduced document.
  let xml: String
}
