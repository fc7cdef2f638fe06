/// The one place a reason becomes text (issue 28): the `text` and `jsonl` writers, `why` and
/// the report call it when they print, never the engine. Numbers follow FORMAT §4: distances
/// to 1/1000 pt, UIKit durations to 1 µs, SwiftUI durations to 1 ms.
package enum ReasonText {
    package static func string(_ reason: Reason) -> String {
        var out = StringReasonSink()
        write(reason, to: &out)
        return out.string
    }

    package static func string(_ reason: CellReason) -> String {
        switch reason {
        case .touchBegan(let t): return "touch \(t) began on the cell"
        case .touchCancelled(let t): return "touch \(t) cancelled: not selected"
        case .touchEnded(let t): return "touch \(t) ended"
        case .touchEndedOnCell(let t): return "touch \(t) ended on the cell"
        case .touchEndedOnSelected(let t): return "touch \(t) ended on a selected cell (allowsMultipleSelection)"
        case .deselectRefused(let t, let table):
            return "touch \(t) ended; \(table ? "willDeselectRowAt" : "shouldDeselectItemAt") refused: still selected"
        case .selectRefused(let t, let table):
            return
                "touch \(t) ended; \(table ? "willSelectRowAt returned nil" : "shouldSelectItemAt returned false"): not selected"
        case .selectRedirected(let t, let path): return "touch \(t) ended; willSelectRowAt returned \(path)"
        case .otherSelected(let path): return "\(path) was selected (allowsMultipleSelection false)"
        }
    }

    /// A `swipe` record's reason (SEMANTICS §9.12): distances are the row's offset toward the
    /// actions' side, past the pan's hysteresis.
    package static func string(_ reason: SwipeActionReason) -> String {
        func side(_ edge: SwipeActionEdge) -> String { "the \(edge.rawValue) actions" }
        func after(_ cancelled: Bool) -> String { cancelled ? " (the pan was cancelled)" : "" }
        switch reason {
        case .releasedPastHalf(let edge, let distance, let half, let cancelled):
            return
                "released \(pt(distance)) pt toward \(side(edge)) > half their width \(pt(half)) pt\(after(cancelled))"
        case .releasedShort(let edge, let distance, let half, let cancelled):
            return
                "released \(pt(distance)) pt toward \(side(edge)) <= half their width \(pt(half)) pt\(after(cancelled))"
        case .flungOpen(let edge, let speed, let limit, let cancelled):
            return
                "released moving toward \(side(edge)) at \(pt(speed)) pt/s > \(pt(limit)) pt/s\(after(cancelled))"
        case .flungClosed(let edge, let speed, let limit, let cancelled):
            return
                "released moving away from \(side(edge)) at \(pt(speed)) pt/s > \(pt(limit)) pt/s\(after(cancelled))"
        case .fullSwipe(let edge, let action, let destructive, let distance, let limit, let early):
            if early {
                return
                    "full swipe: the destructive '\(action)' triggered early at \(pt(distance)) pt near the list's far end (full-swipe distance \(pt(limit)) pt); performsFirstActionWithFullSwipe"
            }
            return
                "full swipe: moved \(pt(distance)) pt toward \(side(edge)) >= full-swipe distance \(pt(limit)) pt, performing the first\(destructive ? " (destructive)" : "") action '\(action)'; performsFirstActionWithFullSwipe"
        }
    }

    /// A `sheet` record's reason (SEMANTICS §9.14): offsets are the sheet's distance below its
    /// detent, velocities the finger's (down positive).
    package static func string(_ reason: SheetReason) -> String {
        switch reason {
        case .ownPan:
            return "the sheet's own dismiss pan began"
        case .scrollViewAtTop(let scrollView, let offset):
            return
                "'\(scrollView)' began its drag at its content's top (offset \(pt(offset)) pt) and pulled past it: the sheet takes the pull, the content stays at its top"
        case .pulledBelowDetent(let offset):
            return "pulled \(pt(offset)) pt below its detent; dismissible, so its interactive dismissal began"
        case .modalInPresentation:
            return "pulled below its detent, but isModalInPresentation is true: it rubber-bands"
        case .delegateRefused:
            return "pulled below its detent, but presentationControllerShouldDismiss returned false: it rubber-bands"
        case .projected(let offset, let velocity, let projected, let dismissOffset):
            let past = projected > dismissOffset / 2
            return
                "released \(pt(offset)) pt below its detent at \(pt(velocity)) pt/s, projected to \(pt(projected)) pt \(past ? ">" : "<=") half its height \(pt(dismissOffset / 2)) pt"
        case .pulled(let offset, let needed):
            return
                "released rubber-banded \(pt(offset)) pt below its detent \(offset > needed ? ">" : "<=") a quarter of sheetDismissAttemptExtent \(pt(needed)) pt"
        case .neverBelowDetent:
            return "the drag ended without pulling it below its detent"
        case .dragCancelled:
            return "the drag was cancelled"
        }
    }

    package static func string(_ refusal: ReceiveRefusal) -> String {
        switch refusal {
        case .never: return "shouldReceiveTouch: false"
        case .inView(let view): return "shouldReceiveTouch: false for touches in '\(view)'"
        case .expression(let verdict): return verdict.text
        case .navigation(let refusal):
            switch refusal {
            case .rootOfStack:
                return
                    "the navigation stack holds 1 view controller, so the navigation controller passes the back swipe no events"
            case .transitioning:
                return
                    "a push or pop transition is running, so the navigation controller passes the back swipe no events"
            case .inBar(let view, let toolbar):
                return
                    "the touch is in the \(toolbar ? "toolbar" : "navigation bar") '\(view)', which the navigation controller keeps from the back swipe"
            }
        }
    }

    package static func string(_ reason: UnusedReason) -> String {
        switch reason {
        case .disabled:
            return "disabled (enabled = false): a disabled recognizer receives no touches (SEMANTICS §4.3)"
        case .refused(let refusal):
            return "\(string(refusal)) (SEMANTICS §4.3)"
        case .exclusiveTouch(let view):
            return
                "the exclusive-touch view '\(view)' was tracking, so a new touch collected only recognizers on it and its ancestors (SEMANTICS §2.7)"
        case .neverHit(let view, let touch, let hitView, let via, let miss):
            let went = hitView.map { "went to '\($0)'" } ?? "hit nothing"
            let whose = via.map { "its superview '\($0)': " } ?? ""
            return
                "its view '\(view)' was never hit: touch \(touch) \(went) (\(whose)\(string(miss.why)); SEMANTICS \(miss.section))"
        case .noTouchInTrace:
            return "no touch began in the trace"
        case .noTouchHitAnything:
            return "no touch hit any view (SEMANTICS §1.7)"
        case .notOnAnyPath(let view, let hitViews):
            let went = hitViews.map { "'\($0)'" }.joined(separator: ", ")
            return
                "its view '\(view)' is not on any touch's path: touches went to \(went), and a recognizer sees only touches on its view or its subviews (SEMANTICS §4.2)"
        }
    }

    /// SEMANTICS §1.10: the rule that kept a view under the point from being hit.
    package static func string(_ reason: HitMissReason) -> String {
        var out = StringReasonSink()
        write(reason, to: &out)
        return out.string
    }

    /// Writes a hit-test miss's rule into `out`, the one renderer of a `HitMissReason`: a rule
    /// met by the view itself reads on its own ("hidden"); one met by an ancestor names it
    /// ("inside 'list', which is hidden").
    static func write<S: ReasonSink>(_ reason: HitMissReason, to out: inout S) {
        /// Writes "inside 'ancestor', " and answers true when the rule is an ancestor's.
        func inside(_ ancestor: String?, _ out: inout S) -> Bool {
            guard let ancestor else { return false }
            out.put("inside ")
            out.quoted(ancestor)
            out.put(", ")
            return true
        }
        switch reason {
        case .hidden(let ancestor):
            let nested = inside(ancestor, &out)
            out.put(nested ? "which is hidden" : "hidden")
        case .interactionDisabled(let ancestor, let classDefault):
            if inside(ancestor, &out) { out.put("which has ") }
            out.put("userInteractionEnabled = false")
            if let classDefault {
                out.put(", ")
                out.text(classDefault.rawValue)
                out.put("'s default")
            }
        case .transparent(let ancestor, let alpha, let threshold):
            if inside(ancestor, &out) { out.put("whose ") }
            out.put("alpha ")
            out.number(alpha, decimals: 6)
            out.put(" <= ")
            out.number(threshold, decimals: 6)
        case .disabledControl(let ancestor):
            let nested = inside(ancestor, &out)
            out.put(nested ? "a disabled control" : "a disabled control (isEnabled = false) is transparent")
        case .pointInsideFalse(let rule):
            out.put("its point(inside:) override (")
            switch rule {
            case .bounds: out.put("bounds")
            case .ellipse: out.put("ellipse")
            case let .inset(top, left, bottom, right):
                out.put("inset [")
                for (i, v) in [top, left, bottom, right].enumerated() {
                    if i > 0 { out.put(", ") }
                    out.pt(v)
                }
                out.put("]")
            }
            out.put(") is false here")
        case .outsideAncestor(let ancestor, let direct):
            out.put(direct ? "outside its superview " : "outside its ancestor ")
            out.quoted(ancestor)
            out.put(
                ": UIKit does not hit-test a subview outside its superview's bounds, even when it is drawn because clipsToBounds is false"
            )
        case .covered(let ancestor, let by):
            if inside(ancestor, &out) { out.put("which is ") }
            out.put("covered by ")
            if let by { out.quoted(by) } else { out.put("a later sibling") }
            out.put(ancestor == nil ? ", a later sibling, asked first" : ", a later sibling")
        case .passThrough:
            out.put("its hitTest override (passThrough) returns nil on its own area")
        case .redirected(let by, let target):
            if let by {
                out.put("the hitTest override of ")
                out.quoted(by)
            } else {
                out.put("its hitTest override")
            }
            out.put(" redirects the touch to ")
            out.quoted(target)
        }
    }

    // MARK: Reason

    private static func pt(_ v: Double) -> String { DecimalFormat.coordinate(v) }
    private static func s(_ v: Double) -> String { DecimalFormat.time(v) }
    /// SwiftUI's durations print to the millisecond.
    private static func ms(_ v: Double) -> String { DecimalFormat.format(v, decimals: 3) }

    /// Writes `reason` into `out`: the one renderer of a `Reason`, for every destination
    /// (`ReasonSink`). The common cases are written piece by piece; the rare ones (SwiftUI
    /// rules, delegate refusals) are built as text and handed over whole.
    static func write<S: ReasonSink>(_ reason: Reason, to out: inout S) {
        switch reason {
        case .unstated: return
        case .excluded(let winner, let shown, let answers, let handedOff):
            out.put("excluded by ")
            out.text(winner)
            out.put(" (")
            out.put(shown.jsonName)
            out.put(")")
            for refusal in answers {
                out.put("; ")
                out.text(refusal.recognizer)
                out.put("'s ")
                out.text(refusal.verdict.text)
            }
            if let handedOff {
                out.put("; it had not tried to begin: ")
                handOff(handedOff, &out)
            }
        case .requiresFailure(let required, let shown):
            out.put("requires failure of ")
            out.text(required)
            out.put(", which ")
            out.put(shown.jsonName)
        case .waited(let base, let required):
            write(base, to: &out)
            out.put("; waited for ")
            for (i, id) in required.enumerated() {
                if i > 0 { out.put(", ") }
                out.text(id)
            }
            out.put(" to fail")
        case .shouldBegin(let refusal):
            out.text(shouldBegin(refusal))
        case .systemCancel: out.put("touches cancelled by the system")
        case .disabled: out.put("isEnabled set to false")
        case .scrollDisabled(let view):
            out.put("scrollEnabled set to false on ")
            out.text(view)
            out.put(", which disables its pan")
        case .viewRemoved(let removed):
            out.put("its view left the window: ")
            out.text(removed)
            out.put(" was removed from its superview")
        case .touchesCancelled(let count): out.put(count == 1 ? "touch cancelled" : "touches cancelled")
        case .endedWhileWaiting: out.put("touches ended while it waited")
        case .nextEventAfterBegan: out.put("next event after began")
        case .scriptStep(let number, let time, let asks):
            out.put("script step ")
            out.integer(number)
            out.put(" at t=")
            out.s(time)
            out.put(" asks for ")
            out.text(asks.rawValue)
        case .rule(let rule): recognizerRule(rule, &out)
        case .scrollDelayReleased(let release):
            switch release {
            case .movedAlongUnscrollableAxis(let limit):
                out.put("moved beyond ")
                out.pt(limit)
                out.put(" pt along an axis the scroll view cannot scroll")
            case .liftedBeforeDelay: out.put("touch lifted before the scroll delay: touchesShouldBegin is true")
            case .delayElapsed: out.put("scroll delay elapsed: touchesShouldBegin is true")
            case .touchesCancelled: out.put("touches cancelled")
            }
        case .customStated(let text): out.text(text)
        case .customSetState(let className, let state, let callback):
            out.text(className)
            out.put(" set state = .")
            out.text(state)
            out.put(" in ")
            out.text(callback)
        case .customUncreatable(let className, let error):
            out.text(className)
            out.put(" could not be created: ")
            out.text(error)
        case .swiftUINoGesture: out.put("no SwiftUI gesture on the touch's path")
        case .swiftUIGesture(let phase):
            out.put("SwiftUI gesture ")
            out.text(phase.rawValue)
        case .swiftUIRule(let rule): out.text(swiftUIRule(rule))
        case .swiftUICombined(let combination): out.text(combined(combination))
        case .swiftUIHeld(let by):
            out.put("held: higher-priority '")
            out.text(by)
            out.put("' is still possible")
        case .swiftUIPausedBehind(let by, let standing):
            out.put("paused: ")
            higherPriority(by, standing, possible: "' is still possible", &out)
        case .swiftUIPaused(let waits):
            out.put("paused: ")
            for (i, wait) in waits.enumerated() {
                if i > 0 { out.put("; ") }
                switch wait {
                case .mustFail(let id, let active):
                    out.put("'")
                    out.text(id)
                    out.put(active ? "' must fail first (still active)" : "' must fail first (still possible)")
                case .scrollDelay(let view):
                    out.put("scroll view '")
                    out.text(view)
                    out.put("' still delays the touch")
                }
            }
        case .swiftUIOutranked(let by, let standing):
            higherPriority(by, standing, possible: "' is possible", &out)
        case .swiftUIWholeGestureFinished(let root):
            out.put("the whole gesture ")
            if let root {
                out.put("'")
                out.text(root)
                out.put("'")
            }
            out.put(" finished")
        }
    }

    /// "higher-priority 'X' …" and where X stands (SWIFTUI §3.3 rule 10): the one
    /// wording of a paused and of an outranked SwiftUI gesture, which differ only in how they
    /// say "possible".
    private static func higherPriority<S: ReasonSink>(
        _ by: String, _ standing: SwiftUIPriorityStanding, possible: StaticString, _ out: inout S
    ) {
        out.put("higher-priority '")
        out.text(by)
        switch standing {
        case .possible: out.put(possible)
        case .active: out.put("' is active")
        case .ended: out.put("' ended")
        }
    }

    private static func shouldBegin(_ refusal: ShouldBeginRefusal) -> String {
        switch refusal {
        case .delegateFalse: return "delegate's gestureRecognizerShouldBegin returned false"
        case .delegateExpression(let verdict): return "delegate's \(verdict.text)"
        case .control(let view, let viewClass, let why):
            let refused = "\(view) (\(viewClass.rawValue)) refused in gestureRecognizerShouldBegin"
            switch why {
            case .defaultActionBeatsSingleTap: return "\(refused): its default action beats a 1-tap tap on another view"
            case .sliderTracking: return "\(refused): it is tracking its thumb"
            case .sliderSwipeOnThumb: return "\(refused): a swipe along the slider on its thumb moves the thumb"
            case .sliderPanOnThumb: return "\(refused): a pan along the slider on its thumb moves the thumb"
            case .switchPan: return "\(refused): a pan along the switch moves its knob"
            }
        case .contentTracking(let content, .canCancelContentTouchesFalse):
            return "content \(content) is tracking the touch and canCancelContentTouches is false"
        case .contentTracking(let content, .touchesShouldCancelFalse(let overridden)):
            let why = overridden ? "is false (the scroll view's override)" : "is false for a UIControl"
            return "content \(content) is tracking the touch and touchesShouldCancel(in: \(content)) \(why)"
        case .swipeActions(.noRow): return "the swipe handler found no row under the touch"
        case .swipeActions(.noActions(let cell, let edge)):
            return
                "the swipe handler found no \(edge.rawValue) swipe actions on row '\(cell)' for a swipe \(edge == .trailing ? "to the left" : "to the right")"
        }
    }

    private static func touches<S: ReasonSink>(_ n: Int, _ out: inout S) {
        if n == 1 {
            out.put("1 touch")
        } else {
            out.integer(n)
            out.put(" touches")
        }
    }

    /// A recognizer's own rule, written piece by piece: these are most of a long session's
    /// reasons (taps, pans, presses), so no piece is built as a `String` first.
    private static func recognizerRule<S: ReasonSink>(_ rule: RecognizerRule, _ out: inout S) {
        switch rule {
        case .tooManyTouches(let down, let limit, let max):
            touches(down, &out)
            out.put(" > ")
            out.text(limit.rawValue)
            out.put(" ")
            out.integer(max)
        case .tooFewTouchesAtLift(let down, let required):
            out.put("lifted with ")
            touches(down, &out)
            out.put(" down < numberOfTouchesRequired ")
            out.integer(required)
        case .fingersTooMany(let down, let count):
            out.integer(down)
            out.put(" touches down > count ")
            out.integer(count)
        case .fingersAllDown(let count):
            out.integer(count)
            out.put(" touches down at once")
        case .fingersEndedEarly(let count):
            out.put("touches ended before ")
            out.integer(count)
            out.put(" were down at once")
        case .allTouchesLifted: out.put("all touches lifted")
        case .touchLifted: out.put("touch lifted")
        case .taps(let n):
            if n == 1 {
                out.put("1 tap")
            } else {
                out.integer(n)
                out.put(" taps")
            }
        case .movedBeyondAllowable(let distance, let fromFirstTap, let limit):
            out.put("moved ")
            out.pt(distance)
            out.put(fromFirstTap ? " pt from tap 1 > allowableMovement " : " pt > allowableMovement ")
            out.pt(limit)
        case .landedAway(let tap, let distance, let limit):
            if let tap {
                out.put("tap ")
                out.integer(tap)
            } else {
                out.put("press")
            }
            out.put(" landed ")
            out.pt(distance)
            out.put(" pt from tap 1 > allowableMovement ")
            out.pt(limit)
        case .held(let seconds):
            out.put("held ")
            out.s(seconds)
            out.put(" s")
        case .heldTooLong(let seconds, let limit):
            out.put("held ")
            out.s(seconds)
            out.put(" s >= maximumTapDuration ")
            out.s(limit)
        case .liftedTooSoon(let seconds, let minimum):
            out.put("lifted after ")
            out.s(seconds)
            out.put(" s < minimumPressDuration ")
            out.s(minimum)
        case .waitedTooLong(let seconds, let tap, let limit):
            out.put("waited ")
            out.s(seconds)
            if let tap {
                out.put(" s for tap ")
                out.integer(tap)
            } else {
                out.put(" s for the press")
            }
            out.put(" >= maximumIntervalBetweenSuccessiveTaps ")
            out.s(limit)
        case .panMoved(let x, let y, let along, let threshold, let limit):
            out.put("moved ")
            switch along {
            case .both:
                out.pt(x)
                out.put(" pt on x and ")
                out.pt(y)
                out.put(" pt on y >= ")
            case .x:
                out.pt(x)
                out.put(" pt >= ")
            case .y:
                out.pt(y)
                out.put(" pt >= ")
            }
            switch threshold {
            case .hysteresis: out.put("hysteresis ")
            case .scrollHysteresis: out.put("scroll hysteresis ")
            case .swipeActionHysteresis: out.put("swipeActionHysteresis ")
            }
            out.pt(limit)
            switch along {
            case .both: break
            case .x: out.put(" on x")
            case .y: out.put(" on y")
            }
        case .panLiftedBeforeBeginning(let why):
            switch why {
            case .tooFewTouches(let most, let minimum):
                out.put("all touches lifted with ")
                touches(most, &out)
                out.put(" < minimumNumberOfTouches ")
                out.integer(minimum)
            case .noScrollableAxis: out.put("all touches lifted with no scrollable axis")
            case .handedOff(let handedOff):
                out.put("all touches lifted without beginning: ")
                handOff(handedOff, &out)
            case .scrollShort(let distance, let axis, let limit):
                out.put("all touches lifted after moving ")
                out.pt(distance)
                out.put(axis == .x ? " pt on x < scroll hysteresis " : " pt on y < scroll hysteresis ")
                out.pt(limit)
            case .withoutMovingWithEnoughTouches(let minimum):
                out.put("all touches lifted without moving while ")
                out.integer(minimum)
                out.put(" touches were down")
            case .movedShort(let distance, let threshold, let limit):
                out.put("all touches lifted after moving ")
                out.pt(distance)
                switch threshold {
                case .hysteresis: out.put(" pt < hysteresis ")
                case .scrollHysteresis: out.put(" pt < scroll hysteresis ")
                case .swipeActionHysteresis: out.put(" pt < swipeActionHysteresis ")
                }
                out.pt(limit)
            case .sheetVerticalShort(let distance, let limit):
                out.put("all touches lifted after moving ")
                out.pt(distance)
                out.put(" pt on y < hysteresis ")
                out.pt(limit)
                out.put(" (a sheet's dismiss pan begins only vertically)")
            }
        case .pinchDistanceChanged(let change, let h):
            out.put("distance changed ")
            out.pt(change)
            out.put(" pt > hysteresis ")
            out.pt(h)
        case .pinchLiftedBeforeChange(let h):
            out.put("all touches lifted before the distance changed more than hysteresis ")
            out.pt(h)
        case .rotated(let degrees, let threshold):
            out.put("rotated ")
            out.pt(degrees)
            out.put(" deg > threshold ")
            out.pt(threshold)
            out.put(" deg")
        case .rotationLiftedBeforeThreshold: out.put("all touches lifted before rotating past the threshold")
        case .edgeMovedAway(let distance, let edge, let h):
            out.put("moved ")
            out.pt(distance)
            out.put(" pt away from the ")
            out.text(edge.rawValue)
            out.put(" edge > hysteresis ")
            out.pt(h)
        case .edgeMovedAlong(let distance, let edge, let away):
            out.put("moved ")
            out.pt(distance)
            out.put(" pt along the ")
            out.text(edge.rawValue)
            out.put(" edge > ")
            out.pt(away)
            out.put(" pt away from it")
        case .edgeLiftedBeforeBeginning(let why):
            switch why {
            case .noEdges: out.put("lifted with no edges set")
            case .beforeLeavingEdge(let h, let edge):
                out.put("lifted before moving more than hysteresis ")
                out.pt(h)
                out.put(" away from the ")
                out.text(edge.rawValue)
                out.put(" edge")
            case .beforeMoving: out.put("lifted before moving")
            case .startedFar(let distance, let edge, let region):
                out.put("lifted after starting ")
                out.pt(distance)
                out.put(" pt from the ")
                out.text(edge.rawValue)
                out.put(" edge > edgeRegion ")
                out.pt(region)
            }
        case .edgeBeganOutsideRegion(let why):
            switch why {
            case .startedFar(let distance, let edge, let region):
                out.put("touch began ")
                out.pt(distance)
                out.put(" pt from the ")
                out.text(edge.rawValue)
                out.put(" edge > edgeRegion ")
                out.pt(region)
            case .noEdges: out.put("touch began with no edges set")
            case .beforeLeavingEdge, .beforeMoving: out.put("touch began outside every edge region")
            }
        case .edgeMovedToward(let distance, let edge, let h):
            out.put("moved ")
            out.pt(distance)
            out.put(" pt toward the ")
            out.text(edge.rawValue)
            out.put(" edge > hysteresis ")
            out.pt(h)
        case .gateNotEligible(.outside(let fromBottom, let bottomRegion, let fromTop, let topRegion)):
            out.put("touch began ")
            out.pt(fromBottom)
            out.put(" pt from the bottom edge > region ")
            out.pt(bottomRegion)
            out.put(" and ")
            out.pt(fromTop)
            out.put(" pt from the top edge > region ")
            out.pt(topRegion)
            out.put(": not held for the system's gestures")
        case .gateNotEligible(.deferred(let edge)):
            out.put("touch began in the ")
            out.text(edge.rawValue)
            out.put(
                " edge's region, which preferredScreenEdgesDeferringSystemGestures defers: not held for the system's gestures"
            )
        case .swipeActionVertical(let x, let y):
            out.put("moved ")
            out.pt(y)
            out.put(" pt on y > ")
            out.pt(x)
            out.put(" pt on x: a swipe-action pan begins only horizontally")
        case .swipeActionSecondTouch: out.put("a second touch came down before the swipe began")
        case .gateSecondTouch: out.put("a second touch came down")
        case .gateTimedOut(let limit):
            out.put("the system did not decide within ")
            out.s(limit)
            out.put(" s (gate timeout)")
        case .gateLifted: out.put("lifted without a system gesture")
        case .gateSystemGesture(let edge, let distance, let limit):
            out.put("the system took the swipe: moved ")
            out.pt(distance)
            out.put(" pt away from the ")
            out.text(edge.rawValue)
            out.put(" edge > systemGestureDistance ")
            out.pt(limit)
        case .menuPreview(let seconds, let delay):
            out.put("held ")
            out.s(seconds)
            out.put(" s >= contextMenuPreviewDelay ")
            out.s(delay)
            out.put(" s: the context menu's preview begins")
        case .menuPresented(let seconds, let duration):
            out.put("held ")
            out.s(seconds)
            out.put(" s >= contextMenuDuration ")
            out.s(duration)
            out.put(" s: the context menu is presented")
        case .menuMoved(let dx, let dy, let limit):
            out.put("moved (")
            out.pt(dx)
            out.put(", ")
            out.pt(dy)
            out.put(") pt from where the touch began: more than contextMenuAllowableMovement ")
            out.pt(limit)
            out.put(" on an axis")
        case .menuSecondTouch: out.put("a second touch came down")
        case .menuRelationPresented: out.put("the context menu was presented")
        case .menuRelationEnded: out.put("the context menu's interaction ended without a menu")
        case .menuExclusionFailed: out.put("the context menu's exclusion recognizer failed, which ends the interaction")
        case .swipeTooSlow(let elapsed, let maximum):
            out.put("elapsed ")
            out.s(elapsed)
            out.put(" s > maximumDuration ")
            out.s(maximum)
        case .swipeTouchesEnded(let count, let cancelled):
            out.put(count == 1 ? "touch " : "touches ")
            out.put(cancelled ? "cancelled" : "lifted")
            out.put(" before a swipe was recognized")
        case .swipeOneTouchEnded(let cancelled):
            out.put(cancelled ? "a touch cancelled" : "a touch lifted")
            out.put(" before the swipe was recognized")
        case .swipeOpposite(let distance, let toward, let limit):
            out.put("moved ")
            out.pt(distance)
            out.put(" pt ")
            out.text(toward.rawValue)
            out.put(" > maximumOppositeMovement ")
            out.pt(limit)
        case .swipeTooFar(let distance, let toward, let limit, let after):
            out.put("moved ")
            out.pt(distance)
            out.put(" pt ")
            out.text(toward.rawValue)
            out.put(" > maximumPrimaryMovement ")
            out.pt(limit)
            out.put(" after ")
            out.s(after)
            out.put(" s")
        case .swipeAcross(let distance, let axis, let limit, let after):
            out.put("moved ")
            out.pt(distance)
            out.put(axis == .x ? " pt on x > maximumSecondaryMovement " : " pt on y > maximumSecondaryMovement ")
            out.pt(limit)
            out.put(" after ")
            out.s(after)
            out.put(" s")
        case .swipeMoved(let distance, let toward, let minimum, let after):
            out.put("moved ")
            out.pt(distance)
            out.put(" pt ")
            out.text(toward.rawValue)
            out.put(" >= minimumPrimaryMovement ")
            out.pt(minimum)
            out.put(" after ")
            out.s(after)
            out.put(" s")
        }
    }

    /// SEMANTICS §9.4.4: why a nested scroll view's pan left the drag to its parent.
    private static func handOff<S: ReasonSink>(_ h: ScrollHandOff, _ out: inout S) {
        switch h.why {
        case .cannotScroll(let axis):
            out.text(h.scrollView)
            out.put(
                axis == .x
                    ? " cannot scroll horizontally: the drag goes to " : " cannot scroll vertically: the drag goes to ")
            out.text(h.parent)
        case .atEdge(let edge, let offset):
            let (axis, way, property): (StaticString, StaticString, StaticString)
            switch edge {
            case .left: (axis, way, property) = ("x", "right", "transfersHorizontalScrollingToParent")
            case .right: (axis, way, property) = ("x", "left", "transfersHorizontalScrollingToParent")
            case .top: (axis, way, property) = ("y", "down", "transfersVerticalScrollingToParent")
            case .bottom: (axis, way, property) = ("y", "up", "transfersVerticalScrollingToParent")
            }
            out.text(h.scrollView)
            out.put(" is at its ")
            out.text(edge.rawValue)
            out.put(" content edge (offset ")
            out.put(axis)
            out.put(" ")
            out.pt(offset)
            out.put(") and the drag goes ")
            out.put(way)
            out.put(": ")
            out.put(property)
            out.put(" hands it to ")
            out.text(h.parent)
        }
    }

    private static func swiftUIRule(_ rule: SwiftUIRule) -> String {
        switch rule {
        case .buttonPressed: return "pressed"
        case .buttonHighlighted(let delay): return "highlighted after swiftuiButtonTouchDelay \(ms(delay)) s"
        case .buttonReleasedInside: return "released inside"
        case .buttonReleasedWithinOutset(let outset):
            return "released within swiftuiButtonOutset \(pt(outset)) pt of its bounds"
        case .buttonReleasedOutside(let distance, let outset):
            return "released \(pt(distance)) pt outside its bounds > swiftuiButtonOutset \(pt(outset))"
        case .buttonNoFingerLeft: return "no finger left on it"
        case .dragActiveAtOnce: return "minimumDistance 0: active on its first event"
        case .dragSecondFinger: return "a second finger touched down: the drag ends without onEnded"
        case .dragMoved(let distance, let minimum): return "moved \(pt(distance)) pt >= minimumDistance \(pt(minimum))"
        case .dragLiftedShort(let distance, let minimum):
            return "lifted after moving \(pt(distance)) pt < minimumDistance \(pt(minimum))"
        case .dragNoFingerBeforeMove: return "no finger left before it saw a move"
        case .fingerLifted: return "finger lifted"
        case .longPressSecondFinger: return "a second finger touched down"
        case .longPressPressing: return "pressing"
        case .longPressMoved(let distance, let maximum):
            return "moved \(pt(distance)) pt > maximumDistance \(pt(maximum))"
        case .longPressLiftedEarly(let seconds, let minimum):
            return "lifted after \(ms(seconds)) s < minimumDuration \(ms(minimum))"
        case .longPressHeld(let minimum): return "held \(ms(minimum)) s = minimumDuration, finger still down"
        case .noFingerLeft: return "no finger left"
        case .tapSecondFinger: return "a second finger touched down: a tap takes one finger"
        case .tapCameDownAway(let tap, let distance, let limit):
            return "tap \(tap) came down \(pt(distance)) pt > \(pt(limit)) from the first"
        case .tapMoved(let distance, let limit): return "moved \(pt(distance)) pt > swiftuiTapMaxMovement \(pt(limit))"
        case .tapLifted(let taps): return taps == 1 ? "finger lifted: 1 tap" : "finger lifted: \(taps) taps"
        case .tapProgress(let tap, let count): return "tap \(tap) of \(count)"
        case .tapHeldTooLong(let seconds, let limit):
            return "held \(ms(seconds)) s >= swiftuiTapMaxDuration \(ms(limit))"
        case .tapWaitedTooLong(let interval, let tap):
            return "waited \(ms(interval)) s for tap \(tap) (swiftuiTapMaxInterval)"
        case .tapTouchesEndedEarly: return "its touches ended before a tap began"
        case .twoFingerChanged(let delta, let threshold): return "changed by \(pt(delta)) >= \(pt(threshold))"
        case .bothFingersLifted: return "both fingers lifted"
        case .twoFingerLiftedEarly: return "fingers lifted before it changed enough"
        case .allFingersLifted: return "all fingers lifted"
        }
    }

    private static func combined(_ c: SwiftUICombination) -> String {
        switch c {
        case .firstActive: return "first is active"
        case .firstEnded: return "first ended"
        case .firstFailed: return "first failed"
        case .secondActive: return "second is active"
        case .secondEnded: return "second ended"
        case .secondFailed: return "second failed"
        case .secondActiveWhileFirstPossible: return "second is active while first is possible"
        case .secondEndedWhileFirstPossible: return "second ended while first is possible"
        case .firstFailedSecondActive: return "first failed, second is active"
        case .firstFailedSecondEnded: return "first failed, second ended"
        case .bothFailed: return "both failed"
        case .bothFinishedOneEnded: return "both finished, at least one ended"
        case .firstEndedSecondReceives: return "first ended; second receives events from now on"
        }
    }
}
