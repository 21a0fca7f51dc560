// SwiftUI re-exports Foundation, so a feature file that imports SwiftUI for the values it keeps in
// state (`EditMode`, `Color`) uses `UUID`, `IndexSet` and `CGPoint` without importing Foundation.
// This module stands in for SwiftUI in such files.
@_exported import Foundation
