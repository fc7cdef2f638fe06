/// The class rules of `canPrevent(_:)` (SEMANTICS §6.6); `canBePrevented(by:)` is true for
/// every built-in class.
enum PreventionRules {
    /// Whether a recognizer of kind `winner` can prevent one of kind `loser`.
    ///
    /// - A tap cannot prevent a tap with the same number of touches that needs more taps, so
    ///   without `require(toFail:)` a single tap fires on the first tap of a double tap
    ///   (code K4; SEMANTICS §11 quirk 3).
    /// - A tap cannot prevent a long press with the same touches whose taps are ≥ the tap's.
    /// - A long press cannot prevent a long press with the same touches that needs more taps
    ///   (code K6).
    static func canPrevent(_ winner: RecognizerKind, _ loser: RecognizerKind) -> Bool {
        switch (winner, loser) {
        case let (.tap(wTaps, wTouches), .tap(lTaps, lTouches)):
            return !(wTouches == lTouches && lTaps > wTaps)
        case let (.tap(wTaps, wTouches), .longPress(_, _, lTaps, lTouches)):
            return !(wTouches == lTouches && lTaps >= wTaps)
        case let (.longPress(_, _, wTaps, wTouches), .longPress(_, _, lTaps, lTouches)):
            return !(wTouches == lTouches && lTaps > wTaps)
        // UITextMultiTapRecognizer (one touch) cannot prevent a one-touch tap that needs more
        // than one tap, nor a one-touch long press that needs taps (code K23, SEMANTICS §9.8).
        case let (.textMultiTap, .tap(lTaps, lTouches)):
            return !(lTouches == 1 && lTaps > 1)
        case let (.textMultiTap, .longPress(_, _, lTaps, lTouches)):
            return !(lTouches == 1 && lTaps != 0)
        default:
            return true
        }
    }
}
