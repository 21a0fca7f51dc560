/// Arranges its content top to bottom.
///
/// Unlike SwiftUI, children are aligned to the leading edge by default, which is what a
/// terminal screen usually wants.
///
/// ```swift
/// VStack(spacing: 1) {
///   Text("Counter").bold()
///   Text("\(store.count)")
/// }
/// ```
public struct VStack: View, PrimitiveView {
  let alignment: HorizontalAlignment
  let spacing: Int
  let content: TupleView

  public init(
    alignment: HorizontalAlignment = .leading, spacing: Int = 0,
    @ViewBuilder content: () -> TupleView
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  func makeNodes(path: ViewPath, pass: RenderPass) -> [any LayoutNode] {
    [StackNode(axis: .vertical, alignment: alignment, spacing: spacing,
               children: pass.nodes(inStack: .vertical, for: content, path: path))]
  }
}

/// Arranges its content left to right, one column apart by default.
///
/// ```swift
/// HStack {
///   Button("Decrement", key: "-") { store.send(.decrementButtonTapped) }
///   Button("Increment", key: "+") { store.send(.incrementButtonTapped) }
/// }
/// ```
public struct HStack: View, PrimitiveView {
  let spacing: Int
  let content: TupleView

  public init(spacing: Int = 1, @ViewBuilder content: () -> TupleView) {
    self.spacing = spacing
    self.content = content()
  }

  func makeNodes(path: ViewPath, pass: RenderPass) -> [any LayoutNode] {
    [StackNode(axis: .horizontal, alignment: .leading, spacing: spacing,
               children: pass.nodes(inStack: .horizontal, for: content, path: path))]
  }
}

/// Empty space that grows along its stack's axis, pushing the views around it apart.
public struct Spacer: View, PrimitiveView {
  let minLength: Int

  public init(minLength: Int = 0) {
    self.minLength = minLength
  }

  func makeNodes(path: ViewPath, pass: RenderPass) -> [any LayoutNode] {
    // Only along the axis: a spacer in a row must not make the row grow taller.
    let axis = pass.stackAxis
    return [LeafNode(
      flexibility: Flexibility(horizontal: axis == .horizontal, vertical: axis == .vertical),
      measure: { [minLength] _ in Size(width: minLength, height: minLength) },
      render: { _, _ in }
    )]
  }
}

/// A thin line across a vertical stack, or down a horizontal one.
public struct Divider: View, PrimitiveView {
  public init() {}

  func makeNodes(path: ViewPath, pass: RenderPass) -> [any LayoutNode] {
    let style = Style(isDim: true)
    if pass.stackAxis == .horizontal {
      // A horizontal stack gives every child its full height, so one column is enough.
      return [LeafNode(
        measure: { _ in Size(width: 1, height: 1) },
        render: { rect, pass in
          for row in rect.y..<rect.maxY {
            pass.screen.draw("│", x: rect.x, y: row, limit: rect.maxX, style: style)
          }
        }
      )]
    }
    return [LeafNode(
      flexibility: Flexibility(horizontal: true, vertical: false),
      measure: { _ in Size(width: 0, height: 1) },
      render: { rect, pass in
        let line = String(repeating: "─", count: rect.width)
        pass.screen.draw(line, x: rect.x, y: rect.y, limit: rect.maxX, style: style)
      }
    )]
  }
}
