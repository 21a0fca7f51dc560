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

  @Test func explicitLoadReturnsTheStoredValue() async throws {
    @Shared(.inMemory("count")) var count = 0
    $count.withLock { $0 = 2 }
    try await $count.load()
    #expect(count == 2)
    @SharedReader(.inMemory("count")) var reader = 0
    try await $reader.load()
    #expect(reader == 2)
  }

  @Test func requireFindsTheStoredValue() async throws {
    @Shared(.inMemory("count")) var count = 4
    let required = try await Shared<Int>(require: .inMemory("count"))
    #expect(required.wrappedValue == 4)
  }

  @Test func optionalKeyWithDefault() {
    // Without the optional-key initializer being disfavored, this is ambiguous.
    @Shared(.optionalCount) var count
    #expect(count == 3)
    @SharedReader(.optionalCount) var reader
    #expect(reader == 3)
  }
}

extension SharedKey where Self == InMemoryKey<Bool>.Default {
  fileprivate static var isOn: Self { Self[.inMemory("isOn"), default: true] }
}

extension SharedKey where Self == InMemoryKey<Int?>.Default {
  fileprivate static var optionalCount: Self { Self[.inMemory("optionalCount"), default: 3] }
}
