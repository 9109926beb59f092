/// Lays out several screens of one layout (device × orientation, or any other set) on one
/// sheet: a row per device, its screens side by side at one common scale so sizes compare
/// at a glance.
public enum DeviceMatrixRenderer {
  /// Space between figures and around the sheet, in SVG units.
  public static let gap = 24.0

  /// One row of the sheet: a device and its screens in the order given.
  struct Row {
    var device: String
    var snapshots: [LayoutSnapshot]
  }

  /// Groups snapshots by device name, keeping first-appearance order.
  static func rows(_ snapshots: [LayoutSnapshot]) -> [Row] {
    var rows: [Row] = []
    for snapshot in snapshots {
      let device = snapshot.screen.deviceName ?? ""
      if let index = rows.firstIndex(where: { $0.device == device }) {
        rows[index].snapshots.append(snapshot)
      } else {
        rows.append(Row(device: device, snapshots: [snapshot]))
      }
    }
    return rows
  }

  /// The heading of one cell: the orientation and multitasking arrangement (or the title)
  /// and the layout's status.
  static func cellHeading(_ snapshot: LayoutSnapshot) -> String {
    let screen = snapshot.screen
    var names = [screen.orientation, screen.multitasking].compactMap { $0 }.filter {
      !$0.isEmpty
    }
    if names.isEmpty { names = [screen.title.isEmpty ? "screen" : screen.title] }
    return names.joined(separator: " ") + " · " + snapshot.status
  }

  /// The details under a cell's heading: size, scale and size classes.
  static func cellDetails(_ snapshot: LayoutSnapshot) -> String {
    var screen = snapshot.screen
    screen.deviceName = nil
    screen.orientation = nil
    screen.multitasking = nil
    return screen.details
  }

  /// The sheet as one SVG document, ending with a newline.
  ///
  /// - Parameters:
  ///   - title: the sheet's heading (the layout's name).
  ///   - scale: SVG units per point, shared by every screen.
  /// - Throws: ``RenderingError/invalidScale(_:)`` unless `scale` is positive and finite,
  ///   ``RenderingError/invalidScreenSize(width:height:)`` for a screen without a positive
  ///   finite size.
  public static func svg(_ snapshots: [LayoutSnapshot], title: String, scale: Double = 0.5)
    throws(RenderingError) -> String
  {
    guard scale.isFinite, scale > 0 else { throw .invalidScale(scale) }
    for snapshot in snapshots { try snapshot.screen.validateSize() }
    var body: [String] = []
    var y = gap
    body.append(
      SVGMarkup.text(
        "text",
        [("class", "heading"), ("x", SVGMarkup.number(gap)), ("y", SVGMarkup.number(y + 16))],
        title))
    y += 16 + gap
    var width = gap * 2 + SVGMarkup.estimatedWidth(title, fontSize: 16)
    var drawings = Drawings()
    for row in rows(snapshots) {
      if !row.device.isEmpty {
        body.append(
          SVGMarkup.text(
            "text",
            [("class", "title"), ("x", SVGMarkup.number(gap)), ("y", SVGMarkup.number(y + 14))],
            row.device))
        y += 14 + gap / 2
      }
      var x = gap
      var rowHeight = 0.0
      for snapshot in row.snapshots {
        let figure = ScreenFigure(
          drawings.drawing(
            snapshot, scale: scale, noteWidth: max(240, snapshot.screen.size.width * scale)),
          heading: cellHeading(snapshot), subheading: cellDetails(snapshot))
        body.append(
          "<g transform=\"translate(\(SVGMarkup.number(x)),\(SVGMarkup.number(y)))\">")
        body += figure.elements.map { "  " + $0 }
        body.append("</g>")
        x += figure.width + gap
        rowHeight = max(rowHeight, figure.height)
      }
      width = max(width, x)
      y += rowHeight + gap
    }
    return SVGMarkup.document(width: width, height: y, body: body)
  }

  /// The sheet as an HTML page: a section per device with its screens' SVGs side by side,
  /// each headed with its orientation, status, size and size classes, ending with a
  /// newline. Each SVG stands alone, so a browser can save or open any one of them.
  ///
  /// `links[i]`, when given, is the address of `snapshots[i]` drawn full size (the SVG file
  /// `layout matrix --report` writes beside the page): its drawing and a caption link to it,
  /// since the sheet's half-size drawings are too small to read labels in.
  ///
  /// - Throws: ``RenderingError/invalidScale(_:)`` unless `scale` is positive and finite,
  ///   ``RenderingError/invalidScreenSize(width:height:)`` for a screen without a positive
  ///   finite size.
  public static func html(
    _ snapshots: [LayoutSnapshot], title: String, scale: Double = 0.5, links: [String] = []
  ) throws(RenderingError) -> String {
    guard scale.isFinite, scale > 0 else { throw .invalidScale(scale) }
    for snapshot in snapshots { try snapshot.screen.validateSize() }
    var body = ["<h1>\(Markup.escape(title))</h1>"]
    // Indices grouped like `rows(_:)`, so each cell finds its link.
    var devices: [String] = []
    var members: [[Int]] = []
    for (index, snapshot) in snapshots.enumerated() {
      let device = snapshot.screen.deviceName ?? ""
      if let row = devices.firstIndex(of: device) {
        members[row].append(index)
      } else {
        devices.append(device)
        members.append([index])
      }
    }
    var drawings = Drawings()
    for (device, indices) in zip(devices, members) {
      body.append("<section class=\"device\">")
      if !device.isEmpty { body.append("<h2>\(Markup.escape(device))</h2>") }
      body.append("<div class=\"row\">")
      for index in indices {
        let snapshot = snapshots[index]
        let svg = SVGRenderer.document(
          drawings.drawing(snapshot, scale: scale, noteWidth: nil),
          heading: cellHeading(snapshot), subheading: cellDetails(snapshot))
        body.append("<figure class=\"\(snapshot.status)\">")
        if index < links.count {
          let href = Markup.escape(links[index])
          body.append("<a href=\"\(href)\">")
          body.append(svg.trimmingTrailingNewline)
          body.append("</a>")
          body.append("<figcaption><a href=\"\(href)\">\(href)</a></figcaption>")
        } else {
          body.append(svg.trimmingTrailingNewline)
        }
        body.append("</figure>")
      }
      body.append("</div>")
      body.append("</section>")
    }
    return HTMLPage.render(title: title, body: body)
  }
}

/// Each screen's drawing made once for every snapshot that differs from it only in its
/// labels (device, orientation, window): the configurations of a matrix that share an
/// environment have the same frames, and drawing them was most of a sheet's time.
struct Drawings {
  private var made: [LayoutSnapshot: ScreenFigure.Drawing] = [:]

  /// The drawing of `snapshot`, made or found.
  mutating func drawing(_ snapshot: LayoutSnapshot, scale: Double, noteWidth: Double?)
    -> ScreenFigure.Drawing
  {
    var key = snapshot
    key.screen.deviceName = nil
    key.screen.orientation = nil
    key.screen.multitasking = nil
    if let drawing = made[key] { return drawing }
    let drawing = ScreenFigure.Drawing(snapshot, scale: scale, noteWidth: noteWidth)
    made[key] = drawing
    return drawing
  }
}

extension String {
  /// The string without one final newline, for embedding a rendered document.
  var trimmingTrailingNewline: String {
    hasSuffix("\n") ? String(dropLast()) : self
  }
}
