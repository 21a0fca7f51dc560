#if !canImport(Darwin)
  import ComposableArchitecture
  import Foundation
  import Testing

  /// `NotificationCenter.notifications(named:object:)`, which Linux's Foundation lacks.
  struct NotificationCenterNotificationsTests {
    let center = NotificationCenter()
    let name = Notification.Name("NotificationCenterNotificationsTests")

    @Test func deliversWhatIsPostedAfterTheSequenceIsMadeInOrder() async {
      let notifications = self.center.notifications(named: self.name)
      self.center.post(name: self.name, object: nil, userInfo: ["n": 1])
      self.center.post(name: Notification.Name("another"), object: nil)
      self.center.post(name: self.name, object: nil, userInfo: ["n": 2])
      var iterator = notifications.makeAsyncIterator()
      #expect(await iterator.next()?.userInfo?["n"] as? Int == 1)
      #expect(await iterator.next()?.userInfo?["n"] as? Int == 2)
    }

    @Test func deliversOnlyTheObjectsNotificationsWhenGivenOne() async {
      let sender = NSObject()
      let notifications = self.center.notifications(named: self.name, object: sender)
      self.center.post(name: self.name, object: NSObject(), userInfo: ["from": "other"])
      self.center.post(name: self.name, object: sender, userInfo: ["from": "sender"])
      var iterator = notifications.makeAsyncIterator()
      #expect(await iterator.next()?.userInfo?["from"] as? String == "sender")
    }

    @Test func endsWhenTheReadingTaskIsCancelled() async {
      let notifications = self.center.notifications(named: self.name)
      let reading = Task {
        var count = 0
        for await _ in notifications { count += 1 }
        return count
      }
      reading.cancel()
      #expect(await reading.value == 0)
      // The center no longer delivers to the ended sequence.
      self.center.post(name: self.name, object: nil)
    }
  }
#endif
