/// A fix `why` proposes (FORMAT §6): the setup patches that make it, when it is a scene
/// setting (`ScenePatch`: `cancelsTouchesInView`, a `requireToFail` edge, a delegate's answer,
/// a scroll view's setting), and the advice that says what it does and why, with the rule it
/// rests on. A fix with patches is replayed with the trace (`WhyFixTrial`) and its effect told
/// by outcome; a fix that is not a scene setting (a SwiftUI modifier, a UISlider subclass, a
/// gesture started further in) is advice only, and says so by having no patch.
///
/// The patch's text is rendered once, by `ScenePatch.text`; `advice` follows it
/// (`tap.cancelsTouchesInView = false lets the views keep their touches (SEMANTICS §7.2)`).
package struct WhyFix: Sendable, Equatable {
    package var patches: [ScenePatch]
    package var advice: String
    /// The ids whose outcome the fix is meant to change (the views whose touches a recognizer
    /// cancels, for its `cancelsTouchesInView`); nil: the story's subject. A replay that leaves
    /// them unchanged "does not help".
    package var aim: [String]?

    /// A fix made by `patch`; `advice` continues the sentence the patch's text begins.
    package init(_ patch: ScenePatch, _ advice: String, aim: [String]? = nil) {
        patches = [patch]
        self.advice = advice
        self.aim = aim
    }

    /// A fix that is no scene setting: told, not replayed.
    package static func advice(_ text: String) -> WhyFix { WhyFix(patches: [], advice: text, aim: nil) }

    private init(patches: [ScenePatch], advice: String, aim: [String]?) {
        self.patches = patches
        self.advice = advice
        self.aim = aim
    }

    /// The fix's line after `fix N: `.
    package var text: String {
        guard !patches.isEmpty else { return advice }
        return patches.map(\.text).joined(separator: " and ") + " " + advice
    }
}
