import LayoutCore
import LayoutDevices
import Testing

@testable import LayoutFormats

/// The exact trees the parser builds.
@Suite struct LayoutFileSyntaxTreeTests {
  func anchor(_ view: String, _ attribute: LayoutAttribute, guide: ItemReference.Guide? = nil)
    -> AnchorReference
  {
    AnchorReference(item: ItemReference(view: view, guide: guide), attribute: attribute)
  }

  @Test func viewsAndConstraints() throws {
    let layout = try LayoutFileParser.parse(
      """
      orientations portrait, landscape
      view green: UIView {
        intrinsic 100 none
        compression 700 760
        view label: UILabel { text "Hi"; font 17 }
      }
      view red in green
      green.top == root.topMargin + 20 @750 #greenTop
      red.width == 0.5 * green.width
      red.height <= 44
      red.top == green.safeArea.top - 8
      """)
    #expect(
      layout.statements == [
        .orientations([.portrait, .landscapeLeft, .landscapeRight], .none),
        .view(
          ViewDeclaration(
            name: "green", className: "UIView",
            properties: ViewProperties(
              intrinsicSize: AxisPair(horizontal: 100, vertical: nil),
              compression: AxisPair(horizontal: 700, vertical: 760)),
            subviews: [
              ViewDeclaration(
                name: "label", className: "UILabel",
                properties: ViewProperties(text: "Hi", fontSize: 17))
            ])),
        .view(ViewDeclaration(name: "red", superview: "green")),
        .constraint(
          ConstraintEquation(
            first: anchor("green", .top), relation: .equal, second: anchor("root", .topMargin),
            constant: 20, priority: 750, identifier: "greenTop")),
        .constraint(
          ConstraintEquation(
            first: anchor("red", .width), relation: .equal, second: anchor("green", .width),
            multiplier: 0.5)),
        .constraint(
          ConstraintEquation(
            first: anchor("red", .height), relation: .lessThanOrEqual, constant: 44)),
        .constraint(
          ConstraintEquation(
            first: anchor("red", .top), relation: .equal,
            second: anchor("green", .top, guide: .safeArea), constant: -8)),
      ])
  }

  @Test func setsVariationsAndVisualFormat() throws {
    let layout = try LayoutFileParser.parse(
      """
      view a
      view b
      a.top == root.top #x
      set compact active {
        V:|[a][b]| alignAllLeading
      }
      [wAny hC] {
        uninstall #x
        a.leading == root.leading #y
        #x.constant = 4
        install b
        a.text = "tab\\there"
        deactivate compact
      }
      when width 320...414, aspect <= 1 {
        uninstall a
      }
      """)
    let format = VisualFormat(
      orientation: .vertical, leadingSuperview: .flush,
      views: [VisualFormatView(name: "a"), VisualFormatView(name: "b")], spacings: [.flush],
      trailingSuperview: .flush)
    #expect(
      layout.statements.dropFirst(3).map { $0 } == [
        .constraintSet(
          ConstraintSetDeclaration(
            name: "compact", isActive: true,
            members: [
              .visualFormat(VisualFormatStatement(format: format, options: .alignAllLeading))
            ])),
        .variation(
          Variation(
            condition: .sizeClasses(SizeClassPair(horizontal: .unspecified, vertical: .compact)),
            overrides: [
              .uninstallConstraint("x", .none),
              .add(
                .equation(
                  ConstraintEquation(
                    first: anchor("a", .leading), relation: .equal,
                    second: anchor("root", .leading), identifier: "y"))),
              .setConstant("x", 4, .none),
              .installView("b", .none),
              .setText("a", "tab\there", .none),
              .deactivateSet("compact", .none),
            ])),
        .variation(
          Variation(
            condition: .size([
              SizeCondition(quantity: .width, lowerBound: 320, upperBound: 414),
              SizeCondition(quantity: .aspect, upperBound: 1),
            ]),
            overrides: [.uninstallView("a", .none)])),
      ])
  }

  @Test func positionsArePreserved() throws {
    let layout = try LayoutFileParser.parse("view a\n  a.width == 10 #w\n", file: "p.layout")
    guard case .constraint(let equation) = layout.statements[1] else {
      Issue.record("expected a constraint")
      return
    }
    #expect(equation.position.description == "p.layout:2:3")
  }
}
