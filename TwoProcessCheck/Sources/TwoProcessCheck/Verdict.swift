/// What the database and the two processes must agree on once both are done, from the edit logs:
/// every failure found, as a sentence.
struct Verdict {
  let records: [EditRecord]
  let database: CheckedState
  /// What each process showed, by its name.
  let shown: [String: CheckedState]

  var failures: [String] {
    self.unfinished + self.rowsFailures + self.valueFailures + self.divergences
  }

  private var unfinished: [String] {
    self.records.filter { $0.outcome == nil }.map { "unanswered: \($0.name) never got its save's answer" }
  }

  private func acknowledged(_ target: EditRecord.Target, _ kind: EditRecord.Kind) -> [EditRecord] {
    self.records.filter { $0.target == target && $0.kind == kind && $0.outcome == .acknowledged }
  }

  /// (a) and (c) for the rows key: acknowledged appends and removals hold, each element's title
  /// is from an acknowledged change that no acknowledged later edit superseded.
  private var rowsFailures: [String] {
    let rows = Dictionary(uniqueKeysWithValues: self.database.rows.map { ($0.id, $0) })
    let removed = Set(self.acknowledged(.rows, .remove).map(\.element))
    var failures: [String] = []
    for append in self.acknowledged(.rows, .append)
    where rows[append.element] == nil && !removed.contains(append.element) {
      failures.append("lost: \(append.name) was acknowledged, and the database has no \(append.element)")
    }
    for removal in self.acknowledged(.rows, .remove) where rows[removal.element] != nil {
      failures.append("undone: \(removal.name) was acknowledged, and the database has it again")
    }
    for item in self.database.rows {
      failures += self.titleFailures(of: item)
    }
    return failures + self.lostUpdates
  }

  /// Acknowledged edits and removals of an element made on the same title: each was written as
  /// a compare-and-swap on that title's row, so only one of them can have been, and the other
  /// erased it without a word (the lost update). Two removals may both be acknowledged: a removal
  /// that finds the element gone has what it asked for. So may one edit and removals made on its
  /// title, when each removal found the element gone, which ``removedAfter(_:before:)`` checks.
  private var lostUpdates: [String] {
    let changes = self.records.filter {
      $0.target == .rows && $0.kind != .append && $0.outcome == .acknowledged && $0.base != nil
    }
    let byBase = Dictionary(grouping: changes) { "\($0.element) \($0.base ?? "")" }
    let lost = byBase.values.filter { group in
      let edits = group.filter { $0.kind == .edit }
      guard let edit = edits.first, group.count > 1 else { return false }
      return edits.count > 1
        || !group.allSatisfy { $0.kind == .edit || self.removedAfter(edit, before: $0) }
    }
    return lost.sorted { $0[0].issuedAt < $1[0].issuedAt }.map {
      "lost update: \($0.map(\.name).joined(separator: " and ")) were all acknowledged, each made "
        + "on the title \($0[0].base ?? ""): one erased the other"
    }
  }

  /// Whether `removal`, made on the title `edit` was made on, can have been acknowledged with
  /// the edit kept until a removal that knew it. Both were compare-and-swaps on that title's row,
  /// so the edit was written first (had the removal deleted the row, the edit would have found
  /// none and been refused); the removal was then acknowledged only because it found the element
  /// gone, in its own statement or when it read the rows back (PostgresRowsKeyTests'
  /// `aRemovalRefusedOnAnOlderTitleIsAcknowledgedWhenANewerRemovalTookTheElementOut`). The
  /// element can only have left through a compare-and-swap on the row it then was: the edit's
  /// title or one acknowledged edits wrote over it. So a removal made on one of those titles must
  /// be acknowledged and issued before `removal` answered, and the database must not have the
  /// element; anything else means the edit was erased without a word.
  private func removedAfter(_ edit: EditRecord, before removal: EditRecord) -> Bool {
    guard !self.database.rows.contains(where: { $0.id == edit.element }) else { return false }
    let titles = self.titles(writtenFrom: edit)
    return self.records.contains {
      $0.target == .rows && $0.kind == .remove && $0.element == edit.element
        && $0.outcome == .acknowledged && titles.contains($0.base ?? "")
        && $0.issuedAt < (removal.finishedAt ?? 0)
    }
  }

  /// The title `edit` wrote and those acknowledged edits of its element wrote over it, in turn.
  private func titles(writtenFrom edit: EditRecord) -> Set<String> {
    var titles: Set<String> = [edit.token]
    var added = true
    while added {
      let next = self.records.filter {
        $0.target == .rows && $0.kind == .edit && $0.element == edit.element
          && $0.outcome == .acknowledged && titles.contains($0.base ?? "")
          && !titles.contains($0.token)
      }
      titles.formUnion(next.map(\.token))
      added = !next.isEmpty
    }
    return titles
  }

  private func titleFailures(of item: Item) -> [String] {
    let writes = self.records.filter {
      $0.target == .rows && $0.element == item.id && $0.kind != .remove
    }
    let writer = writes.first { $0.token == item.title }
    // A seeded element's first title counts as written before either process started.
    let writtenAt: UInt64
    if let writer {
      guard writer.outcome == .acknowledged else {
        return [
          "written though \(writer.outcome?.rawValue ?? "unanswered"): \(writer.name) was "
            + "reported as not saved (\(writer.error ?? "")), and the database holds its title"
        ]
      }
      writtenAt = writer.finishedAt ?? 0
    } else {
      guard item.title == "seed" else {
        return ["unknown: the database's \(item.id) has the title \(item.title), which no edit wrote"]
      }
      writtenAt = 0
    }
    // An acknowledged edit made after the kept one was acknowledged, or on its title, must
    // have replaced it.
    return writes.filter {
      $0.kind == .edit && $0.outcome == .acknowledged
        && ($0.issuedAt > writtenAt || $0.base == item.title)
    }
    .map {
      "lost: \($0.name) was acknowledged after (or made on) the title the database keeps for "
        + "\(item.id) (\(item.title)), and is not there"
    }
  }

  /// (a) and (c) for the value key: acknowledged tokens are there unless an acknowledged removal
  /// took them out, removed ones are not, refused ones were not written, none is there twice.
  private var valueFailures: [String] {
    let tokens = self.database.value
    let removed = Set(self.acknowledged(.value, .remove).map(\.element))
    var failures: [String] = []
    for append in self.acknowledged(.value, .append)
    where !tokens.contains(append.element) && !removed.contains(append.element) {
      failures.append("lost: \(append.name) was acknowledged, and the database's value lacks it")
    }
    for removal in self.acknowledged(.value, .remove) where tokens.contains(removal.element) {
      failures.append("undone: \(removal.name) was acknowledged, and the database's value has it")
    }
    for append in self.records where append.target == .value && append.kind == .append
      && append.outcome != .acknowledged && tokens.contains(append.element)
    {
      failures.append(
        "written though \(append.outcome?.rawValue ?? "unanswered"): \(append.name) was reported "
          + "as not saved (\(append.error ?? "")), and the database's value has it")
    }
    for token in Set(tokens) where tokens.count(where: { $0 == token }) > 1 {
      failures.append("doubled: the database's value has \(token) more than once")
    }
    return failures
  }

  /// (b): each process shows the database's state.
  private var divergences: [String] {
    self.shown.keys.sorted().compactMap { process in
      guard let shown = self.shown[process], shown != self.database else { return nil }
      return "diverged: process \(process) shows a state the database does not hold:\n"
        + stateDifference(shown: shown, database: self.database)
    }
  }
}

/// The lines where what a process shows differs from the database: `-` the database, `+` shown.
func stateDifference(shown: CheckedState, database: CheckedState) -> String {
  var lines: [String] = []
  let shownRows = Dictionary(uniqueKeysWithValues: shown.rows.map { ($0.id, $0.title) })
  let databaseRows = Dictionary(uniqueKeysWithValues: database.rows.map { ($0.id, $0.title) })
  for id in Set(shownRows.keys).union(databaseRows.keys).sorted()
  where shownRows[id] != databaseRows[id] {
    lines.append("    - rows[\(id)]: \(databaseRows[id] ?? "absent")")
    lines.append("    + rows[\(id)]: \(shownRows[id] ?? "absent")")
  }
  if lines.isEmpty && shown.rows.map(\.id) != database.rows.map(\.id) {
    lines.append("    - rows' order: \(database.rows.map(\.id))")
    lines.append("    + rows' order: \(shown.rows.map(\.id))")
  }
  if shown.value != database.value {
    lines.append("    - value: \(database.value)")
    lines.append("    + value: \(shown.value)")
  }
  return lines.joined(separator: "\n")
}
