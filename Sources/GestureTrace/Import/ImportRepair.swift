/// A kind of inconsistency in recorded input that an importer mended instead of failing.
///
/// Real recordings drop and reorder events; a trace must still be valid (FORMAT §3.1), so each
/// importer mends what it can by a fixed rule and counts every mend, so the user sees how much of
/// the trace is inferred rather than recorded. The cases are listed in the order the summary
/// prints them.
package enum ImportRepair: Int, CaseIterable, Sendable, Comparable {
    /// A touch began while one with the same id was alive: the old one is cancelled first.
    case beganWhileAlive
    /// A touch moved (or was stationary) without having begun: it begins there instead.
    case movedWithoutBegan
    /// A touch ended or was cancelled without having begun: the row is dropped.
    case endedWithoutBegan
    /// Time went backwards: treated as a clock restart, time continues from the previous event.
    case timeWentBackwards
    /// Touches still down at the end of the input are cancelled at the last event's time.
    case aliveAtEnd
    /// Android: a DOWN arrived while pointers were alive; the stale pointers are cancelled first.
    case staleAtDown
    /// Android: an UP arrived while other pointers were alive; they are cancelled with it.
    case staleAtUp
    /// Android: a MotionEvent's row count disagrees with its PointerCount; the rows are used.
    case pointerCountMismatch
    /// Android: a DOWN or POINTER_DOWN named no new pointer, or several; see `AndroidImporter`.
    case pointerDownAmbiguous
    /// Android: the pointer of a POINTER_UP could not be read from the next MotionEvent.
    case pointerUpAmbiguous
    /// Android: an action code that is not a touch action (4 OUTSIDE, 7–12 hover and buttons).
    case nonTouchAction
    /// getevent: SYN_DROPPED, the kernel lost events; state resumes at the next SYN_REPORT.
    case eventsDropped
    /// getevent: a contact began in a slot whose position was never reported: (0, 0) is used.
    case positionUnknown
    /// uikit-log: only the event's `%g` timestamp (six significant digits) was printed, so its
    /// time is rounded, to whole seconds once uptime passes 100 000 s (IOS-INPUTS §3.2).
    case coarseTimestamp

    package static func < (a: ImportRepair, b: ImportRepair) -> Bool { a.rawValue < b.rawValue }

    /// A short phrase for the summary, lowercase, as diagnostics are written.
    package var summary: String {
        switch self {
        case .beganWhileAlive: return "touch began while still down: the old touch was cancelled"
        case .movedWithoutBegan: return "touch moved without having begun: it begins there"
        case .endedWithoutBegan: return "touch ended without having begun: dropped"
        case .timeWentBackwards: return "time went backwards: continued from the previous event"
        case .aliveAtEnd: return "touch still down at the end of the input: cancelled"
        case .staleAtDown: return "DOWN while pointers were down: the stale pointers were cancelled"
        case .staleAtUp: return "UP while other pointers were down: they were cancelled"
        case .pointerCountMismatch: return "row count differs from PointerCount: rows used as written"
        case .pointerDownAmbiguous: return "POINTER_DOWN without exactly one new pointer"
        case .pointerUpAmbiguous: return "POINTER_UP pointer not found in the next event: guessed"
        case .nonTouchAction: return "non-touch action skipped"
        case .eventsDropped: return "SYN_DROPPED: events lost by the kernel"
        case .positionUnknown: return "contact without a reported position: (0, 0) used"
        case .coarseTimestamp:
            return "event time from the %g timestamp only (6 significant digits): use the README's breakpoint recipe"
        }
    }
}
