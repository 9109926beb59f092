/// One face of a font file, as fontconfig names it: the file and the face's index in it.
///
/// A collection (`.ttc`) holds several faces and a variable font holds its named instances
/// (the `fvar` table's Bold, Medium, …) in one file; fontconfig tells them apart by index, in
/// FreeType's form: the face in the low 16 bits, the named instance (1-based, 0 for the
/// default) in the high bits. Opening the file at index 0 would measure the first face or the
/// default instance, whatever face was asked for.
public struct FontFile: Hashable, Sendable {
  public var path: String
  /// FreeType's face index: `face | namedInstance << 16`.
  public var index: Int

  public init(path: String, index: Int = 0) {
    self.path = path
    self.index = index
  }

  /// The named instance of a variable font (1-based), 0 for the default instance or a static
  /// face.
  var namedInstance: Int { index >> 16 }
}
