import ConcurrencyExtras
import Sharing
import SwiftNavigation
import Testing

@CasePathable
private enum Destination: Equatable {
  case detail(String)
  case loading
}

private struct Settings: Equatable {
  var name = "Blob"
  var isOn = false
}

@MainActor
@Suite(.serialized, .mainSerialExecutor, .timeLimit(.minutes(1)))
struct UIBindingTests {
  @Test func aBindingOwnsItsValueAndBindsItsMembers() {
    @UIBinding var settings = Settings()
    let isOn: UIBinding<Bool> = $settings.isOn
    isOn.wrappedValue = true
    #expect(settings.isOn == true)
    settings.name = "Blob Jr."
    #expect($settings.name.wrappedValue == "Blob Jr.")
    #expect(UIBinding(projectedValue: $settings).wrappedValue == settings)
  }

  @Test func readingABindingIsObserved() async {
    @UIBinding var count = 0
    let binding = $count
    let (counts, continuation) = AsyncStream.makeStream(of: Int.self)
    var iterator = counts.makeAsyncIterator()
    let token = observe { continuation.yield(binding.wrappedValue) }
    #expect(await iterator.next() == 0)
    binding.wrappedValue = 5
    #expect(await iterator.next() == 5)
    token.cancel()
  }

  @Test func writesAreMadeInTheBindingsTransaction() async {
    @UIBinding var count = 0
    var transaction = UITransaction()
    transaction.isAnimated = true
    let animated = $count.transaction(transaction)
    #expect(animated.transaction.isAnimated == true)
    let (changes, continuation) = AsyncStream.makeStream(of: Bool.self)
    var iterator = changes.makeAsyncIterator()
    let token = observe { transaction in
      _ = animated.wrappedValue
      continuation.yield(transaction.isAnimated)
    }
    #expect(await iterator.next() == false)
    animated.wrappedValue = 1
    #expect(await iterator.next() == true)
    // A transaction already current wins over the binding's.
    withUITransaction(\.isAnimated, false) {
      animated.wrappedValue = 2
    }
    #expect(await iterator.next() == false)
    token.cancel()
  }

  @Test func constantsIgnoreWrites() {
    let binding = UIBinding.constant(1)
    binding.wrappedValue = 2
    #expect(binding.wrappedValue == 1)
  }

  @Test func optionalConversions() {
    @UIBinding var name: String? = "Blob"
    let unwrapped = UIBinding($name)
    #expect(unwrapped?.wrappedValue == "Blob")
    unwrapped?.wrappedValue = "Blob Jr."
    #expect(name == "Blob Jr.")
    name = nil
    // The last value is kept, and writes are ignored while the base is nil.
    #expect(unwrapped?.wrappedValue == "Blob Jr.")
    unwrapped?.wrappedValue = "Blob Sr."
    #expect(name == nil)

    @UIBinding var absent: String? = nil
    #expect(UIBinding($absent) == nil)

    @UIBinding var presented: Int? = 1
    let isPresented = UIBinding<Bool>($presented)
    #expect(isPresented.wrappedValue)
    isPresented.wrappedValue = false
    #expect(presented == nil)

    @UIBinding var count = 1
    let optional = UIBinding<Int?>($count)
    optional.wrappedValue = nil
    #expect(count == 1)
    optional.wrappedValue = 3
    #expect(count == 3)

    let erased = UIBinding<AnyHashable>($count)
    erased.wrappedValue = AnyHashable(4)
    #expect(count == 4)
  }

  @Test func membersOfOptionalValues() {
    @UIBinding var settings: Settings? = Settings()
    let name: UIBinding<String?> = $settings.name
    name.wrappedValue = "Blob Jr."
    #expect(settings?.name == "Blob Jr.")
    settings = nil
    #expect(name.wrappedValue == nil)
    name.wrappedValue = "Blob"
    #expect(settings == nil)
  }

  @Test func caseBindingsOfOptionalEnums() {
    @UIBinding var destination: Destination? = .detail("Blob")
    let detail: UIBinding<String?> = $destination.detail
    let isLoading: UIBinding<Bool> = $destination.loading
    #expect(detail.wrappedValue == "Blob")
    detail.wrappedValue = "Blob Jr."
    #expect(destination == .detail("Blob Jr."))
    // Writes through another case than the current one are ignored.
    isLoading.wrappedValue = false
    #expect(destination == .detail("Blob Jr."))
    isLoading.wrappedValue = true
    #expect(destination == .detail("Blob Jr."))
    detail.wrappedValue = nil
    #expect(destination == nil)
    detail.wrappedValue = "Blob"
    #expect(destination == nil)
    destination = .loading
    detail.wrappedValue = nil
    #expect(destination == .loading)
    isLoading.wrappedValue = false
    #expect(destination == nil)
  }

  @Test func caseBindingsOfEnums() {
    @UIBinding var destination = Destination.detail("Blob")
    #expect($destination.loading == nil)
    let detail = $destination.detail
    #expect(detail?.wrappedValue == "Blob")
    detail?.wrappedValue = "Blob Jr."
    #expect(destination == .detail("Blob Jr."))
    destination = .loading
    #expect(detail?.wrappedValue == "Blob Jr.")
    // A write through a case the enum has left is ignored.
    detail?.wrappedValue = "Blob Sr."
    #expect(destination == .loading)
    #expect($destination._$case(\.loading).wrappedValue == ())
  }

  @Test func aBindingToASharedValue() {
    let count = Shared(value: 1)
    let binding = UIBinding(count)
    #expect(binding.wrappedValue == 1)
    binding.wrappedValue = 2
    #expect(count.wrappedValue == 2)
    count.withLock { $0 = 3 }
    #expect(binding.wrappedValue == 3)
    #expect(UIBindingIdentifier(binding) == UIBindingIdentifier(UIBinding(count)))
  }

  @Test func bindingsToTwoMembersOfASharedValueDiffer() {
    struct Size { var width = 1, height = 2 }
    let size = Shared(value: Size())
    #expect(UIBindingIdentifier(UIBinding(size.width)) != UIBindingIdentifier(UIBinding(size.height)))
  }

  @Test func bindingsIdentifyTheirStorage() {
    @UIBinding var settings = Settings()
    @UIBinding var other = Settings()
    #expect(UIBindingIdentifier($settings.name) == UIBindingIdentifier($settings.name))
    #expect(UIBindingIdentifier($settings.name) != UIBindingIdentifier($settings.isOn))
    #expect(UIBindingIdentifier($settings.name) != UIBindingIdentifier($other.name))
  }

  @Test func printsChanges() {
    @UIBinding var count = 0
    let printing = $count._printChanges("count")
    printing.wrappedValue = 1
    #expect(count == 1)
  }
}
