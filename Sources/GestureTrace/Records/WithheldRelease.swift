/// Which recognizer let a withheld phase reach its view, and how (SEMANTICS §7.6): the last of
/// the touch's holders to stop withholding it. View delivery records it on each `delayed`
/// delivery as it releases the phase, so `why` tells the recognizer that released the touch
/// instead of guessing one from what else failed in that frame (issue 28). The writers do not
/// print it: the output says only `delayed` (FORMAT §4).
package struct WithheldRelease: Sendable, Equatable {
    /// The releasing recognizer's id; for a scroll view's hidden delay recognizer, its
    /// `<scroll view>.delay` id (SEMANTICS §9.4.1).
    package var recognizer: String { storage.recognizer }
    /// The scroll view whose content-touch delay (`delaysContentTouches`) released the phase,
    /// when the releasing recognizer is its hidden delay recognizer (SEMANTICS §9.4.1).
    package var contentTouchDelayOf: String? { storage.contentTouchDelayOf }
    package var cause: Cause { storage.cause }
    /// Boxed: every delivery record has room for it, and inline it made each record of a
    /// session 40 bytes larger, released or not (issue 25, the records `why` holds).
    private let storage: Storage

    package init(recognizer: String, contentTouchDelayOf: String? = nil, cause: Cause) {
        storage = Storage(recognizer: recognizer, contentTouchDelayOf: contentTouchDelayOf, cause: cause)
    }

    package static func == (a: WithheldRelease, b: WithheldRelease) -> Bool {
        a.recognizer == b.recognizer && a.contentTouchDelayOf == b.contentTouchDelayOf && a.cause == b.cause
    }

    private final class Storage: Sendable {
        let recognizer: String
        let contentTouchDelayOf: String?
        let cause: Cause

        init(recognizer: String, contentTouchDelayOf: String?, cause: Cause) {
            self.recognizer = recognizer
            self.contentTouchDelayOf = contentTouchDelayOf
            self.cause = cause
        }
    }

    /// What made the last holder let go.
    package enum Cause: Sendable, Equatable {
        /// It failed, with its reason (SEMANTICS §7.3, §7.4).
        case failed(Reason)
        /// It was cancelled, with its reason (SEMANTICS §7.4).
        case cancelled(Reason)
        /// It recognized or ended without cancelling the touch in the view: a withheld ended
        /// is released (SEMANTICS §7.3, §7.4).
        case recognized
        /// It was reset with the phase still withheld (SEMANTICS §5.7).
        case reset
        /// `ignore(_:for:)` (SEMANTICS §7.7).
        case ignored
    }
}
