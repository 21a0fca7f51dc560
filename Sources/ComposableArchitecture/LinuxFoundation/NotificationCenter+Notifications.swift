#if !canImport(Darwin)
  import ConcurrencyExtras
  import Foundation

  // Apple's Foundation has these (macOS 12, iOS 15); Linux's does not. Upstream's long-living
  // effects case study awaits a notification with them. The method is disfavored and the type is
  // this module's, so that when Linux's Foundation declares them, code that imports both uses
  // Foundation's.
  extension NotificationCenter {
    /// The notifications of one name that a notification center posts, as an asynchronous
    /// sequence: `notifications(named:object:)` makes one.
    public struct Notifications: AsyncSequence {
      public typealias Element = Notification
      public typealias Failure = Never

      // Linux's `Notification` is not `Sendable` (its `object` and `userInfo` hold anything): each
      // one is handed from the posting thread to the single iterator that reads it, and nothing
      // else keeps it.
      let stream: AsyncStream<UncheckedSendable<Notification>>

      /// Reads the notifications in the order they were posted.
      public struct AsyncIterator: AsyncIteratorProtocol {
        var base: AsyncStream<UncheckedSendable<Notification>>.Iterator

        /// The next notification; `nil` once the task that reads them is cancelled.
        public mutating func next() async -> Notification? {
          await self.base.next()?.value
        }

        /// The next notification, read on the caller's actor.
        public mutating func next(isolation actor: isolated (any Actor)?) async -> Notification? {
          await self.base.next(isolation: actor)?.value
        }
      }

      public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(base: self.stream.makeAsyncIterator())
      }
    }

    /// The notifications of a name posted from now on, as an asynchronous sequence:
    ///
    /// ```swift
    /// for await _ in NotificationCenter.default.notifications(named: .settingsChanged) {
    ///   await send(.settingsChanged)
    /// }
    /// ```
    ///
    /// The center observes from the moment the sequence is made, keeping what is posted until it
    /// is read, and stops observing when the sequence ends (its reading task is cancelled or the
    /// sequence goes away).
    ///
    /// - Parameters:
    ///   - name: The name of the notifications.
    ///   - object: The object whose notifications to deliver, or `nil` for every object's.
    @_disfavoredOverload
    public func notifications(
      named name: Notification.Name,
      object: AnyObject? = nil
    ) -> Notifications {
      let (stream, continuation) = AsyncStream.makeStream(
        of: UncheckedSendable<Notification>.self
      )
      let observer = UncheckedSendable(
        self.addObserver(forName: name, object: object, queue: nil) { notification in
          continuation.yield(UncheckedSendable(notification))
        }
      )
      continuation.onTermination = { [weak self] _ in
        self?.removeObserver(observer.value)
      }
      return Notifications(stream: stream)
    }
  }
#endif
