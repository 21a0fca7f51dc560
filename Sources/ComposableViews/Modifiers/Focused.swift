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
    FocusedView(content: self, binding: binding, value: value)
  }
}

struct FocusedView<Content: View, Value: Hashable>: View, PrimitiveView {
  let content: Content
  let binding: Binding<Value?>
  let value: Value

  func resolve(at path: ViewPath, into views: inout [ResolvedView]) {
    let (binding, value) = (self.binding, self.value)
    let focus = ResolvedFocusBinding(
      isRequested: binding.wrappedValue == value,
      update: { isFocused in
        if isFocused {
          if binding.wrappedValue != value { binding.wrappedValue = value }
        } else if binding.wrappedValue == value {
          binding.wrappedValue = nil
        }
      }
    )
    views.append(ResolvedView(id: path, kind: .focused(focus, content: ResolvedView.resolve(content, at: path))))
  }
}
