/// A responder in the chain: a view, a view controller, the application or its delegate.
enum Responder: Equatable {
    case view(Int)
    /// The controller whose root view is this view.
    case controller(ofView: Int)
    case application
    case appDelegate
}

/// UIKit's `next` responder walk (SEMANTICS §3.1): view → its controller (when it is a
/// controller's root view) → superview … → window → UIApplication → AppDelegate.
struct ResponderChain {
    /// The scene as it is now (`LiveScene`): a view removed by a `set` event has no superview
    /// from then on (SEMANTICS §2.12).
    let live: LiveScene
    var scene: Scene { live.scene }

    static let applicationName = "UIApplication"
    static let appDelegateName = "AppDelegate"

    /// The responder after `responder`, or nil past the app delegate.
    func next(after responder: Responder) -> Responder? {
        switch responder {
        case .view(let v):
            if scene.views[v].controller != nil { return .controller(ofView: v) }
            return superviewOrApplication(of: v)
        case .controller(let v):
            // A controller's next responder is its view's superview; for the window's root
            // view that is the window; a window's controller hands on to the application.
            return superviewOrApplication(of: v)
        case .application:
            return .appDelegate
        case .appDelegate:
            return nil
        }
    }

    private func superviewOrApplication(of view: Int) -> Responder {
        if let parent = scene.views[view].parent { return .view(parent) }
        return .application
    }

    /// The whole chain from `view` to the app delegate, as printed in `hit` records.
    func chain(from view: Int) -> [Responder] {
        var out: [Responder] = []
        var r: Responder? = .view(view)
        while let current = r {
            out.append(current)
            r = next(after: current)
        }
        return out
    }

    func name(of responder: Responder) -> String {
        switch responder {
        case .view(let v): return scene.views[v].id
        case .controller(let v): return scene.views[v].controller?.id ?? scene.views[v].id
        case .application: return Self.applicationName
        case .appDelegate: return Self.appDelegateName
        }
    }

    /// How the responder's `touches…` methods behave (SEMANTICS §3.2).
    func handling(of responder: Responder) -> TouchHandling {
        switch responder {
        case .view(let v): return scene.views[v].touches
        case .controller(let v): return scene.views[v].controller?.touches ?? .forward
        case .application: return scene.application
        case .appDelegate: return scene.appDelegate
        }
    }
}
