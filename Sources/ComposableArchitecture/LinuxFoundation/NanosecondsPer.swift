#if !canImport(Darwin)
  // Apple platforms get these from Dispatch (`<dispatch/time.h>`); Linux's Dispatch module does
  // not export them. Disfavored, so that a module that later exports them wins unambiguously in
  // code that imports both.

  /// Nanoseconds per second, as Dispatch declares it on Apple platforms:
  /// `try await Task.sleep(nanoseconds: NSEC_PER_SEC / 2)`.
  @_disfavoredOverload
  public var NSEC_PER_SEC: UInt64 { 1_000_000_000 }

  /// Nanoseconds per millisecond, as Dispatch declares it on Apple platforms.
  @_disfavoredOverload
  public var NSEC_PER_MSEC: UInt64 { 1_000_000 }

  /// Nanoseconds per microsecond, as Dispatch declares it on Apple platforms.
  @_disfavoredOverload
  public var NSEC_PER_USEC: UInt64 { 1_000 }
#endif
