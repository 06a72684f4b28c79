public enum SkinKitPlaceholder {}
