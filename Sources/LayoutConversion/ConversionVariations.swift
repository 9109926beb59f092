import LayoutDevices
import LayoutFormats

/// Writes the designs of other size-class configurations as variations of the base design:
/// views installed or removed, hidden flags, stack view properties, changed constants,
/// constraints removed and added.
struct ConversionVariations {
  /// The base design; views that only other configurations show are added to it,
  /// `uninstalled`, and constraints a variation removes get an identifier.
  var base: ConvertedDesign
  /// Names of views declared `uninstalled` in the base.
  private var uninstalled: Set<String> = []
  /// Every constraint identifier used so far.
  private var identifiers: Set<String>
  /// Numbers identifiers given to constraints that had none.
  private var counter = 0

  init(base: ConvertedDesign) {
    self.base = base
    identifiers = Set(base.equations.compactMap(\.identifier))
  }

  /// The concrete size-class pairs other than `base` (the base itself when it names both
  /// classes is left out).
  static func pairs(besides base: SizeClassPair) -> [SizeClassPair] {
    [SizeClass.compact, .regular].flatMap { width in
      [SizeClass.compact, .regular].map { SizeClassPair(horizontal: width, vertical: $0) }
    }.filter { $0 != base }
  }

  /// The overrides that turn the base design into `other`, adding to the base what they
  /// need (declarations of views it does not show, identifiers).
  mutating func overrides(for other: ConvertedDesign) -> [Override] {
    var result: [Override] = []
    let otherDeclarations = other.declarations
    let otherNames = Set(otherDeclarations.keys)
    // Views: insert what the base lacks, topmost missing ones uninstalled.
    for (parent, view) in Self.walk(other.views, parent: LayoutFile.rootName) {
      if base.declarations[view.name] == nil {
        insert(view, under: parent)
      }
    }
    let baseParents = Dictionary(
      uniqueKeysWithValues: Self.walk(base.views, parent: LayoutFile.rootName).map {
        ($0.1.name, $0.0)
      })
    for (parent, view) in Self.walk(base.views, parent: LayoutFile.rootName) {
      let wanted = otherNames.contains(view.name)
      let parentWanted = parent == LayoutFile.rootName || otherNames.contains(parent)
      if wanted && uninstalled.contains(view.name) {
        result.append(.installView(view.name, .none))
      } else if !wanted && parentWanted && !uninstalled.contains(view.name)
        && !Self.hasUninstalledAncestor(view.name, parents: baseParents, in: uninstalled)
      {
        result.append(.uninstallView(view.name, .none))
      }
      if wanted, let hidden = otherDeclarations[view.name]?.properties.isHidden,
        hidden != view.properties.isHidden
      {
        result.append(.setHidden(view.name, hidden, .none))
      }
      if wanted {
        result += Self.stackChanges(
          view.name, from: view.properties.stack,
          to: otherDeclarations[view.name]?.properties.stack)
      }
    }
    // Constraints: changed constants, removed ones, added ones.
    let otherSet = Set(other.equations)
    let baseSet = Set(base.equations)
    var matched: Set<ConstraintEquation> = []
    for index in base.equations.indices {
      let equation = base.equations[index]
      guard !otherSet.contains(equation), Self.mentions(equation, only: otherNames) else {
        continue
      }
      if let id = equation.identifier,
        let changed = other.equations.first(where: {
          $0.identifier == id && Self.sameShape($0, equation) && !baseSet.contains($0)
        })
      {
        result.append(.setConstant(id, changed.constant, .none))
        matched.insert(changed)
        continue
      }
      let id = equation.identifier ?? newIdentifier()
      base.equations[index].identifier = id
      result.append(.uninstallConstraint(id, .none))
    }
    for equation in other.equations where !baseSet.contains(equation) && !matched.contains(equation)
    {
      var added = equation
      if let id = equation.identifier {
        if identifiers.contains(id) { added.identifier = nil } else { identifiers.insert(id) }
      }
      result.append(.add(.equation(added)))
    }
    return result
  }

  /// A new identifier for a constraint a variation removes.
  private mutating func newIdentifier() -> String {
    repeat { counter += 1 } while identifiers.contains("c\(counter)")
    identifiers.insert("c\(counter)")
    return "c\(counter)"
  }

  /// Adds `view` (with its subtree) to the base under `parent`, uninstalled.
  private mutating func insert(_ view: ViewDeclaration, under parent: String) {
    var declaration = view
    declaration.properties.isUninstalled = true
    uninstalled.insert(view.name)
    if parent == LayoutFile.rootName {
      base.views.append(declaration)
      return
    }
    func add(_ list: inout [ViewDeclaration]) -> Bool {
      for index in list.indices {
        if list[index].name == parent {
          list[index].subviews.append(declaration)
          return true
        }
        if add(&list[index].subviews) { return true }
      }
      return false
    }
    _ = add(&base.views)
  }

  /// Every declaration with its parent's name, depth first, parents first.
  static func walk(_ views: [ViewDeclaration], parent: String) -> [(String, ViewDeclaration)] {
    views.flatMap { [(parent, $0)] + walk($0.subviews, parent: $0.name) }
  }

  static func hasUninstalledAncestor(
    _ name: String, parents: [String: String], in uninstalled: Set<String>
  ) -> Bool {
    var current = parents[name]
    while let parent = current, parent != LayoutFile.rootName {
      if uninstalled.contains(parent) { return true }
      current = parents[parent]
    }
    return false
  }

  /// Whether every view the equation names is among `names` (or the root).
  static func mentions(_ equation: ConstraintEquation, only names: Set<String>) -> Bool {
    [equation.first.item.view, equation.second?.item.view].compactMap { $0 }.allSatisfy {
      $0 == LayoutFile.rootName || names.contains($0)
    }
  }

  /// Same anchors, relation, multiplier and priority.
  static func sameShape(_ a: ConstraintEquation, _ b: ConstraintEquation) -> Bool {
    a.first == b.first && a.relation == b.relation && a.second == b.second
      && a.multiplier == b.multiplier && a.priority == b.priority
  }
}
