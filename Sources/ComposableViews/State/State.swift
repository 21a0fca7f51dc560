/// A value a view owns, kept by its host for as long as the view stays in the hierarchy, as
/// SwiftUI's `@State` is.
///
/// The value belongs to the view's identity — its place in the hierarchy, and its element's
/// id inside a ``ForEach`` — so it survives the view being drawn again, follows a row when its
/// list reorders, and stays with each screen of a navigation stack. When the view leaves the
/// hierarchy its state is discarded: it starts from the initial value when it comes back.
/// Changing the value draws the view again.
///
/// ```swift
/// struct MeetingNotesView: View {
///   @State private var isExpanded = false
///
///   var body: some View {
///     Toggle("Show notes", isOn: $isExpanded)
///     if isExpanded {
///       Text("Notes")
///     }
///   }
/// }
/// ```
///
/// As in SwiftUI, the value lives in the host: read outside a body the host is drawing (in a
/// test, say) a `@State` property gives its initial value, and writes there are ignored.
/// A feature's state belongs in its store; `@State` is for what only the view cares about.
@MainActor
@propertyWrapper
public struct State<Value>: ViewLocalProperty {
  private let location: StateLocation<Value>

  /// A state property starting at `value`: `@State private var isPresented = false`.
  public init(wrappedValue value: Value) {
    location = StateLocation(initialValue: value)
  }

  /// A state property starting at `value`.
  public init(initialValue value: Value) {
    self.init(wrappedValue: value)
  }

  /// The value kept for the view.
  public var wrappedValue: Value {
    get { location.value }
    nonmutating set { location.value = newValue }
  }

  /// A binding to the value, for a control or a child view's `@Binding`: `$isPresented`.
  public var projectedValue: Binding<Value> {
    location.binding
  }

  func install(at key: ViewPath) {
    location.install(at: key)
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// A state property starting at `nil`: `@State private var selection: Item.ID?`.
  public init() {
    self.init(wrappedValue: nil)
  }
}
