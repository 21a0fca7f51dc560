@testable import ComposableArchitecture
import Testing

struct StackStatePathViewTests {
  @Test func thePathKeepsIdsAcrossReplacements() {
    var stack = withDependencies {
      $0.stackElementID = .incrementing
    } operation: {
      StackState(["a", "b", "c"])
    }
    var path = stack.path
    #expect(path.count == 3)
    #expect(path.map(\.element) == ["a", "b", "c"])
    // A component is its id: the same element under another id is another component.
    #expect(path[0] == StackState<String>.Component(id: 0, element: "z"))
    #expect(path[0] != path[1])

    // A user interface popping the top view hands back the remaining components.
    path.removeLast()
    path[0].element = "A"
    stack.path = path
    #expect(Array(stack) == ["A", "b"])
    #expect(stack.ids == [0, 1])

    // Components moved back in keep their ids.
    let popped = path[1]
    path.removeLast()
    path.append(popped)
    stack.path = path
    #expect(stack.ids == [0, 1])
    #expect(StackState<String>.PathView().isEmpty)
  }
}
