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
        -> [String]
    {
        guard let other else { return [] }
        if let swipe = context.backSwipes[id], meeting == .excluded {
            if swipe.isContent {
                return [
                    "the iOS 26 content back swipe yields to any pan that begins before its 15 pt, a horizontal scroll view at content offset 0 included; to pop from there, let \(other) refuse to begin at its leading edge when dragged toward the trailing side (gestureRecognizerShouldBegin, scene key shouldBegin), or \(other).require(toFail: navigationController.interactiveContentPopGestureRecognizer) (SEMANTICS §9.7)"
                ]
            }
            let fix =
                other.hasSuffix(".pan")
                ? "scrollView.panGestureRecognizer.require(toFail: navigationController.interactivePopGestureRecognizer) (scene key scroll.panRequireToFail)"
                : "\(other).require(toFail: navigationController.interactivePopGestureRecognizer) (scene key requireToFail)"
            let why =
                swipe.delegateReplaced
                ? "replacing interactivePopGestureRecognizer.delegate dropped the navigation controller's rule that makes other recognizers wait for the back swipe"
                : "\(other) began before the back swipe's 15 pt"
            return ["\(why); \(fix) makes \(other) wait for it (SEMANTICS §9.7)"]
        }
        if let swipe = context.backSwipes[other], !swipe.isContent, meeting == .waited {
            return [
                "on a pushed screen the navigation controller makes every recognizer wait for its back swipe, which a touch starting within edgeRegion (13 pt) of the leading edge keeps possible; start the gesture further in, or set interactivePopGestureRecognizer.isEnabled = false on this screen (scene key navigation.popGestureEnabled) (SEMANTICS §9.7)"
            ]
        }
        return []
    }
}
