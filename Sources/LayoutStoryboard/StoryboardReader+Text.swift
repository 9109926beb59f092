import AutoLayout
import LayoutCore
import LayoutGeometry
import LayoutText

extension StoryboardReader {
  /// The font size Interface Builder gives each text element when its `fontDescription` is
  /// absent or unusable: 17 pt labels, 15 pt buttons, 14 pt text fields and text views (the
  /// sizes of the objects in Xcode's library).
  static let defaultFontSizes: [String: Double] = [
    "label": 17, "button": 15, "textField": 14, "textView": 14,
  ]

  /// The text and font of a label, classic button, text field or text view, nil for other
  /// elements and for text that cannot be measured (configuration buttons with what is not
  /// modelled, buttons without a title, attributed text in a font of unknown size). A
  /// label's or text view's attributed text and a button's attributed title are read in runs
  /// (``attributedText(of:key:warnings:)``). Problems with the font are added to `warnings`.
  static func textAttributes(
    of node: XMLElementNode, warnings: inout [StoryboardWarning]
  ) -> StoryboardText? {
    guard let defaultSize = defaultFontSizes[node.name] else { return nil }
    var isPlaceholder = false
    let text: String?
    var attributed: (AttributedText, fonts: [(TextFont, String?)])?
    switch node.name {
    case "label":
      let runtime = runtimeText(of: node)
      if runtime == nil, node.child(named: "attributedString", key: "attributedText") != nil {
        guard let read = attributedText(of: node, warnings: &warnings) else { return nil }
        attributed = read
        text = read.0.string
      } else {
        text = runtime ?? node["text"] ?? stringChild(node, key: "text")
      }
    case "button":
      if let configuration = node.child(named: "buttonConfiguration", key: "configuration") {
        return configurationText(configuration, warnings: &warnings)
      }
      // An image or background image, or content insets, set the size with the title; image
      // sizes are not in the document, so such buttons keep their stored size too.
      let normal = node.child(named: "state", key: "normal")
      guard normal?["image"] == nil, normal?["backgroundImage"] == nil,
        node.child(named: "inset", key: "contentEdgeInsets") == nil
      else { return nil }
      // An attributed title replaces the plain one (`setAttributedTitle(_:for:)`); one
      // without characters is no title.
      if let normal, normal.child(named: "attributedString", key: "attributedTitle") != nil {
        guard let read = attributedText(of: normal, key: "attributedTitle", warnings: &warnings),
          !read.0.string.isEmpty
        else { return nil }
        attributed = read
        text = read.0.string
      } else {
        text = normal?["title"]
      }
    case "textField":
      if let value = node["text"], !value.isEmpty {
        text = value
      } else {
        // A field with neither still has a line's height (and only its padding across).
        text = node["placeholder"] ?? node["text"] ?? ""
        isPlaceholder = node["placeholder"] != nil
      }
    default:
      // A text view's attributed text, when it has characters, replaces its text.
      var read: (AttributedText, fonts: [(TextFont, String?)])?
      if node.child(named: "attributedString", key: "attributedText") != nil {
        read = attributedText(of: node, warnings: &warnings)
        guard read != nil else { return nil }
      }
      if let read, !read.0.runs.isEmpty {
        attributed = read
        text = read.0.string
      } else {
        text = stringChild(node, key: "text") ?? node["text"]
      }
    }
    guard let text else { return nil }
    let description = node.child(named: "fontDescription", key: "fontDescription")
    var (font, custom) = font(description, defaultSize: defaultSize, warnings: &warnings)
    if let attributed {
      // The first run's font stands for the text; a custom font in any run makes it custom.
      font = attributed.fonts.first?.0 ?? font
      custom = attributed.fonts.lazy.compactMap(\.1).first
    }
    var lines = 1
    if node.name == "label", let written = node["numberOfLines"] {
      if let value = Int(written), value >= 0 {
        lines = value
      } else {
        warnings.append(
          StoryboardWarning(
            location: node.location,
            message: "numberOfLines \"\(written)\" is not a whole number ≥ 0; measured as 1 line"))
      }
    }
    var result = StoryboardText(
      text: text, font: font, customFont: custom, numberOfLines: lines,
      lineBreakMode: lineBreakMode(of: node, warnings: &warnings),
      adjustsFontForContentSizeCategory: node.flag("adjustsFontForContentSizeCategory") ?? false,
      isPlaceholder: isPlaceholder)
    result.attributed = attributed?.0
    if node.name == "label" {
      result.minimumScaleFactor = shrinkFactor(of: node, font: font)
      result.preferredMaxLayoutWidth = node["preferredMaxLayoutWidth"].flatMap(Double.init)
        .flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    }
    return result
  }

  /// Interface Builder's names of `NSLineBreakMode`.
  static let lineBreakModes: [String: LineBreakMode] = [
    "wordWrap": .wordWrapping, "characterWrap": .charWrapping, "clip": .clipping,
    "headTruncation": .truncatingHead, "tailTruncation": .truncatingTail,
    "middleTruncation": .truncatingMiddle,
  ]

  /// The `lineBreakMode` written on a label or button; an unknown name is reported and the
  /// view keeps UIKit's default.
  static func lineBreakMode(of node: XMLElementNode, warnings: inout [StoryboardWarning])
    -> LineBreakMode?
  {
    guard let written = node["lineBreakMode"] else { return nil }
    if let mode = lineBreakModes[written] { return mode }
    let names = lineBreakModes.keys.sorted()
    warnings.append(
      StoryboardWarning(
        location: node.location,
        message: "lineBreakMode \"\(written)\" is not one of \(names.joined(separator: ", ")); "
          + "the view's default is used"))
    return nil
  }

  /// How far a label shrinks its text to fit, nil when it does not: Interface Builder writes
  /// `adjustsFontSizeToFit="NO"` for a label that does not and leaves the attribute out for
  /// one that does, with its `minimumScaleFactor` (or, in documents from before iOS 6, its
  /// `minimumFontSize`, a size in points). A factor of 0 or none means the font's own size,
  /// as UIKit documents `minimumScaleFactor` 0.
  static func shrinkFactor(of node: XMLElementNode, font: TextFont) -> Double? {
    guard node["adjustsFontSizeToFit"] != "NO" else { return nil }
    let factor: Double?
    if let written = node["minimumScaleFactor"].flatMap(Double.init) {
      factor = written
    } else if let points = node["minimumFontSize"].flatMap(Double.init) {
      factor = points / font.resolved().size
    } else {
      factor = nil
    }
    guard let factor, factor > 0, factor < 1 else { return nil }
    return factor
  }

  /// The title, font and insets of a configuration button (iOS 15): its attributed title in
  /// its runs' fonts, else the title in its `titleFontDescription`, else in the body text
  /// style (configuration titles follow Dynamic Type by default), inside its
  /// `contentInsets`, else a medium button's. Nil (the stored size is kept) for what is not
  /// modelled: no title, an image, a subtitle, an attributed title in a font of unknown
  /// size, or another button size without written insets.
  static func configurationText(
    _ node: XMLElementNode, warnings: inout [StoryboardWarning]
  ) -> StoryboardText? {
    var attributed: (AttributedText, fonts: [(TextFont, String?)])?
    if node.child(named: "attributedString", key: "attributedTitle") != nil {
      attributed = attributedText(of: node, key: "attributedTitle", warnings: &warnings)
      guard attributed != nil else { return nil }
    }
    guard let title = attributed?.0.string ?? node["title"], !title.isEmpty, node["image"] == nil,
      node["subtitle"] == nil,
      node.child(named: "attributedString", key: "attributedSubtitle") == nil
    else { return nil }
    let insets: DirectionalEdgeInsets
    if let written = node.child(named: "directionalEdgeInsets", key: "contentInsets") {
      func value(_ name: String) -> Double { written[name].flatMap(Double.init) ?? 0 }
      insets = DirectionalEdgeInsets(
        top: value("top"), leading: value("leading"), bottom: value("bottom"),
        trailing: value("trailing"))
    } else if (node["buttonSize"] ?? "medium") == "medium" {
      insets = TextContent.mediumConfigurationInsets
    } else {
      return nil
    }
    var font = TextFont.style(.body)
    var custom: String?
    if let description = node.child(named: "fontDescription", key: "titleFontDescription") {
      (font, custom) = Self.font(description, defaultSize: 17, warnings: &warnings)
    }
    if let attributed {
      font = attributed.fonts.first?.0 ?? font
      custom = attributed.fonts.lazy.compactMap(\.1).first
    }
    var result = StoryboardText(
      text: title, font: font, customFont: custom, configurationInsets: insets)
    result.attributed = attributed?.0
    return result
  }

  /// The text a user-defined runtime attribute sets (`keyPath="text"`, `type="string"`),
  /// nil without one. The element is a label, so its class (custom or not) is UILabel or a
  /// subclass; the nib loader sets runtime attributes with `setValue(_:forKeyPath:)` after
  /// the label is decoded, so this text replaces the one written in the inspector.
  static func runtimeText(of node: XMLElementNode) -> String? {
    guard let list = node.child(named: "userDefinedRuntimeAttributes") else { return nil }
    let attribute = list.children(named: "userDefinedRuntimeAttribute").last {
      $0["keyPath"] == "text" && $0["type"] == "string"
    }
    guard let attribute else { return nil }
    return attribute["value"] ?? stringChild(attribute, key: "value") ?? ""
  }

  /// The characters of the `<string key=…>` child, where Xcode writes long texts.
  static func stringChild(_ node: XMLElementNode, key: String) -> String? {
    node.child(named: "string", key: key).map { $0.text ?? "" }
  }

  /// Reads a `fontDescription`: `type="system"` (with `weight`), `boldSystem`, `italicSystem`
  /// at `pointSize`; `style="UICTFontTextStyleBody"` and the other text styles; a custom
  /// font (`name`/`family`) becomes ``TextFont/custom(family:size:weight:italic:)`` at its
  /// size, with the weight and italic its PostScript name suggests (measured in the family
  /// when it is installed, else in the stand-in), and its name is returned as the second
  /// value. Unknown values give a
  /// warning at the element's line and the default for that part.
  static func font(
    _ node: XMLElementNode?, defaultSize: Double, warnings: inout [StoryboardWarning]
  ) -> (TextFont, String?) {
    guard let node else { return (.system(size: defaultSize), nil) }
    func warn(_ message: String) {
      warnings.append(StoryboardWarning(location: node.location, message: message))
    }
    var size = defaultSize
    if let written = node["pointSize"] {
      if let value = Double(written), value.isFinite, TextFont.sizeRange.contains(value) {
        size = value
      } else {
        let range = TextFont.sizeRange
        warn(
          "font pointSize \"\(written)\" is not a size from \(points(range.lowerBound)) to "
            + "\(points(range.upperBound)) points; measured at \(points(defaultSize)) pt")
      }
    }
    var weight = FontWeight.regular
    var italic = false
    var custom: String?
    var family: String?
    switch node["type"] {
    case "system": break
    case "boldSystem": weight = .bold
    case "italicSystem": italic = true
    case nil:
      custom = node["name"] ?? node["family"]
      family = node["family"] ?? node["name"].map(familyOfFontName)
      if let name = node["name"] { (weight, italic) = styleOfFontName(name) }
    case let other?:
      warn(
        "unknown font type \"\(other)\"; expected system, boldSystem or italicSystem; measured as the system font"
      )
    }
    if let written = node["weight"] {
      if let value = FontWeight(name: written) {
        weight = value
      } else {
        warn(
          "unknown font weight \"\(written)\"; expected one of "
            + FontWeight.allCases.map(\.rawValue).joined(separator: ", ") + "; measured as regular")
      }
    }
    if let written = node["style"] {
      guard let style = TextStyle(name: written) else {
        warn(
          "unknown text style \"\(written)\"; expected one of UICTFontTextStyleBody, "
            + "UICTFontTextStyleHeadline, …, or \(TextStyle.names); measured as the system font at \(points(size)) pt"
        )
        return (.system(size: size, weight: weight, italic: italic), custom)
      }
      let styleWeight: FontWeight? = weight == .regular ? nil : weight
      return (.style(style, weight: styleWeight, italic: italic), custom)
    }
    if let family {
      return (
        .custom(
          family: family, size: size, weight: weight, italic: italic,
          postScriptName: node["name"]), custom
      )
    }
    return (.system(size: size, weight: weight, italic: italic), custom)
  }

  /// The family a PostScript font name names when a `fontDescription` has no `family`: the
  /// name without its style (`Papyrus-Condensed` → `Papyrus`).
  static func familyOfFontName(_ name: String) -> String {
    name.firstIndex(of: "-").map { String(name[..<$0]) } ?? name
  }

  /// A point size as fonts are written (`17`, `17.5`).
  static func points(_ size: Double) -> String { TextFont.system(size: size).text }

  /// The weight and slant a PostScript font name suggests (`HelveticaNeue-BoldItalic` is
  /// bold italic), regular and upright when it names neither. The style is the word after the
  /// last `-` or `_`: Core Text names a variable font's named instance after the font and the
  /// instance (`DMSans-9ptRegular_Bold`, the `Bold` instance), as Interface Builder writes it.
  static func styleOfFontName(_ name: String) -> (FontWeight, Bool) {
    guard let dash = name.lastIndex(where: { $0 == "-" || $0 == "_" }) else {
      return (.regular, false)
    }
    var suffix = name[name.index(after: dash)...].lowercased()
    var italic = false
    for marker in ["italic", "oblique"] where suffix.hasSuffix(marker) {
      italic = true
      suffix.removeLast(marker.count)
    }
    let names: [(String, FontWeight)] = [
      ("ultralight", .ultraLight), ("extralight", .thin), ("thin", .thin), ("light", .light),
      ("medium", .medium), ("semibold", .semibold), ("demibold", .semibold), ("bold", .bold),
      ("heavy", .heavy), ("extrabold", .heavy), ("black", .black),
    ]
    let weight = names.first { $0.0 == suffix }?.1 ?? .regular
    return (weight, italic)
  }
}
