import Testing

@testable import GestureTrace

/// Delegate expressions (FORMAT §2.4): the grammar's precedence and spellings, evaluation with
/// the values that decided it, and every refusal located inside the string.
@Suite struct DelegateExpressionTests {
    static func parse(
        _ text: String, _ question: DelegateQuestion = .shouldBegin, pan: Bool = true
    ) throws(ExpressionSyntaxError) -> DelegateExpression {
        try DelegateExpression(text, question: question, recognizerIsPan: pan)
    }

    /// The answer of `text` with the given values (missing names read as 0).
    static func answer(_ text: String, _ question: DelegateQuestion = .shouldBegin, _ values: [String: ExpressionValue])
        throws -> DelegateExpression.Answer
    {
        let expression = try parse(text, question)
        return expression.evaluate { values[$0.rawValue] ?? .number(0) }
    }

    /// The error's offset and message for `text`, or nil when it parses.
    static func failure(_ text: String, _ question: DelegateQuestion = .shouldBegin, pan: Bool = true)
        -> ExpressionSyntaxError?
    {
        do {
            _ = try parse(text, question, pan: pan)
            return nil
        } catch {
            return error
        }
    }

    @Test("the issue's example: the comparison's two sides are the detail")
    func horizontalOnly() throws {
        let a = try Self.answer(
            "abs(velocity.x) > abs(velocity.y)", .shouldBegin, ["velocity.x": .number(-12), "velocity.y": .number(40)])
        #expect(a == .init(value: false, detail: "12 vs 40"))
        let e = try Self.parse("abs(velocity.x) > abs(velocity.y)")
        #expect(e.verdict(a).text == "shouldBegin: abs(velocity.x) > abs(velocity.y) -> false (12 vs 40)")
        let b = try Self.answer(
            "abs(velocity.x) > abs(velocity.y)", .shouldBegin, ["velocity.x": .number(50), "velocity.y": .number(3.25)])
        #expect(b == .init(value: true, detail: "50 vs 3.25"))
    }

    @Test("AND binds tighter than OR, NOT tighter than AND, * tighter than +; && || ! are the same words")
    func precedence() throws {
        let v: [String: ExpressionValue] = ["translation.x": .number(1), "translation.y": .number(2)]
        #expect(try Self.answer("TRUE OR FALSE AND FALSE", .shouldBegin, v).value)
        #expect(try !Self.answer("(TRUE OR FALSE) AND FALSE", .shouldBegin, v).value)
        #expect(try !Self.answer("NOT TRUE AND FALSE", .shouldBegin, v).value)
        #expect(try Self.answer("!FALSE && YES || NO", .shouldBegin, v).value)
        #expect(try Self.answer("translation.x + translation.y * 2 == 5", .shouldBegin, v).value)
        #expect(try Self.answer("(translation.x + translation.y) * 2 = 6", .shouldBegin, v).value)
        #expect(try Self.answer("-translation.x - -1 == 0", .shouldBegin, v).value)
        #expect(try Self.answer("min(translation.x, translation.y) =< 1 and max(1, 2) => 2", .shouldBegin, v).value)
        #expect(try Self.answer("translation.x <> translation.y", .shouldBegin, v).value)
    }

    @Test("text comparisons, IN sets and the detail of a compound answer")
    func text() throws {
        let v: [String: ExpressionValue] = [
            "touch.view.class": .text("UIButton"), "touch.view.id": .text("buyButton"),
            "touch.view.isControl": .bool(true),
        ]
        let a = try Self.answer("NOT (touch.view.class IN {'UIButton', \"UISwitch\"})", .shouldReceiveTouch, v)
        #expect(a == .init(value: false, detail: "touch.view.class = \"UIButton\""))
        #expect(
            try Self.answer(
                "touch.view.id BEGINSWITH 'buy' AND touch.view.id ENDSWITH 'Button'", .shouldReceiveTouch, v
            ).value)
        #expect(try Self.answer("touch.view.id CONTAINS 'yBu'", .shouldReceiveTouch, v).value)
        #expect(try !Self.answer("touch.view.isControl == NO", .shouldReceiveTouch, v).value)
    }

    @Test("states and kinds compare with their names; recognized is ended, UIKit class names name kinds")
    func statesAndKinds() throws {
        let v: [String: ExpressionValue] = ["other.state": .text("ended"), "other.kind": .text("pan")]
        #expect(try Self.answer("other.state == 'recognized'", .simultaneousWith, v).value)
        #expect(try Self.answer("other.kind == 'UIPanGestureRecognizer'", .simultaneousWith, v).value)
        #expect(try Self.answer("other.kind IN {'tap', 'pan'}", .simultaneousWith, v).value)
        #expect(Self.failure("other.state == 'begn'", .simultaneousWith)?.offset == 15)
        #expect(
            Self.failure("other.kind == 'UIPan'", .simultaneousWith)?.message.hasPrefix("unknown kind 'UIPan'") == true)
    }

    @Test("evaluation is short-circuited, and a division by zero compares false instead of trapping")
    func total() throws {
        #expect(try !Self.answer("translation.x / translation.y > 1", .shouldBegin, [:]).value)
        #expect(try Self.answer("translation.x / translation.y != 1", .shouldBegin, [:]).value)
        let e = try Self.parse("TRUE OR velocity.x > 0")
        var read: [DelegateVariable] = []
        #expect(
            e.evaluate {
                read.append($0); return .number(1)
            }.value)
        #expect(read.isEmpty)
    }

    @Test(
        "every refusal names its offset inside the string",
        arguments: [
            ("velocity.x >", 12, "expected a value, found the end of the expression"),
            ("velocity.x > 'a'", 11, "'>' compares numbers; found a number and a string"),
            ("velocity.z > 0", 0, "unknown name 'velocity.z'; did you mean 'velocity.x'?"),
            ("velocity.x", 0, "the expression is a number, not a condition; compare it, e.g. '... > 0'"),
            ("abs(velocity.x, 1) > 0", 0, "abs() takes 1 argument, found 2"),
            ("sqrt(4) > 0", 0, "unknown function 'sqrt'; expected one of abs(), min(), max()"),
            ("(velocity.x > 0", 15, "expected ')', found the end of the expression"),
            ("velocity.x > 0 velocity.y", 15, "unexpected 'velocity.y' after a complete expression"),
            ("velocity.x # 0", 11, "unexpected character '#'"),
            ("touch.view.id == 'a", 17, "unterminated string: no closing '"),
            ("1e3 > 0", 1, "a number may not run into a name; put a space or operator between them"),
            ("", 0, "empty expression; expected a condition such as 'velocity.x > 0'"),
            (
                "other.id == 'x'", 0,
                "'other.id' is available only in questions about another recognizer (simultaneousWith, shouldRequireFailureOf, shouldBeRequiredToFailBy)"
            ),
        ])
    func refusals(text: String, offset: Int, message: String) {
        let q: DelegateQuestion = text.hasPrefix("touch.") ? .shouldReceiveTouch : .shouldBegin
        #expect(Self.failure(text, q) == ExpressionSyntaxError(offset: offset, message))
    }

    @Test("each question reads only what UIKit hands it")
    func scopes() {
        #expect(
            Self.failure("touch.view.isControl", .shouldBegin)?.message.contains("only in shouldReceiveTouch") == true)
        #expect(
            Self.failure("numberOfTouches > 1", .shouldReceiveTouch)?.message.contains(
                "not available in shouldReceiveTouch") == true)
        #expect(
            Self.failure("other.state == 'began'", .shouldRequireFailureOf)?.message.contains("once per scene") == true)
        #expect(Self.failure("state == 'began'", .shouldBeRequiredToFailBy)?.message.contains("once per scene") == true)
        #expect(Self.failure("other.view.class == 'UIScrollView'", .shouldRequireFailureOf) == nil)
        #expect(Self.failure("velocity.x > 0", .shouldBegin, pan: false)?.message.contains("not a pan") == true)
        #expect(
            Self.failure("location.x > 0 AND numberOfTouches == 1 AND state == 'possible'", .shouldBegin, pan: false)
                == nil)
    }

    @Test("nesting deeper than the limit is refused, so neither parser nor evaluator recurses without bound")
    func depth() {
        let deep = String(repeating: "(", count: 1000) + "TRUE" + String(repeating: ")", count: 1000)
        #expect(Self.failure(deep)?.message == "expression nests deeper than 64 levels")
        let nots = String(repeating: "NOT ", count: 1000) + "TRUE"
        #expect(Self.failure(nots)?.message == "expression nests deeper than 64 levels")
        let chain = Array(repeating: "TRUE", count: 300).joined(separator: " AND ")
        #expect(Self.failure(chain)?.message == "expression nests deeper than 64 levels")
        let long = Array(repeating: "TRUE", count: 10_000).joined(separator: " AND ")
        #expect(Self.failure(long) == ExpressionSyntaxError(offset: 0, "expression is longer than 4096 characters"))
        let sum = Array(repeating: "1", count: 200).joined(separator: " + ") + " > 0"
        #expect(Self.failure(sum)?.message == "expression nests deeper than 64 levels")
        let fine = Array(repeating: "velocity.x > 0", count: 20).joined(separator: " OR ")
        #expect(Self.failure(fine) == nil)
    }
}
