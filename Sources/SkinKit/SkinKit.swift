@_exported import SkinKitCascade
@_exported import SkinKitInterchange
@_exported import SkinKitProperties
@_exported import SkinKitSelectors
@_exported import SkinKitStyling
@_exported import SkinKitSyntax
