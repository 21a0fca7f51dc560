extension View {
  /// Performs `action` when Enter is pressed in a focused ``TextField`` inside this view.
  ///
  /// ```swift
  /// TextField("Name", text: $store.newAttendee)
  ///   .onSubmit { store.send(.addAttendeeButtonTapped) }
  /// ```
  ///
  /// Only the field that has focus submits. With `onSubmit` modifiers at several levels,
  /// the innermost action runs first, then the ones around it.
  public func onSubmit(_ action: @escaping @MainActor () -> Void) -> some View {
    SubmitView(content: self, action: action)
  }
}

struct SubmitView<Content: View>: View, PrimitiveView {
  let content: Content
  let action: @MainActor () -> Void

  func resolve(at path: ViewPath, into views: inout [ResolvedView]) {
    views.append(ResolvedView(id: path, kind: .onSubmit(action, content: ResolvedView.resolve(content, at: path))))
  }
}
