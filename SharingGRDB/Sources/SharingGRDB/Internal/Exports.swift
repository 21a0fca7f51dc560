// What a user of sharing-grdb writes after `import SharingGRDB`: `@SharedReader`, `@Dependency`
// and GRDB's `Database`, `DatabaseQueue`, records, without importing them one by one.
@_exported import Dependencies
@_exported import GRDB
@_exported import Sharing
