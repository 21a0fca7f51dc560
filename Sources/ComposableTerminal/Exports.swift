// The terminal draws the views of ComposableViews: importing ComposableTerminal brings them.
@_exported import ComposableViews
