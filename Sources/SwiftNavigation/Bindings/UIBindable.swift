import Observation
import Perception

/// A property wrapper that makes bindings to the properties of an observable object, as SwiftUI's
/// `@Bindable` does, for user interfaces without SwiftUI.
///
/// ```swift
/// @Observable final class Model { var text = "" }
///
/// @UIBindable var model = Model()
/// let text: UIBinding<String> = $model.text
/// text.wrappedValue = "Hello"  // model.text is now "Hello"
/// ```
///
/// The bindings hold the object weakly: once it is gone, they read the value they were made with
/// or last wrote.
@dynamicMemberLookup
@propertyWrapper
public struct UIBindable<Value> {
  /// The object the bindings reach into.
  public var wrappedValue: Value

  /// Bindings to the properties of a perceptible object.
  @_disfavoredOverload
  public init(
    _ wrappedValue: Value,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where Value: AnyObject & Perceptible {
    self.wrappedValue = wrappedValue
  }

  /// Bindings to the properties of a perceptible object, as a property wrapper.
  @_disfavoredOverload
  public init(
    wrappedValue: Value,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where Value: AnyObject & Perceptible {
    self.init(wrappedValue, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Bindings to the properties of an observable object.
  public init(
    _ wrappedValue: Value,
    fileID: StaticString = #fileID,
    filePath: StaticString = #file,
    line: UInt = #line,
    column: UInt = #column
  ) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// Bindings to the properties of an observable object, as a property wrapper.
  public init(
    wrappedValue: Value,
    fileID: StaticString = #fileID,
    filePath: StaticString = #file,
    line: UInt = #line,
    column: UInt = #column
  ) where Value: AnyObject & Observable {
    self.init(wrappedValue, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The `$model` of a `@UIBindable` property.
  public init(projectedValue: Self) {
    self = projectedValue
  }

  /// The property wrapper itself, as `$model`.
  public var projectedValue: Self {
    self
  }

  /// A binding to a property of the object.
  public subscript<Member>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Member>
  ) -> UIBinding<Member> where Value: AnyObject {
    let object = WeakObject(self.wrappedValue)
    let last = LastValue(self.wrappedValue[keyPath: keyPath])
    return UIBinding(
      location: UIBindingLocation(
        id: [ObjectIdentifier(self.wrappedValue), keyPath],
        get: {
          if let root = object.root { last.value = root[keyPath: keyPath] }
          return last.value
        },
        set: { newValue in
          last.value = newValue
          object.root?[keyPath: keyPath] = newValue
        }
      )
    )
  }
}

extension UIBindable: Identifiable where Value: Identifiable {
  /// The identity of the object.
  public var id: Value.ID {
    self.wrappedValue.id
  }
}

/// An object held weakly by the bindings made from a ``UIBindable``.
private final class WeakObject<Root: AnyObject>: @unchecked Sendable {
  // Only read and written where the bindings are used, like the object itself.
  weak var root: Root?

  init(_ root: Root) {
    self.root = root
  }
}
