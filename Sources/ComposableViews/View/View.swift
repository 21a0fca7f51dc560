/// A piece of user interface, described as a value.
///
/// As in SwiftUI, a view is a struct whose ``body`` combines other views. The body is
/// evaluated on the main actor each time its host draws it (a terminal, a browser), and it
/// may read a store's state: the host tracks exactly what it read and draws again when that
/// changes.
///
/// <!-- snippet: group doc-counter -->
/// ```swift
/// struct CounterView: View {
///   let store: StoreOf<CounterFeature>
///
///   var body: some View {
///     Text("\(store.count)").bold()
///     Button("Increment", key: "+") { store.send(.incrementButtonTapped) }
///   }
/// }
/// ```
@MainActor
public protocol View {
  associatedtype Body: View
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  public var body: Never { return fatalError("Never has no body") }
}
