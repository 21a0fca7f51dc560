import CustomDump

#if !canImport(SwiftUI)
  /// A stand-in for SwiftUI's `Animation` on platforms without SwiftUI (Linux, Windows, Wasm), so
  /// that feature code written for Apple platforms compiles unchanged.
  ///
  /// ```swift
  /// return .run { send in
  ///   await send(.factResponse(fact), animation: .spring)
  /// }
  /// ```
  ///
  /// An animation is a description only: actions sent with one are delivered as usual, and the
  /// terminal user interface accepts and ignores it. Two animations are equal when they were built
  /// with the same members and arguments.
  public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// How the animation was built, for example `easeInOut(duration: 0.3).delay(1.0)`.
    public let description: String

    private init(_ description: String) {
      self.description = description
    }

    /// The animation a description names, as a decoded `ButtonStateAction` rebuilds it.
    init(description: String) {
      self.init(description)
    }

    private func appending(_ modifier: String) -> Self {
      Self("\(self.description).\(modifier)")
    }

    /// The default animation.
    public static let `default` = Self("default")

    /// A linear animation with a default duration.
    public static let linear = Self("linear")

    /// A linear animation that lasts `duration` seconds.
    public static func linear(duration: Double) -> Self {
      Self("linear(duration: \(duration))")
    }

    /// An ease-in animation with a default duration.
    public static let easeIn = Self("easeIn")

    /// An ease-in animation that lasts `duration` seconds.
    public static func easeIn(duration: Double) -> Self {
      Self("easeIn(duration: \(duration))")
    }

    /// An ease-out animation with a default duration.
    public static let easeOut = Self("easeOut")

    /// An ease-out animation that lasts `duration` seconds.
    public static func easeOut(duration: Double) -> Self {
      Self("easeOut(duration: \(duration))")
    }

    /// An ease-in-out animation with a default duration.
    public static let easeInOut = Self("easeInOut")

    /// An ease-in-out animation that lasts `duration` seconds.
    public static func easeInOut(duration: Double) -> Self {
      Self("easeInOut(duration: \(duration))")
    }

    /// An animation along a cubic Bézier timing curve.
    public static func timingCurve(
      _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = 0.35
    ) -> Self {
      Self("timingCurve(\(p1x), \(p1y), \(p2x), \(p2y), duration: \(duration))")
    }

    /// A spring animation with default parameters.
    public static let spring = Self("spring")

    /// A spring animation described by its duration and bounce.
    public static func spring(
      duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0
    ) -> Self {
      Self("spring(duration: \(duration), bounce: \(bounce), blendDuration: \(blendDuration))")
    }

    /// A spring animation described by its response and damping.
    @_disfavoredOverload
    public static func spring(
      response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
    ) -> Self {
      Self(
        """
        spring(response: \(response), dampingFraction: \(dampingFraction), \
        blendDuration: \(blendDuration))
        """
      )
    }

    /// A spring animation with a lower response, for interactive changes.
    public static let interactiveSpring = Self("interactiveSpring")

    /// A spring animation for interactive changes, described by its response and damping.
    public static func interactiveSpring(
      response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    ) -> Self {
      Self(
        """
        interactiveSpring(response: \(response), dampingFraction: \(dampingFraction), \
        blendDuration: \(blendDuration))
        """
      )
    }

    /// A spring animation described by the physical properties of a spring.
    public static func interpolatingSpring(
      mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> Self {
      Self(
        """
        interpolatingSpring(mass: \(mass), stiffness: \(stiffness), damping: \(damping), \
        initialVelocity: \(initialVelocity))
        """
      )
    }

    /// A spring animation with a predefined duration and higher bounce.
    public static let bouncy = Self("bouncy")

    /// A bouncy spring animation with a given duration and extra bounce.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Self {
      Self("bouncy(duration: \(duration), extraBounce: \(extraBounce))")
    }

    /// A smooth spring animation with a predefined duration and no bounce.
    public static let smooth = Self("smooth")

    /// A smooth spring animation with a given duration and extra bounce.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Self {
      Self("smooth(duration: \(duration), extraBounce: \(extraBounce))")
    }

    /// A spring animation with a predefined duration and small bounce.
    public static let snappy = Self("snappy")

    /// A snappy spring animation with a given duration and extra bounce.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Self {
      Self("snappy(duration: \(duration), extraBounce: \(extraBounce))")
    }

    /// This animation, started after `delay` seconds.
    public func delay(_ delay: Double) -> Self {
      self.appending("delay(\(delay))")
    }

    /// This animation, played `speed` times as fast.
    public func speed(_ speed: Double) -> Self {
      self.appending("speed(\(speed))")
    }

    /// This animation, repeated `repeatCount` times.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Self {
      self.appending("repeatCount(\(repeatCount), autoreverses: \(autoreverses))")
    }

    /// This animation, repeated for as long as it is shown.
    public func repeatForever(autoreverses: Bool = true) -> Self {
      self.appending("repeatForever(autoreverses: \(autoreverses))")
    }
  }

  extension Animation: CustomDumpStringConvertible {
    /// Dumps as it is written: `.easeInOut(duration: 0.3)`.
    public var customDumpDescription: String {
      ".\(self.description)"
    }
  }
#endif
