import Dependencies
import GRDB
import IssueReporting

extension DependencyValues {
  /// The database that `fetch`, `fetchAll` and `fetchOne` read when given none, and that features
  /// write through.
  ///
  /// Set it once, as early as possible (its test value is set per test the same way):
  ///
  /// ```swift
  /// prepareDependencies {
  ///   $0.defaultDatabase = try! DatabaseQueue(path: "/var/lib/app/db.sqlite")
  /// }
  /// ```
  ///
  /// Then write through it; every `@SharedReader` of the rows a transaction changed follows:
  ///
  /// ```swift
  /// @Dependency(\.defaultDatabase) var database
  /// try database.write { db in try Player(name: "Blob").insert(db) }
  /// ```
  ///
  /// Until one is set, it is a blank in-memory database, and using it reports an issue.
  public var defaultDatabase: any DatabaseWriter {
    get { self[DefaultDatabaseKey.self] }
    set { self[DefaultDatabaseKey.self] = newValue }
  }
}

/// A blank in-memory database, labelled so that keys reading it can tell it is the placeholder.
enum DefaultDatabaseKey: DependencyKey {
  static let placeholderLabel = "co.pointfree.SharingGRDB.testValue"

  static var liveValue: any DatabaseWriter { testValue }

  static var testValue: any DatabaseWriter {
    // Setting the dependency through a key path (the `.dependency(\.defaultDatabase, …)` test
    // trait) reads it first: that read uses no database and reports nothing.
    if shouldReportUnimplemented {
      @Dependency(\.context) var context
      reportIssue(context == .preview ? previewMessage : message)
    }
    var configuration = Configuration()
    configuration.label = placeholderLabel
    // An in-memory database fails to open only when memory is exhausted.
    return try! DatabaseQueue(configuration: configuration)
  }

  private static let message = """
    A blank, in-memory database is being used. To set the database that is used by \
    'SharingGRDB', use the 'prepareDependencies' tool as early as possible in the lifetime \
    of your app, such as in your app or scene delegate in UIKit, or the app entry point in \
    SwiftUI:

        @main
        struct MyApp: App {
          init() {
            prepareDependencies {
              $0.defaultDatabase = try! DatabaseQueue(/* ... */)
            }
          }

          // ...
        }
    """

  private static let previewMessage = """
    A blank, in-memory database is being used. To set the database that is used by \
    'SharingGRDB', use the 'prepareDependencies' tool as early as possible in the lifetime \
    of your preview:

        #Preview {
          let _ = prepareDependencies {
            $0.defaultDatabase = try! DatabaseQueue(/* ... */)
          }

          // ...
        }
    """
}
