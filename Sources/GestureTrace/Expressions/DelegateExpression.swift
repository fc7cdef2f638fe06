/// A delegate method's answer written as an expression (FORMAT §2.4): its text as the scene
/// gives it, checked when the scene is read, evaluated each time UIKit would ask
/// (SEMANTICS §6.9).
package struct DelegateExpression: Sendable {
    /// The expression as written, quoted by reasons.
    package let source: String
    package let question: DelegateQuestion
    let root: ExpressionNode

    /// Parses and type-checks `source` for `question`; `recognizerIsPan` says whether the asking
    /// recognizer has a pan's translation and velocity.
    package init(_ source: String, question: DelegateQuestion, recognizerIsPan: Bool) throws(ExpressionSyntaxError) {
        var parser = ExpressionParser(question: question, recognizerIsPan: recognizerIsPan)
        root = try parser.parse(source)
        self.source = source
        self.question = question
    }

    /// The names the expression reads, in order of first appearance.
    package var variables: [DelegateVariable] {
        var out: [DelegateVariable] = []
        var stack: [ExpressionNode] = [root]
        while let node = stack.popLast() {
            switch node {
            case .literal: break
            case .variable(let v): if !out.contains(v) { out.append(v) }
            case .negate(let a), .not(let a), .member(let a, _): stack.append(a)
            case .arithmetic(_, let a, let b), .compare(_, let a, let b), .logical(_, let a, let b):
                stack.append(b)
                stack.append(a)
            case .call(_, let arguments): stack.append(contentsOf: arguments.reversed())
            }
        }
        return out
    }

    /// The answer and the values that decided it.
    package struct Answer: Equatable, Sendable {
        package var value: Bool
        /// For a comparison at the top, its two sides (`12 vs 40`); otherwise the names read and
        /// their values (`touch.view.class = "UIButton"`).
        package var detail: String
    }

    /// Evaluates the expression with the values `lookup` gives for its names.
    package func evaluate(_ lookup: (DelegateVariable) -> ExpressionValue) -> Answer {
        var read: [(DelegateVariable, ExpressionValue)] = []
        let value = ExpressionEvaluator.evaluate(root) { variable in
            let v = lookup(variable)
            if !read.contains(where: { $0.0 == variable }) { read.append((variable, v)) }
            return v
        }
        let answer = value == .bool(true)
        if case .compare(_, let left, let right) = root {
            // Evaluated again for the sides: no side effects, and only for the reason's text.
            let l = ExpressionEvaluator.evaluate(left, lookup)
            let r = ExpressionEvaluator.evaluate(right, lookup)
            return Answer(value: answer, detail: "\(l.display) vs \(r.display)")
        }
        let detail = read.map { "\($0.0.rawValue) = \($0.1.display)" }.joined(separator: ", ")
        return Answer(value: answer, detail: detail)
    }

    /// The answer with the question and the expression as written: what a reason carries
    /// (issue 28), rendered only when written.
    package func verdict(_ answer: Answer) -> Verdict {
        Verdict(question: question, source: source, answer: answer)
    }

    /// An expression's answer as a reason's payload (FORMAT §2.4).
    package struct Verdict: Equatable, Sendable {
        package var question: DelegateQuestion
        /// The expression as written.
        package var source: String
        package var answer: Answer

        /// `shouldBegin: abs(velocity.x) > abs(velocity.y) -> false (12 vs 40)`: the question,
        /// the expression as written, the answer and what decided it, as reasons print it.
        package var text: String {
            let detail = answer.detail.isEmpty ? "" : " (\(answer.detail))"
            return "\(question.rawValue): \(source) -> \(answer.value)\(detail)"
        }
    }
}

/// Evaluates a checked tree. Recursive, within the depth the parser allows
/// (`ExpressionParser.maxDepth`); every operation is total (a division by zero gives an
/// infinity or nan, which compares false as `CGFloat` does).
enum ExpressionEvaluator {
    static func evaluate(_ node: ExpressionNode, _ lookup: (DelegateVariable) -> ExpressionValue) -> ExpressionValue {
        switch node {
        case .literal(let v): return v
        case .variable(let v): return lookup(v)
        case .negate(let a): return .number(-number(evaluate(a, lookup)))
        case .not(let a): return .bool(!bool(evaluate(a, lookup)))
        case .arithmetic(let op, let a, let b):
            let x = number(evaluate(a, lookup))
            let y = number(evaluate(b, lookup))
            switch op {
            case .add: return .number(x + y)
            case .subtract: return .number(x - y)
            case .multiply: return .number(x * y)
            case .divide: return .number(x / y)
            }
        case .compare(let op, let a, let b):
            return .bool(compare(op, evaluate(a, lookup), evaluate(b, lookup)))
        case .member(let a, let set):
            let v = evaluate(a, lookup)
            return .bool(set.contains { compare(.equal, v, $0) })
        case .logical(let isAnd, let a, let b):
            let first = bool(evaluate(a, lookup))
            if isAnd, !first { return .bool(false) }
            if !isAnd, first { return .bool(true) }
            return .bool(bool(evaluate(b, lookup)))
        case .call(let function, let arguments):
            let values = arguments.map { number(evaluate($0, lookup)) }
            switch function {
            case .abs: return .number(Swift.abs(values.first ?? 0))
            case .min: return .number(Swift.min(values.first ?? 0, values.last ?? 0))
            case .max: return .number(Swift.max(values.first ?? 0, values.last ?? 0))
            }
        }
    }

    private static func compare(_ op: ComparisonOperator, _ a: ExpressionValue, _ b: ExpressionValue) -> Bool {
        switch (a, b) {
        case (.number(let x), .number(let y)):
            switch op {
            case .equal: return x == y
            case .notEqual: return x != y
            case .less: return x < y
            case .lessOrEqual: return x <= y
            case .greater: return x > y
            case .greaterOrEqual: return x >= y
            case .beginsWith, .endsWith, .contains: return false
            }
        case (.text(let x), .text(let y)):
            switch op {
            case .equal: return x == y
            case .notEqual: return x != y
            case .beginsWith: return x.hasPrefix(y)
            case .endsWith: return x.hasSuffix(y)
            case .contains: return y.isEmpty || x.contains(text: y)
            case .less, .lessOrEqual, .greater, .greaterOrEqual: return false
            }
        case (.bool(let x), .bool(let y)):
            switch op {
            case .equal: return x == y
            case .notEqual: return x != y
            default: return false
            }
        default:
            // The parser allows no other pairs; unequal values of different types.
            return op == .notEqual
        }
    }

    private static func number(_ v: ExpressionValue) -> Double {
        if case .number(let x) = v { return x }
        return 0
    }

    private static func bool(_ v: ExpressionValue) -> Bool { v == .bool(true) }
}
