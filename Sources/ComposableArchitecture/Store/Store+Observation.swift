/// A store is observable: reading a field of its ``ObservableState`` state inside
/// `withObservationTracking` (or a view's body) tracks that field, and only that field.
///
/// ```swift
/// withObservationTracking {
///   _ = store.count
/// } onChange: {
///   // called when `count` changes, not when another field does
/// }
/// ```
///
/// Tracking goes through the state's own registrar, so derived stores — a child store scoped to
/// a presented destination, the stores of a collection's rows — are observed the same way.
extension Store: Observable {}
