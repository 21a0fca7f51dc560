import GRDB

/// The identity of a ``FetchKey``: its database (by reference), its request (by value and type)
/// and its scheduler.
public struct FetchKeyID: Hashable {
  private let databaseID: ObjectIdentifier
  private let request: AnyHashable
  private let requestType: ObjectIdentifier
  private let scheduler: AnyHashable?

  init(
    database: any DatabaseReader,
    request: any FetchKeyRequest,
    scheduler: (any ValueObservationScheduler & Hashable)?
  ) {
    self.databaseID = ObjectIdentifier(database)
    self.request = AnyHashable(request)
    // Two requests of different types that hash alike (two empty structs) still hash apart.
    self.requestType = ObjectIdentifier(type(of: request))
    self.scheduler = scheduler.map { AnyHashable($0) }
  }
}
