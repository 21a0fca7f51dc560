import Foundation

/// The reference that every copy of one `Shared` (or `SharedReader`) reads through, so that
/// pointing one copy at another reference (`$value = other`, `$value.load(key)`) points them all.
final class ReferenceBox<Reference>: @unchecked Sendable {
  private let lock = NSLock()
  private var _reference: Reference

  init(_ reference: Reference) {
    self._reference = reference
  }

  var reference: Reference {
    get { self.lock.withLock { self._reference } }
    set { self.lock.withLock { self._reference = newValue } }
  }
}
