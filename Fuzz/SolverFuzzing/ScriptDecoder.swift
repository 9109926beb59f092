import LayoutCore

/// Decodes arbitrary bytes into a bounded ``SolverScript``: the format shared by the libFuzzer
/// target and the regression inputs it leaves behind.
///
/// The format, one operation after another until the bytes or ``maximumOperations`` run out
/// (missing bytes read as zero):
///
/// - opcode byte, modulo 16: 0–4 add a constraint; 5 add a batch (next byte modulo 4, plus 1,
///   constraints); 6–7 remove a constraint from the pool; 8 add a pool constraint again
///   (duplicate, or back after a removal); 9 add an edit variable (variable byte, priority
///   byte); 10 remove an edit variable (variable byte); 11–12 suggest a value (variable byte,
///   value byte); 13–14 read; 15 reset.
/// - a constraint: a shape byte (low 2 bits the relation, bits 2–7 modulo 5 the term count,
///   0–4), per term a byte (low 2 bits the variable, next 4 bits the coefficient index), a
///   constant byte, a priority byte.
/// - a value or constant byte is signed; -128 means "read a special value", and so does the
///   last coefficient index: the next byte picks an out-of-range number.
///
/// Every decoded constraint joins a pool; pool operations pick from it by the next byte
/// modulo its size, so removals of unknown constraints and duplicate adds happen too.
public enum ScriptDecoder {
  /// The number of variables a script uses.
  public static let variableCount = 4
  /// The most operations one input decodes to, which bounds the work per input.
  public static let maximumOperations = 48

  /// Decodes `bytes` into a script over fresh variables `x0`…`x3`.
  ///
  /// - Complexity: O(bytes), at most ``maximumOperations`` operations.
  public static func decode(_ bytes: [UInt8]) -> SolverScript {
    let variables = (0..<variableCount).map { Variable("x\($0)") }
    var reader = ByteReader(bytes)
    var pool: [Constraint] = []
    var operations: [SolverOperation] = []
    func variable(_ byte: UInt8) -> Variable { variables[Int(byte) % variableCount] }
    func priority(_ byte: UInt8) -> Priority {
      DecodingTables.priorities[Int(byte) % DecodingTables.priorities.count]
    }
    func special() -> Double {
      DecodingTables.outOfRange[Int(reader.next()) % DecodingTables.outOfRange.count]
    }
    func number() -> Double {
      let value = reader.nextSigned()
      return value == Int8.min ? special() : Double(value)
    }
    func constraint() -> Constraint {
      let shape = reader.next()
      let relation = DecodingTables.relations[Int(shape & 3)]
      var terms: [Term] = []
      for _ in 0..<(Int(shape >> 2) % 5) {
        let byte = reader.next()
        let coefficient = DecodingTables.coefficients[Int(byte >> 2) & 15] ?? special()
        terms.append(Term(variable(byte), coefficient))
      }
      let constant = number()
      let made = Constraint(
        Expression(terms, constant: constant), relation, priority: priority(reader.next()))
      pool.append(made)
      return made
    }
    while !reader.isAtEnd && operations.count < maximumOperations {
      switch reader.next() % 16 {
      case 0...4:
        operations.append(.add(constraint()))
      case 5:
        let count = Int(reader.next() % 4) + 1
        operations.append(.addBatch((0..<count).map { _ in constraint() }))
      case 6, 7:
        let byte = reader.next()
        guard !pool.isEmpty else { continue }
        operations.append(.remove(pool[Int(byte) % pool.count]))
      case 8:
        let byte = reader.next()
        guard !pool.isEmpty else { continue }
        operations.append(.add(pool[Int(byte) % pool.count]))
      case 9:
        let edited = variable(reader.next())
        operations.append(.addEditVariable(edited, priority(reader.next())))
      case 10:
        operations.append(.removeEditVariable(variable(reader.next())))
      case 11, 12:
        let edited = variable(reader.next())
        operations.append(.suggestValue(number(), edited))
      case 13, 14:
        operations.append(.read)
      default:
        operations.append(.reset)
      }
    }
    return SolverScript(variables: variables, operations: operations)
  }
}
