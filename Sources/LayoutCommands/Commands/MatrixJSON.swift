import LayoutMatrix
import LayoutSupport

/// The JSON report of `layout matrix --format json`:
///
/// ```
/// {"layout", "backend", "cells": [{"device", "orientation", "multitasking", "size": [w, h],
///  "scale", "sizeClass": {"horizontal", "vertical"}, "contentSize", "status", "problems":
///  [{"kind", "severity", "message", "detail", "location"}]}], "summary": {"configurations",
///  "ok", "problems"}}
/// ```
/// `contentSize` is the category text was measured at, by its short name (`l`, the default,
/// `ax5`, …), so the cells of `--content-sizes` tell apart as the text table's column does.
enum MatrixJSON {
  /// The document, ending with a newline.
  static func render(_ screens: [SolvedScreen], source: LayoutSource, backend: String) -> String {
    let document: OrderedJSON = .object(
      [("layout", .string(source.path)), ("backend", .string(backend))] + fields(screens))
    return document.rendered() + "\n"
  }

  /// `cells` and `summary`: what one solved layout adds to a document (`--scene all` writes
  /// them once per scene).
  static func fields(_ screens: [SolvedScreen]) -> [(String, OrderedJSON)] {
    let cells = screens.map { screen -> OrderedJSON in
      let info = screen.snapshot.screen
      let sizeClass: OrderedJSON =
        info.sizeClasses.map {
          .object([
            ("horizontal", .string($0.horizontal.rawValue)),
            ("vertical", .string($0.vertical.rawValue)),
          ])
        } ?? .null
      let problems = screen.problems.map { problem -> OrderedJSON in
        .object([
          ("kind", .string(problem.kind.rawValue)),
          ("severity", .string(problem.kind.isError ? "error" : "warning")),
          ("message", .string(problem.message)),
          ("detail", .optional(problem.detail)),
          ("location", .optional(problem.location.map(\.description))),
        ])
      }
      return .object([
        ("device", .optional(info.deviceName)),
        ("orientation", .optional(info.orientation)),
        ("multitasking", .optional(info.multitasking)),
        ("size", .array([.number(info.size.width), .number(info.size.height)])),
        ("scale", .number(info.scale)),
        ("sizeClass", sizeClass),
        ("contentSize", .string(screen.configuration.contentSizeCategory.alias)),
        ("status", .string(screen.status)),
        ("problems", .array(problems)),
      ])
    }
    let clean = screens.filter { $0.problems.isEmpty }.count
    return [
      ("cells", .array(cells)),
      (
        "summary",
        .object([
          ("configurations", .number(Double(screens.count))),
          ("ok", .number(Double(clean))),
          ("problems", .number(Double(screens.count - clean))),
        ])
      ),
    ]
  }
}
