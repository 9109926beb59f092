import AutoLayout
import LayoutCore
import LayoutDevices

extension ResolvedLayout {
  /// Builds the design for `traits` and the engine's root size in `engine` (see
  /// ``LayoutDesign/install(in:)``).
  ///
  /// - Throws: ``FormatErrors`` when the engine rejects a view or a constraint.
  public func install(in engine: LayoutEngine, traits: TraitCollection) throws(FormatErrors)
    -> LoweredLayout
  {
    try design(traits: traits, width: engine.rootSize.width, height: engine.rootSize.height)
      .install(in: engine)
  }
}

extension LayoutDesign {
  /// Builds the design in `engine`: views under its root (not autoresizing, with the file's
  /// intrinsic sizes, content priorities, margins and hidden flags; `UIScrollView` makes a
  /// scroll view; labels, buttons and text views measure their text, fixed-size controls get
  /// UIKit's sizes), then every constraint, activated together. Each constraint's origin is
  /// its position in the file, so conflict reports point at the source. The engine's size,
  /// traits, content size category and safe area are the caller's to set.
  ///
  /// - Throws: ``FormatErrors`` when the engine rejects a view or a constraint (each error at
  ///   the statement that made it); nothing is activated then.
  public func install(in engine: LayoutEngine) throws(FormatErrors) -> LoweredLayout {
    var views: [String: View] = [LayoutFile.rootName: engine.root]
    var errors: [FormatError] = []
    for declaration in self.views {
      let view: View
      if let superviewName = declaration.superview {
        view = declaration.makeEngineView()
        do {
          try views[superviewName]?.addSubview(view)
        } catch {
          errors.append(
            FormatError(location: declaration.position.location, message: "\(error)"))
        }
        views[declaration.name] = view
      } else {
        view = engine.root
      }
      declaration.configure(view)
    }
    if let measured = self.views.first(where: {
      $0.textContent != nil && $0.properties.intrinsicSize == nil
    }) {
      do {
        try engine.textMeasurer.checkFonts()
      } catch {
        errors.append(FormatError(location: measured.position.location, message: "\(error)"))
      }
    }
    errors += arrangeStacks(views)
    var made: [LayoutConstraint] = []
    for equation in constraints {
      do {
        made.append(try Self.constraint(for: equation, views: views))
      } catch {
        errors.append(
          FormatError(location: equation.position.location, message: "\(error)"))
      }
    }
    if errors.isEmpty {
      do {
        try LayoutConstraint.activate(made)
      } catch {
        let first = constraints.first?.position.location ?? SourceLocation(file: "", line: 0)
        errors.append(FormatError(location: first, message: "\(error)"))
      }
    }
    guard errors.isEmpty else { throw FormatErrors(errors) }
    return LoweredLayout(views: views, constraints: made)
  }

  /// An inactive engine constraint for an equation, its views looked up by name in `views`
  /// (guides through the view's `safeAreaLayoutGuide`, `layoutMarginsGuide` and
  /// `readableContentGuide`), located at the equation's position in the file.
  ///
  /// - Throws: ``LayoutEngineError/invalidHierarchy(_:)`` for a name not in `views`, or the
  ///   engine's error for an invalid constraint.
  public static func constraint(for equation: ConstraintEquation, views: [String: View])
    throws(LayoutEngineError) -> LayoutConstraint
  {
    func item(_ reference: ItemReference) throws(LayoutEngineError) -> LayoutItem {
      guard let view = views[reference.view] else {
        throw .invalidHierarchy("unknown view '\(reference.view)'")
      }
      switch reference.guide {
      case nil: return view
      case .safeArea: return view.safeAreaLayoutGuide
      case .margins: return view.layoutMarginsGuide
      case .readableContent: return view.readableContentGuide
      case .keyboard: return view.keyboardLayoutGuide
      }
    }
    let second = try equation.second.map { (anchor) throws(LayoutEngineError) in
      (try item(anchor.item), anchor.attribute)
    }
    return try LayoutConstraint(
      item: try item(equation.first.item), attribute: equation.first.attribute,
      relatedBy: equation.relation, toItem: second?.0,
      attribute: second?.1 ?? .notAnAttribute, multiplier: equation.multiplier,
      constant: equation.constant, priority: equation.priority,
      identifier: equation.identifier, origin: equation.position.location)
  }
}
