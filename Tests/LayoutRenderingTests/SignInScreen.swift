import LayoutCore
import AutoLayout
import LayoutRendering

import struct LayoutDevices.Device
import enum LayoutDevices.DeviceCatalog
import enum LayoutDevices.InterfaceOrientation

/// A small sign-in screen built with the engine (by default on an iPhone SE (2nd
/// generation) in portrait): a header reaching under the status bar with a title, a form in
/// the margins with two fields, a button whose width conflicts, a hidden hint and a badge
/// with no vertical position (ambiguous).
struct SignInScreen {
  let engine: LayoutEngine
  let device: Device
  let orientation: InterfaceOrientation
  let header, title, form, email, password, button, hint, badge: View

  static let annotations: [String: ViewAnnotation] = [
    "header": ViewAnnotation(className: "UIView"),
    "title": ViewAnnotation(className: "UILabel", text: "Tom & Jerry's <Sign In>"),
    "email": ViewAnnotation(className: "UITextField", text: "you@example.com"),
    "password": ViewAnnotation(className: "UITextField", text: "••••••"),
    "button": ViewAnnotation(className: "UIButton", text: "Go"),
    "hint": ViewAnnotation(className: "UILabel", text: "Caps Lock is on"),
    "badge": ViewAnnotation(className: "UILabel", text: "3"),
  ]

  init(
    device name: String = "iPhone SE (2nd generation)",
    orientation: InterfaceOrientation = .portrait
  ) throws {
    device = try DeviceCatalog.device(named: name)
    self.orientation = orientation
    let geometry = try device.geometry(in: orientation)
    engine = LayoutEngine(
      rootSize: Size(width: geometry.size.width, height: geometry.size.height),
      scale: geometry.scale)
    let insets = geometry.safeAreaInsets
    engine.safeAreaInsets.top = insets.top
    engine.safeAreaInsets.left = insets.left
    engine.safeAreaInsets.bottom = insets.bottom
    engine.safeAreaInsets.right = insets.right
    engine.horizontalSizeClass = geometry.sizeClasses.horizontal
    let root = engine.root
    func make(_ name: String, in parent: View) throws -> View {
      let view = View(name)
      view.translatesAutoresizingMaskIntoConstraints = false
      try parent.addSubview(view)
      return view
    }
    header = try make("header", in: root)
    title = try make("title", in: header)
    form = try make("form", in: root)
    email = try make("email", in: form)
    password = try make("password", in: form)
    button = try make("button", in: form)
    hint = try make("hint", in: form)
    badge = try make("badge", in: root)
    hint.isHidden = true

    let margins = root.layoutMarginsGuide
    try LayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: root.topAnchor),
      header.leftAnchor.constraint(equalTo: root.leftAnchor),
      header.rightAnchor.constraint(equalTo: root.rightAnchor),
      header.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 44),
      title.leftAnchor.constraint(equalTo: header.leftAnchor, constant: 16),
      title.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -10),
      title.widthAnchor.constraint(equalToConstant: 220),
      title.heightAnchor.constraint(equalToConstant: 24),
      form.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 20),
      form.leftAnchor.constraint(equalTo: margins.leftAnchor),
      form.rightAnchor.constraint(equalTo: margins.rightAnchor),
      form.heightAnchor.constraint(equalToConstant: 200),
      email.topAnchor.constraint(equalTo: form.topAnchor),
      email.leftAnchor.constraint(equalTo: form.leftAnchor),
      email.rightAnchor.constraint(equalTo: form.rightAnchor),
      email.heightAnchor.constraint(equalToConstant: 44),
      password.topAnchor.constraint(equalTo: email.bottomAnchor, constant: 12),
      password.leftAnchor.constraint(equalTo: form.leftAnchor),
      password.rightAnchor.constraint(equalTo: form.rightAnchor),
      password.heightAnchor.constraint(equalToConstant: 44),
      button.topAnchor.constraint(equalTo: password.bottomAnchor, constant: 24),
      button.centerXAnchor.constraint(equalTo: form.centerXAnchor),
      button.widthAnchor.constraint(
        equalTo: form.widthAnchor, multiplier: 0.3, file: "SignIn.swift", line: 1),
      button.heightAnchor.constraint(equalToConstant: 44),
      hint.topAnchor.constraint(equalTo: button.bottomAnchor, constant: 8),
      hint.leftAnchor.constraint(equalTo: form.leftAnchor),
      hint.widthAnchor.constraint(equalToConstant: 150),
      hint.heightAnchor.constraint(equalToConstant: 20),
      badge.rightAnchor.constraint(equalTo: margins.rightAnchor),
      badge.widthAnchor.constraint(equalToConstant: 30),
      badge.heightAnchor.constraint(equalToConstant: 30),
    ])
    try engine.layoutIfNeeded()
    // A fixed width that contradicts the proportional one: the newer constraint breaks.
    try LayoutConstraint.activate([
      button.widthAnchor.constraint(equalToConstant: 120, file: "SignIn.swift", line: 2)
    ])
  }

  func snapshot() throws -> LayoutSnapshot {
    try LayoutSnapshot.capture(
      engine, title: "Sign In", device: device, orientation: orientation,
      annotations: SignInScreen.annotations)
  }
}
