public enum SkinKitCascadePlaceholder {}
