/// A field of a feature's state that a user interface can change through binding actions, from
/// before `@ObservableState`:
///
/// ```swift
/// struct State: Equatable {
///   @BindingState var name = ""
/// }
/// // …
/// await store.send(.binding(.set(\.$name, "Blob"))) {
///   $0.name = "Blob"
/// }
/// ```
///
/// The state is the wrapped value: it compares, hashes, encodes and dumps as that value.
@available(
  *,
  deprecated,
  message:
    "Deprecated in favor of '@ObservableState'. See the following migration guide for more information: https://pointfreeco.github.io/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#BindingState"
)
@dynamicMemberLookup
@propertyWrapper
public struct BindingState<Value> {
  /// The field's value.
  public var wrappedValue: Value

  /// Wraps a field's value.
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// The wrapper itself, reached as `$name`, so that `\.$name` names the field in binding
  /// actions.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// A binding state for a member of the value.
  public subscript<Subject>(
    dynamicMember keyPath: WritableKeyPath<Value, Subject>
  ) -> BindingState<Subject> {
    get { BindingState<Subject>(wrappedValue: self.wrappedValue[keyPath: keyPath]) }
    set { self.wrappedValue[keyPath: keyPath] = newValue.wrappedValue }
  }
}

@available(*, deprecated)
extension BindingState: Equatable where Value: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.wrappedValue == rhs.wrappedValue
  }
}

@available(*, deprecated)
extension BindingState: Hashable where Value: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.wrappedValue)
  }
}

@available(*, deprecated)
extension BindingState: Decodable where Value: Decodable {
  public init(from decoder: any Decoder) throws {
    self.init(wrappedValue: try Value(from: decoder))
  }
}

@available(*, deprecated)
extension BindingState: Encodable where Value: Encodable {
  public func encode(to encoder: any Encoder) throws {
    try self.wrappedValue.encode(to: encoder)
  }
}

@available(*, deprecated)
extension BindingState: Sendable where Value: Sendable {}

@available(*, deprecated)
extension BindingState: CustomReflectable {
  public var customMirror: Mirror {
    Mirror(reflecting: self.wrappedValue)
  }
}

@available(*, deprecated)
extension BindingState: CustomDumpRepresentable {
  public var customDumpValue: Any {
    self.wrappedValue
  }
}

@available(*, deprecated)
extension BindingState: CustomDebugStringConvertible where Value: CustomDebugStringConvertible {
  public var debugDescription: String {
    self.wrappedValue.debugDescription
  }
}

extension BindingAction {
  /// An action that sets a `@BindingState` field: `.set(\.$name, "Blob")`.
  @available(
    *,
    deprecated,
    message:
      "Deprecated in favor of '@ObservableState'. See the following migration guide for more information: https://pointfreeco.github.io/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#BindingState"
  )
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: _SendableWritableKeyPath<Root, BindingState<Value>>,
    _ value: Value
  ) -> Self {
    Self(
      keyPath: keyPath,
      set: { $0[keyPath: keyPath].wrappedValue = value },
      value: value,
      valueIsEqualTo: { $0 as? Value == value }
    )
  }
}

extension BindingAction.AllCasePaths {
  /// The binding actions that set a `@BindingState` field, so that tests can write
  /// `store.send(\.binding.$name, "Blob")`.
  @available(
    *,
    deprecated,
    message:
      "Deprecated in favor of '@ObservableState'. See the following migration guide for more information: https://pointfreeco.github.io/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#BindingState"
  )
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<Root, BindingState<Value>>
  ) -> AnyCasePath<BindingAction, Value> {
    let keyPath = keyPath.unsafeSendable()
    return AnyCasePath(
      embed: { .set(keyPath, $0) },
      extract: { action in
        guard (action.keyPath as AnyKeyPath) == (keyPath as AnyKeyPath) else { return nil }
        return action.value as? Value
      }
    )
  }
}

extension BindableAction {
  /// A binding action that sets a `@BindingState` field: `.set(\.$name, "Blob")`.
  @available(
    *,
    deprecated,
    message:
      "Deprecated in favor of '@ObservableState'. See the following migration guide for more information: https://pointfreeco.github.io/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#BindingState"
  )
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: _SendableWritableKeyPath<State, BindingState<Value>>,
    _ value: Value
  ) -> Self {
    self.binding(.set(keyPath, value))
  }
}
