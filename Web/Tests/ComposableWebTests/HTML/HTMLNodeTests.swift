import Testing

@testable import ComposableWeb

@Suite struct HTMLNodeTests {
  @Test func escapesHostileTextAndAttributes() {
    let node = HTMLNode.element(
      "p",
      ["title": #"" onmouseover="alert(1)" x='y' & <b>"#],
      children: [.text("<script>alert(\"x\")</script> & 'quotes'")]
    )
    #expect(
      node.html
        == #"<p title="&quot; onmouseover=&quot;alert(1)&quot; x=&#39;y&#39; &amp; &lt;b&gt;">"#
        + #"&lt;script&gt;alert("x")&lt;/script&gt; &amp; 'quotes'</p>"#
    )
  }

  @Test func serializesAttributesInOrderAndVoidElementsWithoutEndTag() {
    let node = HTMLNode.element("div", ["z": "1", "a": "2"], children: [
      .element("input", ["value": "x"]), .element("br"), .text("end"),
    ])
    #expect(node.html == #"<div a="2" z="1"><input value="x"><br>end</div>"#)
  }

  @Test func normalizesChildrenAsTheParserWould() {
    let node = HTMLNode.element("p", children: [.text("a"), .text(""), .text("b"), .element("i")])
    #expect(node.children == [.text("ab"), .element("i")])
  }

  @Test func equalityComparesDeclaredEventsButNotClosures() {
    let a = HTMLNode.button("Go") {}
    let b = HTMLNode.button("Go") {}
    #expect(a == b)
    #expect(a != HTMLNode.element("button", ["type": "button"], children: [.text("Go")]))
  }
}
