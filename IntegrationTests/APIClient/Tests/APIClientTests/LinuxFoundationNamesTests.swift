import ComposableArchitecture
import ComposableViews
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Foundation names upstream's features use, which Linux's Foundation lacks, as a client that
/// imports the library sees them: CaseStudies' long-living effects and downloads, VoiceMemos'
/// duration formatter, SyncUps' theme colours.
struct LinuxFoundationNamesTests {
  @Test func notificationsArriveAsAnAsyncSequence() async {
    let center = NotificationCenter()
    let screenshots = center.notifications(named: Notification.Name("userDidTakeScreenshot"))
    center.post(name: Notification.Name("userDidTakeScreenshot"), object: nil, userInfo: ["n": 1])
    center.post(name: Notification.Name("userDidTakeScreenshot"), object: nil, userInfo: ["n": 2])
    var received: [Int] = []
    for await notification in screenshots {
      received.append(notification.userInfo?["n"] as? Int ?? 0)
      if received.count == 2 { break }
    }
    #expect(received == [1, 2])
  }

  @Test func aDownloadsBytesArriveAfterItsResponse() async throws {
    let body = Data("progress".utf8)
    let url = try #require(URL(string: "data:text/plain;base64,\(body.base64EncodedString())"))
    let (bytes, response) = try await URLSession.shared.bytes(from: url)
    #expect(response.expectedContentLength == Int64(body.count))
    var received = Data()
    for try await byte in bytes {
      received.append(byte)
    }
    #expect(received == body)
  }

  @Test func aRecordingsDurationIsFormattedAsVoiceMemosDoes() {
    let formatter = DateComponentsFormatter()
    formatter.allowedUnits = [.minute, .second]
    formatter.zeroFormattingBehavior = .pad
    #expect(formatter.string(from: 65) == "01:05")
    #expect(formatter.string(from: 0) == "00:00")
  }

  @Test func aThemesNamedColourIsItsOwnOnEveryRun() {
    let themes = ["bubblegum", "buttercup", "lavender", "navy", "oxblood", "periwinkle", "poppy"]
    #expect(Set(themes.map { Color($0) }).count == themes.count)
    #expect(Color("poppy") == Color("poppy"))
    #expect(Color("orange") == .orange)
  }
}
