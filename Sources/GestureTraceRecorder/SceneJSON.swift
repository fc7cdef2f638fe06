/// Writes a `RecordedView` tree as FORMAT §2.1 view objects, keys in the format's order and
/// defaults left out, without recursion (an app's hierarchy may be deep; an explicit stack
/// bounds nothing but memory).
enum SceneJSON {
    static func append(_ root: RecordedView, to out: inout String, indent: Int) {
        // Each frame: the view's subviews still to write, and the indent they go at.
        var stack: [(subviews: [RecordedView], next: Int, indent: Int)] = []
        open(root, to: &out)
        if root.subviews.isEmpty {
            out += "}"
        } else {
            out += ", \"subviews\": ["
            stack.append((root.subviews, 0, indent + 2))
        }
        while let top = stack.last {
            if top.next == top.subviews.count {
                stack.removeLast()
                out += "\n" + String(repeating: " ", count: top.indent - 2) + "]}"
                continue
            }
            let view = top.subviews[top.next]
            stack[stack.count - 1].next += 1
            out += (top.next == 0 ? "\n" : ",\n") + String(repeating: " ", count: top.indent)
            open(view, to: &out)
            if view.subviews.isEmpty {
                out += "}"
            } else {
                out += ", \"subviews\": ["
                stack.append((view.subviews, 0, top.indent + 2))
            }
        }
    }

    /// The view's keys up to (not including) `subviews` and the closing brace.
    private static func open(_ view: RecordedView, to out: inout String) {
        let n = JSONText.number
        out += "{\"id\": \(JSONText.string(view.id)), \"class\": \(JSONText.string(view.baseClass))"
        if view.className != view.baseClass { out += ", \"_class\": \(JSONText.string(view.className))" }
        out += ", \"frame\": [\(view.frame.map(n).joined(separator: ", "))]"
        if view.boundsOrigin != [0, 0], view.frame.count == 4 {
            out +=
                ", \"bounds\": [\(n(view.boundsOrigin[0])), \(n(view.boundsOrigin[1])), \(n(view.frame[2])), \(n(view.frame[3]))]"
        }
        if let t = view.transform, t.count == 6, t != [1, 0, 0, 1, 0, 0] {
            out += ", \"transform\": [\(t.map(n).joined(separator: ", "))]"
        }
        if view.hidden { out += ", \"hidden\": true" }
        if view.alpha != 1 { out += ", \"alpha\": \(n(view.alpha))" }
        let interactionDefault = !(view.baseClass == "UILabel" || view.baseClass == "UIImageView")
        if view.userInteractionEnabled != interactionDefault {
            out += ", \"userInteractionEnabled\": \(view.userInteractionEnabled)"
        }
        if view.multipleTouchEnabled { out += ", \"multipleTouchEnabled\": true" }
        if view.exclusiveTouch { out += ", \"exclusiveTouch\": true" }
        if view.clipsToBounds { out += ", \"clipsToBounds\": true" }
        // A view's own touches handling is not visible from outside: `forward` (UIKit's
        // default when a class does not override touchesBegan) unless it is a control.
        if let control = view.control {
            out +=
                ", \"control\": {\"enabled\": \(control.enabled), \"actions\": [\(control.actions.map(JSONText.string).joined(separator: ", "))]}"
        }
        if let scroll = view.scroll {
            out +=
                ", \"scroll\": {\"contentSize\": [\(scroll.contentSize.map(n).joined(separator: ", "))], \"delaysContentTouches\": \(scroll.delaysContentTouches), \"canCancelContentTouches\": \(scroll.canCancelContentTouches), \"scrollEnabled\": \(scroll.scrollEnabled)}"
        }
        if !view.recognizers.isEmpty {
            out += ", \"recognizers\": [" + view.recognizers.map(recognizer).joined(separator: ", ") + "]"
        }
        // A comment key (FORMAT: keys starting with `_` are ignored): named, not modelled
        // (`RecognizerClass.isSystem`).
        if !view.systemRecognizers.isEmpty {
            out +=
                ", \"_systemRecognizers\": [\(view.systemRecognizers.map(JSONText.string).joined(separator: ", "))]"
        }
    }

    static func recognizer(_ r: RecordedRecognizer) -> String {
        let n = JSONText.number
        var out = "{\"id\": \(JSONText.string(r.id))"
        switch r.kind {
        case let .tap(taps, touches)?:
            out += ", \"kind\": \"tap\", \"taps\": \(taps), \"touches\": \(touches)"
        case let .longPress(duration, movement, taps, touches)?:
            out +=
                ", \"kind\": \"longPress\", \"minimumPressDuration\": \(n(duration)), \"allowableMovement\": \(n(movement)), \"taps\": \(taps), \"touches\": \(touches)"
        case let .pan(minimum, maximum)?:
            out += ", \"kind\": \"pan\", \"minimumNumberOfTouches\": \(minimum)"
            if let maximum { out += ", \"maximumNumberOfTouches\": \(maximum)" }
        case let .swipe(directions, touches)?:
            out +=
                ", \"kind\": \"swipe\", \"direction\": [\(directions.map(JSONText.string).joined(separator: ", "))], \"touches\": \(touches)"
        case .pinch?:
            out += ", \"kind\": \"pinch\""
        case .rotation?:
            out += ", \"kind\": \"rotation\""
        case let .screenEdgePan(edges)?:
            out += ", \"kind\": \"screenEdgePan\", \"edges\": [\(edges.map(JSONText.string).joined(separator: ", "))]"
        case nil:
            out += ", \"kind\": \"script\", \"continuous\": true, \"steps\": []"
        }
        out += ", \"_class\": \(JSONText.string(r.className))"
        if !r.enabled { out += ", \"enabled\": false" }
        if !r.cancelsTouchesInView { out += ", \"cancelsTouchesInView\": false" }
        // A screen-edge pan delays touches began by default (DEFAULTS.md): always written.
        if r.delaysTouchesBegan
            || r.kind.map({ if case .screenEdgePan = $0 { return true } else { return false } }) == true
        {
            out += ", \"delaysTouchesBegan\": \(r.delaysTouchesBegan)"
        }
        if !r.delaysTouchesEnded { out += ", \"delaysTouchesEnded\": false" }
        if !r.requireToFail.isEmpty {
            out += ", \"requireToFail\": [\(r.requireToFail.map(JSONText.string).joined(separator: ", "))]"
        }
        return out + "}"
    }
}

/// JSON spelling of strings and numbers, deterministic and Foundation-free.
enum JSONText {
    static func string(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = Array("0123456789abcdef")
                    out += "\\u00" + String(hex[Int(scalar.value >> 4)]) + String(hex[Int(scalar.value & 0xf)])
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// Rounded to microseconds (times) or thousandths of a point: six decimals at most, no
    /// trailing zeros, integers without a point; non-finite values (never valid JSON) as 0.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let scaled = (value * 1_000_000).rounded()
        guard abs(scaled) < 9e15 else { return String(Int64(value.rounded())) }
        let micros = Int64(scaled)
        let sign = micros < 0 ? "-" : ""
        let magnitude = micros.magnitude
        let whole = magnitude / 1_000_000
        var fraction = magnitude % 1_000_000
        guard fraction > 0 else { return sign + String(whole) }
        var digits = 6
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let text = String(fraction)
        return sign + String(whole) + "." + String(repeating: "0", count: digits - text.count) + text
    }
}
