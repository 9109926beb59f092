import LayoutFormats

extension Document {
  /// The names of the views declared as `UIStackView`.
  var stackNames: [String] {
    file.views.filter { $0.className == StackProperties.className }.map(\.name)
  }

  /// Changes the declaration of the view `name` wherever it is written (nested or not), then
  /// checks the document again (a view's properties are rarely edited: `hide`, `stack`).
  /// - Returns: whether the view is declared.
  /// - Throws: ``REPLError/format(_:)`` when the changed document does not check.
  mutating func modifyView(named name: String, _ change: (inout ViewDeclaration) -> Void)
    throws(REPLError) -> Bool
  {
    func visit(_ view: inout ViewDeclaration) -> Bool {
      if view.name == name {
        change(&view)
        return true
      }
      for index in view.subviews.indices where visit(&view.subviews[index]) { return true }
      return false
    }
    for index in file.statements.indices {
      guard case .view(var view) = file.statements[index] else { continue }
      if visit(&view) {
        file.statements[index] = .view(view)
        do {
          context = try LayoutFileContext(file)
        } catch {
          throw .format(error)
        }
        return true
      }
    }
    return false
  }
}
