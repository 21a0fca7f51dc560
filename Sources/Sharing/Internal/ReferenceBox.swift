import Foundation

#if !canImport(Darwin)
  import Synchronization
#endif

/// The reference that every copy of one `Shared` (or `SharedReader`) reads through, so that
/// pointing one copy at another reference (`$value = other`, `$value.load(key)`) points them all.
///
/// Every read of a shared value goes through it, and re-pointing is rare: until the first time,
/// a read is one atomic load of a flag (where the deployment targets have `Atomic`) and no lock.
final class ReferenceBox<Reference>: @unchecked Sendable {
  private let initial: Reference
  private let lock = NSLock()
  private var replacement: Reference?
  #if canImport(Darwin)
    private var isReplaced: Bool { self.lock.withLock { self.replacement != nil } }
  #else
    private let replaced = Atomic<Bool>(false)
    private var isReplaced: Bool { self.replaced.load(ordering: .acquiring) }
  #endif

  init(_ reference: Reference) {
    self.initial = reference
  }

  var reference: Reference {
    get {
      guard self.isReplaced else { return self.initial }
      return self.lock.withLock { self.replacement ?? self.initial }
    }
    set {
      self.lock.withLock { self.replacement = newValue }
      #if !canImport(Darwin)
        self.replaced.store(true, ordering: .releasing)
      #endif
    }
  }
}
