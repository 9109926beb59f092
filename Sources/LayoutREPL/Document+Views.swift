import LayoutFormats

extension Document {
  /// The names of the views declared as `UIStackView`.
  var stackNames: [String] {
    file.views.filter { $0.className == StackProperties.className }.map(\.name)
  }

  /// Changes the declaration of the view `name` wherever it is written (nested or not), then
  /// checks the document again (a view's properties are rarely edited: `hide`, `stack`).
  /// - Returns: what takes the document back, or nil when the view is not declared.
  /// - Throws: ``REPLError/format(_:)`` when the changed document does not check; the
  ///   document is then unchanged.
  mutating func modifyView(named name: String, _ change: (inout ViewDeclaration) -> Void)
    throws(REPLError) -> DocumentRevert?
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
        let old = file.statements[index]
        file.statements[index] = .view(view)
        do {
          let checked = try LayoutFileContext(file)
          let revert = DocumentRevert.view(index: index, old: old, context: context)
          context = checked
          return revert
        } catch {
          file.statements[index] = old
          throw .format(error)
        }
      }
    }
    return nil
  }
}
