import LayoutSupport

extension DeviceCatalog {
  /// The devices as a JSON array of objects, the format of `layout devices --json`.
  ///
  /// Keys: `name`, `identifiers`, `family`, `year`, `points` and `pixels` (`width`,
  /// `height`, portrait), `scale`, `nativeScale`, `ppi`, `diagonal`, `sizeClasses`,
  /// `statusBarHeight` and `safeArea` (each keyed `portrait`/`landscape`), `homeIndicator`,
  /// `displayZoom` (`null` or `points` + `nativeScale`), `orientations`, `multitasking`
  /// (iPads only: the windows the model supports) and `sources` (device, then screen).
  public static func json(_ devices: [Device] = all) -> String {
    OrderedJSON.array(devices.map(jsonValue)).rendered(.catalog) + "\n"
  }

  /// A readable fixed-width table of the devices, one line each, the format of
  /// `layout devices`.
  public static func table(_ devices: [Device] = all) -> String {
    let header = [
      "Name", "Family", "Year", "Points", "@", "Native", "Pixels", "PPI", "Diag", "Portrait",
      "Landscape", "Safe area (portrait)", "Zoomed",
    ]
    let rows = devices.map { device -> [String] in
      [
        device.name, device.family.rawValue, String(device.year), device.points.description,
        OrderedJSON.Style.shortestNumber(device.scale),
        OrderedJSON.Style.shortestNumber(device.nativeScale),
        device.pixels.description, String(device.ppi),
        OrderedJSON.Style.shortestNumber(device.diagonal),
        device.screen.sizeClasses.portrait.description,
        device.screen.sizeClasses.landscape.description,
        insetsText(device.screen.safeArea.portrait),
        device.displayZoom.map(\.points.description) ?? "-",
      ]
    }
    let widths = header.indices.map { column in
      ([header] + rows).map { $0[column].count }.max() ?? 0
    }
    return ([header] + rows).map { cells in
      zip(cells, widths).map { $0 + String(repeating: " ", count: $1 - $0.count) }
        .joined(separator: "  ").trimmingSpaces
    }.joined(separator: "\n") + "\n"
  }

  private static func insetsText(_ insets: EdgeInsets) -> String {
    [insets.top, insets.left, insets.bottom, insets.right].map(OrderedJSON.Style.shortestNumber)
      .joined(
        separator: " ")
  }

  static func jsonValue(_ device: Device) -> OrderedJSON {
    let screen = device.screen
    func size(_ size: Size) -> OrderedJSON {
      .object([("width", .number(size.width)), ("height", .number(size.height))])
    }
    func classes(_ pair: SizeClassPair) -> OrderedJSON {
      .object([
        ("horizontal", .string(pair.horizontal.rawValue)),
        ("vertical", .string(pair.vertical.rawValue)),
      ])
    }
    func insets(_ insets: EdgeInsets) -> OrderedJSON {
      .object([
        ("top", .number(insets.top)), ("left", .number(insets.left)),
        ("bottom", .number(insets.bottom)), ("right", .number(insets.right)),
      ])
    }
    func perOrientation<Value>(_ values: PerOrientation<Value>, _ render: (Value) -> OrderedJSON)
      -> OrderedJSON
    {
      .object([("portrait", render(values.portrait)), ("landscape", render(values.landscape))])
    }
    var members: [(String, OrderedJSON)] = [
      ("name", .string(device.name)),
      ("identifiers", .array(device.identifiers.map(OrderedJSON.string))),
      ("family", .string(device.family.rawValue)),
      ("year", .number(Double(device.year))),
      ("points", size(screen.points)),
      ("scale", .number(screen.scale)),
      ("nativeScale", .number(screen.nativeScale)),
      (
        "pixels",
        .object([
          ("width", .number(Double(screen.pixels.width))),
          ("height", .number(Double(screen.pixels.height))),
        ])
      ),
      ("ppi", .number(Double(screen.ppi))),
      ("diagonal", .number(screen.diagonal)),
      ("sizeClasses", perOrientation(screen.sizeClasses, classes)),
      ("statusBarHeight", perOrientation(screen.statusBarHeight, OrderedJSON.number)),
      ("safeArea", perOrientation(screen.safeArea, insets)),
      ("homeIndicator", .bool(screen.hasHomeIndicator)),
      (
        "displayZoom",
        screen.displayZoom.map {
          .object([("points", size($0.points)), ("nativeScale", .number($0.nativeScale))])
        }
          ?? .null
      ),
      (
        "orientations",
        .array(screen.supportedOrientations.orientations.map { .string($0.description) })
      ),
    ]
    if device.family == .iPad {
      let windows = device.multitaskingWindows.map { window -> OrderedJSON in
        .object([
          ("orientation", .string(window.orientation.rawValue)),
          ("mode", .string(window.mode.rawValue)),
          ("width", .number(window.size.width)), ("height", .number(window.size.height)),
          ("horizontal", .string(window.sizeClasses.horizontal.rawValue)),
          ("vertical", .string(window.sizeClasses.vertical.rawValue)),
        ])
      }
      members.append(("multitasking", .array(windows)))
    }
    var sources = device.sources
    for source in screen.sources where !sources.contains(source) { sources.append(source) }
    members.append(("sources", .array(sources.map(OrderedJSON.string))))
    return .object(members)
  }
}

extension OrderedJSON.Style {
  /// The catalog's listing: two-space indentation, every array item on its own line, numbers
  /// in their shortest form.
  static let catalog = OrderedJSON.Style(
    indentWidth: 2, inlineArrayLimit: nil, number: OrderedJSON.Style.shortestNumber)
}
