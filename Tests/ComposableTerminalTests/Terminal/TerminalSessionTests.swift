import Foundation
import Glibc
import Testing

@testable import ComposableTerminal

/// These tests change process-wide signal handlers, so they run one at a time.
@MainActor
@Suite(.serialized)
struct TerminalSessionTests {
  @Test func refusesInputOrOutputThatIsNotATerminal() throws {
    var descriptors: [Int32] = [0, 0]
    #expect(pipe(&descriptors) == 0)
    defer { descriptors.forEach { close($0) } }
    #expect(throws: TerminalError.notATerminal(stream: "input")) {
      try TerminalSession(device: TerminalDevice(input: descriptors[0], output: descriptors[1]))
    }
    let pty = try PseudoTerminal()
    #expect(throws: TerminalError.notATerminal(stream: "output")) {
      try TerminalSession(device: TerminalDevice(input: pty.device.input, output: descriptors[1]))
    }
    #expect(
      TerminalError.notATerminal(stream: "standard input").description
        == "standard input is not a terminal; run this program in an interactive terminal")
  }

  @Test func rawModeAlternateScreenAndHiddenCursorAreUndoneOnRestore() throws {
    let pty = try PseudoTerminal()
    #expect(pty.isCooked)
    let session = try TerminalSession(device: pty.device)
    #expect(pty.localModes & tcflag_t(ICANON | ECHO | ISIG) == 0)
    let setup = pty.drainOutput()
    #expect(setup.contains(ANSI.enterAlternateScreen))
    #expect(setup.contains(ANSI.hideCursor))

    session.restore()
    #expect(pty.isCooked)
    #expect(pty.localModes & tcflag_t(ISIG) != 0)
    let teardown = pty.drainOutput()
    #expect(teardown.contains(ANSI.leaveAlternateScreen))
    #expect(teardown.contains(ANSI.showCursor))
    session.restore()
    #expect(pty.drainOutput() == "")
  }

  @Test func sizeComesFromTheTerminal() throws {
    let pty = try PseudoTerminal(size: Size(width: 33, height: 7))
    #expect(pty.device.size() == Size(width: 33, height: 7))
  }

  /// Runs `content` on `pty` and types `keys` once the first frame shows `ready`: typed
  /// earlier, the terminal would still be in cooked mode and treat Ctrl-C as a signal.
  private func run(
    on pty: PseudoTerminal, typing keys: String, once ready: String,
    @ViewBuilder content: @escaping @MainActor () -> TupleView
  ) async throws {
    let runner = Task { @MainActor in
      try await TerminalApp.run(device: pty.device, clock: ContinuousClock(), content: content)
    }
    #expect(await pty.output(containing: ready))
    pty.type(keys)
    try await runner.value
  }

  @Test func runnerDrawsHandlesKeysAndRestoresWhenQuit() async throws {
    let pty = try PseudoTerminal()
    let model = CounterModel()
    let runner = Task { @MainActor in
      try await TerminalApp.run(device: pty.device, clock: ContinuousClock()) {
        Text("Count: \(model.count)")
        Button("Increment", key: "+") { model.count += 1 }
        Button("Quit", key: "q") { TerminalApp.quit() }
      }
    }
    #expect(await pty.output(containing: "Quit"))
    pty.type("++")
    #expect(await pty.output(containing: ANSI.moveCursor(column: 7, row: 0) + Style.plain.selectGraphicRendition + "2"))
    pty.type("q")
    try await runner.value
    #expect(model.count == 2)
    #expect(pty.isCooked)
    #expect(pty.drainOutput().hasSuffix(ANSI.showCursor + ANSI.leaveAlternateScreen))
  }

  @Test func resizeSignalLaysTheScreenOutAgain() async throws {
    let pty = try PseudoTerminal(size: Size(width: 20, height: 3))
    let runner = Task { @MainActor in
      try await TerminalApp.run(device: pty.device, clock: ContinuousClock()) {
        HStack {
          Text("L")
          Spacer()
          Text("R")
        }
        Button("Quit", key: "q") { TerminalApp.quit() }
      }
    }
    #expect(await pty.output(containing: "Quit"))
    pty.resize(to: Size(width: 30, height: 3))
    // The kernel signals the terminal's foreground process group, which the test process
    // is not part of; send the signal to the process as the kernel would (not with `raise`,
    // which targets this thread, and executor threads block signals).
    kill(getpid(), SIGWINCH)
    #expect(await pty.output(containing: ANSI.moveCursor(column: 29, row: 0)))
    pty.type("q")
    try await runner.value
  }

  @Test func controlCQuitsAndRestores() async throws {
    let pty = try PseudoTerminal()
    try await run(on: pty, typing: "\u{3}", once: "hi") { Text("hi") }
    #expect(pty.isCooked)
  }

  @Test func runnerRestoresTheTerminalWhenItStopsWithAnError() async throws {
    // Keys come from a second terminal that hangs up once the runner has started; the
    // screen, which stays up, shows that the runner cleaned up before throwing.
    let screen = try PseudoTerminal()
    let keyboard = try PseudoTerminal()
    let device = TerminalDevice(input: keyboard.device.input, output: screen.device.output)
    let runner = Task { @MainActor in
      try await TerminalApp.run(device: device, clock: ContinuousClock()) { Text("hi") }
    }
    #expect(await screen.output(containing: "hi"))
    keyboard.closeController()
    await #expect(throws: TerminalError.self) { try await runner.value }
    let output = screen.drainOutput()
    #expect(output.hasSuffix(ANSI.showCursor + ANSI.leaveAlternateScreen))
  }

  @Test func bracketedPasteIsOnWhileTheAppOwnsTheTerminal() throws {
    let pty = try PseudoTerminal()
    let session = try TerminalSession(device: pty.device)
    #expect(pty.drainOutput().hasSuffix(ANSI.enableBracketedPaste))
    session.restore()
    #expect(pty.drainOutput().contains(ANSI.disableBracketedPaste))
  }

  @Test func resumeTakesTheTerminalBackAfterASuspension() throws {
    let pty = try PseudoTerminal()
    let session = try TerminalSession(device: pty.device)
    _ = pty.drainOutput()
    // What the SIGTSTP handler does before the process stops.
    TerminalRestoration.restore()
    #expect(pty.isCooked)
    #expect(pty.drainOutput().contains(ANSI.leaveAlternateScreen))

    session.resume()
    #expect(pty.localModes & tcflag_t(ICANON | ECHO | ISIG) == 0)
    let output = pty.drainOutput()
    #expect(output.contains(ANSI.enterAlternateScreen))
    #expect(output.contains(ANSI.enableBracketedPaste))
    session.restore()
    #expect(pty.isCooked)
  }

  @Test func continueSignalRepaintsTheWholeScreen() async throws {
    let pty = try PseudoTerminal()
    let runner = Task { @MainActor in
      try await TerminalApp.run(device: pty.device, clock: ContinuousClock()) {
        Text("Painted")
        Button("Quit", key: "q") { TerminalApp.quit() }
      }
    }
    #expect(await pty.output(containing: "Quit"))
    _ = pty.drainOutput()
    // As after `fg`: the terminal was given back while stopped, so everything is drawn again.
    kill(getpid(), SIGCONT)
    #expect(await pty.output(containing: "Painted"))
    pty.type("q")
    try await runner.value
    #expect(pty.isCooked)
  }

  @Test func keysThatArriveTogetherAreDrawnOnce() async throws {
    let pty = try PseudoTerminal()
    let model = CounterModel()
    try await run(on: pty, typing: "+++++q", once: "Quit") {
      Text("Count: \(model.count)")
      Button("Increment", key: "+") { model.count += 1 }
      Button("Quit", key: "q") { TerminalApp.quit() }
    }
    #expect(model.count == 5)
    let output = pty.drainOutput()
    #expect(!output.contains("Count: 1"))
  }
}
