import ArgumentParser
import LayoutCommands

/// `--orientation NAME`: listed in `--help`, refused by the parser when it names none;
/// spelt in any case, with dashes, or `upsideDown`, as ``OrientationChoice/init(name:)``
/// reads it.
extension OrientationChoice: ExpressibleByArgument {
  public init?(argument: String) { self.init(name: argument) }
}
