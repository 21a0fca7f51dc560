import ComposableArchitecture

// Issue 23, shape (a): an enum reducer declared above the feature it holds, in the same file.
// Swift 6.3.1 crashed (signal 11) type-checking this file before the macros declared the
// generated types' conformances inline.

@Reducer
enum ShapeADestination {
  case feature(ShapeAFeature)
}

@Reducer
struct ShapeAFeature {}
