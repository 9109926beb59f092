import LayoutCore

extension WorkloadBuilder {
  /// A complete binary tree of n containers: splits alternate horizontal and vertical by
  /// depth, children fill their parent (4 pt padding and 2 pt spacing in the top three levels),
  /// sibling sizes in ratios 1, 1.5 and 2; medium sizes at least 0, a weak 60 × 40 leaf size.
  mutating func nested(_ n: Int) -> (Variable, Variable) {
    let (width, height) = container()
    let nodes = (0..<n).map { frame("n\($0)") }
    let root = nodes[0]
    add(WorkloadSide(root["l"]!), .equal)
    add(WorkloadSide(root["t"]!), .equal)
    add(WorkloadSide(root["w"]!), .equal, WorkloadSide(width))
    add(WorkloadSide(root["h"]!), .equal, WorkloadSide(height))
    for i in 0..<n {
      let parent = nodes[i]
      let depth = Int.bitWidth - 1 - (i + 1).leadingZeroBitCount
      let children = [2 * i + 1, 2 * i + 2].filter { $0 < n }.map { nodes[$0] }
      add(WorkloadSide(parent["w"]!), .greaterThanOrEqual, WorkloadSide(), .medium)
      add(WorkloadSide(parent["h"]!), .greaterThanOrEqual, WorkloadSide(), .medium)
      if children.isEmpty {
        add(WorkloadSide(parent["w"]!), .equal, WorkloadSide(60), .weak)
        add(WorkloadSide(parent["h"]!), .equal, WorkloadSide(40), .weak)
        continue
      }
      let pad = depth < 3 ? 4.0 : 0
      let spacing = depth < 3 ? 2.0 : 0
      let (mainPosition, mainSize, crossPosition, crossSize) =
        depth % 2 == 0 ? ("l", "w", "t", "h") : ("t", "h", "l", "w")
      add(
        WorkloadSide(children[0][mainPosition]!), .equal, WorkloadSide(parent[mainPosition]!, pad))
      if children.count == 2 {
        add(
          WorkloadSide(children[1][mainPosition]!), .equal,
          WorkloadSide([(1, children[0][mainPosition]!), (1, children[0][mainSize]!)], spacing))
        let ratio = 1.0 + 0.5 * Double(i % 3)
        add(
          WorkloadSide(children[1][mainSize]!), .equal,
          WorkloadSide([(ratio, children[0][mainSize]!)]))
      }
      let last = children[children.count - 1]
      add(
        WorkloadSide([(1, last[mainPosition]!), (1, last[mainSize]!)], pad), .equal,
        WorkloadSide([(1, parent[mainPosition]!), (1, parent[mainSize]!)]))
      for child in children {
        add(WorkloadSide(child[crossPosition]!), .equal, WorkloadSide(parent[crossPosition]!, pad))
        add(
          WorkloadSide([(1, child[crossPosition]!), (1, child[crossSize]!)], pad), .equal,
          WorkloadSide([(1, parent[crossPosition]!), (1, parent[crossSize]!)]))
      }
    }
    return (width, height)
  }
}
