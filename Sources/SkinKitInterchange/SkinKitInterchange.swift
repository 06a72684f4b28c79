@_exported import SkinKitCascade
