/// The screens `NavigationLink(destination:)` pushed onto a ``NavigationStack``, kept by the
/// stack as its view-local state.
///
/// Each screen remembers how many screens of the stack's path were under it when it was pushed,
/// so that a value pushed later goes above it, and popping the path beneath it pops it too.
struct PushedViews {
  /// A pushed screen: its view, where it sits, and a number that tells it apart from the others.
  struct Screen {
    let id: Int
    let view: any View
    /// The number of the path's screens under it.
    let pathCount: Int
  }

  private(set) var screens: [Screen] = []
  private var nextID = 0

  mutating func push(_ view: any View, above pathCount: Int) {
    screens.append(Screen(id: nextID, view: view, pathCount: pathCount))
    nextID += 1
  }

  /// Pops the screen with `id` and those pushed after it.
  mutating func pop(from id: Int) {
    guard let index = screens.firstIndex(where: { $0.id == id }) else { return }
    screens.removeSubrange(index...)
  }

  /// Whether some screen stood above path screens that are gone.
  func hasScreens(above pathCount: Int) -> Bool {
    screens.contains { $0.pathCount > pathCount }
  }

  /// Pops the screens that stood above path screens that are gone.
  mutating func popScreens(above pathCount: Int) {
    screens.removeAll { $0.pathCount > pathCount }
  }
}
