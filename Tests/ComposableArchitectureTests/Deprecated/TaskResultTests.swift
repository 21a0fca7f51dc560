import ComposableArchitecture
import Testing

struct TaskResultTests {
  struct Coded: Error, Hashable { var code: Int }
  struct Opaque: Error {}

  @Test func capturesAValueOrAnError() async throws {
    let success = await TaskResult { 1 }
    #expect(try success.value == 1)
    let failure = await TaskResult<Int> { throw Coded(code: 1) }
    #expect(throws: Coded(code: 1)) { try failure.value }
  }

  @Test func comparesEquatableErrors() {
    #expect(TaskResult<Int>.success(1) == .success(1))
    #expect(TaskResult<Int>.success(1) != .success(2))
    #expect(TaskResult<Int>.failure(Coded(code: 1)) == .failure(Coded(code: 1)))
    #expect(TaskResult<Int>.failure(Coded(code: 1)) != .failure(Coded(code: 2)))
    #expect(TaskResult<Int>.failure(Coded(code: 1)) != .failure(Opaque()))
    #expect(TaskResult<Int>.success(1) != .failure(Coded(code: 1)))
  }

  @Test func reportsComparingErrorsThatAreNotEquatable() {
    withKnownIssue {
      #expect(TaskResult<Int>.failure(Opaque()) != .failure(Opaque()))
    } matching: { issue in
      issue.description.contains(#""TaskResultTests.Opaque" is not equatable"#)
    }
  }

  @Test func hashesLikeItCompares() {
    #expect(
      TaskResult<Int>.failure(Coded(code: 1)).hashValue
        != TaskResult<Int>.success(1).hashValue
    )
    #expect(Set([TaskResult<Int>.success(1), .success(1), .success(2)]).count == 2)
  }

  @Test func reportsHashingErrorsThatAreNotHashable() {
    withKnownIssue {
      _ = TaskResult<Int>.failure(Opaque()).hashValue
    } matching: { issue in
      issue.description.contains(#""TaskResultTests.Opaque" is not hashable"#)
    }
  }

  @Test func mapsAndConverts() throws {
    let result = TaskResult<Int>.success(1)
    #expect(result.map { $0 + 1 } == .success(2))
    #expect(result.flatMap { _ in TaskResult<Int>.failure(Coded(code: 3)) } == .failure(Coded(code: 3)))
    #expect(TaskResult(Result<Int, Coded>.failure(Coded(code: 4))) == .failure(Coded(code: 4)))
    #expect(try Result(result).get() == 1)
    #expect(result[case: \.success] == 1)
    #expect(TaskResult<Int>.failure(Opaque()).is(\.failure))
  }
}
