import GestureTrace

/// The worked examples' registry: what a team's test would build for its own classes
/// (docs/CUSTOM-RECOGNIZERS.md).
public enum CustomRecognizerExamples {
    public static let registry: CustomRecognizerRegistry = {
        var registry = CustomRecognizerRegistry()
        registry.register(CircleGestureRecognizer.self) { try CircleGestureRecognizer($0) }
        registry.register(ForceTouchGestureRecognizer.self) { try ForceTouchGestureRecognizer($0) }
        registry.register(ThreeFingerGestureRecognizer.self) { try ThreeFingerGestureRecognizer($0) }
        registry.register(ReimplementedTapGestureRecognizer.self) { try ReimplementedTapGestureRecognizer($0) }
        return registry
    }()
}
