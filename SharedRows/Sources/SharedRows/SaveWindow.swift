/// The saves of one key under way, and whether a change was read while they were: such a change
/// is not handed to the shared value (a save's end hands over what it wrote), so the last save to
/// end, whatever its result, has the rows read again — its own read may have come before the
/// change, or it failed and read nothing.
///
/// ```swift
/// var saves = SaveWindow()
/// saves.beginSave()
/// saves.noteChange()  // true: it waits for the save
/// saves.endSave()     // SaveEnd(isLast: true, readAgain: true)
/// ```
public struct SaveWindow: Equatable, Sendable {
  private var underWay = 0
  private var changedMeanwhile = false

  public init() {}

  /// Whether a save is under way.
  public var isOpen: Bool { self.underWay > 0 }

  public mutating func beginSave() {
    self.underWay += 1
  }

  /// Notes a change read now, if saves are under way; returns whether they are (the change then
  /// waits for the last one to end).
  @discardableResult
  public mutating func noteChange() -> Bool {
    guard self.isOpen else { return false }
    self.changedMeanwhile = true
    return true
  }

  /// Ends a save.
  public mutating func endSave() -> SaveEnd {
    precondition(self.isOpen, "A save ended that had not begun.")
    self.underWay -= 1
    guard !self.isOpen else { return SaveEnd(isLast: false, readAgain: false) }
    defer { self.changedMeanwhile = false }
    return SaveEnd(isLast: true, readAgain: self.changedMeanwhile)
  }
}

/// What the end of a save asks of its key.
public struct SaveEnd: Equatable, Sendable {
  /// It was the last save under way: it hands over what it read.
  public var isLast: Bool
  /// A change was read while saves were under way: read the rows again.
  public var readAgain: Bool

  public init(isLast: Bool, readAgain: Bool) {
    self.isLast = isLast
    self.readAgain = readAgain
  }
}
