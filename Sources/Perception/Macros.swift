@_exported import Observation

/// Makes a class ``Perceptible`` (and `Observable`): each stored `var` reports its reads and
/// writes to a ``PerceptionRegistrar``, except those marked ``PerceptionIgnored()``.
///
/// ```swift
/// @Perceptible
/// final class Settings {
///   var volume = 5
///   @PerceptionIgnored var cache: [String: Int] = [:]
/// }
/// ```
@attached(
  member,
  names: named(_$perceptionRegistrar), named(access), named(withMutation),
  named(shouldNotifyObservers)
)
@attached(memberAttribute)
@attached(extension, conformances: Perceptible, Observable)
public macro Perceptible() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "PerceptibleMacro")

/// Tracks a stored property of a ``Perceptible()`` class; the class's macro applies it to each
/// stored `var` for you.
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(_))
public macro PerceptionTracked() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "PerceptionTrackedMacro")

/// Leaves a stored property of a ``Perceptible()`` class untracked.
///
/// ```swift
/// @PerceptionIgnored var cache: [String: Int] = [:]
/// ```
@attached(accessor, names: named(willSet))
public macro PerceptionIgnored() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "PerceptionIgnoredMacro")
