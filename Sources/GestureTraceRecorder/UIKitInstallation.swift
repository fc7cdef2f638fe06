#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    extension TraceRecorder {
        /// Starts recording every window of the app: call once, early (in
        /// `application(_:didFinishLaunchingWithOptions:)`, or a SwiftUI `App`'s `init`), in a
        /// debug build. Works for windows made in code, by a storyboard or by SwiftUI's `App`
        /// alike, because it replaces two methods on the classes themselves rather than asking
        /// the app for a window subclass (docs/RECORDER.md "Installing"):
        ///
        /// - `UIWindow.sendEvent(_:)`, through which `UIApplication` hands each window its
        ///   touches ("The UIApplication object calls this method to dispatch events to the
        ///   window", UIWindow's documentation): touch visualizers swizzle the same method for
        ///   the same reason (docs/DECISIONS.md);
        /// - `UIGestureRecognizer.setState:`, the setter every recognizer, UIKit's own
        ///   included, changes its state through (EarlGrey swizzles it to track recognizers;
        ///   developers' state loggers do the same), so failures are seen too.
        ///
        /// Idempotent. A window subclass that overrides `sendEvent(_:)` without calling super
        /// hides its events (UIKit's documentation requires the call).
        public static func install() {
            guard !isInstalled else { return }
            isInstalled = true
            exchange(
                UIWindow.self, #selector(UIWindow.sendEvent(_:)), #selector(UIWindow.gesturetrace_sendEvent(_:)))
            exchange(
                UIGestureRecognizer.self, Selector(("setState:")),
                #selector(UIGestureRecognizer.gesturetrace_setState(_:)))
        }

        /// Whether `install()` ran: a `RecordingWindow` then leaves the recording to it.
        static var isInstalled = false

        /// Points `original` at `replacement`'s implementation and `replacement` at the
        /// original's, so calling `replacement` from inside it runs UIKit's code. Adds the
        /// method first when `cls` only inherits it, so its superclass is left alone.
        private static func exchange(_ cls: AnyClass, _ original: Selector, _ replacement: Selector) {
            guard let originalMethod = class_getInstanceMethod(cls, original),
                let replacementMethod = class_getInstanceMethod(cls, replacement)
            else { return }
            if class_addMethod(
                cls, original, method_getImplementation(replacementMethod), method_getTypeEncoding(replacementMethod))
            {
                class_replaceMethod(
                    cls, replacement, method_getImplementation(originalMethod), method_getTypeEncoding(originalMethod))
            } else {
                method_exchangeImplementations(originalMethod, replacementMethod)
            }
        }
    }

    extension UIWindow {
        /// After `TraceRecorder.install()`, the implementation of `sendEvent(_:)`; calling
        /// itself runs UIKit's. `dynamic`: called through the Objective-C runtime, never inlined.
        @objc dynamic func gesturetrace_sendEvent(_ event: UIEvent) {
            TraceRecorder.shared.willSend(event, in: self)
            gesturetrace_sendEvent(event)
            TraceRecorder.shared.didSend(event)
        }
    }

    extension UIGestureRecognizer {
        /// After `TraceRecorder.install()`, the implementation of `setState:`. The state is
        /// read back after UIKit's setter ran: a delegate can refuse a began, and a recognizer
        /// waiting for another to fail stays possible (SEMANTICS §6.2), so the state asked for
        /// is not always the state taken.
        @objc dynamic func gesturetrace_setState(_ state: UIGestureRecognizer.State) {
            gesturetrace_setState(state)
            TraceRecorder.shared.stateChanged(self)
        }
    }

    /// For an app that prefers a window subclass to `TraceRecorder.install()` (a window made
    /// in code): records that window's events only, and no failures (no `setState:`). With
    /// `install()` also called, the installed method records (once).
    open class RecordingWindow: UIWindow {
        override open func sendEvent(_ event: UIEvent) {
            guard !TraceRecorder.isInstalled else { return super.sendEvent(event) }
            TraceRecorder.shared.willSend(event, in: self)
            super.sendEvent(event)
            TraceRecorder.shared.didSend(event)
        }
    }
#endif
