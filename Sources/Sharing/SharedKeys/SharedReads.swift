import Foundation

#if !canImport(Darwin)
  import Synchronization
#endif

/// The shared values a piece of code read (their storages, which every value derived from one
/// key shares), so that a host can wait for the saves of what it shows and for nothing else.
///
/// ```swift
/// let (page, reads) = SharedReads.collect { render() }
/// await PendingSaves.wait(for: PendingSaves.checkpoint(covering: reads))
/// send(page)
/// ```
@_spi(Hosting)
public struct SharedReads: Sendable, Equatable {
  var storages: Set<ObjectIdentifier> = []

  /// No shared value read.
  public init() {}

  /// Runs `body` and returns, beside its result, the shared values it read on this task (a read
  /// of a value, `loadError` or `saveError`). Collections nest: an inner one's reads count for the
  /// outer one too.
  public static func collect<Result>(_ body: () throws -> Result) rethrows -> (Result, SharedReads) {
    let collector = Collector()
    let outer = Collector.current
    Self.changeActiveCollections(by: 1)
    defer { Self.changeActiveCollections(by: -1) }
    let result = try Collector.$current.withValue(collector) { try body() }
    let reads = collector.reads
    outer?.insert(contentsOf: reads.storages)
    return (result, reads)
  }

  /// Notes a read of `storage` when a collection is under way: while none is, a read pays one
  /// atomic load.
  static func note(_ storage: AnyObject) {
    guard Self.isCollecting, let collector = Collector.current else { return }
    collector.insert(contentsOf: [ObjectIdentifier(storage)])
  }

  #if canImport(Darwin)
    private static let activeCollections = LockedValue(0)
    private static var isCollecting: Bool { Self.activeCollections.get() > 0 }
    private static func changeActiveCollections(by change: Int) {
      Self.activeCollections.withValue { $0 += change }
    }
  #else
    private static let activeCollections = Atomic<Int>(0)
    private static var isCollecting: Bool { Self.activeCollections.load(ordering: .relaxed) > 0 }
    private static func changeActiveCollections(by change: Int) {
      Self.activeCollections.add(change, ordering: .relaxed)
    }
  #endif

  private final class Collector: Sendable {
    @TaskLocal static var current: Collector?
    private let storages = LockedValue<Set<ObjectIdentifier>>([])

    var reads: SharedReads {
      var reads = SharedReads()
      reads.storages = self.storages.withValue { $0 }
      return reads
    }

    func insert(contentsOf storages: Set<ObjectIdentifier>) {
      self.storages.withValue { $0.formUnion(storages) }
    }
  }
}
