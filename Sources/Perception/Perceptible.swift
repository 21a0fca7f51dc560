/// A type whose properties a ``PerceptionRegistrar`` tracks: the name swift-perception gives to
/// `Observable` for platforms that predate the Observation module.
///
/// Wherever the Observation module exists (Linux, Windows, Apple platforms of 2023 and later),
/// perception *is* observation: a type made ``Perceptible()`` is also `Observable`, and
/// `withObservationTracking` and ``withPerceptionTracking(_:onChange:)`` see the same reads.
///
/// ```swift
/// @Perceptible
/// final class Settings {
///   var volume = 5
/// }
/// ```
public protocol Perceptible {}
