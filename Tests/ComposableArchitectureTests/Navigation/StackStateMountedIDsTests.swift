import Foundation
import PropertyBased
import Testing

@testable import ComposableArchitecture

/// `StackState.mountedIDsAreCurrent` is answered from a count of the changes to which ids are
/// on the stack, not by comparing the ids. Every mutation that adds, removes or reorders ids
/// must be counted (or the stack reducer would miss a removed element and leave its effects
/// running); one that only changes values need not be (so the check stays O(1)).
struct StackStateMountedIDsTests {
  /// A stack of three elements, ids 0, 1, 2 (with `.incrementing` ids), which the stack reducer
  /// has seen.
  private static func mountedStack() -> StackState<Int> {
    var stack = StackState([10, 11, 12])
    #expect(!stack.mountedIDsAreCurrent)
    #expect(stack.unmountRemovedIDs().isEmpty)
    #expect(stack.mountedIDsAreCurrent)
    return stack
  }

  private static let structuralChanges: [(String, @Sendable (inout StackState<Int>) -> Void)] = [
    ("append", { $0.append(13) }),
    ("insert", { $0.insert(9, at: 0) }),
    ("remove(at:)", { _ = $0.remove(at: 1) }),
    ("removeLast", { _ = $0.removeLast() }),
    ("popLast", { _ = $0.popLast() }),
    ("removeFirst", { _ = $0.removeFirst() }),
    ("removeAll", { $0.removeAll() }),
    ("removeAll(where:)", { stack in stack.removeAll { $0 == 11 } }),
    ("replaceSubrange, same count", { $0.replaceSubrange(1..<2, with: [21]) }),
    ("subscript(id:) = nil", { $0[id: 1] = nil }),
    ("subscript(id:) at a new id", { $0[id: 7] = 17 }),
    ("pop(from:)", { $0.pop(from: 1) }),
    ("pop(to:)", { $0.pop(to: 0) }),
    ("push(_:id:)", { $0.push(13, id: 3) }),
    (
      "path reordered",
      { stack in
        let swapped = Array(stack.path[0..<2].reversed())
        stack.path.replaceSubrange(0..<2, with: swapped)
      }
    ),
    ("path popped", { $0.path.removeLast() }),
  ]

  @Test(arguments: structuralChanges.map(\.0))
  func aChangeOfIDsIsNoticed(change: String) {
    let mutate = Self.structuralChanges.first { $0.0 == change }!.1
    var stack = withDependencies {
      $0.stackElementID = .incrementing
    } operation: {
      // New elements get ids after the stack's own.
      var stack = Self.mountedStack()
      mutate(&stack)
      return stack
    }
    #expect(stack.ids != [0, 1, 2])
    #expect(!stack.mountedIDsAreCurrent)
    let removed = Set(stack.unmountRemovedIDs())
    #expect(removed == Set([0, 1, 2]).subtracting(stack.ids))
    #expect(stack.mountedIDs == stack.ids)
    #expect(stack.mountedIDsAreCurrent)
  }

  /// Keeping the mounted ids in step looks only above the lowest position a change touched: any
  /// sequence of changes, with the reducer's `mountCurrentIDs()` between them, must still end
  /// with exactly the removed ids it had seen handed back.
  @Test func anySequenceOfChangesHandsBackExactlyTheRemovedIDs() {
    withDependencies {
      $0.stackElementID = .incrementing
    } operation: {
      var generator = Xoshiro(seed: (7, 11, 13, 17))
      var stack = Self.mountedStack()
      for _ in 0..<500 {
        // Ids the reducer has seen: those on the stack at the last unmount, and at every mount.
        var seen = Set(stack.ids)
        for _ in 0..<Int.random(in: 1...3, using: &generator) {
          let (_, change) = Self.structuralChanges.randomElement(using: &generator)!
          if stack.count < 3 {
            stack.append(contentsOf: [1, 2, 3])
          }
          change(&stack)
          if Bool.random(using: &generator) {
            stack.mountCurrentIDs()
            seen.formUnion(stack.ids)
          }
        }
        let removed = stack.unmountRemovedIDs()
        #expect(Set(removed) == seen.subtracting(stack.ids))
        #expect(removed.count == Set(removed).count)
        #expect(stack.mountedIDs == stack.ids)
      }
    }
  }

  private static let valueChanges: [(String, @Sendable (inout StackState<Int>) -> Void)] = [
    ("subscript(position:)", { $0[1] = 21 }),
    ("subscript(id:) of an element", { $0[id: 1] = 21 }),
    ("subscript(id:) modified in place", { $0[id: 1]! += 10 }),
    ("swapAt", { $0.swapAt(0, 2) }),
    ("sort", { $0.sort(by: >) }),
    ("path element", { $0.path[1].element = 21 }),
    ("pop(to:) the top", { $0.pop(to: 2) }),
    ("pop(from:) a missing id", { $0.pop(from: 5) }),
    ("subscript(id:) = nil at a missing id", { $0[id: 5] = nil }),
    ("push(_:id:) at an id on the stack", { $0.push(21, id: 1) }),
  ]

  @Test(arguments: valueChanges.map(\.0))
  func aChangeOfValuesKeepsTheMountedIDsCurrent(change: String) {
    let mutate = Self.valueChanges.first { $0.0 == change }!.1
    var stack = withDependencies {
      $0.stackElementID = .incrementing
    } operation: {
      Self.mountedStack()
    }
    mutate(&stack)
    #expect(stack.ids == [0, 1, 2])
    #expect(stack.mountedIDsAreCurrent)
  }

  @Test func theBookkeepingIsNotPartOfTheValue() throws {
    let seen = withDependencies {
      $0.stackElementID = .incrementing
    } operation: {
      Self.mountedStack()
    }
    let unseen = withDependencies {
      $0.stackElementID = .incrementing
    } operation: {
      StackState([10, 11, 12])
    }
    #expect(seen.mountedIDsAreCurrent != unseen.mountedIDsAreCurrent)
    #expect(seen == unseen)
    #expect(seen.hashValue == unseen.hashValue)
    let encoder = JSONEncoder()
    #expect(try encoder.encode(seen) == encoder.encode(unseen))
  }

  @Test func aDecodedStackIsNotMounted() throws {
    let decoder = JSONDecoder()
    decoder.userInfo[.isRecording] = true
    let stack = try decoder.decode(
      StackState<Int>.self, from: Data(#"[{"element":10,"id":4}]"#.utf8))
    #expect(stack.ids == [4])
    #expect(!stack.mountedIDsAreCurrent)
  }
}

