import ComposableArchitecture
import Foundation
import Testing

enum Theme: String, Sendable {
  case light, dark
}

enum Level: Int, Sendable {
  case low = 1, high = 2
}

struct Settings: Codable, Equatable, Sendable {
  var volume = 5
  var theme = "light"
}

/// Codable and raw-representable: kept as its raw value, as the raw-value overload is preferred.
enum Size: String, Codable, Sendable {
  case small, large
}

@Suite struct AppStorageKeyTests {
  let defaults = UserDefaults(suiteName: "AppStorageKeyTests-\(UUID().uuidString)")!

  @Test func valuesAreStoredInUserDefaults() {
    withDependencies {
      $0.defaultAppStorage = self.defaults
    } operation: {
      @Shared(.appStorage("bool")) var bool = false
      @Shared(.appStorage("int")) var int = 0
      @Shared(.appStorage("double")) var double = 0.0
      @Shared(.appStorage("string")) var string = ""
      @Shared(.appStorage("strings")) var strings: [String] = []
      @Shared(.appStorage("url")) var url = URL(string: "https://example.com")!
      @Shared(.appStorage("data")) var data = Data()
      @Shared(.appStorage("date")) var date = Date(timeIntervalSince1970: 0)
      @Shared(.appStorage("theme")) var theme = Theme.light
      @Shared(.appStorage("level")) var level = Level.low
      $bool.withLock { $0 = true }
      $int.withLock { $0 = 42 }
      $double.withLock { $0 = 1.5 }
      $string.withLock { $0 = "Blob" }
      $strings.withLock { $0 = ["a", "b"] }
      $url.withLock { $0 = URL(string: "https://pointfree.co")! }
      $data.withLock { $0 = Data([1, 2, 3]) }
      $date.withLock { $0 = Date(timeIntervalSince1970: 100) }
      $theme.withLock { $0 = .dark }
      $level.withLock { $0 = .high }
      #expect(self.defaults.bool(forKey: "bool") == true)
      #expect(self.defaults.integer(forKey: "int") == 42)
      #expect(self.defaults.double(forKey: "double") == 1.5)
      #expect(self.defaults.string(forKey: "string") == "Blob")
      #expect(self.defaults.stringArray(forKey: "strings") == ["a", "b"])
      #expect(self.defaults.data(forKey: "data") == Data([1, 2, 3]))
      #expect(self.defaults.object(forKey: "date") as? Date == Date(timeIntervalSince1970: 100))
      #expect(self.defaults.string(forKey: "theme") == "dark")
      #expect(self.defaults.integer(forKey: "level") == 2)
    }
    // A new process (here, new shared values after the old ones are gone) reads them back.
    withDependencies {
      $0.defaultAppStorage = self.defaults
    } operation: {
      @SharedReader(.appStorage("bool")) var bool = false
      @SharedReader(.appStorage("int")) var int = 0
      @SharedReader(.appStorage("url")) var url = URL(string: "https://example.com")!
      @SharedReader(.appStorage("date")) var date = Date(timeIntervalSince1970: 0)
      @SharedReader(.appStorage("theme")) var theme = Theme.light
      @SharedReader(.appStorage("level")) var level = Level.low
      #expect(bool == true)
      #expect(int == 42)
      #expect(url == URL(string: "https://pointfree.co")!)
      #expect(date == Date(timeIntervalSince1970: 100))
      #expect(theme == .dark)
      #expect(level == .high)
    }
  }

  @Test func codableValuesAreStoredAsJSON() throws {
    try withDependencies {
      $0.defaultAppStorage = self.defaults
    } operation: {
      @Shared(.appStorage("settings")) var settings = Settings()
      @Shared(.appStorage("optionalSettings")) var optionalSettings: Settings?
      @Shared(.appStorage("size")) var size = Size.small
      $settings.withLock { $0.volume = 7 }
      $optionalSettings.withLock { $0 = Settings(volume: 1) }
      $size.withLock { $0 = .large }
      let data = try #require(self.defaults.data(forKey: "settings"))
      #expect(try JSONDecoder().decode(Settings.self, from: data) == Settings(volume: 7))
      #expect(self.defaults.string(forKey: "size") == "large")
      self.defaults.set(try JSONEncoder().encode(Settings(volume: 3)), forKey: "preset")
      @Shared(.appStorage("preset")) var preset = Settings()
      #expect(preset == Settings(volume: 3))
      $optionalSettings.withLock { $0 = nil }
      #expect(self.defaults.object(forKey: "optionalSettings") == nil)
    }
  }

  @Test func optionalsRemoveTheKeyWhenNil() {
    @Shared(.appStorage("name", store: self.defaults)) var name: String?
    @Shared(.appStorage("theme", store: self.defaults)) var theme: Theme?
    #expect(name == nil)
    $name.withLock { $0 = "Blob" }
    $theme.withLock { $0 = .dark }
    #expect(self.defaults.string(forKey: "name") == "Blob")
    #expect(self.defaults.string(forKey: "theme") == "dark")
    $name.withLock { $0 = nil }
    #expect(self.defaults.object(forKey: "name") == nil)
  }

  @Test func changesPostedByOthersAreFollowed() {
    @Shared(.appStorage("count", store: self.defaults)) var count = 0
    self.defaults.set(7, forKey: "count")
    NotificationCenter.default.post(name: UserDefaults.didChangeNotification, object: self.defaults)
    #expect(count == 7)
  }

  @Test func valueOfAnotherTypeReadsAsTheDefault() {
    self.defaults.set("not a number", forKey: "count")
    @Shared(.appStorage("count", store: self.defaults)) var count = 3
    #expect(count == 3)
  }

  @Test func testsGetTheirOwnDefaults() {
    @Shared(.appStorage("isolated")) var value = 0
    #expect(value == 0)
    $value.withLock { $0 = 1 }
    #expect(UserDefaults.standard.object(forKey: "isolated") == nil)
  }

  @Test func aNewKeyIsGivenItsInitialValue() {
    @Dependency(\.defaultAppStorage) var store
    _ = Shared(wrappedValue: 42, .appStorage("newCount"))
    _ = Shared<String?>(.appStorage("newName"))
    #expect(store.integer(forKey: "newCount") == 42)
    #expect(store.object(forKey: "newName") == nil)
  }

  @Test func writesMadeToTheTestStoreDirectlyAreSeen() {
    @Dependency(\.defaultAppStorage) var store
    @Shared(.appStorage("flag")) var flag: Bool? = true
    store.set(false, forKey: "flag")
    #expect(flag == false)
    store.removeObject(forKey: "flag")
    #expect(flag == true)
    $flag.withLock { $0 = nil }
    #expect(flag == nil)
    #expect(store.object(forKey: "flag") == nil)
  }

  @Test func aFileURLIsStoredAsFoundationReadsItBack() {
    @Dependency(\.defaultAppStorage) var store
    @Shared(.appStorage("fileURL")) var url = URL(fileURLWithPath: "/dev")
    #expect(store.url(forKey: "fileURL") == URL(fileURLWithPath: "/dev"))
    store.set(URL(fileURLWithPath: "/tmp"), forKey: "fileURL")
    #expect(url == URL(fileURLWithPath: "/tmp/"))
  }

  @Test func aSubscriptionFollowsWritesUntilCancelled() {
    @Dependency(\.defaultAppStorage) var store
    let key: AppStorageKey<Int> = .appStorage("followed")
    let values = LockIsolated<[Int?]>([])
    let subscription = key.subscribe(
      context: .userInitiated,
      subscriber: SharedSubscriber { result in values.withValue { $0.append(try? result.get()) } }
    )
    store.set(1, forKey: "followed")
    store.set(42, forKey: "followed")
    subscription.cancel()
    store.set(123, forKey: "followed")
    #expect(values.value == [1, 42])
  }

  @MainActor
  @Test func aKeyKeyValueObservationCannotFollowIsReported() async {
    let issues = await knownIssueMessages {
      _ = Shared(wrappedValue: false, .appStorage("co.pointfree.isEnabled"))
      _ = Shared(wrappedValue: 0, .appStorage("@count"))
    }
    #expect(issues.count == 2)
    #expect(
      issues.first?.hasPrefix(
        """
        A Shared app storage key ("co.pointfree.isEnabled") contains an invalid character (".") \
        for key-value observation. External updates will be observed less efficiently and \
        accurately via notification center, instead.
        """
      ) == true
    )
    #expect(
      issues.last?.hasPrefix(
        #"A Shared app storage key ("@count") contains an invalid character ("@")"#
      ) == true
    )
    withDependencies {
      $0.appStorageKeyFormatWarningEnabled = false
    } operation: {
      _ = Shared(wrappedValue: false, .appStorage("co.pointfree.isEnabled"))
    }
  }

  @MainActor
  @Test func aSecondStoreObjectForASuiteIsReported() async {
    let suiteName = "AppStorageKeyTests-suite-\(UUID().uuidString)"
    let first = UserDefaults(suiteName: suiteName)!
    let count = Shared(wrappedValue: 0, .appStorage("count", store: first))
    let second = UserDefaults(suiteName: suiteName)!
    let issues = await knownIssueMessages {
      _ = Shared(wrappedValue: 0, .appStorage("count", store: second))
    }
    #expect(count.wrappedValue == 0)
    #expect(
      issues.first?.hasPrefix(
        """
        '@Shared(.appStorage("count"))' was given a new store object for an existing suite name \
        ("\(suiteName)").
        """
      ) == true
    )
  }
}
