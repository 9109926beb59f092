extension NavigationInference {
  /// Whether a segue shows its destination outside every navigation stack on the canvas
  /// because it is a `custom` segue from a controller outside every stack (and without a
  /// simulated navigation bar): Interface Builder infers a controller's bars from the
  /// controller that shows it, and a custom segue's `perform()` is the app's code, so it
  /// carries no navigation context of its own. Like a `show` segue from such a controller,
  /// it is a context without a navigation bar (a side menu that swaps the roots of its
  /// navigation controllers in with custom segues leaves those roots without an inferred
  /// bar).
  static func customSegueShowsOutsideStacks(
    kind: String, from source: String, members: Set<String>,
    simulatedNavigationBars: Set<String>
  ) -> Bool {
    kind == "custom" && !members.contains(source) && !simulatedNavigationBars.contains(source)
  }
}
