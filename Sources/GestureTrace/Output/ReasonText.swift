/// The one place a reason becomes text (issue 28): the `text` and `jsonl` writers, `why` and
/// the report call it when they print, never the engine. Numbers follow FORMAT §4: distances
/// to 1/1000 pt, UIKit durations to 1 µs, SwiftUI durations to 1 ms.
package enum ReasonText {
    package static func string(_ reason: Reason) -> String {
        var out = ""
        write(reason, to: &out)
        return out
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
        func inside(_ ancestor: String?, _ own: String, _ theirs: String) -> String {
            ancestor.map { "inside '\($0)', \(theirs)" } ?? own
        }
        switch reason {
        case .hidden(let ancestor): return inside(ancestor, "hidden", "which is hidden")
        case .interactionDisabled(let ancestor, let classDefault):
            let rule = "userInteractionEnabled = false" + (classDefault.map { ", \($0.rawValue)'s default" } ?? "")
            return inside(ancestor, rule, "which has \(rule)")
        case .transparent(let ancestor, let alpha, let threshold):
            let rule =
                "alpha \(DecimalFormat.format(alpha, decimals: 6)) <= \(DecimalFormat.format(threshold, decimals: 6))"
            return inside(ancestor, rule, "whose \(rule)")
        case .disabledControl(let ancestor):
            return inside(ancestor, "a disabled control (isEnabled = false) is transparent", "a disabled control")
        case .pointInsideFalse(let rule):
            let name: String
            switch rule {
            case .bounds: name = "bounds"
            case .ellipse: name = "ellipse"
            case let .inset(top, left, bottom, right):
                name = "inset [\([top, left, bottom, right].map { pt($0) }.joined(separator: ", "))]"
            }
            return "its point(inside:) override (\(name)) is false here"
        case .outsideAncestor(let ancestor, let direct):
            return
                "outside \(direct ? "its superview" : "its ancestor") '\(ancestor)': UIKit does not hit-test a subview outside its superview's bounds, even when it is drawn because clipsToBounds is false"
        case .covered(let ancestor, let by):
            let sibling = by.map { "'\($0)'" } ?? "a later sibling"
            return inside(
                ancestor, "covered by \(sibling), a later sibling, asked first",
                "which is covered by \(sibling), a later sibling")
        case .passThrough: return "its hitTest override (passThrough) returns nil on its own area"
        case .redirected(let by, let target):
            let whose = by.map { "the hitTest override of '\($0)'" } ?? "its hitTest override"
            return "\(whose) redirects the touch to '\(target)'"
        }
    }

    // MARK: Reason

    private static func pt(_ v: Double) -> String { DecimalFormat.coordinate(v) }
    private static func s(_ v: Double) -> String { DecimalFormat.time(v) }
    /// SwiftUI's durations print to the millisecond.
    private static func ms(_ v: Double) -> String { DecimalFormat.format(v, decimals: 3) }
    private static func touches(_ n: Int) -> String { n == 1 ? "1 touch" : "\(n) touches" }

    static func write(_ reason: Reason, to out: inout String) {
        switch reason {
        case .unstated: return
        case .excluded(let winner, let shown, let answers, let handedOff):
            out += "excluded by \(winner) (\(shown.rawValue))"
            for refusal in answers { out += "; \(refusal.recognizer)'s \(refusal.verdict.text)" }
            if let handedOff { out += "; it had not tried to begin: " + handOff(handedOff) }
        case .requiresFailure(let required, let shown):
            out += "requires failure of \(required), which \(shown.rawValue)"
        case .waited(let base, let required):
            write(base, to: &out)
            out += "; waited for \(required.joined(separator: ", ")) to fail"
        case .shouldBegin(let refusal):
            out += shouldBegin(refusal)
        case .systemCancel: out += "touches cancelled by the system"
        case .disabled: out += "isEnabled set to false"
        case .scrollDisabled(let view): out += "scrollEnabled set to false on \(view), which disables its pan"
        case .viewRemoved(let removed): out += "its view left the window: \(removed) was removed from its superview"
        case .touchesCancelled(let count): out += count == 1 ? "touch cancelled" : "touches cancelled"
        case .endedWhileWaiting: out += "touches ended while it waited"
        case .nextEventAfterBegan: out += "next event after began"
        case .scriptStep(let number, let time, let asks):
            out += "script step \(number) at t=\(DecimalFormat.time(time)) asks for \(asks.rawValue)"
        case .rule(let rule): out += recognizerRule(rule)
        case .scrollDelayReleased(let release):
            switch release {
            case .movedAlongUnscrollableAxis(let limit):
                out += "moved beyond \(pt(limit)) pt along an axis the scroll view cannot scroll"
            case .liftedBeforeDelay: out += "touch lifted before the scroll delay: touchesShouldBegin is true"
            case .delayElapsed: out += "scroll delay elapsed: touchesShouldBegin is true"
            case .touchesCancelled: out += "touches cancelled"
            }
        case .customStated(let text): out += text
        case .customSetState(let className, let state, let callback):
            out += "\(className) set state = .\(state) in \(callback)"
        case .customUncreatable(let className, let error): out += "\(className) could not be created: \(error)"
        case .swiftUINoGesture: out += "no SwiftUI gesture on the touch's path"
        case .swiftUIGesture(let phase): out += "SwiftUI gesture \(phase.rawValue)"
        case .swiftUIRule(let rule): out += swiftUIRule(rule)
        case .swiftUICombined(let combination): out += combined(combination)
        case .swiftUIHeld(let by): out += "held: higher-priority '\(by)' is still possible"
        case .swiftUIPausedBehind(let by, let standing):
            let verb: String
            switch standing {
            case .possible: verb = "is still possible"
            case .active: verb = "is active"
            case .ended: verb = "ended"
            }
            out += "paused: higher-priority '\(by)' \(verb)"
        case .swiftUIPaused(let waits):
            out += "paused: "
            for (i, wait) in waits.enumerated() {
                if i > 0 { out += "; " }
                switch wait {
                case .mustFail(let id, let active):
                    out += "'\(id)' must fail first (still \(active ? "active" : "possible"))"
                case .scrollDelay(let view): out += "scroll view '\(view)' still delays the touch"
                }
            }
        case .swiftUIOutranked(let by, let standing):
            let verb: String
            switch standing {
            case .possible: verb = "is possible"
            case .active: verb = "is active"
            case .ended: verb = "ended"
            }
            out += "higher-priority '\(by)' \(verb)"
        case .swiftUIWholeGestureFinished(let root):
            out += "the whole gesture \(root.map { "'\($0)'" } ?? "") finished"
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
        }
    }

    private static func recognizerRule(_ rule: RecognizerRule) -> String {
        switch rule {
        case .tooManyTouches(let down, let limit, let max): return "\(touches(down)) > \(limit.rawValue) \(max)"
        case .tooFewTouchesAtLift(let down, let required):
            return "lifted with \(touches(down)) down < numberOfTouchesRequired \(required)"
        case .fingersTooMany(let down, let count): return "\(down) touches down > count \(count)"
        case .fingersAllDown(let count): return "\(count) touches down at once"
        case .fingersEndedEarly(let count): return "touches ended before \(count) were down at once"
        case .allTouchesLifted: return "all touches lifted"
        case .touchLifted: return "touch lifted"
        case .taps(let n): return n == 1 ? "1 tap" : "\(n) taps"
        case .movedBeyondAllowable(let distance, let fromFirstTap, let limit):
            return "moved \(pt(distance)) pt\(fromFirstTap ? " from tap 1" : "") > allowableMovement \(pt(limit))"
        case .landedAway(let tap, let distance, let limit):
            let what = tap.map { "tap \($0)" } ?? "press"
            return "\(what) landed \(pt(distance)) pt from tap 1 > allowableMovement \(pt(limit))"
        case .held(let seconds): return "held \(s(seconds)) s"
        case .heldTooLong(let seconds, let limit): return "held \(s(seconds)) s >= maximumTapDuration \(s(limit))"
        case .liftedTooSoon(let seconds, let minimum):
            return "lifted after \(s(seconds)) s < minimumPressDuration \(s(minimum))"
        case .waitedTooLong(let seconds, let tap, let limit):
            let what = tap.map { "tap \($0)" } ?? "the press"
            return "waited \(s(seconds)) s for \(what) >= maximumIntervalBetweenSuccessiveTaps \(s(limit))"
        case .panMoved(let x, let y, let along, let threshold, let limit):
            let name = threshold.rawValue
            switch along {
            case .both: return "moved \(pt(x)) pt on x and \(pt(y)) pt on y >= \(name) \(pt(limit))"
            case .x: return "moved \(pt(x)) pt >= \(name) \(pt(limit)) on x"
            case .y: return "moved \(pt(y)) pt >= \(name) \(pt(limit)) on y"
            }
        case .panLiftedBeforeBeginning(let why):
            switch why {
            case .tooFewTouches(let most, let minimum):
                return "all touches lifted with \(touches(most)) < minimumNumberOfTouches \(minimum)"
            case .noScrollableAxis: return "all touches lifted with no scrollable axis"
            case .handedOff(let handedOff): return "all touches lifted without beginning: " + handOff(handedOff)
            case .scrollShort(let distance, let axis, let limit):
                return
                    "all touches lifted after moving \(pt(distance)) pt on \(axis.rawValue) < scroll hysteresis \(pt(limit))"
            case .withoutMovingWithEnoughTouches(let minimum):
                return "all touches lifted without moving while \(minimum) touches were down"
            case .movedShort(let distance, let threshold, let limit):
                return "all touches lifted after moving \(pt(distance)) pt < \(threshold.rawValue) \(pt(limit))"
            }
        case .pinchDistanceChanged(let change, let h): return "distance changed \(pt(change)) pt > hysteresis \(pt(h))"
        case .pinchLiftedBeforeChange(let h):
            return "all touches lifted before the distance changed more than hysteresis \(pt(h))"
        case .rotated(let degrees, let threshold): return "rotated \(pt(degrees)) deg > threshold \(pt(threshold)) deg"
        case .rotationLiftedBeforeThreshold: return "all touches lifted before rotating past the threshold"
        case .edgeMovedAway(let distance, let edge, let h):
            return "moved \(pt(distance)) pt away from the \(edge.rawValue) edge > hysteresis \(pt(h))"
        case .edgeMovedAlong(let distance, let edge, let away):
            return "moved \(pt(distance)) pt along the \(edge.rawValue) edge > \(pt(away)) pt away from it"
        case .edgeLiftedBeforeBeginning(let why):
            switch why {
            case .noEdges: return "lifted with no edges set"
            case .beforeLeavingEdge(let h, let edge):
                return "lifted before moving more than hysteresis \(pt(h)) away from the \(edge.rawValue) edge"
            case .beforeMoving: return "lifted before moving"
            case .startedFar(let distance, let edge, let region):
                return
                    "lifted after starting \(pt(distance)) pt from the \(edge.rawValue) edge > edgeRegion \(pt(region))"
            }
        case .edgeBeganOutsideRegion(let why):
            switch why {
            case .startedFar(let distance, let edge, let region):
                return "touch began \(pt(distance)) pt from the \(edge.rawValue) edge > edgeRegion \(pt(region))"
            case .noEdges: return "touch began with no edges set"
            case .beforeLeavingEdge, .beforeMoving: return "touch began outside every edge region"
            }
        case .edgeMovedToward(let distance, let edge, let h):
            return "moved \(pt(distance)) pt toward the \(edge.rawValue) edge > hysteresis \(pt(h))"
        case .gateNotEligible(.outside(let fromBottom, let bottomRegion, let fromTop, let topRegion)):
            return
                "touch began \(pt(fromBottom)) pt from the bottom edge > region \(pt(bottomRegion)) and \(pt(fromTop)) pt from the top edge > region \(pt(topRegion)): not held for the system's gestures"
        case .gateNotEligible(.deferred(let edge)):
            return
                "touch began in the \(edge.rawValue) edge's region, which preferredScreenEdgesDeferringSystemGestures defers: not held for the system's gestures"
        case .gateSecondTouch: return "a second touch came down"
        case .gateTimedOut(let limit): return "the system did not decide within \(s(limit)) s (gate timeout)"
        case .gateLifted: return "lifted without a system gesture"
        case .gateSystemGesture(let edge, let distance, let limit):
            return
                "the system took the swipe: moved \(pt(distance)) pt away from the \(edge.rawValue) edge > systemGestureDistance \(pt(limit))"
        case .swipeTooSlow(let elapsed, let maximum): return "elapsed \(s(elapsed)) s > maximumDuration \(s(maximum))"
        case .swipeTouchesEnded(let count, let cancelled):
            return
                "\(count == 1 ? "touch" : "touches") \(cancelled ? "cancelled" : "lifted") before a swipe was recognized"
        case .swipeOneTouchEnded(let cancelled):
            return "a touch \(cancelled ? "cancelled" : "lifted") before the swipe was recognized"
        case .swipeOpposite(let distance, let toward, let limit):
            return "moved \(pt(distance)) pt \(toward.rawValue) > maximumOppositeMovement \(pt(limit))"
        case .swipeTooFar(let distance, let toward, let limit, let after):
            return
                "moved \(pt(distance)) pt \(toward.rawValue) > maximumPrimaryMovement \(pt(limit)) after \(s(after)) s"
        case .swipeAcross(let distance, let axis, let limit, let after):
            return
                "moved \(pt(distance)) pt on \(axis.rawValue) > maximumSecondaryMovement \(pt(limit)) after \(s(after)) s"
        case .swipeMoved(let distance, let toward, let minimum, let after):
            return
                "moved \(pt(distance)) pt \(toward.rawValue) >= minimumPrimaryMovement \(pt(minimum)) after \(s(after)) s"
        }
    }

    /// SEMANTICS §9.4.4: why a nested scroll view's pan left the drag to its parent.
    private static func handOff(_ h: ScrollHandOff) -> String {
        switch h.why {
        case .cannotScroll(let axis):
            return
                "\(h.scrollView) cannot scroll \(axis == .x ? "horizontally" : "vertically"): the drag goes to \(h.parent)"
        case .atEdge(let edge, let offset):
            let (axis, way, property): (String, String, String)
            switch edge {
            case .left: (axis, way, property) = ("x", "right", "transfersHorizontalScrollingToParent")
            case .right: (axis, way, property) = ("x", "left", "transfersHorizontalScrollingToParent")
            case .top: (axis, way, property) = ("y", "down", "transfersVerticalScrollingToParent")
            case .bottom: (axis, way, property) = ("y", "up", "transfersVerticalScrollingToParent")
            }
            return
                "\(h.scrollView) is at its \(edge.rawValue) content edge (offset \(axis) \(pt(offset))) and the drag goes \(way): \(property) hands it to \(h.parent)"
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
