import Testing

@testable import ComposableWeb

@Suite struct HTMLDiffTests {
  private func page(rows: Int, count: Int) -> HTMLNode {
    .element("main", children: [
      .element("h1", children: [.text("Count: \(count)")]),
      .element("ul", children: (0..<rows).map { row in
        .element("li", ["class": "row"], key: "\(row)", children: [.text("Row \(row)")])
      }),
    ])
  }

  @Test func aOneFieldChangeIsOnePatchOfConstantSize() {
    let small = page(rows: 10, count: 1).patches(to: page(rows: 10, count: 2))
    let large = page(rows: 1000, count: 1).patches(to: page(rows: 1000, count: 2))
    #expect(small == [.setText(path: [0, 0], text: "Count: 2")])
    #expect(large == small)
    #expect(large.json == #"[["t",[0,0],"Count: 2"]]"#)
    #expect(large.json.utf8.count == 24)
    #expect(page(rows: 1000, count: 2).html.utf8.count > 25_000)
  }

  @Test func anAttributeChangeSetsOrRemovesOnlyThatAttribute() {
    let a = HTMLNode.element("div", ["class": "a", "id": "x"])
    let b = HTMLNode.element("div", ["class": "b", "title": "t"])
    let patches = a.patches(to: b)
    #expect(
      patches == [
        .setAttribute(path: [], name: "class", value: "b"),
        .setAttribute(path: [], name: "title", value: "t"),
        .removeAttribute(path: [], name: "id"),
      ])
    #expect(a.applying(patches) == b)
  }

  private func list(_ keys: [String]) -> HTMLNode {
    .element("ul", children: keys.map { .element("li", key: $0, children: [.text("Item \($0)")]) })
  }

  @Test func insertingAKeyedItemInsertsOnlyIt() {
    let a = list(["a", "b", "c"])
    let b = list(["a", "x", "b", "c"])
    let patches = a.patches(to: b)
    #expect(patches == [.insertChild(path: [], index: 1, node: b.children[1])])
    #expect(patches.json == #"[["i",[],1,"\u003cli>Item x\u003c/li>"]]"#)
    #expect(a.applying(patches) == b)
  }

  @Test func removingAKeyedItemRemovesOnlyIt() {
    let a = list(["a", "b", "c"])
    let b = list(["a", "c"])
    let patches = a.patches(to: b)
    #expect(patches == [.removeChild(path: [], index: 1)])
    #expect(a.applying(patches) == b)
  }

  @Test func movingAKeyedItemMovesOnlyIt() {
    let a = list(["a", "b", "c", "d"])
    let b = list(["d", "a", "b", "c"])
    let patches = a.patches(to: b)
    #expect(patches == [.moveChild(path: [], from: 3, to: 0)])
    #expect(patches.json == #"[["m",[],3,0]]"#)
    #expect(a.applying(patches) == b)
  }

  @Test func aChangedTagReplacesTheSubtree() {
    let a = HTMLNode.element("div", children: [.element("p", children: [.text("x")])])
    let b = HTMLNode.element("div", children: [.element("h2", children: [.text("x")])])
    let patches = a.patches(to: b)
    #expect(patches == [.replace(path: [0], node: b.children[0])])
    #expect(patches.json == #"[["x",[0],"\u003ch2>x\u003c/h2>"]]"#)
  }

  @Test func identicalTreesNeedNoPatches() {
    #expect(page(rows: 50, count: 3).patches(to: page(rows: 50, count: 3)).isEmpty)
  }

  @Test func textIsEscapedInTheWireFormat() {
    let patches = HTMLNode.text("a").patches(to: .text("\"</script>\\\n"))
    #expect(patches.json == #"[["t",[],"\"\u003c/script>\\\n"]]"#)
  }

  /// Random pairs of trees: applying the patches from one to the other gives the other.
  @Test func applyingThePatchesGivesTheNewTree() {
    var random = SplitMix(seed: 26)
    for _ in 0..<500 {
      let a = randomTree(&random, depth: 3)
      let b = randomTree(&random, depth: 3)
      #expect(a.applying(a.patches(to: b)) == b)
      let c = mutate(a, &random)
      let patches = a.patches(to: c)
      #expect(a.applying(patches) == c)
    }
  }

  private func randomTree(_ random: inout SplitMix, depth: Int) -> HTMLNode {
    if depth == 0 || random.next(6) == 0 { return .text(["x", "y", "<&>", "z"][random.next(4)]) }
    let tags = ["div", "p", "ul", "li"]
    var attributes: [String: String] = [:]
    if random.next(2) == 0 { attributes["class"] = ["a", "b"][random.next(2)] }
    if random.next(3) == 0 { attributes["title"] = "t\(random.next(3))" }
    let keyed = random.next(2) == 0
    var keys = ["1", "2", "3", "4", "5"]
    random.shuffle(&keys)
    let children = (0..<random.next(5)).map { index in
      let child = randomTree(&random, depth: depth - 1)
      return keyed && child.tag != nil ? child.key(keys[index]) : child
    }
    return .element(tags[random.next(tags.count)], attributes, children: children)
  }

  private func mutate(_ node: HTMLNode, _ random: inout SplitMix) -> HTMLNode {
    guard let tag = node.tag else { return random.next(3) == 0 ? .text("changed") : node }
    var children = node.children.map { mutate($0, &random) }
    if !children.isEmpty && random.next(4) == 0 { children.remove(at: random.next(children.count)) }
    if random.next(4) == 0 { children.reverse() }
    if random.next(4) == 0 { children.insert(.element("b", key: "new"), at: 0) }
    var attributes = node.attributes
    if random.next(3) == 0 { attributes["class"] = "m" }
    var result = HTMLNode.element(tag, attributes, children: children)
    if let key = node.key { result = result.key(key) }
    return result
  }
}

/// A seeded generator, so the random trees are the same on every run.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func nextWord() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  mutating func next(_ bound: Int) -> Int { Int(nextWord() % UInt64(bound)) }
  mutating func shuffle(_ array: inout [String]) {
    for index in array.indices.reversed() where index > 0 {
      array.swapAt(index, next(index + 1))
    }
  }
}
