import ArgumentParser
import LayoutDevices

/// `--family NAME` of `layout devices`: `iPhone`, `iPad` or `iPod` in any case, as
/// ``DeviceFamily/init(name:)`` reads them.
extension DeviceFamily: ExpressibleByArgument {
  public init?(argument: String) { self.init(name: argument) }
}
