extension View {
  /// Ties keyboard focus on this view to `binding` holding `value`, as SwiftUI's
  /// `focused(_:equals:)` does: setting the value moves focus here, and moving focus here
  /// (or away) writes the value (or `nil`) back.
  ///
  /// Bind it to a field of the feature's state, so the reducer decides where focus goes:
  ///
  /// ```swift
  /// TextField("Title", text: $store.syncUp.title)
  ///   .focused($store.focus, equals: .title)
  /// ```
  public func focused<Value: Hashable>(_ binding: Binding<Value?>, equals value: Value) -> some View {
    FocusedView(content: self, binding: binding, value: value, unfocusedValue: nil)
  }

  /// Ties keyboard focus on this view to a ``FocusState`` holding `value`, as SwiftUI's
  /// `focused(_:equals:)` does.
  ///
  /// ```swift
  /// TextField("Name", text: $name)
  ///   .focused($focus, equals: .name)
  /// ```
  public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
    FocusedView(content: self, binding: binding.binding, value: value, unfocusedValue: binding.unfocusedValue)
  }

  /// Ties keyboard focus on this view to a `Bool` ``FocusState``, as SwiftUI's `focused(_:)`
  /// does: `true` while this view has focus.
  ///
  /// ```swift
  /// TextField("Search", text: $query)
  ///   .focused($isSearching)
  /// ```
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    focused(condition, equals: true)
  }
}

/// A view whose focus is tied to `binding` holding `value`; when focus leaves, the binding
/// takes `unfocusedValue` (`nil` or `false`).
struct FocusedView<Content: View, Value: Hashable>: View, PrimitiveView {
  let content: Content
  let binding: Binding<Value>
  let value: Value
  let unfocusedValue: Value

  func resolve(at path: ViewPath, into views: inout [ResolvedView]) {
    let (binding, value, unfocusedValue) = (self.binding, self.value, self.unfocusedValue)
    let focus = ResolvedFocusBinding(
      isRequested: binding.wrappedValue == value,
      update: { isFocused in
        if isFocused {
          if binding.wrappedValue != value { binding.wrappedValue = value }
        } else if binding.wrappedValue == value {
          binding.wrappedValue = unfocusedValue
        }
      }
    )
    views.append(ResolvedView(id: path, kind: .focused(focus, content: ResolvedView.resolve(content, at: path))))
  }
}
