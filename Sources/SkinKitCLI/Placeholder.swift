public enum SkinKitCLIPlaceholder {}
