extension SharedReaderKey {
  /// A key paired with the default value its shared values start with.
  public typealias Default = _SharedKeyDefault<Self>
}

/// A key with a default value, so that `@Shared(.key) var value` needs no initial value.
///
/// ```swift
/// extension SharedKey where Self == FileStorageKey<IdentifiedArrayOf<SyncUp>>.Default {
///   static var syncUps: Self {
///     Self[.fileStorage(.homeDirectory.appending(component: "sync-ups.json")), default: []]
///   }
/// }
///
/// @Shared(.syncUps) var syncUps
/// ```
public struct _SharedKeyDefault<Base: SharedReaderKey>: SharedReaderKey {
  let base: Base
  let defaultValue: @Sendable () -> Base.Value

  /// Pairs a key with its default value.
  public static subscript(
    _ key: Base, default value: @autoclosure @escaping @Sendable () -> Base.Value
  ) -> Self {
    Self(base: key, defaultValue: value)
  }

  /// The value a shared value of this key starts from (computed anew each time it is asked for).
  public var initialValue: Base.Value { self.defaultValue() }

  public var id: Base.ID { self.base.id }

  public func load(context: LoadContext<Base.Value>, continuation: LoadContinuation<Base.Value>) {
    self.base.load(context: context, continuation: continuation)
  }

  public func subscribe(
    context: LoadContext<Base.Value>, subscriber: SharedSubscriber<Base.Value>
  ) -> SharedSubscription {
    self.base.subscribe(context: context, subscriber: subscriber)
  }
}

extension _SharedKeyDefault: SharedKey where Base: SharedKey {
  public func save(_ value: Base.Value, context: SaveContext, continuation: SaveContinuation) {
    self.base.save(value, context: context, continuation: continuation)
  }
}

extension _SharedKeyDefault: CustomStringConvertible {
  /// The key and its default: `InMemoryKey<Int>.Default[.inMemory("count"), default: 0]`.
  public var description: String {
    let defaultValue = String(reflecting: self.initialValue)
    return "\(readableTypeName(Base.self)).Default[\(self.base), default: \(defaultValue)]"
  }
}
