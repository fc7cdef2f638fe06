/// The delegate questions a scene answers with expressions (FORMAT §2.4), asked of a
/// recognizer's runtime when UIKit asks them (SEMANTICS §6.9): `shouldBegin` as it leaves
/// possible (§6.7), `shouldRecognizeSimultaneouslyWith` when exclusion is decided (§6.4 (g)).
/// `shouldReceive` is asked by the collector (§4.3), the failure questions by the decoder.
extension RecognizerRuntime {
    /// The value of `variable` for this recognizer now; `other` is the other recognizer of a
    /// pairwise question.
    func delegateValue(_ variable: DelegateVariable, other: RecognizerRuntime?, views: [ViewNode]) -> ExpressionValue {
        if let fixed = DelegateFacts.fixedValue(variable, recognizer: spec, other: other?.spec, views: views) {
            return fixed
        }
        switch variable {
        case .state: return DelegateFacts.stateName(state)
        case .otherState: return DelegateFacts.stateName(other?.state ?? .possible)
        case .numberOfTouches: return .number(Double(heldTouchCount))
        case .locationX: return .number(delegateLocation.x)
        case .locationY: return .number(delegateLocation.y)
        case .translationX: return .number(measurement("translationX"))
        case .translationY: return .number(measurement("translationY"))
        case .velocityX: return .number(measurement("velocityX"))
        case .velocityY: return .number(measurement("velocityY"))
        default: return .number(0)
        }
    }

    /// `location(in: view)`: the recognizer's own reference point where it keeps one (tap,
    /// long press, swipe: its `x`, `y` measurements), else the centroid of its touches
    /// (SEMANTICS §4.4), in its view's coordinates.
    private var delegateLocation: Point {
        let values = logic.measurements
        if let x = values.first(where: { $0.name == "x" }), let y = values.first(where: { $0.name == "y" }) {
            return convertToView(Point(x: x.value, y: y.value))
        }
        let held = touches
        guard !held.isEmpty else { return .zero }
        var sum = Point.zero
        for touch in held {
            sum.x += touch.location.x
            sum.y += touch.location.y
        }
        return convertToView(Point(x: sum.x / Double(held.count), y: sum.y / Double(held.count)))
    }

    /// A pan's translation or velocity as its state records print them (SEMANTICS §8.3).
    private func measurement(_ name: String) -> Double {
        logic.measurements.first { $0.name == name }?.value ?? 0
    }

    /// The delegate's `gestureRecognizerShouldBegin` written as an expression: the reason it
    /// refuses, or nil when it answers true or is a constant.
    func shouldBeginExpressionRefusal(views: [ViewNode]) -> DelegateExpression.Verdict? {
        guard let expression = spec.shouldBeginExpression else { return nil }
        let answer = expression.evaluate { delegateValue($0, other: nil, views: views) }
        return answer.value ? nil : expression.verdict(answer)
    }

    /// Whether this recognizer's delegate answers yes to
    /// `shouldRecognizeSimultaneouslyWith(other)` (SEMANTICS §6.5), by its id list or expression.
    func allowsSimultaneity(with other: RecognizerRuntime, views: [ViewNode]) -> Bool {
        if spec.simultaneousWith.allows(other.index) { return true }
        guard let expression = spec.simultaneousWithExpression else { return false }
        return expression.evaluate { delegateValue($0, other: other, views: views) }.value
    }

    /// A `simultaneousWith` expression that answered no about `other`, for the exclusion's
    /// reason (nil when there is none).
    func simultaneityRefusal(about other: RecognizerRuntime, views: [ViewNode]) -> ExpressionRefusal? {
        guard let expression = spec.simultaneousWithExpression else { return nil }
        let answer = expression.evaluate { delegateValue($0, other: other, views: views) }
        return answer.value ? nil : ExpressionRefusal(recognizer: spec.id, verdict: expression.verdict(answer))
    }
}
