import ComposableArchitecture
import ComposableTerminal

extension SyncUpsApp {
  /// A browser tab's app, for `SyncUps --web`: its own store, shown by the very views the
  /// terminal shows. The sync-ups themselves are `@Shared` in their file, so every tab sees the
  /// same list.
  @MainActor
  public static func webTab() -> some View {
    AppView(store: Store(initialState: AppFeature.State()) { AppFeature() })
  }
}
