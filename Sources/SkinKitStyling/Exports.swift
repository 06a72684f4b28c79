@_exported import SkinKitCascade
@_exported import SkinKitProperties
@_exported import SkinKitSelectors
@_exported import SkinKitSyntax
