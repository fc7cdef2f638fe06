/// One change to a scene's setup, applied before a replay: what `--set ID.KEY=VALUE` writes on
/// the command line (FORMAT §3.6) and what a fix `why` proposes is (FORMAT §6). It is a scene
/// change (FORMAT §3.5: `hidden`, `frame`, a recognizer's `enabled`, …) or one of the settings
/// a developer changes to resolve a conflict: a recognizer's `cancelsTouchesInView` and delays
/// (SEMANTICS §7), a `require(toFail:)` edge (§6.1), its delegate's answers (§6.5, §6.7, §4.3),
/// a scroll view's content-touch settings (§9.4.1, §9.4.2) and hand-off (§9.4.4).
///
/// Unlike a scene change, a patch is not an event: it is the scene the replay starts from, so
/// it needs none of SEMANTICS §2.12's rules and prints no record. Ids stay strings until the
/// patch is resolved against the scene (`ScenePatch.resolved`), so a patch can be proposed,
/// printed and compared without a scene.
package struct ScenePatch: Sendable, Equatable {
    /// The view or recognizer the patch sets (a scroll view's pan is `<id>.pan`).
    package var targetID: String
    package var value: ScenePatchValue

    package init(_ targetID: String, _ value: ScenePatchValue) {
        self.targetID = targetID
        self.value = value
    }

    /// `tap.cancelsTouchesInView = false`: the patch as `why` and `diff` print it, the key and
    /// value as `--set` takes them (the one rendering of a patch).
    package var text: String { "\(targetID).\(value.keyName) = \(value.jsonText)" }

    /// `tap.cancelsTouchesInView=false`: the patch as a `--set` argument.
    package var argument: String { "\(targetID).\(value.keyName)=\(value.jsonText)" }
}

/// A setting's new value (FORMAT §3.6's keys).
package enum ScenePatchValue: Sendable, Equatable {
    /// A scene change's key (FORMAT §3.5), applied as `Scene.apply` applies it.
    case change(SceneChangeValue)
    case cancelsTouchesInView(Bool)
    case delaysTouchesBegan(Bool)
    case delaysTouchesEnded(Bool)
    /// `require(toFail:)` on each of these recognizers: edges added to the declared ones.
    case requireToFail([String])
    /// The requirement on each of these recognizers taken away: every declaration of the edge
    /// (the recognizer's `requireToFail` and delegate `shouldRequireFailureOf`, the other's
    /// `shouldBeRequiredToFailBy`) removed, so the recognizer no longer waits for it (SEMANTICS
    /// §6.1, §6.2). A requirement UIKit adds itself (a back swipe's, a context menu's) is not
    /// the app's to remove.
    case removeRequireToFail([String])
    /// The delegate's `shouldRecognizeSimultaneouslyWith`.
    case simultaneousWith(SimultaneityAnswer)
    /// The delegate's `gestureRecognizerShouldBegin(_:)`.
    case shouldBegin(DelegateAnswer)
    /// The delegate's `gestureRecognizer(_:shouldReceive:)`.
    case shouldReceiveTouch(ReceiveAnswer)
    /// A scroll view's `delaysContentTouches` (SEMANTICS §9.4.1).
    case delaysContentTouches(Bool)
    /// A scroll view's `canCancelContentTouches` (SEMANTICS §9.4.2).
    case canCancelContentTouches(Bool)
    /// A scroll view's `touchesShouldCancel(in:)` (SEMANTICS §9.4.2).
    case touchesShouldCancel(TouchesShouldCancel)
    /// A scroll view's `transfersHorizontalScrollingToParent` (SEMANTICS §9.4.4).
    case transfersHorizontalScrollingToParent(Bool)
    /// A scroll view's `transfersVerticalScrollingToParent` (SEMANTICS §9.4.4).
    case transfersVerticalScrollingToParent(Bool)
    /// A presented sheet's controller's `isModalInPresentation` (SEMANTICS §9.14).
    case modalInPresentation(Bool)
    /// A presented sheet's `presentationControllerShouldDismiss(_:)` answer (SEMANTICS §9.14).
    case shouldDismiss(Bool)

    /// A delegate answer that is a constant or an expression (FORMAT §2.4).
    package enum DelegateAnswer: Sendable, Equatable {
        case constant(Bool)
        case expression(String)
    }

    /// What `shouldRecognizeSimultaneouslyWith` answers yes for: these recognizers as well as
    /// those the scene names, every recognizer, or an expression over `other` (FORMAT §2.4).
    package enum SimultaneityAnswer: Sendable, Equatable {
        case adding([String])
        case all
        case expression(String)
    }

    /// What `gestureRecognizer(_:shouldReceive:)` answers: always, never, not for touches in
    /// these views, or an expression over `touch` (FORMAT §2.4).
    package enum ReceiveAnswer: Sendable, Equatable {
        case constant(Bool)
        case exceptInViews([String])
        case expression(String)
    }

    /// The key, as FORMAT §3.5 and §3.6 spell it.
    package var key: ScenePatchKey {
        switch self {
        case .change(let value): return .change(value.key)
        case .cancelsTouchesInView: return .cancelsTouchesInView
        case .delaysTouchesBegan: return .delaysTouchesBegan
        case .delaysTouchesEnded: return .delaysTouchesEnded
        case .requireToFail: return .requireToFail
        case .removeRequireToFail: return .removeRequireToFail
        case .simultaneousWith: return .simultaneousWith
        case .shouldBegin: return .shouldBegin
        case .shouldReceiveTouch: return .shouldReceiveTouch
        case .delaysContentTouches: return .delaysContentTouches
        case .canCancelContentTouches: return .canCancelContentTouches
        case .touchesShouldCancel: return .touchesShouldCancel
        case .transfersHorizontalScrollingToParent: return .transfersHorizontalScrollingToParent
        case .transfersVerticalScrollingToParent: return .transfersVerticalScrollingToParent
        case .modalInPresentation: return .modalInPresentation
        case .shouldDismiss: return .shouldDismiss
        }
    }

    package var keyName: String { key.name }

    /// The value as JSON text, as `--set` and the scene write it.
    package var jsonText: String {
        func bool(_ b: Bool) -> String { b ? "true" : "false" }
        func quoted(_ s: String) -> String {
            var out: [UInt8] = []
            JSONLWriter.appendString(s, to: &out)
            return String(decoding: out, as: UTF8.self)
        }
        func ids(_ list: [String]) -> String { "[" + list.map(quoted).joined(separator: ", ") + "]" }
        switch self {
        case .change(let value): return value.jsonText
        case .cancelsTouchesInView(let b), .delaysTouchesBegan(let b), .delaysTouchesEnded(let b),
            .delaysContentTouches(let b), .canCancelContentTouches(let b),
            .transfersHorizontalScrollingToParent(let b), .transfersVerticalScrollingToParent(let b),
            .modalInPresentation(let b), .shouldDismiss(let b):
            return bool(b)
        case .requireToFail(let list), .removeRequireToFail(let list): return ids(list)
        case .simultaneousWith(.adding(let list)): return ids(list)
        case .simultaneousWith(.all): return "\"all\""
        case .simultaneousWith(.expression(let e)), .shouldBegin(.expression(let e)),
            .shouldReceiveTouch(.expression(let e)):
            return quoted(e)
        case .shouldBegin(.constant(let b)), .shouldReceiveTouch(.constant(let b)): return bool(b)
        case .shouldReceiveTouch(.exceptInViews(let list)): return "{\"exceptInViews\": \(ids(list))}"
        case .touchesShouldCancel(.default): return "\"default\""
        case .touchesShouldCancel(.always): return "true"
        case .touchesShouldCancel(.never): return "false"
        }
    }
}

/// The keys `--set` accepts: a scene change's (FORMAT §3.5) or a setup setting's (§3.6).
package enum ScenePatchKey: Sendable, Equatable {
    case change(SceneChangeKey)
    case cancelsTouchesInView, delaysTouchesBegan, delaysTouchesEnded, requireToFail, removeRequireToFail
    case simultaneousWith, shouldBegin, shouldReceiveTouch
    case delaysContentTouches, canCancelContentTouches, touchesShouldCancel
    case transfersHorizontalScrollingToParent, transfersVerticalScrollingToParent
    case modalInPresentation, shouldDismiss

    /// The setup settings, in FORMAT §3.6's order.
    static let settings: [ScenePatchKey] = [
        .cancelsTouchesInView, .delaysTouchesBegan, .delaysTouchesEnded, .requireToFail, .removeRequireToFail,
        .simultaneousWith, .shouldBegin, .shouldReceiveTouch, .delaysContentTouches, .canCancelContentTouches,
        .touchesShouldCancel,
        .transfersHorizontalScrollingToParent, .transfersVerticalScrollingToParent, .modalInPresentation,
        .shouldDismiss,
    ]

    package var name: String {
        switch self {
        case .change(let key): return key.rawValue
        case .cancelsTouchesInView: return "cancelsTouchesInView"
        case .delaysTouchesBegan: return "delaysTouchesBegan"
        case .delaysTouchesEnded: return "delaysTouchesEnded"
        case .requireToFail: return "requireToFail"
        case .removeRequireToFail: return "removeRequireToFail"
        case .simultaneousWith: return "simultaneousWith"
        case .shouldBegin: return "shouldBegin"
        case .shouldReceiveTouch: return "shouldReceiveTouch"
        case .delaysContentTouches: return "delaysContentTouches"
        case .canCancelContentTouches: return "canCancelContentTouches"
        case .touchesShouldCancel: return "touchesShouldCancel"
        case .transfersHorizontalScrollingToParent: return "transfersHorizontalScrollingToParent"
        case .transfersVerticalScrollingToParent: return "transfersVerticalScrollingToParent"
        case .modalInPresentation: return "modalInPresentation"
        case .shouldDismiss: return "shouldDismiss"
        }
    }

    /// The key a name spells (a scene change's UIKit spellings included), or nil.
    package static func named(_ name: String) -> ScenePatchKey? {
        if let change = SceneChangeKey.named(name) { return .change(change) }
        return settings.first { $0.name == name }
    }

    /// Every accepted name, for "unknown key" messages and their hints.
    static var names: [String] { SceneChangeKey.names + settings.map(\.name) }

    /// What the key applies to.
    var applies: SceneChangeKey.Applies {
        switch self {
        case .change(let key): return key.applies
        case .cancelsTouchesInView, .delaysTouchesBegan, .delaysTouchesEnded, .requireToFail, .removeRequireToFail,
            .simultaneousWith, .shouldBegin, .shouldReceiveTouch:
            return .recognizer
        case .delaysContentTouches, .canCancelContentTouches, .touchesShouldCancel,
            .transfersHorizontalScrollingToParent, .transfersVerticalScrollingToParent:
            return .scrollView
        case .modalInPresentation, .shouldDismiss:
            return .sheet
        }
    }
}
