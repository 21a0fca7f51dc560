@_spi(Inspector) import ComposableArchitecture
import Foundation
import Testing

@testable import ComposableWeb

@Reducer
struct InspectedList {
  @ObservableState
  struct State: Equatable, Codable {
    var ids: [UUID] = []
  }
  enum Action: Equatable, Codable {
    case addButtonTapped
  }
  @Dependency(\.uuid) var uuid
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.ids.append(self.uuid())
      return .none
    }
  }
}

@MainActor
struct InspectorDependencyExportTests {
  /// The UUIDs the reducer read while the inspector kept its steps are in the exported test,
  /// which gives them back: without them, a test exported from SyncUps' "New sync-up" failed as
  /// exported (its uuid dependency unimplemented, and the state's ids others).
  @Test func theUUIDsAStepReadAreGivenBackByTheExportedTest() throws {
    let inspector = StoreInspector<InspectedList.State, InspectedList.Action>(
      feature: InspectedList.self)
    let store = withDependencies {
      $0.uuid = .incrementing
    } operation: {
      Store(initialState: InspectedList.State(), inspector: inspector) { InspectedList() }
    }
    _ = inspector.connect { _ in }
    store.send(.addButtonTapped)
    store.send(.addButtonTapped)
    let test = try inspector.exportTest(module: "ComposableWebTests", runsEffects: false)
    #expect(
      test.contains(
        #"store.dependencies.uuid = .constant(UUID(uuidString: "00000000-0000-0000-0000-000000000000")!)"#
      ))
    #expect(
      test.contains(
        #"store.dependencies.uuid = .constant(UUID(uuidString: "00000000-0000-0000-0000-000000000001")!)"#
      ))
  }
}
