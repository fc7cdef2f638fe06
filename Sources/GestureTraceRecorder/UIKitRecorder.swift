#if canImport(UIKit)
    import UIKit

    /// The UIKit glue: the only part of the recorder that touches UIKit, kept small because it
    /// cannot be compiled on Linux. Reviewed line by line against Apple's documentation; the
    /// notes cite it. Everything it learns goes into a `Recording` (platform-independent,
    /// tested on Linux). Debug builds only: it retains nothing of the app's but ids, and it
    /// adds a target to every recognizer and control it snapshots.
    @MainActor
    public final class GestureTraceRecorder: NSObject {
        public static let shared = GestureTraceRecorder()

        /// What was recorded so far.
        public private(set) var recording = Recording()
        /// The timestamp of the event being dispatched, to time the actions UIKit sends
        /// during that dispatch; nil between events (timers), where the uptime clock is used.
        private var dispatching: TimeInterval?
        private var instrumented: Set<ObjectIdentifier> = []
        private var liveTouches = 0

        /// Records one event: `RecordingWindow.sendEvent(_:)` calls this before `super`, so the
        /// recording is exactly what UIKit is about to dispatch (IOS-INPUTS §5.1).
        public func willSend(_ event: UIEvent, in window: UIWindow) {
            // UIEvent.type: only touch events; presses, motion and hover are not touches.
            guard event.type == .touches, let touches = event.allTouches else { return }
            // A new touch sequence (nothing down before): snapshot the scene again, so the
            // trace describes the hierarchy the touches met.
            let beginning = touches.filter { $0.phase == .began }.count
            if liveTouches == 0 && beginning > 0 { snapshot(window) }
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
            liveTouches = touches.filter { $0.phase != .ended && $0.phase != .cancelled }.count
            // UIEvent.timestamp: seconds since system startup, as UITouch.timestamp.
            recording.touches(at: event.timestamp, samples)
            dispatching = event.timestamp
        }

        /// Called after `super.sendEvent(_:)` returns: later actions come from timers.
        public func didSend(_ event: UIEvent) {
            dispatching = nil
        }

        private var now: TimeInterval {
            // ProcessInfo.systemUptime is the clock UITouch.timestamp is defined against.
            dispatching ?? ProcessInfo.processInfo.systemUptime
        }

        /// Writes `<name>.json` (the trace) and `<name>.observed.jsonl` (what UIKit did) into
        /// `folder` (default: the app's Documents folder); returns the trace's URL.
        @discardableResult
        public func save(name: String, in folder: URL? = nil) throws -> URL {
            // urls(for:in:) returns an array; an empty one is reported, never indexed.
            guard let base = folder ?? FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
            else { throw CocoaError(.fileNoSuchFile) }
            let trace = base.appendingPathComponent("\(name).json")
            try Data(recording.traceJSON(name: name).utf8).write(to: trace, options: .atomic)
            try Data(recording.observedJSONL().utf8).write(
                to: base.appendingPathComponent("\(name).observed.jsonl"), options: .atomic)
            return trace
        }

        /// Forgets everything recorded (keeps the targets it added).
        public func reset() {
            recording = Recording()
            liveTouches = 0
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
                id: "\(base)_\(RequirementText.address(address))", className: String(describing: type(of: view)),
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
                v.control = .init(enabled: control.isEnabled, actions: Self.controlEvents(control.allControlEvents))
                instrument(control, id: v.id)
            }
            var recognizers: [(UIGestureRecognizer, RecordedRecognizer)] = []
            for r in view.gestureRecognizers ?? [] {
                // A scroll view's own pan is FORMAT's built-in `<viewId>.pan`; its delayed-touches
                // recognizer is the `delaysContentTouches` model: neither is written again.
                if let scroll = view as? UIScrollView, r === scroll.panGestureRecognizer { continue }
                let name = String(describing: type(of: r))
                if name == "UIScrollViewDelayedTouchesBeganGestureRecognizer" { continue }
                let id = "\(name)_\(RequirementText.address(UInt(bitPattern: ObjectIdentifier(r))))"
                var rec = RecordedRecognizer(id: id, className: name, kind: Self.kind(of: r))
                rec.enabled = r.isEnabled
                rec.cancelsTouchesInView = r.cancelsTouchesInView
                rec.delaysTouchesBegan = r.delaysTouchesBegan
                rec.delaysTouchesEnded = r.delaysTouchesEnded
                recognizers.append((r, rec))
                instrument(r, id: id, discrete: r is UITapGestureRecognizer || r is UISwipeGestureRecognizer)
            }
            // Requirements: the description's must-fail block names addresses; keep those of
            // recognizers on this view (others would need the whole window's list).
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
                // maximumNumberOfTouches defaults to NSUIntegerMax ("unlimited").
                let maximum = p.maximumNumberOfTouches >= Int.max / 2 ? nil : p.maximumNumberOfTouches
                return .pan(minimumNumberOfTouches: p.minimumNumberOfTouches, maximumNumberOfTouches: maximum)
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

        private static let controlEventNames: [(UIControl.Event, String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "touchDragInside"),
            (.touchDragOutside, "touchDragOutside"), (.touchDragEnter, "touchDragEnter"),
            (.touchDragExit, "touchDragExit"), (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
            (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
            (.primaryActionTriggered, "primaryActionTriggered"),
        ]

        private static func controlEvents(_ events: UIControl.Event) -> [String] {
            controlEventNames.filter { events.contains($0.0) }.map(\.1)
        }

        // MARK: - Ground truth

        private var recognizerIDs: [ObjectIdentifier: (id: String, discrete: Bool)] = [:]
        private var controlIDs: [ObjectIdentifier: String] = [:]

        private func instrument(_ r: UIGestureRecognizer, id: String, discrete: Bool) {
            recognizerIDs[ObjectIdentifier(r)] = (id, discrete)
            guard instrumented.insert(ObjectIdentifier(r)).inserted else { return }
            // addTarget(_:action:): UIKit sends the action on began, changed, ended and
            // cancelled (and on recognition of a discrete gesture); never on failure.
            r.addTarget(self, action: #selector(recognizerAction(_:)))
        }

        @objc private func recognizerAction(_ r: UIGestureRecognizer) {
            guard let (id, discrete) = recognizerIDs[ObjectIdentifier(r)] else { return }
            let state: String
            switch r.state {
            case .began: state = "began"
            case .changed: state = "changed"
            case .ended: state = discrete ? "recognized" : "ended"  // .recognized == .ended
            case .cancelled: state = "cancelled"
            default: return
            }
            recording.observe(.action(recognizer: id, state: state), at: now)
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

    /// Use as the app's window class in debug builds: records every touch event before
    /// dispatching it (UIWindow.sendEvent(_:): "the UIApplication object calls this method to
    /// dispatch events to the window").
    open class RecordingWindow: UIWindow {
        override open func sendEvent(_ event: UIEvent) {
            GestureTraceRecorder.shared.willSend(event, in: self)
            super.sendEvent(event)
            GestureTraceRecorder.shared.didSend(event)
        }
    }
#endif
