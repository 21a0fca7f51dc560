/// A preview of a view, as Xcode's canvas shows it: accepted so that a file written for SwiftUI
/// compiles, and checked like any code, but drawn by neither host (they have no canvas). Run the
/// view in a terminal or a browser instead.
///
/// <!-- snippet: fragment -->
/// ```swift
/// #Preview {
///   CounterView(store: Store(initialState: CounterFeature.State()) { CounterFeature() })
/// }
/// ```
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "ComposableArchitectureMacros", type: "PreviewMacro")
