/// Encodes an `Encodable` value as an ``OrderedJSON`` document whose object keys keep the order
/// in which `encode(to:)` wrote them, so a type's own key order reaches the output
/// (Foundation's `JSONEncoder` on Linux either sorts keys or emits them in hash order).
package enum OrderedJSONEncoder {
  /// The value as a JSON document.
  ///
  /// - Throws: whatever the value's `encode(to:)` throws.
  package static func encode(_ value: some Encodable) throws -> OrderedJSON {
    let root = EncodedNode()
    try value.encode(to: NodeEncoder(node: root, codingPath: []))
    return root.json
  }
}

/// One value being built; containers write into it after they are handed out.
private final class EncodedNode {
  enum Kind {
    case empty
    case scalar(OrderedJSON)
    case array([EncodedNode])
    case object([(String, EncodedNode)])
  }

  var kind = Kind.empty

  var json: OrderedJSON {
    switch kind {
    case .empty: .object([])
    case .scalar(let value): value
    case .array(let items): .array(items.map(\.json))
    case .object(let members): .object(members.map { ($0.0, $0.1.json) })
    }
  }

  /// A new child at the end of this array (making this an array if it was not one).
  func appendItem() -> EncodedNode {
    let child = EncodedNode()
    guard case .array(var items) = kind else {
      kind = .array([child])
      return child
    }
    kind = .empty  // so `items` is uniquely referenced and appends in place
    items.append(child)
    kind = .array(items)
    return child
  }

  /// The child for `key` (making this an object if it was not one); a key written twice
  /// keeps its first place and its last value.
  func member(_ key: String) -> EncodedNode {
    let child = EncodedNode()
    guard case .object(var members) = kind else {
      kind = .object([(key, child)])
      return child
    }
    kind = .empty
    if let index = members.firstIndex(where: { $0.0 == key }) {
      members[index].1 = child
    } else {
      members.append((key, child))
    }
    kind = .object(members)
    return child
  }
}

private struct NodeEncoder: Encoder {
  let node: EncodedNode
  var codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    if case .object = node.kind {} else { node.kind = .object([]) }
    return KeyedEncodingContainer(KeyedNodeContainer<Key>(node: node, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    if case .array = node.kind {} else { node.kind = .array([]) }
    return UnkeyedNodeContainer(node: node, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleNodeContainer(node: node, codingPath: codingPath)
  }
}

private struct KeyedNodeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let node: EncodedNode
  var codingPath: [any CodingKey]

  mutating func encodeNil(forKey key: Key) throws {
    node.member(key.stringValue).kind = .scalar(.null)
  }

  mutating func encode(_ value: some Encodable, forKey key: Key) throws {
    try value.encode(
      to: NodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key]))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    NodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key])
      .container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    NodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key])
      .unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    NodeEncoder(node: node.member("super"), codingPath: codingPath)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    NodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key])
  }
}

private struct UnkeyedNodeContainer: UnkeyedEncodingContainer {
  let node: EncodedNode
  var codingPath: [any CodingKey]
  var count: Int {
    if case .array(let items) = node.kind { return items.count }
    return 0
  }

  mutating func encodeNil() throws { node.appendItem().kind = .scalar(.null) }

  mutating func encode(_ value: some Encodable) throws {
    try value.encode(to: NodeEncoder(node: node.appendItem(), codingPath: codingPath))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    NodeEncoder(node: node.appendItem(), codingPath: codingPath).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    NodeEncoder(node: node.appendItem(), codingPath: codingPath).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    NodeEncoder(node: node.appendItem(), codingPath: codingPath)
  }
}

private struct SingleNodeContainer: SingleValueEncodingContainer {
  let node: EncodedNode
  var codingPath: [any CodingKey]

  mutating func encodeNil() throws { node.kind = .scalar(.null) }
  mutating func encode(_ value: Bool) throws { node.kind = .scalar(.bool(value)) }
  mutating func encode(_ value: String) throws { node.kind = .scalar(.string(value)) }
  mutating func encode(_ value: Double) throws { node.kind = .scalar(.number(value)) }
  mutating func encode(_ value: Float) throws { node.kind = .scalar(.number(Double(value))) }
  mutating func encode(_ value: Int) throws { number(value) }
  mutating func encode(_ value: Int8) throws { number(value) }
  mutating func encode(_ value: Int16) throws { number(value) }
  mutating func encode(_ value: Int32) throws { number(value) }
  mutating func encode(_ value: Int64) throws { number(value) }
  mutating func encode(_ value: UInt) throws { number(value) }
  mutating func encode(_ value: UInt8) throws { number(value) }
  mutating func encode(_ value: UInt16) throws { number(value) }
  mutating func encode(_ value: UInt32) throws { number(value) }
  mutating func encode(_ value: UInt64) throws { number(value) }

  mutating func encode(_ value: some Encodable) throws {
    try value.encode(to: NodeEncoder(node: node, codingPath: codingPath))
  }

  private func number(_ value: some BinaryInteger) {
    node.kind = .scalar(.number(Double(value)))
  }
}
