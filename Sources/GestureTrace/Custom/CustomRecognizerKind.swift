/// A decoded `custom` recognizer (FORMAT §2.2): its class, its parameters, how to create it,
/// and what the class said about itself when the trace was loaded.
package struct CustomRecognizerKind: Sendable {
    /// The `class` named in the scene.
    package var className: String
    /// The `params` object's members.
    package var parameters: [CustomParameterValue.Member]
    /// Creates a fresh instance for each replay.
    package var make: CustomRecognizerRegistry.Factory
    /// The class's `isContinuous`.
    package var isContinuous: Bool
    /// The delivery flags as the class's initializer set them, the defaults the scene's
    /// keys override (SEMANTICS §7).
    package var cancelsTouchesInView: Bool
    package var delaysTouchesBegan: Bool
    package var delaysTouchesEnded: Bool

    package init(
        className: String, parameters: [CustomParameterValue.Member], make: @escaping CustomRecognizerRegistry.Factory,
        isContinuous: Bool, cancelsTouchesInView: Bool = true, delaysTouchesBegan: Bool = false,
        delaysTouchesEnded: Bool = true
    ) {
        self.className = className
        self.parameters = parameters
        self.make = make
        self.isContinuous = isContinuous
        self.cancelsTouchesInView = cancelsTouchesInView
        self.delaysTouchesBegan = delaysTouchesBegan
        self.delaysTouchesEnded = delaysTouchesEnded
    }
}
