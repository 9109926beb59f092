extension View {
  /// Brings the autoresizing constraints in line with the frame, the mask and the flag.
  ///
  /// Per axis the frame splits the superview's extent W into near margin, size and far
  /// margin. Fixed parts keep their length; flexible parts share the change of the
  /// superview's extent S in proportion to their lengths (evenly when all are 0), so
  /// `position = a × S + b` and `size = a' × S + b'`. Until the reference extent W is known
  /// (the superview has not been laid out) every part is fixed, which is the same layout
  /// at S = W; the engine then records W and the constraints take their final form.
  func refreshAutoresizing() {
    guard translatesAutoresizingMaskIntoConstraints, let parent = superview else {
      for old in autoresizingConstraints {
        old.isActive = false
        engine?.enqueue(old)
      }
      autoresizingConstraints = []
      return
    }
    let frame = assignedFrame
    let reference = autoresizingReference
    let horizontal = Self.springs(
      near: frame.x, size: frame.width, extent: reference?.width,
      flexible: (
        autoresizingMask.contains(.flexibleLeftMargin), autoresizingMask.contains(.flexibleWidth),
        autoresizingMask.contains(.flexibleRightMargin)
      ))
    let vertical = Self.springs(
      near: frame.y, size: frame.height, extent: reference?.height,
      flexible: (
        autoresizingMask.contains(.flexibleTopMargin), autoresizingMask.contains(.flexibleHeight),
        autoresizingMask.contains(.flexibleBottomMargin)
      ))
    let shapes: [(LayoutAttribute, LayoutAttribute, (Double, Double))] = [
      (.left, .width, horizontal.position), (.width, .width, horizontal.size),
      (.top, .height, vertical.position), (.height, .height, vertical.size),
    ]
    var wanted: [LayoutConstraint] = []
    for (index, (attribute, parentAttribute, line)) in shapes.enumerated() {
      if index < autoresizingConstraints.count {
        let existing = autoresizingConstraints[index]
        if existing.secondItem === parent, existing.multiplier == line.0 {
          existing.autoresizingCode = autoresizingMask.code
          existing.constant = line.1
          wanted.append(existing)
          continue
        }
        existing.isActive = false
        engine?.enqueue(existing)
      }
      let constraint = LayoutConstraint(
        unchecked: self, attribute, .equal, parent, parentAttribute, multiplier: line.0,
        constant: line.1, kind: .autoresizing)
      constraint.autoresizingCode = autoresizingMask.code
      constraint.isActive = true
      constraint.host = parent
      constraint.noteChange()
      wanted.append(constraint)
    }
    autoresizingConstraints = wanted
  }

  /// The position and size of one axis as `multiplier × superviewExtent + constant` pairs.
  static func springs(
    near: Double, size: Double, extent: Double?, flexible: (Bool, Bool, Bool)
  ) -> (position: (Double, Double), size: (Double, Double)) {
    guard let extent, flexible.0 || flexible.1 || flexible.2 else {
      return ((0, near), (0, size))
    }
    let far = extent - near - size
    let parts = [(near, flexible.0), (size, flexible.1), (far, flexible.2)]
    let flexibleTotal = parts.filter(\.1).reduce(0) { $0 + $1.0 }
    let flexibleCount = Double(parts.filter(\.1).count)
    func share(_ part: (Double, Bool)) -> Double {
      guard part.1 else { return 0 }
      return flexibleTotal != 0 ? part.0 / flexibleTotal : 1 / flexibleCount
    }
    let nearShare = share(parts[0])
    let sizeShare = share(parts[1])
    return ((nearShare, near - nearShare * extent), (sizeShare, size - sizeShare * extent))
  }
}
