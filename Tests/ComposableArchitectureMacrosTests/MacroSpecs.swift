import ComposableArchitectureMacros
import SwiftSyntaxMacroExpansion

/// The library's macros as the compiler sees them, with the conformances each extension role
/// may add (the compiler passes the ones a type lacks; these tests start from none).
let observableStateMacros: [String: MacroSpec] = [
  "ObservableState": MacroSpec(
    type: ObservableStateMacro.self,
    conformances: ["Observable", "ObservableState", "CustomReflectable"]
  ),
  "ObservationStateTracked": MacroSpec(type: ObservationStateTrackedMacro.self),
  "ObservationStateIgnored": MacroSpec(type: ObservationStateIgnoredMacro.self),
  "Presents": MacroSpec(type: PresentsMacro.self),
]

let reducerMacros: [String: MacroSpec] = [
  "Reducer": MacroSpec(type: ReducerMacro.self, conformances: ["Reducer", "CaseReducer"]),
  "ReducerCaseEphemeral": MacroSpec(type: ReducerCaseEphemeralMacro.self),
  "ReducerCaseIgnored": MacroSpec(type: ReducerCaseIgnoredMacro.self),
]

let resolvedCasePathsMacros: [String: MacroSpec] = [
  "_ResolvedCasePaths": MacroSpec(
    type: ResolvedCasePathsMacro.self, conformances: ["_ResolvedCasePathable"]
  )
]

let perceptionMacros: [String: MacroSpec] = [
  "Perceptible": MacroSpec(
    type: PerceptibleMacro.self, conformances: ["Perceptible", "Observable"]
  ),
  "PerceptionTracked": MacroSpec(type: PerceptionTrackedMacro.self),
  "PerceptionIgnored": MacroSpec(type: PerceptionIgnoredMacro.self),
]

let caseBindableMacros: [String: MacroSpec] = [
  "CaseBindable": MacroSpec(
    type: CaseBindableMacro.self,
    conformances: ["CasePathable", "CasePathIterable", "CaseBindable"]
  )
]

let uiTransactionEntryMacros: [String: MacroSpec] = [
  "UITransactionEntry": MacroSpec(type: UITransactionEntryMacro.self)
]

let recordableClientMacros: [String: MacroSpec] = [
  "RecordableClient": MacroSpec(
    type: RecordableClientMacro.self, conformances: ["_RecordableClient"]
  )
]
