import LayoutCore
import LayoutDevices

/// The design a layout file gives for one environment: the base design with the active
/// constraint sets and every matching variation applied, ready to hand to an engine.
public struct LayoutDesign: Hashable, Sendable {
  /// Installed views, parents before children, starting with the root; properties include
  /// the variations' font, text and hidden changes.
  public var views: [ResolvedView]
  /// Installed constraints: base ones, then active sets' in set order, then those variations
  /// add; changed constants and priorities applied, and constraints on uninstalled views left out.
  public var constraints: [ConstraintEquation]
  /// Names of the active constraint sets, in file order.
  public var activeSets: [String]

  /// Makes a design.
  public init(views: [ResolvedView], constraints: [ConstraintEquation], activeSets: [String]) {
    self.views = views
    self.constraints = constraints
    self.activeSets = activeSets
  }
}

extension ResolvedLayout {
  /// The design for a root view with these traits and this size.
  ///
  /// Matching variations apply in file order, each override in turn, so a later variation can
  /// undo an earlier one. Uninstalling a view removes its subviews and every constraint that
  /// refers to any of them.
  public func design(traits: TraitCollection, width: Double, height: Double) -> LayoutDesign {
    var activeSets = Set(constraintSets.filter(\.isActive).map(\.name))
    var uninstalledConstraints: Set<String> = []
    var constants: [String: Double] = [:]
    var priorities: [String: Priority] = [:]
    var viewChanges: [Override] = []
    var added: [ConstraintEquation] = []
    for variation in variations(matching: traits, width: width, height: height) {
      added += variation.addedConstraints
      for change in variation.changes {
        switch change {
        case .add: break
        case .uninstallConstraint(let id, _): uninstalledConstraints.insert(id)
        case .setConstant(let id, let value, _): constants[id] = value
        case .setPriority(let id, let value, _): priorities[id] = value
        case .installView, .uninstallView, .setFont, .setText, .setHidden, .setStack:
          viewChanges.append(change)
        case .activateSet(let name, _): activeSets.insert(name)
        case .deactivateSet(let name, _): activeSets.remove(name)
        }
      }
    }
    let setConstraints = constraintSets.filter { activeSets.contains($0.name) }
      .flatMap(\.constraints)
    let activeSetNames = constraintSets.map(\.name).filter { activeSets.contains($0) }
    // Without uninstalled views or variation edits every view and constraint is in the
    // design as written: no work per view or per constraint (an editor asks after each edit).
    if viewChanges.isEmpty, uninstalledConstraints.isEmpty, constants.isEmpty, priorities.isEmpty,
      !views.contains(where: \.properties.isUninstalled)
    {
      return LayoutDesign(
        views: views, constraints: constraints + setConstraints + added,
        activeSets: activeSetNames)
    }
    var installed = Set(views.filter { !$0.properties.isUninstalled }.map(\.name))
    var properties = Dictionary(uniqueKeysWithValues: views.map { ($0.name, $0.properties) })
    for change in viewChanges {
      switch change {
      case .installView(let name, _): installed.insert(name)
      case .uninstallView(let name, _): installed.remove(name)
      case .setFont(let name, let font, _): properties[name]?.font = font
      case .setText(let name, let text, _): properties[name]?.text = text
      case .setHidden(let name, let hidden, _): properties[name]?.isHidden = hidden
      case .setStack(let name, let change, _):
        let stack = properties[name]?.stack ?? StackProperties()
        properties[name]?.stack = change.applied(to: stack)
      default: break
      }
    }
    // A view is in the tree only if it and all its ancestors are installed; the root always is.
    var present: Set<String> = []
    var designViews: [ResolvedView] = []
    for var view in views {
      let parentPresent = view.superview.map { present.contains($0) } ?? true
      guard view.superview == nil || (parentPresent && installed.contains(view.name)) else {
        continue
      }
      present.insert(view.name)
      view.properties = properties[view.name] ?? view.properties
      view.properties.isUninstalled = false
      designViews.append(view)
    }
    var designConstraints: [ConstraintEquation] = []
    for var equation in constraints + setConstraints + added {
      guard present.contains(equation.first.item.view),
        equation.second.map({ present.contains($0.item.view) }) ?? true
      else { continue }
      if let id = equation.identifier {
        if uninstalledConstraints.contains(id) { continue }
        if let constant = constants[id] { equation.constant = constant }
        if let priority = priorities[id] { equation.priority = priority }
      }
      designConstraints.append(equation)
    }
    return LayoutDesign(
      views: designViews, constraints: designConstraints, activeSets: activeSetNames)
  }
}
