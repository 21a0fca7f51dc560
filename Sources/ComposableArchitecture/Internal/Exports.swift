// A feature written against upstream TCA gets everything it needs from `import ComposableArchitecture`.
@_exported import CasePaths
@_exported import Clocks
@_exported import ConcurrencyExtras
@_exported import CustomDump
@_exported import Dependencies
@_exported import DependenciesMacros
@_exported import IdentifiedCollections
@_exported import IssueReporting
@_exported import Observation
@_exported import Perception
@_exported import Sharing
@_exported import SwiftNavigation

// On Linux, `URLSession` lives in FoundationNetworking; re-exporting it lets features that fetch
// over HTTP (like the tour's number-fact client) compile unchanged.
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
