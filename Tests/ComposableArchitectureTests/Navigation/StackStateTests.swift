import ComposableArchitecture
import Foundation
import Testing

@CasePathable
@dynamicMemberLookup
private enum Screen: Equatable {
  case detail(String)
  case record(Int)
}

@Suite
struct StackStateTests {
  @Test func elementsGetIncreasingIDs() {
    withDependencies {
      $0.stackElementID = .incrementing
    } operation: {
      var stack = StackState<Screen>([.detail("a")])
      stack.append(.record(1))
      stack.append(.detail("b"))
      #expect(stack.ids == [0, 1, 2])
      #expect(Array(stack) == [.detail("a"), .record(1), .detail("b")])
      #expect(stack[id: 1] == .record(1))
      #expect(stack[id: 1, case: \.record] == 1)
      #expect(stack[id: 1, case: \.detail] == nil)
    }
  }

  @Test func popping() {
    withDependencies {
      $0.stackElementID = .incrementing
    } operation: {
      var stack: StackState<Screen> = [.detail("a"), .record(1), .detail("b"), .record(2)]
      stack.pop(to: 2)
      #expect(stack.ids == [0, 1, 2])
      stack.pop(from: 1)
      #expect(stack.ids == [0])
      stack.append(.record(3))
      #expect(stack.ids == [0, 4])
      #expect(stack.popLast() == .record(3))
      stack.removeLast()
      #expect(stack.isEmpty)
      stack.pop(from: 0)
      #expect(stack.isEmpty)
    }
  }

  @Test func subscriptByID() {
    withDependencies {
      $0.stackElementID = .incrementing
    } operation: {
      var stack: StackState<Screen> = [.detail("a"), .record(1)]
      stack[id: 0]?.modify(\.detail) { $0 += "!" }
      #expect(stack[id: 0] == .detail("a!"))
      stack[id: 1, case: \.record] = 5
      #expect(stack[id: 1] == .record(5))
      // Assigning at an id that is not on the stack pushes with that id, as tests do.
      stack[id: 7] = .record(7)
      #expect(stack.ids == [0, 1, 7])
      stack[id: 1] = nil
      #expect(stack.ids == [0, 7])
      // As upstream, another case than the element's is not modified, and that is reported.
      withKnownIssue {
        stack[id: 7, case: \.detail] = nil
      } matching: {
        $0.comments.map(\.rawValue) == [#"Can't modify unrelated case "record""#]
      }
      #expect(stack.ids == [0, 7])
      stack[id: 7, case: \.record] = nil
      #expect(stack.ids == [0])
    }
  }

  @Test func equalityComparesIDsAndElements() {
    withDependencies {
      $0.stackElementID = .incrementing
    } operation: {
      var lhs = StackState<Screen>()
      lhs[id: 0] = .detail("a")
      var rhs = StackState<Screen>()
      rhs[id: 0] = .detail("a")
      #expect(lhs == rhs)
      rhs[id: 0] = nil
      rhs[id: 1] = .detail("a")
      #expect(lhs != rhs)
    }
  }

  @Test func dumpShowsIDs() {
    withDependencies {
      $0.stackElementID = .incrementing
    } operation: {
      let stack: StackState<Screen> = [.detail("a"), .record(1)]
      #expect(
        String(customDumping: stack) == """
          [
            #0: .detail("a"),
            #1: .record(1)
          ]
          """
      )
    }
  }

  @Test func codableDropsIDs() throws {
    struct Element: Codable, Equatable { var name: String }
    try withDependencies {
      $0.stackElementID = .incrementing
    } operation: {
      let stack: StackState<Element> = [Element(name: "a"), Element(name: "b")]
      let data = try JSONEncoder().encode(stack)
      #expect(String(decoding: data, as: UTF8.self) == #"[{"name":"a"},{"name":"b"}]"#)
      let decoded = try JSONDecoder().decode(StackState<Element>.self, from: data)
      #expect(Array(decoded) == Array(stack))
      #expect(decoded.ids == [2, 3])
    }
  }
}
