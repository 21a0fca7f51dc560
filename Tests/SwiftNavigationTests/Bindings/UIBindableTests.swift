import Perception
import SwiftNavigation
import Testing

@Perceptible
private final class Profile {
  var name = "Blob"
}

@MainActor
@Suite(.serialized, .mainSerialExecutor, .timeLimit(.minutes(1)))
struct UIBindableTests {
  @Test func bindsThePropertiesOfAnObservableObject() async {
    let model = CounterModel()
    @UIBindable var bindable = model
    let count = $bindable.count
    count.wrappedValue = 3
    #expect(model.count == 3)
    model.count = 4
    #expect(count.wrappedValue == 4)

    let (counts, continuation) = AsyncStream.makeStream(of: Int.self)
    var iterator = counts.makeAsyncIterator()
    let token = observe { continuation.yield(count.wrappedValue) }
    #expect(await iterator.next() == 4)
    model.count = 5
    #expect(await iterator.next() == 5)
    token.cancel()
  }

  @Test func bindsThePropertiesOfAPerceptibleObject() {
    let profile = Profile()
    let bindable = UIBindable(profile)
    bindable.name.wrappedValue = "Blob Jr."
    #expect(profile.name == "Blob Jr.")
    #expect(UIBindable(projectedValue: bindable.projectedValue).wrappedValue === profile)
  }

  @Test func bindingsHoldTheObjectWeakly() {
    var model: CounterModel? = CounterModel()
    model?.count = 2
    let count = UIBindable(model!).count
    weak let released = model
    model = nil
    #expect(released == nil)
    #expect(count.wrappedValue == 2)
    count.wrappedValue = 3
    #expect(count.wrappedValue == 3)
  }
}
