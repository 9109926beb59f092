/// The REPL's commands, with the usage line and summary that `help` prints.
enum REPLCommand: String, CaseIterable, Sendable {
  case help, load, save, add, view, remove, activate, deactivate, constant, priority
  case stack, hide, unhide, keyboard
  case device, rotate, orientation, split, rtl, contentsize, traits
  case frame, frames, show, svg, why, conflicts, ambiguous, problems, exercise
  case backend, bench, dump, undo, quit

  /// Every command word, `exit` included, in table order.
  static let names = allCases.map(\.rawValue) + ["exit"]

  /// The command for a word (`exit` is `quit`).
  static func named(_ word: String) -> REPLCommand? {
    word == "exit" ? .quit : REPLCommand(rawValue: word)
  }

  /// The arguments, in the form `help` shows.
  var usage: String {
    switch self {
    case .help: "help [COMMAND]"
    case .load: "load FILE [--scene NAME]"
    case .save: "save FILE"
    case .add: "add STATEMENT            (constraint, VFL line, view, set or metric)"
    case .view: "view NAME [: CLASS] [in SUPERVIEW] [{ PROPERTIES }]"
    case .remove: "remove #IDENTIFIER | remove CONSTRAINT"
    case .activate: "activate SET | activate #IDENTIFIER"
    case .deactivate: "deactivate SET | deactivate #IDENTIFIER"
    case .constant: "constant #IDENTIFIER VALUE"
    case .priority: "priority #IDENTIFIER 1...1000|required|high|low"
    case .stack: "stack NAME axis|distribution|alignment|spacing VALUE"
    case .hide: "hide VIEW"
    case .unhide: "unhide VIEW"
    case .keyboard: "keyboard show|hide|HEIGHT"
    case .device: "device NAME"
    case .rotate: "rotate [left|right]"
    case .orientation: "orientation portrait|upsideDown|landscapeLeft|landscapeRight"
    case .split: "split full|split-1/3|split-1/2|split-2/3|slide-over"
    case .rtl: "rtl [on|off]"
    case .contentsize: "contentsize [CATEGORY]   (e.g. large, xxxl, ax5)"
    case .traits: "traits"
    case .frame: "frame VIEW"
    case .frames: "frames"
    case .show: "show"
    case .svg: "svg FILE"
    case .why: "why VIEW [h|v] [all]"
    case .conflicts: "conflicts [N]"
    case .ambiguous: "ambiguous"
    case .problems: "problems"
    case .exercise: "exercise VIEW"
    case .backend: "backend cassowary|dense"
    case .bench: "bench"
    case .dump: "dump"
    case .undo: "undo"
    case .quit: "quit (or exit, or Ctrl-D)"
    }
  }

  /// One sentence on what the command does.
  var summary: String {
    switch self {
    case .help: "Lists the commands, or explains one."
    case .load:
      "Reads a .layout file, or one scene of a .storyboard/.xib (views named by their ids)."
    case .save: "Writes the layout, with every edit, as a canonical .layout file."
    case .add: "Adds layout-file statements, e.g. 'add box.width == 100 @750 #w'."
    case .view: "Adds a view, in the layout file's view syntax."
    case .remove: "Removes a constraint by identifier or by its equation."
    case .activate: "Switches a constraint set, or a deactivated constraint, back on."
    case .deactivate: "Switches a constraint set or one constraint off."
    case .constant: "Changes a constraint's constant (one incremental solver edit)."
    case .priority: "Changes a constraint's priority."
    case .stack: "Changes a stack view's axis, distribution, alignment or spacing."
    case .hide: "Hides a view; a stack view collapses a hidden arranged view."
    case .unhide: "Shows a hidden view again."
    case .keyboard:
      "Shows the device's docked keyboard (or a HEIGHT-point one) or hides it; root.keyboard follows."
    case .device: "Switches to a catalog device (fuzzy names: 'se 2', '15 pro max')."
    case .rotate:
      "Turns the device a quarter turn, skipping unsupported orientations: 'right' (the "
        + "default) turns it clockwise, portrait → landscapeLeft → portraitUpsideDown → "
        + "landscapeRight, as UIKit names interface orientations; 'left' turns it back."
    case .orientation: "Sets the interface orientation."
    case .split:
      "Puts the app in an iPad Split View or Slide Over window, or back to full screen; the "
        + "names are layout --multitasking's (short ones too: 1/3, 1/2, 2/3, slideover, off)."
    case .rtl:
      "Lays out right to left (as layout --rtl does) or, with 'off', left to right; alone, "
        + "names the direction."
    case .contentsize:
      "Measures text at a content size category (text styles scale), or prints the current one."
    case .traits: "Prints the device, window size, size classes, scale and safe area."
    case .frame: "Prints one view's frame (superview coordinates) and frame in the root."
    case .frames: "Prints every view's frame."
    case .show: "Draws the layout as ASCII boxes sized to the terminal."
    case .svg: "Writes the layout as an SVG drawing."
    case .why:
      "Lists the constraints that hold a view where it is, with priorities and sources."
    case .conflicts:
      "Lists unsatisfiable constraint sets and the constraints broken; N lists conflict N's set."
    case .ambiguous: "Lists views whose frames the constraints do not determine."
    case .problems:
      "Lists what lint finds here and now: views off-screen, clipped, overlapping, without "
        + "area or behind the keyboard, and truncated text."
    case .exercise: "Shows another frame an ambiguous view could have."
    case .backend: "Switches the solver backend and re-solves."
    case .bench: "Times building and rotating the current layout on both backends."
    case .dump: "Prints the solver's internal state (the tableau)."
    case .undo: "Reverts the last change to the layout, device or backend."
    case .quit: "Ends the session."
    }
  }

  /// What `help COMMAND` prints under the usage line: the summary, and for commands whose
  /// options need more than the one line the command list has room for, what they do.
  var details: String {
    switch self {
    case .why:
      "Lists the constraints that hold a view where it is (nudging any of them moves it), with\n"
        + "priorities and sources; `all` lists every constraint connected to it."
    default: summary
    }
  }

  /// Whether the command edits the layout file (refused while a storyboard is explored).
  var editsLayoutFile: Bool {
    [
      .save, .add, .view, .remove, .activate, .deactivate, .constant, .priority, .stack, .hide,
      .unhide,
    ].contains(self)
  }
}
