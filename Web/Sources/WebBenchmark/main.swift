import Foundation
import WebBenchmarks

// The web host's benchmarks, printed one figure a line (BENCHMARKS.md, "The web host"):
//
//     swift run -c release --package-path Web web-benchmark \
//       [--idle 1,100,1000,10000] [--sessions 1,100,1000] [--events 2000] [--sends 100000]
//
// --idle: the numbers of idle sessions whose memory is measured; --sessions: the numbers of
// connected sessions (and of echo sockets) for the round trips; --events: the least number of
// round trips timed per figure (at least one per session); --sends: the sends a round of the
// inspector's overhead times, per store.
//
// The round trips with the client in another process (`Scripts/web-tail` pins each to a core):
//
//     web-benchmark serve --sessions 100 > target.json   # until SIGTERM
//     web-benchmark drive --target target.json [--events 2000]
//
// `serve` prints one line, the ``LoadTarget`` as JSON, once it listens; `drive` prints the
// event → patch figure and the echo floor of the same run.

func option(_ name: String, default value: [Int]) -> [Int] {
  let arguments = CommandLine.arguments
  guard let index = arguments.firstIndex(of: name) else { return value }
  guard index + 1 < arguments.count else {
    FileHandle.standardError.write(Data("web-benchmark: \(name) needs a value\n".utf8))
    exit(2)
  }
  let numbers = arguments[index + 1].split(separator: ",").compactMap { Int($0) }
  guard !numbers.isEmpty, numbers.allSatisfy({ $0 > 0 }) else {
    FileHandle.standardError.write(
      Data("web-benchmark: \(name) takes positive numbers separated by commas\n".utf8))
    exit(2)
  }
  return numbers
}

func value(_ name: String) -> String? {
  let arguments = CommandLine.arguments
  guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
  return arguments[index + 1]
}

switch CommandLine.arguments.dropFirst().first {
case "serve":
  let sessions = option("--sessions", default: [1])[0]
  try await WebBenchmarks.serveLoadTarget(sessions: sessions) { target in
    let line = try! JSONEncoder().encode(target)
    FileHandle.standardOutput.write(line + Data("\n".utf8))
  }
  exit(0)
case "drive":
  guard let path = value("--target"),
    let data = FileManager.default.contents(atPath: path),
    let target = try? JSONDecoder().decode(LoadTarget.self, from: data)
  else {
    FileHandle.standardError.write(
      Data("web-benchmark: drive needs --target FILE, the line `web-benchmark serve` printed\n".utf8))
    exit(2)
  }
  let events = option("--events", default: [2000])[0]
  let figures = try await WebBenchmarks.driveLoad(
    target: target, events: max(events, target.sessions.count))
  print(figures.latency.line)
  print(figures.echo.line)
  exit(0)
default:
  break
}

let idle = option("--idle", default: [1, 100, 1000, 10_000])
let connected = option("--sessions", default: [1, 100, 1000])
let events = option("--events", default: [2000])[0]
let sends = option("--sends", default: [100_000])[0]

for count in idle {
  print(try await WebBenchmarks.memoryPerIdleSession(sessions: count).line)
}
print(try await WebBenchmarks.bytesPerOneFieldChange().line)
for count in connected {
  print(try await WebBenchmarks.eventToPatchLatency(sessions: count, events: max(events, count)).line)
}
for count in connected {
  print(try await WebBenchmarks.echoRoundTripBaseline(sockets: count, events: max(events, count)).line)
}
print(await MainActor.run { WebBenchmarks.inspectorOverhead(sends: sends) }.line)
