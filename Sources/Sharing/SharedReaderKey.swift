/// A type that loads a shared value from some external source, and follows its changes there.
///
/// `@SharedReader(.key) var value` and `@Shared(.key) var value` are powered by keys. Conform to
/// this protocol for read-only sources (a remote configuration, a sensor), and to ``SharedKey``
/// when the value can also be saved.
///
/// <!-- snippet: group doc-seconds-key -->
/// ```swift
/// struct SecondsKey: Hashable, SharedReaderKey {  // its own id
///   func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
///     continuation.resumeReturningInitialValue()
///   }
///   func subscribe(
///     context: LoadContext<Int>, subscriber: SharedSubscriber<Int>
///   ) -> SharedSubscription {
///     SharedSubscription {}
///   }
/// }
/// ```
public protocol SharedReaderKey<Value>: Sendable {
  /// The type of value the key loads.
  associatedtype Value: Sendable

  /// What identifies the source: all shared values whose keys have equal ids share one storage.
  associatedtype ID: Hashable = Self

  /// The identity of the key's source.
  var id: ID { get }

  /// Loads the value, resuming `continuation` once (synchronously or later) with the value, `nil`
  /// (use the initial value) or an error.
  func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>)

  /// Starts following changes made to the source by others, yielding them to `subscriber`.
  func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription
}

extension SharedReaderKey where ID == Self {
  /// A key that is its own identity.
  public var id: Self { self }
}

/// A type that loads, follows and saves a shared value in some external source.
///
/// ```swift
/// extension SharedKey where Self == FileStorageKey<IdentifiedArrayOf<SyncUp>>.Default {
///   static var syncUps: Self {
///     Self[.fileStorage(.homeDirectory.appending(component: "sync-ups.json")), default: []]
///   }
/// }
/// ```
public protocol SharedKey<Value>: SharedReaderKey {
  /// Saves the value, resuming `continuation` once when it is saved or failed to be.
  func save(_ value: Value, context: SaveContext, continuation: SaveContinuation)
}
