@_spi(Inspector) import ComposableArchitecture
import Foundation
import Testing

@testable import ComposableWeb

@Reducer
struct InspectedForm {
  @ObservableState
  struct State: Equatable, Codable {
    var title = ""
  }
  enum Action: BindableAction, Equatable, Codable {
    case binding(BindingAction<State>)
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

@MainActor
struct InspectorBindingExportTests {
  @Test func aBindingActionIsExportedWithWhereItWrote() throws {
    let inspector = StoreInspector<InspectedForm.State, InspectedForm.Action>(
      feature: InspectedForm.self)
    let store = Store(initialState: InspectedForm.State(), inspector: inspector) { InspectedForm() }
    _ = inspector.connect { _ in }
    store.send(.binding(.set(\.title, "Design")))
    // Its key path does not say where it wrote: the inspector noted it while the reducer ran.
    let data = try inspector.exportRecording()
    let recording = try Recording<InspectedForm.State, InspectedForm.Action>(
      data: data, name: "inspector-session.jsonl")
    #expect(recording.steps.map(\.state.title) == ["Design"])
    var replayed = InspectedForm.State()
    _ = InspectedForm().reduce(into: &replayed, action: recording.steps[0].action)
    #expect(replayed.title == "Design")
    let test = try inspector.exportTest(module: "ComposableWebTests", runsEffects: false)
    #expect(test.contains(#"await store.send(.binding(.set(\.title, "Design")))"#))
  }

  @Test func aBindingActionIsListedWithWhereItWrote() {
    let action = InspectedForm.Action.binding(.set(\.title, "Design"))
    var state = InspectedForm.State()
    let (_, notes) = _RecordingStepNoter().reduce {
      InspectedForm().reduce(into: &state, action: action)
    }
    #expect(notes.bindingKeyPath == #"\.title"#)
    #expect(
      inspectorActionPath(action, bindingKeyPath: notes.bindingKeyPath)
        == #"binding(.set(\.title, "Design"))"#)
    // Unnoted (the inspector was not recording), it is listed as custom-dump writes it.
    #expect(inspectorActionPath(action).hasPrefix("binding(.set("))
  }
}
