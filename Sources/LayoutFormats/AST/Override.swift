import LayoutCore
import LayoutText

/// One change a variation makes to the base design.
public enum Override: Hashable, Sendable {
  /// Install an extra constraint or VFL line.
  case add(ConstraintMember)
  /// `uninstall #id`: remove a base constraint by identifier.
  case uninstallConstraint(String, SourcePosition)
  /// `#id.constant = 40`
  case setConstant(String, Double, SourcePosition)
  /// `#id.priority = 750`
  case setPriority(String, Priority, SourcePosition)
  /// `install view`: add a view that is `uninstalled` in the base design.
  case installView(String, SourcePosition)
  /// `uninstall view`: remove a view (and its constraints) from the hierarchy.
  case uninstallView(String, SourcePosition)
  /// `view.font = 24`
  case setFont(String, TextFont, SourcePosition)
  /// `view.text = "..."`
  case setText(String, String, SourcePosition)
  /// `view.hidden = true`
  case setHidden(String, Bool, SourcePosition)
  /// `buttons.axis = horizontal`: change a stack view property.
  case setStack(String, StackChange, SourcePosition)
  /// `activate name`: turn a constraint set on.
  case activateSet(String, SourcePosition)
  /// `deactivate name`: turn a constraint set off.
  case deactivateSet(String, SourcePosition)
}
