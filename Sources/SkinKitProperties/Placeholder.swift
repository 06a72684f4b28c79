public enum SkinKitPropertiesPlaceholder {}
