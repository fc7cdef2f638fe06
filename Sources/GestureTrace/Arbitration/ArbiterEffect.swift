/// What the arbiter decided that others carry out, in the order decided: the arbiter never
/// calls delivery, it returns these (`GestureArbiter.takeEffects()`), and the frame loop hands
/// them to view delivery and the record log right after each call into the arbiter, so records
/// and deliveries interleave exactly as the decisions were made.
enum ArbiterEffect {
    /// A record of the arbiter's own: state, pending, action, reset, SwiftUI phases (FORMAT §4).
    case record(Record.Body)
    /// The recognizer failed, was cancelled, ended or reset: it stops withholding every phase
    /// it withholds for `touches` (SEMANTICS §7.3, §7.4, §7.6).
    case stopHolding(recognizer: Int, touches: [Int])
    /// `ignore(_:for:)`: the recognizer stops withholding phases of one touch (SEMANTICS §7.7).
    case stopHoldingTouch(recognizer: Int, touch: Int)
    /// The recognizer became effective: its touches are cancelled in their views or their
    /// withheld phases discarded or released (SEMANTICS §7.1–§7.3).
    case takeOverTouches(recognizer: Int, touches: [Int], cancelsTouchesInView: Bool)
}
