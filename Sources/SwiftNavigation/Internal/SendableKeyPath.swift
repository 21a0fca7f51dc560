/// A key path that is `Sendable`, for key paths stored in `Sendable` values such as a
/// ``UIBinding``'s location. Key path literals are inferred `Sendable` where it is expected.
public typealias _SendableKeyPath<Root, Value> = any KeyPath<Root, Value> & Sendable

/// A writable key path that is `Sendable`.
public typealias _SendableWritableKeyPath<Root, Value> = any WritableKeyPath<Root, Value> & Sendable
