import ComposableArchitecture
import ComposableTerminal
import Foundation
import Testing

@testable import SyncUpsKit

/// The app's screens, driven through their keys against a real store with controlled
/// dependencies.
@MainActor
@Suite(.serialized)
struct AppViewTests {
  /// A change the storage did not save is never silently gone: the list, and the detail the
  /// user opens next, say that it was not saved and why (here a file whose folder is a file).
  @Test
  func aChangeThatWasNotSavedIsShownWhereTheUserLooks() throws {
    let blocker = FileManager.default.temporaryDirectory
      .appendingPathComponent("AppViewTests-\(UUID().uuidString)")
    #expect(FileManager.default.createFile(atPath: blocker.path, contents: Data()))
    defer { try? FileManager.default.removeItem(at: blocker) }
    let store = Store(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.uuid = .incrementing
      $0.defaultFileStorage = .fileSystem
      $0.syncUpsFile = blocker.appendingPathComponent("sync-ups.json")
    }
    let driver = HeadlessDriver(size: Size(width: 120, height: 24)) { AppView(store: store) }
    #expect(!driver.text.contains("Not saved"))

    driver.press("n")
    driver.type("Design")
    driver.press(.control("s"))

    #expect(store.syncUpsList.$syncUps.saveError != nil)
    #expect(driver.text.contains("Not saved: "))
    driver.press(.enter)
    #expect(driver.screen.lines[0] == "Design")
    #expect(driver.text.contains("Not saved: "))
  }

  @Test
  func addASyncUpFromTheKeyboard() {
    let store = Store(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    let driver = HeadlessDriver(size: Size(width: 100, height: 24)) { AppView(store: store) }
    #expect(driver.text.contains("No sync-ups yet: press n to add one."))

    driver.press("n")
    #expect(driver.text.contains("[ Cancel (Esc) ] [ Add (Ctrl-S) ]"))
    driver.type("Design")
    driver.press(.tab, "+", "+", .tab, .right, .tab)
    driver.type("Blob")
    driver.press(.control("s"))

    #expect(
      store.syncUpsList.syncUps.elements == [
        SyncUp(
          id: UUID(0),
          attendees: [Attendee(id: UUID(1), name: "Blob")],
          duration: .seconds(7 * 60),
          theme: .buttercup,
          title: "Design"
        )
      ]
    )
    #expect(driver.text.contains("[ Design · 1 attendee · 7 min · Buttercup ]"))

    // The new sync-up is the focused row: ↓ stays in the list (it never reaches Quit) and
    // Enter opens the sync-up.
    driver.press(.down, .down, .enter)
    #expect(!driver.isQuitRequested)
    #expect(driver.screen.lines[0] == "Design")
  }

  @Test
  func arrowsStayInTheListAndTabReachesTheBottomBar() {
    @Shared(.syncUps) var syncUps = [
      SyncUp(id: UUID(0), title: "Design"), SyncUp(id: UUID(1), title: "Engineering"),
    ]
    let store = Store(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    let driver = HeadlessDriver(size: Size(width: 100, height: 24)) { AppView(store: store) }
    #expect(driver.text.contains("[ New sync-up (n) ] [ Quit (q) ]"))

    // ↓ from the last row wraps to the first; ↑ from the first to the last.
    driver.press(.down, .down, .down, .enter)
    #expect(driver.screen.lines[0] == "Engineering")
    // Back on the list, the row that was opened still has the focus.
    driver.press(.escape, .enter)
    #expect(driver.screen.lines[0] == "Engineering")
    driver.press(.escape, .up, .up, .up, .enter)
    #expect(driver.screen.lines[0] == "Design")
    driver.press(.escape)

    // Tab moves on to the bottom bar's buttons; Enter on "New sync-up" opens the sheet.
    driver.press(.tab, .tab)
    driver.press(.enter)
    #expect(driver.text.contains("[ Cancel (Esc) ] [ Add (Ctrl-S) ]"))
    #expect(!driver.isQuitRequested)
  }

  @Test
  func escCancelsAdding() {
    let store = Store(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    let driver = HeadlessDriver(size: Size(width: 100, height: 24)) { AppView(store: store) }

    driver.press("n")
    driver.type("Design")
    driver.press(.escape)

    #expect(store.syncUpsList.addSyncUp == nil)
    #expect(store.syncUpsList.syncUps.isEmpty)
    #expect(driver.text.contains("No sync-ups yet"))
  }

  @Test
  func openEditAndDelete() async {
    @Shared(.syncUps) var syncUps = [.mock]
    let store = Store(initialState: AppFeature.State()) {
      AppFeature()
    }
    let driver = HeadlessDriver(size: Size(width: 100, height: 30)) { AppView(store: store) }

    driver.press(.enter)
    #expect(driver.screen.lines[0] == "Design")
    #expect(driver.text.contains("• Blob Jr"))
    #expect(driver.text.contains("[ Start meeting (s) ] [ Edit (e) ] [ Delete (x) ]"))

    driver.press("e", .end)
    driver.type(" Review")
    driver.press(.control("s"))
    #expect(syncUps.map(\.title) == ["Design Review"])
    #expect(driver.screen.lines[0] == "Design Review")

    driver.press("x")
    #expect(driver.text.contains("Are you sure you want to delete this meeting?"))
    // Focus starts on "Nevermind": ← moves it to "Yes".
    driver.press(.left, .enter)
    #expect(syncUps.isEmpty)
    // The detail dismisses itself from an effect.
    await self.yield(until: { store.path.isEmpty })
    driver.redrawIfNeeded()
    #expect(store.path.isEmpty)
    #expect(driver.text.contains("No sync-ups yet"))
  }

  @Test
  func escGoesBackFromADetail() {
    @Shared(.syncUps) var syncUps = [.mock]
    let store = Store(initialState: AppFeature.State()) {
      AppFeature()
    }
    let driver = HeadlessDriver(size: Size(width: 100, height: 30)) { AppView(store: store) }

    driver.press(.enter)
    #expect(store.path.count == 1)
    driver.press(.escape)
    #expect(store.path.isEmpty)
    #expect(driver.screen.lines[0] == "Daily Sync-ups")
  }

  @Test
  func pastMeetingOpensItsTranscript() {
    @Shared(.syncUps) var syncUps = [.mock]
    let store = Store(initialState: AppFeature.State()) {
      AppFeature()
    }
    let driver = HeadlessDriver(size: Size(width: 100, height: 30)) { AppView(store: store) }

    // The past meeting is the detail's first control.
    driver.press(.enter, .enter)
    #expect(driver.text.contains("Blob: I finished the design. Blob Jr: I reviewed it."))
  }

  @Test
  func meetingScreenSaysSpeechIsUnavailable() async {
    @Shared(.syncUps) var syncUps = [.mock]
    let store = Store(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.speechClient = .liveValue
    }
    let driver = HeadlessDriver(size: Size(width: 100, height: 30)) { AppView(store: store) }

    driver.press(.enter, "s")
    await self.yield(until: {
      store.path.last?.record?.isSpeechRecognitionUnavailable == true
    })
    driver.redrawIfNeeded()
    #expect(
      driver.text.contains(
        "Speech recognition is unavailable: this meeting is recorded without a transcript."
      )
    )
    #expect(driver.text.contains("Speaker 1 of 3: Blob — 0:20 left"))

    driver.press(.escape)
    #expect(driver.text.contains("End meeting?"))
    #expect(driver.text.contains("[ Save and end ]  [ Discard ]  [ Resume ]"))
    driver.stop()
  }

  @Test
  func anUnreadableFileIsNamedOnScreen() throws {
    let directory = FileManager.default.temporaryDirectory
      .appending(component: "AppViewTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appending(component: "sync-ups.json")
    try Data("{ not sync-ups".utf8).write(to: file)

    let store = withDependencies {
      $0.defaultFileStorage = .fileSystem
      $0.syncUpsFile = file
    } operation: {
      Store(initialState: AppFeature.State()) { AppFeature() }
    }
    let driver = HeadlessDriver(size: Size(width: 400, height: 10)) { AppView(store: store) }

    #expect(driver.text.contains("The file at \(file.path) could not be read"))
    #expect(driver.text.contains("its contents were kept at \(directory.path)/sync-ups.unreadable-"))
    #expect(driver.text.contains("No sync-ups yet"))
  }

  /// Lets the store's effects run until `condition` holds (or gives up, and the test's
  /// expectations fail).
  private func yield(until condition: () -> Bool) async {
    for _ in 0..<1_000 where !condition() {
      await Task.yield()
    }
  }
}
