// As upstream's module does, SwiftNavigation brings case paths and perception with it.
@_exported import CasePaths
@_exported import Perception
