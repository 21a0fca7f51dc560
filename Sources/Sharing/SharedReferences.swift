import Foundation
import IdentifiedCollections

extension CodingUserInfoKey {
  /// Shared values coded with where they point, for recordings of sessions.
  ///
  /// On an encoder, any value makes a `Shared` encode, beside its value, the storage it points to
  /// and, for an element of a shared identified collection (`Shared($syncUps[id: id])`), the
  /// element's id: `{"$shared":{"id":"…","reference":1},"value":{…}}`. On a decoder, a
  /// `_SharedReferences` makes the shared values decoded with it that pointed to one storage
  /// point to one storage again. Without it, a decoded shared value is a new reference.
  public static let _sharedReferences = CodingUserInfoKey(rawValue: "Sharing.sharedReferences")!
}

/// The storages of shared values decoded from one recording, by the reference numbers the
/// recording gave them: set it on a decoder as `userInfo[._sharedReferences]`, decode, then call
/// `connect()`.
///
/// The first shared value decoded for a reference number becomes that storage; later ones with
/// the same number point to it, and those recorded as an element of it point to that element of
/// its identified collection (reading their decoded value for as long as the collection does not
/// hold the element).
///
/// This is the recording's hook (`Recording(contentsOf:)` uses it); features do not use it.
public final class _SharedReferences: @unchecked Sendable {
  private struct Root {
    let type: Any.Type
    let shared: Any
    /// The reference to the element of the root's identified collection with the given id, as an
    /// `any SharedReference<Element?>`, or `nil` when the root is no identified collection.
    let element: (AnyHashable) -> Any?
  }

  private struct Element {
    let reference: Int
    let codingPath: [any CodingKey]
    let connect: (Root) throws -> Void
  }

  private let lock = NSLock()
  private var roots: [Int: Root] = [:]
  private var elements: [Element] = []

  /// Creates an empty table: no shared value decoded yet.
  public init() {}

  /// Points the elements decoded since the last call to their roots' collections; throws when a
  /// root was not decoded, or is not an identified collection of the element's type.
  public func connect() throws {
    let (elements, roots) = self.lock.withLock {
      defer { self.elements.removeAll() }
      return (self.elements, self.roots)
    }
    for element in elements {
      guard let root = roots[element.reference] else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: element.codingPath,
            debugDescription:
              "The shared value was recorded as an element of shared reference "
              + "\(element.reference), which was not decoded."
          )
        )
      }
      try element.connect(root)
    }
  }

  /// The shared value to decode for `record`, whose value is `value`.
  func shared<Value>(
    for record: SharedReferenceRecord, value: sending Value, codingPath: [any CodingKey]
  ) throws -> Shared<Value> {
    if let member = record.member {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: codingPath,
          debugDescription:
            "The shared value was recorded as \(member) of shared reference \(record.reference): "
            + "only a shared value itself, or an element of a shared identified collection, can "
            + "be decoded connected to the value it came from."
        )
      )
    }
    if record.isElement {
      return try self.element(of: record.reference, value: value, codingPath: codingPath)
    }
    return try self.lock.withLock {
      if let root = self.roots[record.reference] {
        guard let shared = root.shared as? Shared<Value> else {
          throw DecodingError.typeMismatch(
            Value.self,
            DecodingError.Context(
              codingPath: codingPath,
              debugDescription:
                "Shared reference \(record.reference) holds a value of type "
                + "\(readableTypeName(root.type)), not \(readableTypeName(Value.self))."
            )
          )
        }
        return Shared(reference: shared.reference)
      }
      let storage = SharedStorage(value: value)
      self.roots[record.reference] = Root(
        type: Value.self, shared: Shared(reference: storage), element: elementReference(of: storage)
      )
      return Shared(reference: storage)
    }
  }

  private func element<Value>(
    of reference: Int, value: sending Value, codingPath: [any CodingKey]
  ) throws -> Shared<Value> {
    guard let identifiable = value as? any Identifiable else {
      throw DecodingError.typeMismatch(
        Value.self,
        DecodingError.Context(
          codingPath: codingPath,
          debugDescription:
            "The shared value was recorded as an element of shared reference \(reference), but "
            + "a \(readableTypeName(Value.self)) is not Identifiable."
        )
      )
    }
    let id = AnyHashable(identity(of: identifiable))
    // Its root may come later in the recording: it holds the decoded value until `connect()`.
    nonisolated(unsafe) let lastValue = value
    let shared = Shared(value: lastValue)
    let element = Element(reference: reference, codingPath: codingPath) { root in
      guard let base = root.element(id) as? any SharedReference<Value?> else {
        throw DecodingError.typeMismatch(
          Value.self,
          DecodingError.Context(
            codingPath: codingPath,
            debugDescription:
              "The shared value was recorded as an element of shared reference \(reference), "
              + "which holds a value of type \(readableTypeName(root.type)), not an identified "
              + "collection of \(readableTypeName(Value.self)) identified by "
              + "\(readableTypeName(type(of: id.base)))."
          )
        )
      }
      shared.projectedValue = Shared(
        reference: UnwrappedReference(base: base, lastValue: shared.reference.read(.current))
      )
    }
    self.lock.withLock { self.elements.append(element) }
    return shared
  }
}

/// The id of an identifiable value (`value.id` on an existential would find `AnyObject`'s).
private func identity<Value: Identifiable>(of value: Value) -> Value.ID { value.id }

/// The reference to an element of the storage's identified collection, if it holds one.
private func elementReference<Value>(
  of storage: SharedStorage<Value>
) -> (AnyHashable) -> Any? {
  { id in
    guard let collection = Value.self as? any _MutableIdentifiedCollection.Type else {
      return nil
    }
    return elementReference(in: collection, of: storage, id: id)
  }
}

private func elementReference<Collection: _MutableIdentifiedCollection>(
  in _: Collection.Type, of storage: Any, id: AnyHashable
) -> Any? {
  guard let storage = storage as? SharedStorage<Collection>, let id = id.base as? Collection.ID
  else { return nil }
  return KeyPathReference<Collection, Collection.Element?>(
    base: storage, keyPath: \Collection.[id: id]
  )
}

/// What a recording writes of where a shared value points, beside its value.
struct SharedReferenceRecord: Codable {
  /// The number of the storage it points to (a `SharedRoot`'s `recordingID`).
  var reference: Int
  /// The id of the element of the storage's identified collection it points to.
  var id: AnyID?
  /// The path from the storage it points to, when that is neither the storage nor an element.
  var member: String?

  var isElement: Bool { self.id != nil }

  /// The record of a reference, whose current value is `value`.
  init(of reference: any SharedReaderReference, value: Any) {
    let root = reference.root
    self.reference = root.recordingID
    if (reference as AnyObject) === (root as AnyObject) {
      return
    }
    if (reference as? any RootElementReference)?.isElementOfRoot == true,
      let identifiable = value as? any Identifiable,
      let id = identity(of: identifiable) as? any Encodable
    {
      self.id = AnyID(value: id)
    } else {
      self.member = "\(reference)"
    }
  }

  /// An element's id: encoded as itself; decoded only to know there is one (the element's value
  /// carries its id).
  struct AnyID: Codable {
    var value: (any Encodable)?

    init(value: any Encodable) { self.value = value }

    init(from decoder: any Decoder) throws { self.value = nil }

    func encode(to encoder: any Encoder) throws {
      try self.value?.encode(to: encoder)
    }
  }
}
