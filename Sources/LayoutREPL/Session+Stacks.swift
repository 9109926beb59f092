import LayoutFormats

extension Session {
  /// `stack NAME axis|distribution|alignment|spacing VALUE`: changes the stack view's
  /// declaration, as `buttons.axis = horizontal` in a variation would.
  func changeStack(_ words: [String]) throws(REPLError) -> String {
    guard words.count == 3 else { throw .usage(REPLCommand.stack.usage) }
    let (name, property, value) = (words[0], words[1], words[2])
    guard let change = StackChange(property: property, value: value) else {
      throw .engine(StackChange.unknownValueMessage(property: property, value: value))
    }
    let declaration = try declaration(named: name)
    guard declaration.className == StackProperties.className else {
      throw .notAStackView(name)
    }
    return try editDocument { document throws(REPLError) in
      try document.modifyView(named: name) { view in
        view.properties.stack = change.applied(to: view.properties.stack ?? StackProperties())
      } ?? .none
    }
  }

  /// `hide VIEW` / `unhide VIEW`: sets the view's `hidden` property.
  func setHidden(_ hidden: Bool, _ name: String) throws(REPLError) -> String {
    _ = try declaration(named: name)
    return try editDocument { document throws(REPLError) in
      try document.modifyView(named: name) { $0.properties.isHidden = hidden } ?? .none
    }
  }

  /// The declaration of a view the document declares (the root is not one to change).
  private func declaration(named name: String) throws(REPLError) -> ViewDeclaration {
    guard let view = state.document.file.views.first(where: { $0.name == name }) else {
      throw .unknownView(
        name, suggestions: Suggestions.closest(to: name, in: viewNames.sorted()))
    }
    return view
  }
}
