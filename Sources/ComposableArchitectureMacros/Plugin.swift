import SwiftCompilerPlugin
import SwiftSyntaxMacros

@main
struct MacrosPlugin: CompilerPlugin {
  let providingMacros: [Macro.Type] = [
    ObservableStateMacro.self,
    ObservationStateIgnoredMacro.self,
    ObservationStateTrackedMacro.self,
    PerceptibleMacro.self,
    PerceptionIgnoredMacro.self,
    PerceptionTrackedMacro.self,
    PresentsMacro.self,
    RecordableClientMacro.self,
    ReducerCaseEphemeralMacro.self,
    ReducerCaseIgnoredMacro.self,
    ReducerMacro.self,
    ResolvedCasePathsMacro.self,
    ViewActionMacro.self,
    CaseBindableMacro.self,
    UITransactionEntryMacro.self,
    PreviewMacro.self,
  ]
}
