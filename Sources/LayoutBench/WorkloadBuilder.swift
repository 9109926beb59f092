import LayoutCore

/// Accumulates a workload's variables and constraints in the order the format fixes: variables
/// numbered by first use, each constraint `lhs - rhs OP 0` with repeated variables merged
/// (first use first) and zero coefficients dropped.
struct WorkloadBuilder {
  private(set) var variables: [Variable] = []
  private(set) var constraints: [Constraint] = []
  private var index: [String: Int] = [:]

  /// The variable called `name`, made on first use.
  mutating func variable(_ name: String) -> Variable {
    if let position = index[name] { return variables[position] }
    let variable = Variable(name)
    index[name] = variables.count
    variables.append(variable)
    return variable
  }

  /// A view's frame variables (`NAME.l`, `.t`, `.w`, `.h`), made in that order.
  mutating func frame(_ name: String, _ attributes: [String] = ["l", "t", "w", "h"])
    -> [String: Variable]
  {
    var frame: [String: Variable] = [:]
    for attribute in attributes { frame[attribute] = variable("\(name).\(attribute)") }
    return frame
  }

  /// Adds `lhs OP rhs` at `priority`.
  mutating func add(
    _ lhs: WorkloadSide, _ relation: Relation, _ rhs: WorkloadSide = WorkloadSide(),
    _ priority: Priority = .required
  ) {
    let terms = (lhs.terms + rhs.terms.map { (-$0.0, $0.1) }).map { Term($0.1, $0.0) }
    constraints.append(
      Constraint(
        Expression(terms, constant: lhs.constant - rhs.constant).reduced(), relation,
        priority: priority))
  }

  /// The container's width and height, both at least 0.
  mutating func container() -> (Variable, Variable) {
    let width = variable("W")
    let height = variable("H")
    add(WorkloadSide(width), .greaterThanOrEqual)
    add(WorkloadSide(height), .greaterThanOrEqual)
    return (width, height)
  }
}
