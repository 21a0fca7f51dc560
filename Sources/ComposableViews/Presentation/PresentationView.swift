/// Content with something presented over it, modally: an alert, a confirmation dialog or a
/// sheet. While `presented` is shown it has the input to itself; a host dismisses it with
/// `dismiss` (the terminal on Esc, unless a view inside it handles Esc first).
struct PresentationView<Content: View>: View, PrimitiveView {
  let content: Content
  let presented: (any View)?
  let style: ResolvedPresentation.Style
  let dismiss: @MainActor () -> Void

  func resolve(at path: ViewPath, into views: inout [ResolvedView]) {
    let content = ResolvedView.resolve(self.content, at: path.appending("content"))
    let presentation = presented.map { presented in
      let presentedPath = path.appending("presented")
      return ResolvedPresentation(
        style: style, id: presentedPath,
        content: EnvironmentValues.with(\.dismiss, DismissAction(dismiss)) {
          ResolvedView.resolve(presented, at: presentedPath)
        },
        dismiss: dismiss
      )
    }
    views.append(ResolvedView(id: path, kind: .presentation(presentation, content: content)))
  }
}
