import Foundation
import Glibc

@testable import ComposableTerminal

/// A pseudo-terminal pair, so terminal handling can be tested without a real terminal.
/// Its descriptors are fixed at creation, so it can be used from any thread.
final class PseudoTerminal: @unchecked Sendable {
  let controller: Int32
  let device: TerminalDevice

  init(size: Size = Size(width: 20, height: 5)) throws {
    var controller: Int32 = -1
    var terminal: Int32 = -1
    var window = winsize(ws_row: UInt16(size.height), ws_col: UInt16(size.width), ws_xpixel: 0, ws_ypixel: 0)
    guard openpty(&controller, &terminal, nil, nil, &window) == 0 else {
      throw POSIXError(.init(rawValue: errno) ?? .EIO)
    }
    self.controller = controller
    self.device = TerminalDevice(input: terminal, output: terminal)
  }

  /// The terminal side's local modes (`ICANON`, `ECHO`, …).
  var localModes: tcflag_t {
    var attributes = termios()
    tcgetattr(device.input, &attributes)
    return attributes.c_lflag
  }

  var isCooked: Bool {
    localModes & tcflag_t(ICANON) != 0 && localModes & tcflag_t(ECHO) != 0
  }

  /// Everything the program wrote so far, read without blocking.
  func drainOutput() -> String {
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    var descriptor = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
    while poll(&descriptor, 1, 0) > 0, descriptor.revents & Int16(POLLIN) != 0 {
      let count = read(controller, &buffer, buffer.count)
      guard count > 0 else { break }
      output += buffer[0..<count]
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// Waits until the output contains `text`, on a thread of its own: the runner draws on
  /// the main actor, and other suites may run every task there (`withMainSerialExecutor`).
  func output(containing text: String) async -> Bool {
    await withCheckedContinuation { continuation in
      Thread { continuation.resume(returning: self.waitForOutput(containing: text)) }.start()
    }
  }

  /// Reads output until it contains `text`; gives up after ten seconds without output.
  private func waitForOutput(containing text: String) -> Bool {
    var output = ""
    var descriptor = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
    while !output.contains(text) {
      guard poll(&descriptor, 1, 10_000) > 0 else { return false }
      output += drainOutput()
    }
    return true
  }

  /// Changes the terminal's size, as resizing its window does.
  func resize(to size: Size) {
    var window = winsize(ws_row: UInt16(size.height), ws_col: UInt16(size.width), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(controller, UInt(TIOCSWINSZ), &window)
  }

  /// Types bytes as if on the keyboard.
  func type(_ text: String) {
    _ = text.utf8CString.withUnsafeBufferPointer { write(controller, $0.baseAddress, $0.count - 1) }
  }

  func closeController() {
    close(controller)
  }

  deinit {
    close(device.input)
  }
}
