extension StoryboardDocument {
  /// Whether the canvas puts `root` at the screen's top edge when it is shorter than the
  /// screen, so that the screen's bottom safe-area inset (the home indicator) reaches it only
  /// where it overlaps it. A root of any simulated size but *Freeform* always sits there; a
  /// freeform one only on the canvas of Xcode 13 to 14.2 (toolsVersion 19000 to 21699, up to
  /// the canvas change of ``showsStatusBarAgain``), as the frames those versions store show
  /// (the LayoutStoryboard README, *Freeform roots shorter than the screen*).
  func sitsAtScreenTop(_ root: StoryboardRoot) -> Bool {
    !root.hasFreeformSize || (toolsMajorVersion >= 19000 && !showsStatusBarAgain)
  }
}
