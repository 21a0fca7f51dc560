extension View {
  /// Keeps `viewValue` and `modelValue` in step, as upstream's `bind(_:to:)` does: the view's
  /// value takes the model's when the view appears and whenever the model's changes, and the
  /// model takes the view's whenever the view's changes.
  ///
  /// Its use: focus decided by a reducer, shown through a ``FocusState``.
  ///
  /// ```swift
  /// struct SyncUpFormView: View {
  ///   @Bindable var store: StoreOf<SyncUpForm>
  ///   @FocusState var focus: SyncUpForm.State.Field?
  ///
  ///   var body: some View {
  ///     Form {
  ///       TextField("Title", text: $store.syncUp.title)
  ///         .focused($focus, equals: .title)
  ///     }
  ///     .bind($store.focus, to: $focus)
  ///   }
  /// }
  /// ```
  ///
  /// The values are synchronised after the view is drawn, as SwiftUI's `onChange` runs.
  public func bind<ModelValue: _Bindable, ViewValue: _Bindable>(
    _ modelValue: ModelValue, to viewValue: ViewValue
  ) -> some View where ModelValue.Value == ViewValue.Value, ModelValue.Value: Equatable {
    BindView(content: self, modelValue: modelValue, viewValue: viewValue)
  }
}

struct BindView<Content: View, ModelValue: _Bindable, ViewValue: _Bindable>: View, PrimitiveView
where ModelValue.Value == ViewValue.Value, ModelValue.Value: Equatable {
  let content: Content
  let modelValue: ModelValue
  let viewValue: ViewValue

  func resolve(at path: ViewPath, into views: inout [ResolvedView]) {
    let (modelValue, viewValue) = (self.modelValue, self.viewValue)
    let sync = ViewLocalStorage.current?.object(at: path.appending("bind")) { BindSynchronisation<ModelValue.Value>() }
      ?? BindSynchronisation<ModelValue.Value>()
    // A change gives the modifier a new id, which the host's lifecycle runner treats as a new
    // appearance: the synchronisation runs once, after this frame.
    let lifecycle = ViewLifecycle(
      kind: .onAppear,
      id: sync.changeCount(model: modelValue.wrappedValue, view: viewValue.wrappedValue),
      onAppear: { sync.synchronise(modelValue, viewValue) }
    )
    views.append(ResolvedView(id: path, kind: .lifecycle(lifecycle, content: ResolvedView.resolve(content, at: path))))
  }
}

/// The values a `bind(_:to:)` last left in step, to tell which side changed since.
@MainActor
private final class BindSynchronisation<Value: Equatable> {
  private var synchronised: (model: Value, view: Value)?
  private var changes = 0

  init() {}

  /// How many times the values were seen out of step with the last synchronisation.
  func changeCount(model: Value, view: Value) -> Int {
    if synchronised.map({ $0.model != model || $0.view != view }) ?? true { changes += 1 }
    return changes
  }

  /// Copies the side that changed to the other: the model's value on first appearance.
  func synchronise<Model: _Bindable, View: _Bindable>(_ model: Model, _ view: View)
  where Model.Value == Value, View.Value == Value {
    let (modelValue, viewValue) = (model.wrappedValue, view.wrappedValue)
    if let synchronised, synchronised.model == modelValue {
      if synchronised.view != viewValue { model.wrappedValue = viewValue }
      self.synchronised = (viewValue, viewValue)
    } else {
      if viewValue != modelValue { view.wrappedValue = modelValue }
      synchronised = (modelValue, modelValue)
    }
  }
}
