/// The words of a finding, made once from its typed problem (FORMAT §7): a message saying what
/// UIKit will do, and the fix developers reach for. Every writer prints these two strings.
package struct LintMessage: Sendable, Equatable {
    package var message: String
    package var fix: String

    package init(_ finding: LintFinding, scene: Scene) {
        let words = Words(scene: scene)
        switch finding.problem {
        case let .competing(first, second, outcome):
            message =
                "\(words.describe(first)) and \(words.describe(second)) both receive a touch at "
                + "\(words.point(finding.witness)) with no requireToFail or simultaneity between them: "
                + words.outcome(outcome)
            fix = words.fix(first, second, outcome)
        case let .unreachable(r, because):
            message = "\(words.describe(r)) never receives a touch: " + words.unreachable(r, because)
            fix = words.unreachableFix(r, because)
        case let .cancelsControl(r, control, partly):
            let c = scene.views[control]
            message =
                "\(words.describe(r)) on \(words.view(scene.recognizers[r].view)) also receives touches on "
                + "\(words.view(control)) (\(c.viewClass.rawValue)) and has cancelsTouchesInView = true: when it "
                + "recognizes, the control gets touchCancel and its action does not fire (SEMANTICS §7.1, §9.3)"
                + (partly
                    ? "; the control refuses only the \(words.kind(r)) moving along it in gestureRecognizerShouldBegin (SEMANTICS §6.7)"
                    : "")
            fix =
                words.builtInBackSwipeFix(r, cancelling: control)
                ?? "set \(words.id(r)).cancelsTouchesInView = false, or answer false in its delegate's "
                + "gestureRecognizer(_:shouldReceive:) for touches in \(words.view(control))"
        case let .uikitGestureOverControl(r, control, gesture, partly):
            let c = scene.views[control]
            message =
                "\(words.describe(r)), \(words.uikitGestureName(gesture)), also receives touches on "
                + "\(words.view(control)) (\(c.viewClass.rawValue)): \(words.uikitGestureTakes(gesture)), and the "
                + "control gets touchCancel, as UIKit means it to"
                + (gesture == .textInteraction ? "" : "; a tap still reaches the control")
                + " (SEMANTICS §7.1, \(words.uikitGestureSection(gesture)))"
                + (partly
                    ? "; the control refuses the \(words.kind(r)) moving along it in gestureRecognizerShouldBegin (SEMANTICS §6.7)"
                    : "")
            fix = words.builtInBackSwipeFix(r, cancelling: control) ?? words.uikitGestureFix(gesture, control: control)
        case let .scrollCompetes(scrollPan, pan, outcome):
            let scrollView = scene.recognizers[scrollPan].view
            message =
                "\(words.describe(pan)) inside \(words.view(scrollView)) races the scroll view's pan on a drag "
                + "that starts at \(words.point(finding.witness)), along an axis the scroll view scrolls: "
                + words.outcome(outcome)
            // The scroll view is its pan's delegate and must stay so: simultaneity is the app
            // pan's delegate's answer (either delegate's yes allows it, SEMANTICS §6.5).
            fix =
                "let the pan begin only across the scroll axis (its delegate's gestureRecognizerShouldBegin "
                + "checks the velocity), or \(words.id(pan)).require(toFail: \(words.id(scrollPan))) to let scrolling "
                + "win, or answer true in \(words.id(pan))'s delegate gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:) "
                + "for \(words.id(scrollPan)) if both should move (the scroll view stays its pan's delegate)"
        case let .delayedTap(tap, awaited, delay, limit):
            message =
                "\(words.describe(tap)) requires \(words.describe(awaited)) to fail, which a touch reaching both "
                + "does only \(DecimalFormat.format(delay, decimals: 3)) s after the tap (tapMaxInterval), so "
                + "the tap's action comes that late, above lintTapDelayLimit \(DecimalFormat.format(limit, decimals: 3)) s "
                + "(SEMANTICS §6.2, §8.1)"
            fix =
                "drop the requirement and make \(words.id(tap))'s action safe to run before "
                + "\(words.id(awaited))'s (without it both recognize, SEMANTICS §6.6), or give the second "
                + "action a gesture that does not start with a tap"
        case let .incomplete(sampled, views):
            message =
                "only the first \(sampled) of \(views) views with recognizers or controls were sampled; "
                + "the other views' recognizers were not judged"
            fix = "lint a smaller part of the scene"
        }
    }
}

/// How findings name things: ids in single quotes, classes as UIKit spells them.
private struct Words {
    let scene: Scene

    func id(_ r: Int) -> String { scene.recognizers[r].id }

    func view(_ v: Int) -> String { "'\(scene.views[v].id)'" }

    func point(_ p: Point?) -> String {
        guard let p else { return "no point" }
        return "(\(DecimalFormat.coordinate(p.x)), \(DecimalFormat.coordinate(p.y)))"
    }

    /// `'doubleTap' (tap, 2 taps)`.
    func describe(_ r: Int) -> String { "'\(id(r))' (\(kind(r)))" }

    func kind(_ r: Int) -> String {
        switch scene.recognizers[r].kind {
        case let .tap(taps, touches):
            return "tap" + (taps == 1 ? "" : ", \(taps) taps") + fingers(touches)
        case let .longPress(duration, _, taps, touches):
            return "long press \(DecimalFormat.format(duration, decimals: 3)) s"
                + (taps == 0 ? "" : ", \(taps) tap\(taps == 1 ? "" : "s")") + fingers(touches)
        case let .pan(minimum, maximum):
            return minimum <= 1 && maximum >= Int.max / 2 ? "pan" : "pan, \(minimum)-\(maximum) fingers"
        case .scrollViewPan:
            return "scroll view pan"
        case let .swipe(directions, touches):
            let names = [
                (SwipeDirections.right, "right"), (.left, "left"), (.up, "up"), (.down, "down"),
            ].filter { directions.contains($0.0) }.map(\.1)
            return "swipe " + names.joined(separator: "/") + fingers(touches)
        case .screenEdgePan:
            return "screen-edge pan"
        default:
            return scene.recognizers[r].kind.name
        }
    }

    func fingers(_ n: Int) -> String { n == 1 ? "" : ", \(n) fingers" }

    /// What UIKit does (SEMANTICS §6.4–§6.8).
    func outcome(_ outcome: LintOutcome) -> String {
        switch outcome {
        case let .bothRecognize(first, then):
            return "'\(id(first))' cannot prevent '\(id(then))' (SEMANTICS §6.6), so a touch that completes "
                + "'\(id(then))' is recognized by both: '\(id(first))' fires on the way"
        case let .evaluationOrder(winner, loser):
            return "the same movement completes both in one update, and '\(id(winner))', earlier in evaluation "
                + "order, wins and excludes '\(id(loser))' (SEMANTICS §6.8, §6.4): '\(id(loser))' never "
                + "recognizes such a touch"
        case let .earlierThreshold(winner, loser, winnerAt, loserAt, unit):
            return
                "'\(id(winner))' recognizes first (at \(DecimalFormat.format(winnerAt, decimals: 3)) \(unit.rawValue), "
                + "'\(id(loser))' at \(DecimalFormat.format(loserAt, decimals: 3)) \(unit.rawValue)) and excludes "
                + "'\(id(loser))' (SEMANTICS §6.4): '\(id(loser))' never recognizes such a touch"
        case .race:
            return "whichever recognizes first excludes the other (SEMANTICS §6.4), depending on how the "
                + "fingers move"
        }
    }

    func fix(_ first: Int, _ second: Int, _ outcome: LintOutcome) -> String {
        if uikit(first) != nil || uikit(second) != nil { return uikitPairFix(first, second, outcome) }
        switch outcome {
        case let .bothRecognize(first, then):
            return "\(id(first)).require(toFail: \(id(then))) if only one should fire (SEMANTICS S5), or "
                + "simultaneity if both should"
        case let .evaluationOrder(winner, loser), let .earlierThreshold(winner, loser, _, _, _):
            return "\(id(winner)).require(toFail: \(id(loser))) to give '\(id(loser))' its chance first, or "
                + "allow simultaneity (shouldRecognizeSimultaneouslyWith) if both should run"
        case .race:
            return "\(id(first)).require(toFail: \(id(second))) or the reverse to choose a winner, or allow "
                + "simultaneity (shouldRecognizeSimultaneouslyWith) if both should run"
        }
    }

    /// Which of UIKit's own recognizers `r` is, or nil for the app's.
    func uikit(_ r: Int) -> UIKitGesture? { UIKitGesture.of(scene.recognizers[r]) }

    /// The fix for a pair one or both of whose recognizers are UIKit's: every lever on the
    /// app's side, never a requirement, setting or delegate answer of UIKit's recognizer
    /// (FORMAT §7 "UIKit's recognizers").
    func uikitPairFix(_ first: Int, _ second: Int, _ outcome: LintOutcome) -> String {
        var levers: [String] = []
        switch outcome {
        case let .bothRecognize(first, then):
            if let wait = wait(first, for: then) { levers.append("\(wait) if only one should fire (SEMANTICS S5)") }
        case let .evaluationOrder(winner, loser), let .earlierThreshold(winner, loser, _, _, _):
            if let wait = wait(winner, for: loser) { levers.append("\(wait) to give '\(id(loser))' its chance first") }
        case .race:
            if let wait = wait(first, for: second) { levers.append("\(wait) to let '\(id(second))' win") }
            if let wait = wait(second, for: first) { levers.append("\(wait) to let '\(id(first))' win") }
        }
        if let both = simultaneity(first, second) { levers.append("\(both) if both should run") }
        let owned = [first, second].compactMap { r in uikit(r).map { "'\(id(r))' is \(uikitGestureName($0))" } }
        let note: String
        if uikit(first) != nil && uikit(second) != nil {
            note =
                "both are UIKit's recognizers (\(owned.joined(separator: ", "))): nothing else between them is the "
                + "app's to declare, and without it UIKit's own rules decide"
        } else {
            note = owned.joined(separator: ", ") + ", whose settings and delegate are UIKit's"
        }
        let sections = Set([first, second].compactMap { uikit($0).map(uikitGestureSection) }).sorted()
        return (levers.isEmpty ? "nothing on the app's side" : levers.joined(separator: ", or "))
            + "; \(note) (SEMANTICS \(sections.joined(separator: ", ")))"
    }

    /// `waiter` waiting for `awaited` to fail, said on the app's side: the app's recognizer's
    /// `require(toFail:)`; for a UIKit recognizer waiting for the app's, the app recognizer's
    /// delegate answering `shouldBeRequiredToFailBy` (SEMANTICS §6.1); for a scroll view's pan
    /// waiting for another UIKit recognizer, the scroll view's public `panGestureRecognizer`
    /// (scene key `scroll.panRequireToFail`, SEMANTICS §9.7 rule 6). Nil when no lever is the
    /// app's.
    func wait(_ waiter: Int, for awaited: Int) -> String? {
        switch (uikit(waiter), uikit(awaited)) {
        case (nil, _):
            return "\(id(waiter)).require(toFail: \(id(awaited)))"
        case (_?, nil):
            return "answer true in \(id(awaited))'s delegate gestureRecognizer(_:shouldBeRequiredToFailBy:) for "
                + id(waiter)
        case (.scrollViewPan?, _?):
            let scrollView = scene.views[scene.recognizers[waiter].view].id
            return "\(scrollView).panGestureRecognizer.require(toFail: \(id(awaited))) (scene key "
                + "scroll.panRequireToFail on '\(scrollView)')"
        case (_?, _?):
            return nil
        }
    }

    /// Simultaneity said on the app's side: the app's recognizer's delegate answers (either
    /// delegate's yes allows it, SEMANTICS §6.5); nil when both are UIKit's.
    func simultaneity(_ a: Int, _ b: Int) -> String? {
        switch (uikit(a), uikit(b)) {
        case (nil, nil): return "allow simultaneity (shouldRecognizeSimultaneouslyWith)"
        case (nil, _?):
            return
                "answer true in \(id(a))'s delegate gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:) for \(id(b))"
        case (_?, nil):
            return
                "answer true in \(id(b))'s delegate gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:) for \(id(a))"
        case (_?, _?): return nil
        }
    }

    func unreachable(_ r: Int, _ because: Unreachability) -> String {
        switch because {
        case .disabled:
            return "it is disabled (isEnabled = false, SEMANTICS §4.3)"
        case .refusesEveryTouch:
            return "its delegate's gestureRecognizer(_:shouldReceive:) refuses the touches on its view "
                + "(SEMANTICS §4.3)"
        case let .notHittable(v, block):
            let own = v == scene.recognizers[r].view
            let whose = own ? "its view \(view(v))" : "\(view(v)), an ancestor of its view,"
            switch block {
            case .hidden:
                return "\(whose) is hidden, so hit testing skips it and its subviews (SEMANTICS §1.2)"
            case .interactionDisabled(let classDefault):
                let note = classDefault ? " (\(scene.views[v].viewClass.rawValue)'s default)" : ""
                return "\(whose) has isUserInteractionEnabled = false\(note), so hit testing skips it and its "
                    + "subviews (SEMANTICS §1.2)"
            case .transparent(let alpha):
                return "\(whose) has alpha \(DecimalFormat.format(alpha, decimals: 6)) <= alphaHitThreshold "
                    + "\(DecimalFormat.format(scene.settings.alphaHitThreshold, decimals: 6)), so hit testing "
                    + "skips it and its subviews (SEMANTICS §1.3)"
            case .disabledControl:
                return "\(whose) is a disabled control, which hit testing skips with its subviews (SEMANTICS §1.6)"
            }
        case .zeroSize(let v):
            let own = v == scene.recognizers[r].view
            return (own ? "its view \(view(v))" : "\(view(v)), an ancestor of its view,")
                + " has zero width or height, and a touch is hit-tested only inside a view's bounds "
                + "(SEMANTICS §1.4)"
        case .covered(let hit):
            return "no touch on its view \(view(scene.recognizers[r].view)) reaches it: covered by a later "
                + "sibling, outside a superview's bounds or redirected (SEMANTICS §1.2, §1.4, §1.8); a touch at "
                + "its centre hits " + (hit.map(view) ?? "nothing")
        }
    }

    func unreachableFix(_ r: Int, _ because: Unreachability) -> String {
        if let builtIn = builtInBackSwipeFix(r, unreachable: because) { return builtIn }
        if let gesture = uikit(r) { return uikitUnreachableFix(r, gesture, because) }
        switch because {
        case .disabled:
            return "remove '\(id(r))' if it is not needed, or enable it"
        case .refusesEveryTouch:
            return "remove '\(id(r))' if it is not needed, or let its delegate accept touches"
        case let .notHittable(v, block):
            switch block {
            case .hidden, .disabledControl: return "\(viewFix(v, block)) or remove '\(id(r))'"
            case .interactionDisabled, .transparent: return viewFix(v, block)
            }
        case .zeroSize(let v):
            return "give \(view(v)) a size that contains its content"
        case .covered:
            return "bring its view to the front, enlarge its superview to contain it, or move the recognizer "
                + "to the view that is hit"
        }
    }

    /// What makes view `v` hittable again, by what blocks it: the app's own fix for an
    /// unreachable recognizer and the one for UIKit's share it.
    private func viewFix(_ v: Int, _ block: HitBlock) -> String {
        switch block {
        case .hidden: return "show \(view(v)) (isHidden = false)"
        case .interactionDisabled: return "set \(view(v)).isUserInteractionEnabled = true"
        case .transparent: return "raise \(view(v)).alpha above alphaHitThreshold"
        case .disabledControl: return "enable \(view(v))"
        }
    }

    /// Why UIKit's recognizer `r` gets no touch, fixed on the app's side: its view's keys, never
    /// removing, enabling, moving or re-delegating the recognizer, which UIKit installs and
    /// owns (FORMAT §7 "UIKit's recognizers").
    func uikitUnreachableFix(_ r: Int, _ gesture: UIKitGesture, _ because: Unreachability) -> String {
        let owned = "'\(id(r))' is \(uikitGestureName(gesture)), UIKit's to install and configure"
        let section = "(SEMANTICS \(uikitGestureSection(gesture)))"
        switch because {
        case .disabled:
            return "\(owned): it is enabled and disabled with the feature that installs it, not by the app \(section)"
        case .refusesEveryTouch:
            return
                "\(owned): its own delegate refuses these touches, and nothing the app declares changes that \(section)"
        case let .notHittable(v, block):
            return "\(viewFix(v, block)); \(owned) \(section)"
        case .zeroSize(let v):
            return "give \(view(v)) a size that contains its content; \(owned) \(section)"
        case .covered:
            return "bring its view to the front or enlarge its superview to contain it; \(owned), and it stays on "
                + "its view \(section)"
        }
    }

    /// What UIKit's recognizer is, for `control-under-uikit-gesture`.
    func uikitGestureName(_ gesture: UIKitGesture) -> String {
        switch gesture {
        case .backSwipe: return "UINavigationController's back swipe"
        case .sheetPan: return "the presented sheet's dismiss pan"
        case .swipeActions: return "the list's swipe-action pan"
        case .contextMenu: return "a UIContextMenuInteraction's recognizer"
        case .scrollViewPan: return "the scroll view's built-in pan"
        case .textInteraction: return "the text view's text-interaction tap"
        case .systemGestureGate: return "the window's system gesture gate"
        }
    }

    /// What the recognizer takes from a touch that starts on the control.
    func uikitGestureTakes(_ gesture: UIKitGesture) -> String {
        switch gesture {
        case .backSwipe: return "a drag that begins the swipe pops the screen"
        case .sheetPan: return "a drag that moves past the pan's hysteresis on y drags the sheet"
        case .swipeActions: return "a horizontal drag on a row with actions for that side reveals them"
        case .contextMenu: return "a press held past the menu's delay shows the preview and the menu"
        case .scrollViewPan: return "a drag along a scrollable axis scrolls"
        case .textInteraction: return "a tap it recognizes at the lift begins editing and places the caret"
        case .systemGestureGate: return "a touch the system takes for its edge gesture is the system's"
        }
    }

    func uikitGestureSection(_ gesture: UIKitGesture) -> String {
        switch gesture {
        case .backSwipe: return "§9.7"
        case .sheetPan: return "§9.14"
        case .swipeActions: return "§9.12"
        case .contextMenu: return "§9.13"
        case .scrollViewPan: return "§9.4"
        case .textInteraction: return "§9.8"
        case .systemGestureGate: return "§9.11"
        }
    }

    /// The app's side of a UIKit recognizer over a control: its own declarations, never the
    /// recognizer's `cancelsTouchesInView`, which UIKit owns. Back swipes have
    /// `builtInBackSwipeFix`.
    func uikitGestureFix(_ gesture: UIKitGesture, control: Int) -> String {
        switch gesture {
        case .backSwipe:
            // Told by `builtInBackSwipeFix`, which knows which back swipe it is.
            return "keep \(view(control)) out of the back swipe's edge region, or disable the swipe on this screen "
                + "(scene keys navigation.popGestureEnabled, contentPopGestureEnabled) (SEMANTICS §9.7)"
        case .sheetPan:
            return "nothing to change if a drag on \(view(control)) should move the sheet; otherwise give the "
                + "drag to the app: a pan of the app's own inside the sheet reaches its threshold first and excludes "
                + "the dismiss pan (SEMANTICS §9.14 rule 3), and isModalInPresentation (scene key "
                + "modalInPresentation) keeps the sheet from being dismissed though it still follows the drag; "
                + "the dismiss pan is UIKit's, its cancelsTouchesInView not the app's to set"
        case .swipeActions:
            return "nothing to change if the row should swipe from \(view(control)); otherwise declare no swipe "
                + "actions for that side of the row (cell.leadingSwipeActions / trailingSwipeActions, "
                + "SEMANTICS §9.12); the swipe-action pan is UIKit's, its cancelsTouchesInView not the app's to set"
        case .contextMenu:
            return "nothing to change if a long press on \(view(control)) should show the menu; otherwise add the "
                + "UIContextMenuInteraction to a view that does not contain the control (SEMANTICS §9.13)"
        // Not reported by the rule (a scroll view's pan is `touchesShouldCancel`'s business,
        // the gate is the system's), but worded should a rule reach them.
        case .scrollViewPan:
            return
                "leave the scroll view's pan as it is and answer touchesShouldCancel(in:) in a UIScrollView subclass, "
                + "or set the scroll view's canCancelContentTouches = false (SEMANTICS §9.4)"
        case .textInteraction:
            return "nothing to change if a tap on \(view(control)) should edit the text; otherwise place "
                + "\(view(control)) outside the text view, above it as a sibling; the text tap is UIKit's, its "
                + "cancelsTouchesInView not the app's to set (SEMANTICS §9.8 rule 5)"
        case .systemGestureGate:
            return "keep \(view(control)) out of the screen's edges, or defer the system's edge gestures on this "
                + "screen (preferredScreenEdgesDeferringSystemGestures) (SEMANTICS §9.11)"
        }
    }

    /// The fix for a `UINavigationController`'s own back swipe (SEMANTICS §9.7), which the app
    /// cannot remove and whose delegate it should not replace (rule 6: that drops UIKit's own
    /// answers): re-enable it, wait for it with `require(toFail:)`, or keep controls off its edge
    /// region. Nil for every other recognizer. `unreachable`: why no touch reaches it;
    /// `cancelling`: the control whose touches it takes when it begins.
    func builtInBackSwipeFix(_ r: Int, unreachable: Unreachability? = nil, cancelling control: Int? = nil)
        -> String?
    {
        guard let role = scene.recognizers[r].navigationRole else { return nil }
        let property: String
        let key: String
        if case .contentBackSwipe = role {
            property = "interactiveContentPopGestureRecognizer"
            key = "contentPopGestureEnabled"
        } else {
            property = "interactivePopGestureRecognizer"
            key = "popGestureEnabled"
        }
        let builtIn = "'\(id(r))' is UINavigationController's built-in \(property), not the app's to remove"
        if let control {
            let avoid: String
            if case .contentBackSwipe = role {
                avoid = "a drag on \(view(control)) toward the trailing side begins it anywhere on the screen"
            } else {
                avoid = "keep \(view(control)) out of the leading edge's region (edgeRegion)"
            }
            return builtIn + ": " + avoid + ", or set "
                + "navigationController.\(property).isEnabled = false on this screen (scene key navigation.\(key)); "
                + "replacing its delegate to refuse the touch drops UIKit's own rules for it (SEMANTICS §9.7)"
        }
        switch unreachable {
        case .disabled?:
            return builtIn + ": set navigationController.\(property).isEnabled = true to let it pop "
                + "(scene key navigation.\(key)) (SEMANTICS §9.7)"
        case .refusesEveryTouch?:
            return builtIn
                + ": its own delegate gives it no touch at the root of the stack or during a transition, and it pops "
                + "once a controller is pushed; to make another recognizer yield to it there, "
                + "otherRecognizer.require(toFail: navigationController.\(property)) rather than a replaced delegate "
                + "(SEMANTICS §9.7)"
        default:
            return nil
        }
    }
}
