/// Where keyboard focus is among a view's controls, as SwiftUI's `@FocusState`: a `Bool` for
/// one control, or an optional value naming which control has it.
///
/// Tie controls to it with `focused(_:)` or `focused(_:equals:)`. Setting the value moves focus
/// to the control tied to it; moving focus (Tab, a click) writes the value, and moving it away
/// sets it back to `false` or `nil`. Kept per view identity as ``State`` is.
///
/// ```swift
/// struct MeetingNotesView: View {
///   enum Field: Hashable { case title, notes }
///   @FocusState private var focus: Field?
///   @State private var title = ""
///   @State private var notes = ""
///
///   var body: some View {
///     TextField("Title", text: $title)
///       .focused($focus, equals: .title)
///     TextField("Notes", text: $notes)
///       .focused($focus, equals: .notes)
///     Button("Add notes") { focus = .notes }
///   }
/// }
/// ```
///
/// A feature that decides focus in its reducer keeps it in its state instead, and binds the
/// two with `bind(_:to:)`, as upstream does.
@MainActor
@propertyWrapper
public struct FocusState<Value: Hashable>: ViewLocalProperty {
  private let location: StateLocation<Value>

  /// A binding to a focus state, for `focused(_:equals:)` and `focused(_:)`: `$focus`.
  @MainActor
  @propertyWrapper
  public struct Binding {
    let binding: ComposableViews.Binding<Value>
    /// The value that stands for "focus is elsewhere": `false` or `nil`.
    let unfocusedValue: Value

    /// Where focus is.
    public var wrappedValue: Value {
      get { binding.wrappedValue }
      nonmutating set { binding.wrappedValue = newValue }
    }

    /// The binding itself, so that a child view's `@FocusState.Binding var focus` hands on
    /// `$focus`.
    public var projectedValue: FocusState<Value>.Binding { self }
  }

  private init(unfocusedValue: Value) {
    location = StateLocation(initialValue: unfocusedValue)
  }

  /// A focus state for one control: `true` while it has focus.
  public init() where Value == Bool {
    self.init(unfocusedValue: false)
  }

  /// A focus state naming the control that has focus, `nil` while none of its controls has.
  public init<T: Hashable>() where Value == T? {
    self.init(unfocusedValue: nil)
  }

  /// Where focus is; assigning moves it.
  public var wrappedValue: Value {
    get { location.value }
    nonmutating set { location.value = newValue }
  }

  /// A binding for `focused(_:equals:)` and `focused(_:)`.
  public var projectedValue: FocusState<Value>.Binding {
    Binding(binding: location.binding, unfocusedValue: location.initialValue)
  }

  func install(at key: ViewPath) {
    location.install(at: key)
  }
}
