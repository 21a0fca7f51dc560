import ComposableArchitecture

// Issue 23, shape (c): a feature in a private namespace beside public enum reducers, one with an
// alert and one empty, in a module of several files. Swift 6.3.1 crashed (signal 11)
// type-checking this file before the macros declared the generated types' conformances inline.

private enum ShapeCNamespace {
  @Reducer
  struct Feature {}
}

@Reducer
public enum D5 {
  case alert(AlertState<Never>)
}

@Reducer
public enum D6 {}

/// The private feature runs, so the namespace is used.
@MainActor
func runShapeCFeature() -> Bool {
  let store = Store(initialState: ShapeCNamespace.Feature.State()) { ShapeCNamespace.Feature() }
  return store.state == ShapeCNamespace.Feature.State()
}
