import Foundation
import LayoutCore

/// A benchmark workload in the benchmark JSON format (`layout bench --generate` writes it; the
/// kiwisolver and HiGHS runners read it).
///
/// Each constraint is `Σ coefficient·variable + constant OP 0` with a strength that is a kiwi
/// name or an Auto Layout priority; edits are edit variables with one value per step.
public struct Workload: Sendable {
  /// The workload's kind and size, as the generator wrote them.
  public var kind: String
  public var n: Int
  public var variables: [Variable]
  public var constraints: [Constraint]
  public var edits: [Edit]

  /// An edit variable and the value it takes at each step.
  public struct Edit: Sendable {
    public var variable: Variable
    public var priority: Priority
    public var values: [Double]

    /// Makes an edit.
    public init(variable: Variable, priority: Priority, values: [Double]) {
      self.variable = variable
      self.priority = priority
      self.values = values
    }
  }

  /// The number of steps after the build (rotations or drag steps).
  public var stepCount: Int {
    max(0, (edits.map(\.values.count).min() ?? 1) - 1)
  }

  /// Makes a workload from its parts.
  public init(
    kind: String, n: Int, variables: [Variable], constraints: [Constraint], edits: [Edit]
  ) {
    self.kind = kind
    self.n = n
    self.variables = variables
    self.constraints = constraints
    self.edits = edits
  }

  /// The largest workload file read (4 MiB, several times the workloads the benchmarks use):
  /// its parsed JSON objects and the solver's rows take many times its size in memory, and a
  /// larger file could pass the 1 GiB a run is held to (LIMITS.md).
  public static let maximumBytes = 4 << 20

  /// Reads a workload from JSON data.
  ///
  /// - Throws: ``WorkloadError`` naming what is malformed.
  public init(json data: Data) throws(WorkloadError) {
    guard data.count <= Self.maximumBytes else {
      throw WorkloadError(
        "larger than the limit of \(Self.maximumBytes) bytes for workload files")
    }
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: data)
    } catch {
      throw WorkloadError("not valid JSON: \(JSONErrorText.describe(error, in: data))")
    }
    guard let root = object as? [String: Any] else {
      throw WorkloadError("the top level is not an object")
    }
    let meta = root["meta"] as? [String: Any] ?? [:]
    kind = meta["kind"] as? String ?? "?"
    n = meta["n"] as? Int ?? 0
    guard let names = root["variables"] as? [String] else {
      throw WorkloadError("'variables' is not a list of names")
    }
    let variables = names.map { Variable($0) }
    self.variables = variables
    guard let rawConstraints = root["constraints"] as? [[String: Any]] else {
      throw WorkloadError("'constraints' is not a list of objects")
    }
    var constraints: [Constraint] = []
    constraints.reserveCapacity(rawConstraints.count)
    for (index, raw) in rawConstraints.enumerated() {
      let place = "constraint \(index)"
      guard let terms = raw["terms"] as? [[Any]] else {
        throw WorkloadError("\(place): 'terms' is not a list of pairs")
      }
      var list: [Term] = []
      for pair in terms {
        guard pair.count == 2, let c = (pair[0] as? NSNumber)?.doubleValue, let v = pair[1] as? Int,
          variables.indices.contains(v)
        else { throw WorkloadError("\(place): a term is not [coefficient, variable index]") }
        list.append(Term(variables[v], c))
      }
      guard let constant = (raw["constant"] as? NSNumber)?.doubleValue else {
        throw WorkloadError("\(place): 'constant' is not a number")
      }
      guard let op = raw["op"] as? String, let relation = Relation(rawValue: op) else {
        throw WorkloadError("\(place): 'op' is not ==, <= or >=")
      }
      let priority = try Self.priority(raw["strength"], place: place)
      constraints.append(
        Constraint(Expression(list, constant: constant), relation, priority: priority))
    }
    self.constraints = constraints
    var edits: [Edit] = []
    for (index, raw) in (root["edits"] as? [[String: Any]] ?? []).enumerated() {
      let place = "edit \(index)"
      guard let v = raw["var"] as? Int, variables.indices.contains(v) else {
        throw WorkloadError("\(place): 'var' is not a variable index")
      }
      guard let values = (raw["values"] as? [NSNumber])?.map(\.doubleValue), !values.isEmpty else {
        throw WorkloadError("\(place): 'values' is not a non-empty list of numbers")
      }
      edits.append(
        Edit(
          variable: variables[v], priority: try Self.priority(raw["strength"], place: place),
          values: values))
    }
    self.edits = edits
  }

  /// Maps a workload strength onto the priority scale: kiwi's names to their levels, numbers
  /// of 1000 or more to required.
  static func priority(_ value: Any?, place: String) throws(WorkloadError) -> Priority {
    if let name = value as? String {
      switch name {
      case "required": return .required
      case "strong": return .strong
      case "medium": return .medium
      case "weak": return .weak
      default: throw WorkloadError("\(place): unknown strength '\(name)'")
      }
    }
    guard let number = (value as? NSNumber)?.doubleValue else {
      throw WorkloadError("\(place): 'strength' is neither a name nor a number")
    }
    if number >= 1000 { return .required }
    do {
      return try Priority(validating: number)
    } catch {
      throw WorkloadError("\(place): priority \(number) is outside 1...1000")
    }
  }
}

/// A malformed workload file.
public struct WorkloadError: Error, Equatable, CustomStringConvertible {
  public var description: String
  public init(_ description: String) { self.description = description }
}
