import ComposableArchitecture
import Testing

@Suite struct InMemoryKeyTests {
  @Test func sameKeySharesOneStorage() {
    @Shared(.inMemory("count")) var count = 0
    @Shared(.inMemory("count")) var sameCount = 5
    #expect(sameCount == 0)
    $count.withLock { $0 = 3 }
    #expect(sameCount == 3)
  }

  @Test func valueOutlivesItsSharedValues() {
    do {
      @Shared(.inMemory("name")) var name = "Blob"
      $name.withLock { $0 = "Blob Jr." }
    }
    @Shared(.inMemory("name")) var name = "Blob"
    #expect(name == "Blob Jr.")
  }

  @Test func storagesAreSeparate() {
    @Shared(.inMemory("count")) var count = 1
    withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      @Shared(.inMemory("count")) var otherCount = 7
      #expect(otherCount == 7)
    }
    #expect(count == 1)
  }

  @Test func readerSeesTheSharedValue() {
    @Shared(.inMemory("flag")) var flag = false
    @SharedReader(.inMemory("flag")) var reader = false
    $flag.withLock { $0 = true }
    #expect(reader)
  }

  @Test func keyWithDefault() {
    @Shared(.isOn) var isOn
    #expect(isOn == true)
    $isOn.withLock { $0 = false }
    @Shared(.inMemory("isOn")) var sameKeyWithoutDefault = true
    #expect(sameKeyWithoutDefault == false)
  }
}

extension SharedKey where Self == InMemoryKey<Bool>.Default {
  fileprivate static var isOn: Self { Self[.inMemory("isOn"), default: true] }
}
