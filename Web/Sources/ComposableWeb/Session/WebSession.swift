import ConcurrencyExtras
import Observation
@_spi(Hosting) import Sharing

/// One browser tab's view of an app: its page, its controls, and what changed since the browser
/// last heard.
///
/// A session renders its ``WebScene`` inside `withObservationTracking`. When state the render
/// read changes, the session renders again — once per turn of the main actor, however many
/// changes happened in it — and hands the ``WebUpdate`` (the patches from the previous page to
/// the new one) to whoever listens, normally the ``WebServer``'s WebSocket.
///
/// Before ``WebServer`` sends a page or an update, it takes a checkpoint of Sharing's
/// `PendingSaves` covering the shared values the session's last render read (`sharedReads`),
/// and waits, off the main actor, for their saves under way: the changes `fileStorage` keys are
/// holding back (a save that follows another within a second waits; the checkpoint has it written
/// at once, on a queue of its own) and those of keys that save asynchronously (`.sqlite`,
/// `.postgres`), so that nothing the browser shows as done is lost if the process is killed right
/// after. Saves of values the page does not show are not waited for: a tab that never showed a
/// database's values does not wait for that database.
///
/// Each control (an element with handlers) gets an opaque id, issued by this session at random.
/// A control keeps its id while it stays on the page, so re-rendering does not patch ids; an id
/// is accepted only while its control is on the page this session last rendered, and ids of one
/// session mean nothing to another.
///
/// ```swift
/// let session = WebSession(scene: scene)
/// try session.handle(WebEvent(controlID: id, kind: .click))
/// if let update = session.update() { send(update.json) }
/// ```
@MainActor
public final class WebSession {
  /// The session's id: random. It names the session in the page and in its links' URLs; it is
  /// not enough to connect to the session (that takes its socket key too).
  public nonisolated let id: String
  /// The secret a WebSocket must carry to attach to this session (128 random bits). Only the
  /// page's body carries it — never a URL the page shows or links to — so that a link copied
  /// from the page, or read from a proxy's log or a `Referer`, cannot take the session.
  nonisolated let socketKey: String
  /// The token a button's form post must carry (128 random bits): a page of another origin
  /// cannot read it, so it cannot post for this session.
  nonisolated let formToken: String
  /// The page as last rendered, as the browser has it: each control carries its id in a
  /// `data-cid` attribute and its events in `data-on`.
  public private(set) var tree: HTMLNode
  /// The URL path of the navigation state as last rendered.
  public private(set) var path: String
  /// The number of updates rendered so far.
  public private(set) var version = 0
  /// The shared values the last render read: the saves a frame showing it waits for.
  private(set) var sharedReads = SharedReads()
  /// Called with each update that the session renders by itself after state changed.
  public var onUpdate: (@MainActor (WebUpdate) -> Void)?

  private let scene: WebScene
  private let invalidation = LockIsolated(false)
  private var handlers: [String: [WebEventKind: WebEventHandler]] = [:]
  /// The id of each control on the page, by its place in the tree (keys and positions).
  private var controlIDs: [String: String] = [:]
  private var generator = SystemRandomNumberGenerator()

  /// A session showing `scene`, rendered once.
  ///
  /// - Parameters:
  ///   - id: The session's id. Defaults to 128 random bits.
  ///   - scene: What the session shows.
  public init(id: String? = nil, scene: WebScene) {
    self.id = id ?? WebSession.randomID(bits: 128)
    self.formToken = WebSession.randomID(bits: 128)
    self.socketKey = WebSession.randomID(bits: 128)
    self.scene = scene
    self.tree = .text("")
    self.path = "/"
    (tree, path) = render()
    scene.didRender?()
  }

  /// Ends the session: a scene of views takes them off the page, so their `onDisappear`
  /// actions run and their tasks are cancelled. The server calls it when it discards the session.
  public func close() {
    onUpdate = nil
    scene.didClose?()
  }

  /// Whether state read by the last render has changed since.
  public var needsUpdate: Bool { invalidation.value }

  /// Runs the handler of the control `event` names.
  ///
  /// - Throws: ``WebSessionError/unknownControl(_:)`` if no control with that id is on the page
  ///   this session last rendered, ``WebSessionError/unhandledEvent(controlID:kind:)`` if the
  ///   control does not handle the event. Nothing runs then.
  public func handle(_ event: WebEvent) throws(WebSessionError) {
    guard let control = handlers[event.controlID] else {
      throw .unknownControl(event.controlID)
    }
    guard let handler = control[event.kind] else {
      throw .unhandledEvent(controlID: event.controlID, kind: event.kind)
    }
    handler(event.payload)
  }

  /// Tells the app that the browser went to `path` (the back or forward button).
  public func navigate(to path: String) {
    scene.navigate(path)
  }

  /// Renders again if state the last render read has changed, and returns what changed.
  ///
  /// - Returns: The patches from the previous page and the new path if it changed; `nil` if
  ///   nothing the page reads changed, or the page came out the same.
  public func update() -> WebUpdate? {
    guard invalidation.value else { return nil }
    let (newTree, newPath) = render()
    scene.didRender?()
    let patches = tree.patches(to: newTree)
    let pathChanged = newPath != path
    tree = newTree
    path = newPath
    guard !patches.isEmpty || pathChanged else { return nil }
    version += 1
    return WebUpdate(patches: patches, path: pathChanged ? newPath : nil, version: version)
  }

  private func render() -> (HTMLNode, String) {
    invalidation.setValue(false)
    let invalidation = self.invalidation
    let ((node, path), reads) = SharedReads.collect {
      withObservationTracking {
        (scene.render(), scene.path())
      } onChange: { [weak self] in
        let first = invalidation.withValue { isSet in
          defer { isSet = true }
          return !isSet
        }
        guard first else { return }
        Task { @MainActor in self?.invalidated() }
      }
    }
    sharedReads = reads
    var handlers: [String: [WebEventKind: WebEventHandler]] = [:]
    var used: [String: String] = [:]
    let resolved = resolve(node, place: "", handlers: &handlers, used: &used)
    self.handlers = handlers
    controlIDs = used
    return (resolved, path)
  }

  private func invalidated() {
    guard let update = update() else { return }
    onUpdate?(update)
  }

  /// The node with its controls' ids and events as attributes, recording their handlers.
  private func resolve(
    _ node: HTMLNode,
    place: String,
    handlers: inout [String: [WebEventKind: WebEventHandler]],
    used: inout [String: String]
  ) -> HTMLNode {
    guard node.tag != nil else { return node }
    var attributes = node.attributes
    if !node.handlers.isEmpty {
      let id = controlIDs[place] ?? newControlID()
      used[place] = id
      handlers[id] = node.handlers
      attributes["data-cid"] = id
      attributes["data-on"] = node.handlers.keys.map(\.rawValue).sorted().joined(separator: " ")
      if node.tag == "button", node.handlers[.click] != nil {
        // Without a script, the button submits the page's form (see `WebPage`) naming itself.
        attributes["type"] = "submit"
        attributes["form"] = WebPage.formID
        attributes["name"] = "c"
        attributes["value"] = id
      }
      if node.tag == "a", node.handlers[.click] != nil, let href = attributes["href"] {
        // Without a script, the link's GET names the tab's session and itself, so that the
        // server applies the click to this session instead of building a fresh one.
        attributes["href"] = WebLinkQuery.href(href, sessionID: self.id, token: formToken, controlID: id)
      }
    }
    let children = node.children.enumerated().map { index, child in
      resolve(
        child,
        place: place + "/" + (child.key.map { "k" + $0 } ?? "#\(index)"),
        handlers: &handlers,
        used: &used
      )
    }
    return node.resolved(attributes: attributes, children: children)
  }

  private func newControlID() -> String {
    // 64 random bits: guessing another control's id is hopeless, and so is a collision.
    WebSession.randomID(bits: 64, using: &generator)
  }

  nonisolated static func randomID(bits: Int) -> String {
    var generator = SystemRandomNumberGenerator()
    return randomID(bits: bits, using: &generator)
  }

  nonisolated static func randomID(
    bits: Int, using generator: inout SystemRandomNumberGenerator
  ) -> String {
    (0..<(bits / 64)).map { _ in
      let word = String(generator.next() as UInt64, radix: 16)
      return String(repeating: "0", count: 16 - word.count) + word
    }.joined()
  }
}
