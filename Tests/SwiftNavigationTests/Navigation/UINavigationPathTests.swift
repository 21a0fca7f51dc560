import Foundation
import SwiftNavigation
import Testing

struct NavigationPathDetail: Codable, Hashable {
  var id: Int
  var title: String
}

private struct Opaque: Hashable {}

struct UINavigationPathTests {
  @Test func appendsAndRemoves() {
    var path = UINavigationPath()
    #expect(path.isEmpty)
    path.append(1)
    path.append("two")
    path.append(NavigationPathDetail(id: 3, title: "Three"))
    #expect(path.count == 3)
    path.removeLast()
    #expect(path == UINavigationPath([AnyHashable(1), AnyHashable("two")]))
    path.removeLast(2)
    #expect(path.isEmpty)
  }

  @Test func encodesLastValueFirstAndDecodesToAnEqualPath() throws {
    let path = UINavigationPath([AnyHashable(1), AnyHashable(NavigationPathDetail(id: 2, title: "Two"))])
    let codable = try #require(path.codable)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(codable)
    let strings = try JSONDecoder().decode([String].self, from: data)
    #expect(strings.count == 4)
    #expect(strings[1] == #"{"id":2,"title":"Two"}"#)
    #expect(strings[3] == "1")

    let decoded = try JSONDecoder().decode(UINavigationPath.CodableRepresentation.self, from: data)
    #expect(decoded == codable)
    let restored = UINavigationPath(decoded)
    #expect(restored.count == 2)
    #expect(restored == path)
    var appended = restored
    appended.append(3)
    #expect(appended != path)
  }

  @Test func aPathWithAValueThatIsNotEncodableHasNoCodableForm() {
    var path = UINavigationPath([1])
    path.append(Opaque())
    #expect(path.codable == nil)
  }
}
