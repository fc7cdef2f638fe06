// UIKit exists on iOS, iPadOS, Mac Catalyst, tvOS, visionOS and watchOS (WatchKit's), but the
// glue needs touches, UISlider, UIStepper and UISwitch: iOS (Mac Catalyst included) and
// visionOS only (UISwitch, UISlider and UIStepper are unavailable on tvOS; watchOS has none).
#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    /// The UIKit glue: the only part of the recorder that touches UIKit, kept small because it
    /// cannot be compiled on Linux (`scripts/apple-typecheck` type-checks it against stubs
    /// transcribed from Apple's documentation). Everything it learns goes into a `Recording`
    /// (platform-independent, tested on Linux). Debug builds only: it retains nothing of the
    /// app's but ids, adds a target to every recognizer and control it snapshots, and, once
    /// `install()` ran, sees every window's events and every recognizer's state changes.
    ///
    /// Named `TraceRecorder`, not after its module (`GestureTraceRecorder`): a type with the
    /// module's name breaks module-qualified lookups (`GestureTraceRecorder.Recording`).
    @MainActor
    public final class TraceRecorder: NSObject {
        public static let shared = TraceRecorder()

        /// What was recorded so far.
        public private(set) var recording = Recording()
        /// Whether each recognizer state change is also printed as a log line
        /// (`gesturetrace state t=… <id> <from> -> <to>`) that `gesturetrace import
        /// recognizer-log` reads back from a console capture.
        public var printsStateChanges = true
        /// The timestamp of the event being dispatched, to time what UIKit does during that
        /// dispatch; nil between events (timers), where the uptime clock is used.
        private var dispatching: TimeInterval?
        private var instrumented: Set<ObjectIdentifier> = []

        /// Records one event for one window: the installed `UIWindow.sendEvent(_:)` (or
        /// `RecordingWindow`) calls this before dispatching, so the recording is exactly what
        /// UIKit is about to dispatch (IOS-INPUTS §5.1).
        public func willSend(_ event: UIEvent, in window: UIWindow) {
            // UIEvent.type: only touch events; presses, motion and hover are not touches.
            // touches(for:) is the window's own touches; allTouches would add other windows'.
            guard event.type == .touches, let touches = event.touches(for: window) else { return }
            var samples: [(key: UInt, phase: RecordedPhase, x: Double, y: Double)] = []
            // A Set has no order; sort by the touch's identity for a stable listing.
            for touch in touches.sorted(by: {
                UInt(bitPattern: ObjectIdentifier($0)) < UInt(bitPattern: ObjectIdentifier($1))
            }) {
                // UITouch.TouchType: fingers (.direct) and the pencil are touches; an indirect
                // pointer (trackpad, iOS 13.4+) is not what the trace format describes.
                guard touch.type == .direct || touch.type == .pencil else { continue }
                let phase: RecordedPhase
                switch touch.phase {
                case .began: phase = .began
                case .moved: phase = .moved
                case .stationary: phase = .stationary
                case .ended: phase = .ended
                case .cancelled: phase = .cancelled
                default: continue  // regionEntered/Moved/Exited: pointer hover, not touches
                }
                // location(in: nil) is in the window's coordinates, the trace's (FORMAT §3.1).
                let p = touch.location(in: nil)
                samples.append((UInt(bitPattern: ObjectIdentifier(touch)), phase, Double(p.x), Double(p.y)))
            }
            // A new touch sequence on an idle screen: snapshot the window again, so the trace
            // describes the hierarchy the touches met (a changed one starts a new segment).
            if recording.beginsSequence(samples) { snapshot(window) }
            // UIEvent.timestamp: seconds since system startup, as UITouch.timestamp.
            recording.touches(at: event.timestamp, inWindow: UInt(bitPattern: ObjectIdentifier(window)), samples)
            dispatching = event.timestamp
        }

        /// Called after the window dispatched the event: later actions come from timers. Notes
        /// state changes UIKit made without `setState:` during the dispatch.
        public func didSend(_ event: UIEvent) {
            sweepStates()
            dispatching = nil
        }

        private var now: TimeInterval {
            // ProcessInfo.systemUptime is the clock UITouch.timestamp is defined against.
            dispatching ?? ProcessInfo.processInfo.systemUptime
        }

        /// Writes each segment's trace and ground truth (`<name>.json` and
        /// `<name>.observed.jsonl`, then `<name>-2.json` … when the scene changed between
        /// gestures, `Recording`) into `folder` (default: the app's Documents folder); returns
        /// the traces' URLs.
        @discardableResult
        public func save(name: String, in folder: URL? = nil) throws -> [URL] {
            // urls(for:in:) returns an array; an empty one is reported, never indexed.
            guard let base = folder ?? FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
            else { throw CocoaError(.fileNoSuchFile) }
            var traces: [URL] = []
            for document in recording.documents(name: name) {
                let trace = base.appendingPathComponent("\(document.name).json")
                try Data(document.trace.utf8).write(to: trace, options: .atomic)
                try Data(document.observed.utf8).write(
                    to: base.appendingPathComponent("\(document.name).observed.jsonl"), options: .atomic)
                traces.append(trace)
            }
            return traces
        }

        /// Forgets everything recorded (keeps the targets it added).
        public func reset() {
            recording = Recording()
            lastStates = [:]
        }

        // MARK: - Snapshot

        private func snapshot(_ window: UIWindow) {
            // Iterative walk: the view tree, children in `subviews` order (back to front).
            var rootView = describe(window)
            var stack: [(view: UIView, path: [Int])] = window.subviews.enumerated().map { ($0.element, [$0.offset]) }
            var nodes: [[Int]: RecordedView] = [:]
            var order: [[Int]] = []
            while let (view, path) = stack.popLast() {
                nodes[path] = describe(view)
                order.append(path)
                for (i, sub) in view.subviews.enumerated() { stack.append((sub, path + [i])) }
            }
            // Assemble children before parents: deepest paths first.
            for path in order.sorted(by: { $0.count > $1.count }) {
                guard var node = nodes[path] else { continue }
                node.subviews = view(children: path, nodes)
                nodes[path] = node
            }
            rootView.subviews = view(children: [], nodes)
            recording.snapshot(
                window: rootView, screenWidth: Double(window.bounds.width), screenHeight: Double(window.bounds.height))
        }

        private func view(children path: [Int], _ nodes: [[Int]: RecordedView]) -> [RecordedView] {
            var out: [RecordedView] = []
            var i = 0
            while let child = nodes[path + [i]] {
                out.append(child)
                i += 1
            }
            return out
        }

        private static let baseClasses: [(AnyClass, String)] = [
            (UIWindow.self, "UIWindow"), (UIButton.self, "UIButton"), (UISwitch.self, "UISwitch"),
            (UISlider.self, "UISlider"), (UISegmentedControl.self, "UISegmentedControl"),
            (UIStepper.self, "UIStepper"), (UIPageControl.self, "UIPageControl"), (UIControl.self, "UIControl"),
            (UITableView.self, "UITableView"), (UICollectionView.self, "UICollectionView"),
            (UITextView.self, "UITextView"), (UIScrollView.self, "UIScrollView"), (UILabel.self, "UILabel"),
            (UIImageView.self, "UIImageView"),
        ]

        private func describe(_ view: UIView) -> RecordedView {
            let base = Self.baseClasses.first { view.isKind(of: $0.0) }?.1 ?? "UIView"
            let address = UInt(bitPattern: ObjectIdentifier(view))
            // frame is undefined under a transform (UIView.frame docs); center and bounds are
            // not: the untransformed frame is the bounds size around the center.
            let b = view.bounds
            var v = RecordedView(
                id: "\(base)_\(RequirementText.address(address))", className: NSStringFromClass(type(of: view)),
                baseClass: base,
                frame: [
                    Double(view.center.x - b.width / 2), Double(view.center.y - b.height / 2), Double(b.width),
                    Double(b.height),
                ])
            if view is UIWindow { v.frame = [0, 0, Double(b.width), Double(b.height)] }
            v.boundsOrigin = [Double(b.origin.x), Double(b.origin.y)]
            let t = view.transform
            if !t.isIdentity { v.transform = [t.a, t.b, t.c, t.d, t.tx, t.ty].map { Double($0) } }
            v.hidden = view.isHidden
            v.alpha = Double(view.alpha)
            v.userInteractionEnabled = view.isUserInteractionEnabled
            v.multipleTouchEnabled = view.isMultipleTouchEnabled
            v.exclusiveTouch = view.isExclusiveTouch
            v.clipsToBounds = view.clipsToBounds
            if let scroll = view as? UIScrollView {
                v.scroll = .init(
                    contentSize: [Double(scroll.contentSize.width), Double(scroll.contentSize.height)],
                    delaysContentTouches: scroll.delaysContentTouches,
                    canCancelContentTouches: scroll.canCancelContentTouches, scrollEnabled: scroll.isScrollEnabled)
            }
            if let control = view as? UIControl {
                v.control = .init(enabled: control.isEnabled, actions: appActions(of: control))
                instrument(control, id: v.id)
            }
            var recognizers: [(UIGestureRecognizer, RecordedRecognizer)] = []
            for r in view.gestureRecognizers ?? [] {
                // A scroll view's own pan is FORMAT's built-in `<viewId>.pan`; its delayed-touches
                // recognizer is the `delaysContentTouches` model: neither is written again.
                // Its actions and states are observed under that id, as the replay names them.
                if let scroll = view as? UIScrollView, r === scroll.panGestureRecognizer {
                    instrument(r, id: "\(v.id).pan", discrete: false)
                    continue
                }
                let name = NSStringFromClass(type(of: r))
                if name == "UIScrollViewDelayedTouchesBeganGestureRecognizer" { continue }
                let id = "\(name)_\(RequirementText.address(UInt(bitPattern: ObjectIdentifier(r))))"
                if RecognizerClass.isSystem(name) {
                    v.systemRecognizers.append(id)
                    continue
                }
                var rec = RecordedRecognizer(id: id, className: name, kind: Self.kind(of: r))
                rec.enabled = r.isEnabled
                rec.cancelsTouchesInView = r.cancelsTouchesInView
                rec.delaysTouchesBegan = r.delaysTouchesBegan
                rec.delaysTouchesEnded = r.delaysTouchesEnded
                recognizers.append((r, rec))
                instrument(r, id: id, discrete: r is UITapGestureRecognizer || r is UISwipeGestureRecognizer)
            }
            // Requirements: the description's must-fail block names addresses; keep those of
            // recognizers on this view (others would need the whole window's list); one on a
            // system recognizer is dropped with it.
            var byAddress: [String: String] = [:]
            for (r, rec) in recognizers {
                byAddress[RequirementText.address(UInt(bitPattern: ObjectIdentifier(r)))] = rec.id
            }
            v.recognizers = recognizers.map { r, rec in
                var rec = rec
                rec.requireToFail = RequirementText.mustFail(in: r.description).compactMap { byAddress[$0] }
                return rec
            }
            return v
        }

        /// The control events with one of the app's handlers (`ControlActions`): targets and,
        /// on iOS 14+, `UIAction`s, from `enumerateEventHandlers(_:)`; the recorder's own
        /// targets are left out. Before iOS 14 a control has targets only: `allTargets` with
        /// `actions(forTarget:forControlEvent:)`.
        private func appActions(of control: UIControl) -> [String] {
            var handlers: [(event: String, ownedByRecorder: Bool)] = []
            if #available(iOS 14.0, *) {
                control.enumerateEventHandlers { _, targetAction, event, _ in
                    let owned = targetAction.map { ($0.0 as AnyObject?) === self } ?? false
                    for (bit, name) in Self.controlEventNames where event.contains(bit) {
                        handlers.append((name, owned))
                    }
                }
            } else {
                for target in control.allTargets {
                    let owned = (target as AnyObject) === self
                    for (bit, name) in Self.controlEventNames
                    where control.actions(forTarget: target, forControlEvent: bit)?.isEmpty == false {
                        handlers.append((name, owned))
                    }
                }
            }
            return ControlActions.appActions(handlers)
        }

        private static func kind(of r: UIGestureRecognizer) -> RecordedRecognizer.Kind? {
            // UIScreenEdgePanGestureRecognizer is a UIPanGestureRecognizer: test it first.
            if let e = r as? UIScreenEdgePanGestureRecognizer {
                var edges: [String] = []
                if e.edges.contains(.left) { edges.append("left") }
                if e.edges.contains(.right) { edges.append("right") }
                if e.edges.contains(.top) { edges.append("top") }
                if e.edges.contains(.bottom) { edges.append("bottom") }
                return .screenEdgePan(edges: edges)
            }
            if let t = r as? UITapGestureRecognizer {
                return .tap(taps: t.numberOfTapsRequired, touches: t.numberOfTouchesRequired)
            }
            if let l = r as? UILongPressGestureRecognizer {
                return .longPress(
                    minimumPressDuration: l.minimumPressDuration, allowableMovement: Double(l.allowableMovement),
                    taps: l.numberOfTapsRequired, touches: l.numberOfTouchesRequired)
            }
            if let p = r as? UIPanGestureRecognizer {
                // maximumNumberOfTouches defaults to NSUIntegerMax, which Swift reads as -1.
                return .pan(minimumNumberOfTouches: p.minimumNumberOfTouches, uikitMaximum: p.maximumNumberOfTouches)
            }
            if let s = r as? UISwipeGestureRecognizer {
                var directions: [String] = []
                if s.direction.contains(.right) { directions.append("right") }
                if s.direction.contains(.left) { directions.append("left") }
                if s.direction.contains(.up) { directions.append("up") }
                if s.direction.contains(.down) { directions.append("down") }
                return .swipe(directions: directions, touches: s.numberOfTouchesRequired)
            }
            if r is UIPinchGestureRecognizer { return .pinch }
            if r is UIRotationGestureRecognizer { return .rotation }
            return nil
        }

        /// `ControlActions.events` with their `UIControl.Event` bits.
        private static let controlEventNames: [(UIControl.Event, String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "touchDragInside"),
            (.touchDragOutside, "touchDragOutside"), (.touchDragEnter, "touchDragEnter"),
            (.touchDragExit, "touchDragExit"), (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
            (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
            (.primaryActionTriggered, "primaryActionTriggered"),
        ]

        // MARK: - Ground truth

        /// The recognizers of the snapshots, by identity: their id and whether they are
        /// discrete (UIKit's `.ended` is then `recognized`, SEMANTICS §5.1).
        private var recognizerIDs: [ObjectIdentifier: (id: String, discrete: Bool)] = [:]
        /// The last state noted for each of them (a change UIKit made without `setState:`
        /// is noticed after the dispatch, `sweepStates`).
        private var lastStates: [ObjectIdentifier: Tracked] = [:]
        /// A recognizer held weakly (the recorder keeps nothing of the app's alive) and its
        /// last noted state.
        private struct Tracked {
            weak var recognizer: UIGestureRecognizer?
            var state: String
        }
        private var controlIDs: [ObjectIdentifier: String] = [:]

        private func track(_ r: UIGestureRecognizer, id: String, discrete: Bool) {
            recognizerIDs[ObjectIdentifier(r)] = (id, discrete)
            if lastStates[ObjectIdentifier(r)] == nil {
                lastStates[ObjectIdentifier(r)] = Tracked(
                    recognizer: r, state: Self.name(of: r.state, discrete: discrete))
            }
        }

        private func instrument(_ r: UIGestureRecognizer, id: String, discrete: Bool) {
            track(r, id: id, discrete: discrete)
            guard instrumented.insert(ObjectIdentifier(r)).inserted else { return }
            // addTarget(_:action:): UIKit sends the action on began, changed, ended and
            // cancelled (and on recognition of a discrete gesture); never on failure.
            r.addTarget(self, action: #selector(recognizerAction(_:)))
        }

        private static func name(of state: UIGestureRecognizer.State, discrete: Bool) -> String {
            switch state {
            case .possible: return "possible"
            case .began: return "began"
            case .changed: return "changed"
            case .ended: return discrete ? "recognized" : "ended"  // .recognized == .ended
            case .cancelled: return "cancelled"
            case .failed: return "failed"
            @unknown default: return "possible"
            }
        }

        @objc private func recognizerAction(_ r: UIGestureRecognizer) {
            guard let (id, discrete) = recognizerIDs[ObjectIdentifier(r)] else { return }
            let state = Self.name(of: r.state, discrete: discrete)
            guard state != "possible", state != "failed" else { return }
            recording.observe(.action(recognizer: id, state: state), at: now)
        }

        /// A recognizer of a snapshot changed state (the installed `setState:`, or the sweep
        /// after a dispatch): one `state` observation and, if enabled, one log line. Recognizers
        /// no snapshot has seen (another window's, or added since) are not the scene's.
        func stateChanged(_ r: UIGestureRecognizer) {
            guard let (id, discrete) = recognizerIDs[ObjectIdentifier(r)] else { return }
            let to = Self.name(of: r.state, discrete: discrete)
            let from = lastStates[ObjectIdentifier(r)]?.state ?? "possible"
            guard to != from else { return }
            lastStates[ObjectIdentifier(r)] = Tracked(recognizer: r, state: to)
            let time = now
            recording.observe(.state(recognizer: id, from: from, to: to), at: time)
            if printsStateChanges {
                print(Recording.stateLogLine(time: recording.segmentTime(time), recognizer: id, from: from, to: to))
            }
        }

        /// After a dispatch: every tracked recognizer whose state moved without `setState:`
        /// (UIKit's own began → changed step, a reset) is noted at the event's time.
        private func sweepStates() {
            let tracked = lastStates.compactMap { key, entry in
                entry.recognizer.map { (id: recognizerIDs[key]?.id ?? "", recognizer: $0) }
            }
            for entry in tracked.sorted(by: { $0.id < $1.id }) { stateChanged(entry.recognizer) }
        }

        private func instrument(_ control: UIControl, id: String) {
            controlIDs[ObjectIdentifier(control)] = id
            guard instrumented.insert(ObjectIdentifier(control)).inserted else { return }
            // One action per event kind, so the action knows which event fired.
            for (event, name) in Self.controlEventNames {
                control.addTarget(self, action: Self.selector(for: name), for: event)
            }
        }

        private static func selector(for name: String) -> Selector { Selector("control_\(name):") }

        private func controlEvent(_ sender: Any, _ name: String) {
            guard let control = sender as? UIControl, let id = controlIDs[ObjectIdentifier(control)] else { return }
            recording.observe(.control(control: id, event: name), at: now)
        }

        @objc private func control_touchDown(_ sender: Any) { controlEvent(sender, "touchDown") }
        @objc private func control_touchDownRepeat(_ sender: Any) { controlEvent(sender, "touchDownRepeat") }
        @objc private func control_touchDragInside(_ sender: Any) { controlEvent(sender, "touchDragInside") }
        @objc private func control_touchDragOutside(_ sender: Any) { controlEvent(sender, "touchDragOutside") }
        @objc private func control_touchDragEnter(_ sender: Any) { controlEvent(sender, "touchDragEnter") }
        @objc private func control_touchDragExit(_ sender: Any) { controlEvent(sender, "touchDragExit") }
        @objc private func control_touchUpInside(_ sender: Any) { controlEvent(sender, "touchUpInside") }
        @objc private func control_touchUpOutside(_ sender: Any) { controlEvent(sender, "touchUpOutside") }
        @objc private func control_touchCancel(_ sender: Any) { controlEvent(sender, "touchCancel") }
        @objc private func control_valueChanged(_ sender: Any) { controlEvent(sender, "valueChanged") }
        @objc private func control_primaryActionTriggered(_ sender: Any) {
            controlEvent(sender, "primaryActionTriggered")
        }

        /// For a view that overrides `touchesBegan` & co.: call this from the override to add
        /// its deliveries to the ground truth (UIKit shows them nowhere else).
        public func noteTouches(_ phase: String, _ touches: Set<UITouch>, on view: UIView) {
            let base = Self.baseClasses.first { view.isKind(of: $0.0) }?.1 ?? "UIView"
            let id = "\(base)_\(RequirementText.address(UInt(bitPattern: ObjectIdentifier(view))))"
            let keys = touches.map { UInt(bitPattern: ObjectIdentifier($0)) }.sorted()
            recording.observe(.deliver(responder: id, phase: phase, touchKeys: keys), at: now)
        }
    }
#endif
