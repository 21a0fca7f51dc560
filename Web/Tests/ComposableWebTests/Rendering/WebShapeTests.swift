import ComposableArchitecture
import ComposableViews
import Foundation
import Testing

@testable import ComposableWeb

/// upstream SyncUps' meeting timer draws each speaker's share of the meeting as a wedge: a
/// custom shape.
private struct Wedge: Shape {
  let startAngle: Angle
  let endAngle: Angle

  func path(in rect: CGRect) -> Path {
    let center = CGPoint(x: rect.midX, y: rect.midY)
    return Path { path in
      path.move(to: center)
      path.addArc(
        center: center, radius: min(rect.width, rect.height) / 2, startAngle: startAngle,
        endAngle: endAngle, clockwise: false)
      path.closeSubpath()
    }
  }
}

// Shapes in the browser: inline SVG in the units of the terminal's dots, so that a frame of
// 10 × 5 characters is a 20 × 20 canvas on both hosts.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct WebShapeTests {
  @Test func aFilledRectangleIsAnSVGPathInItsFramesCanvas() throws {
    let tree = WebViewRenderer { Rectangle().fill(.red).frame(width: 10, height: 5) }.render()
    let svg = try #require(tree.first { $0.tag == "svg" })
    #expect(svg.attributes["viewBox"] == "0 0 20 20")
    #expect(svg.attributes["aria-hidden"] == "true")
    let path = try #require(svg.first { $0.tag == "path" })
    #expect(path.attributes["d"] == "M0 0L20 0L20 20L0 20Z")
    #expect(path.attributes["style"] == "fill:var(--tca-red);stroke:none")
  }

  @Test func aStrokeOfTheForegroundAndACustomShape() throws {
    let tree = WebViewRenderer {
      Wedge(startAngle: .degrees(-90), endAngle: .zero)
        .stroke(lineWidth: 2)
        .frame(width: 10, height: 5)
    }
    .render()
    let path = try #require(tree.first { $0.tag == "path" })
    #expect(path.attributes["style"] == "fill:none;stroke:currentColor;stroke-width:2")
    // From the centre up to the top, clockwise to the right, and back.
    let d = try #require(path.attributes["d"])
    #expect(d.hasPrefix("M10 10L10 0L"))
    #expect(d.hasSuffix("L20 10Z"))
  }

  @Test func aGradientIsAnSVGGradientAndAChangeReplacesTheWholeSVG() throws {
    let fraction = LockIsolated(0.25)
    let renderer = WebViewRenderer {
      Circle().trim(from: 0, to: fraction.value)
        .stroke(LinearGradient(colors: [.orange, .blue], startPoint: .leading, endPoint: .trailing), lineWidth: 3)
    }
    let before = renderer.render()
    let gradient = try #require(before.first { $0.tag == "lineargradient" })
    #expect(gradient.attributes["x1"] == "0" && gradient.attributes["x2"] == "1")
    #expect(gradient.all(where: { $0.tag == "stop" }).map { $0.attributes["style"] } == [
      "stop-color:rgb(255,149,0)", "stop-color:var(--tca-blue)",
    ])
    let id = try #require(gradient.attributes["id"])
    #expect(before.first { $0.tag == "path" }?.attributes["style"]?.contains("stroke:url(#\(id))") == true)
    // Without a frame, the default square canvas.
    #expect(before.first { $0.tag == "svg" }?.attributes["viewBox"] == "0 0 40 40")

    fraction.setValue(0.5)
    let patches = before.patches(to: renderer.render())
    // The old svg goes and the new one comes whole: nothing inside an svg is patched.
    #expect(!patches.isEmpty)
    #expect(patches.allSatisfy { patch in
      switch patch {
      case .removeChild: true
      case let .insertChild(_, _, node), let .replace(_, node): node.tag == "svg"
      default: false
      }
    })
  }
}
