/// `why` for a navigation controller's back swipes and the recognizers they meet (SEMANTICS
/// §9.7): the fixes developers reach for, by who lost to whom.
extension WhyStory {
    /// A back swipe of the scene, by recognizer id.
    struct BackSwipe {
        var isContent: Bool
        /// Whether the app replaced `interactivePopGestureRecognizer.delegate`.
        var delegateReplaced: Bool
    }

    /// The scene's back swipes, by id.
    static func backSwipes(in scene: Scene) -> [String: BackSwipe] {
        var out: [String: BackSwipe] = [:]
        for spec in scene.recognizers {
            guard let role = spec.navigationRole, let navigation = scene.views[role.navigationView].navigation
            else { continue }
            let isContent: Bool
            if case .contentBackSwipe = role { isContent = true } else { isContent = false }
            out[spec.id] = BackSwipe(
                isContent: isContent, delegateReplaced: navigation.popGestureDelegate == .app)
        }
        return out
    }

    /// How the story's subject met `other`: excluded by it, or waiting for (or withheld by) it.
    enum BackSwipeMeeting {
        case excluded, waited

        /// The meeting a state change's reason tells, if any.
        init?(_ reason: Reason) {
            switch ReasonMeaning(reason) {
            case .excluded: self = .excluded
            case .requiredToFail, .waited: self = .waited
            default: return nil
            }
        }
    }

    /// The usual fixes when the story puts subject `id` against a back swipe `other`:
    /// a back swipe excluded by a content recognizer that began first, or a recognizer held or
    /// failed by the back swipe.
    static func navigationFixes(for meeting: BackSwipeMeeting, id: String, other: String?, _ context: Context)
        -> [WhyFix]
    {
        guard let other else { return [] }
        if let swipe = context.backSwipes[id], meeting == .excluded {
            let wait = ScenePatch(other, .requireToFail([id]))
            if swipe.isContent {
                return [
                    WhyFix(
                        wait,
                        "(\(other).require(toFail: navigationController.interactiveContentPopGestureRecognizer)) makes \(other) wait for the iOS 26 content back swipe, which otherwise yields to any pan that begins before its 15 pt, a horizontal scroll view at content offset 0 included; or let \(other) refuse to begin at its leading edge when dragged toward the trailing side (gestureRecognizerShouldBegin, scene key shouldBegin) (SEMANTICS §9.7)"
                    )
                ]
            }
            let call =
                other.hasSuffix(".pan")
                ? "scrollView.panGestureRecognizer.require(toFail: navigationController.interactivePopGestureRecognizer), scene key scroll.panRequireToFail"
                : "\(other).require(toFail: navigationController.interactivePopGestureRecognizer)"
            let why =
                swipe.delegateReplaced
                ? "replacing interactivePopGestureRecognizer.delegate dropped the navigation controller's rule that makes other recognizers wait for the back swipe"
                : "\(other) began before the back swipe's 15 pt"
            let fix = WhyFix(wait, "(\(call)) makes \(other) wait for the back swipe: \(why) (SEMANTICS §9.7)")
            guard swipe.delegateReplaced else { return [fix] }
            // The snippet that usually comes with `delegate = nil`, replayed to show it changes
            // nothing: the back swipe is enabled; what it lacks is the controller's rule.
            return [
                fix,
                WhyFix(
                    ScenePatch(id, .change(.enabled(true))),
                    "(interactivePopGestureRecognizer.isEnabled = true, often tried with the delegate set to nil) keeps the back swipe enabled, as it already is (SEMANTICS §9.7)"
                ),
            ]
        }
        if let swipe = context.backSwipes[other], !swipe.isContent, meeting == .waited {
            return [
                WhyFix(
                    ScenePatch(other, .change(.enabled(false))),
                    "(interactivePopGestureRecognizer.isEnabled = false on this screen, scene key navigation.popGestureEnabled) stops the wait: on a pushed screen the navigation controller makes every recognizer wait for its back swipe, which a touch starting within edgeRegion (13 pt) of the leading edge keeps possible; or start the gesture further in (SEMANTICS §9.7)"
                )
            ]
        }
        return []
    }
}
