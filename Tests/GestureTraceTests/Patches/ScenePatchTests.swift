import Testing

@testable import GestureTrace

/// Setup patches (FORMAT §3.6): `--set`'s keys beyond the scene changes, applied to the scene
/// before the replay, with errors located in the argument.
@Suite struct ScenePatchTests {
    typealias S = InputTests.DecoderTestSupport

    static let window = """
        "subviews": [
          {"id": "list", "class": "UIScrollView", "frame": [0, 0, 390, 500], "scroll": {"contentSize": [390, 3000]},
           "subviews": [{"id": "row", "frame": [0, 100, 390, 60], "touches": "handle",
                         "recognizers": [{"id": "press", "kind": "longPress"}]}]},
          {"id": "card", "frame": [0, 600, 390, 200], "touches": "handle",
           "recognizers": [{"id": "drag", "kind": "pan"}, {"id": "tap", "kind": "tap", "requireToFail": ["drag"]}]}
        ]
        """

    /// A tap on the card: `tap` waits for `drag` to fail.
    static let tapOnCard = """
        [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 100, "y": 700}]},
         {"t": 0.1, "touches": [{"id": 1, "phase": "ended", "x": 100, "y": 700}]}]
        """

    static func scene(_ sets: [String]) throws(TraceError) -> Scene {
        var trace = try S.decode(S.trace(window: window, events: tapOnCard))
        var patches: [DeclaredScenePatch] = []
        for set in sets { patches.append(try ScenePatchArgument.parse(set)) }
        try trace.scene.apply(patches)
        return trace.scene
    }

    static func error(_ sets: [String]) -> String {
        do {
            _ = try scene(sets)
            return "no error"
        } catch {
            return error.description
        }
    }

    static func recognizer(_ id: String, _ scene: Scene) -> RecognizerSpec? {
        scene.recognizers.first { $0.id == id }
    }

    static func index(_ id: String, _ scene: Scene) -> Int? { scene.recognizers.firstIndex { $0.id == id } }

    @Test("each setup key sets its property on the recognizer or scroll view it names")
    func setsProperties() throws {
        let s = try Self.scene([
            "tap.cancelsTouchesInView=false", "tap.delaysTouchesBegan=true", "tap.delaysTouchesEnded=false",
            "press.requireToFail=tap", #"drag.simultaneousWith=["press"]"#, "drag.shouldBegin=false",
            #"tap.shouldReceiveTouch={"exceptInViews": ["row"]}"#, "list.delaysContentTouches=false",
            "list.canCancelContentTouches=false", "list.touchesShouldCancel=true",
            "list.transfersVerticalScrollingToParent=false",
        ])
        let tap = try #require(Self.recognizer("tap", s))
        #expect(!tap.cancelsTouchesInView && tap.delaysTouchesBegan && !tap.delaysTouchesEnded)
        #expect(tap.shouldReceiveTouch == .exceptInViews([try #require(s.views.firstIndex { $0.id == "row" })]))
        #expect(Self.recognizer("press", s)?.requireToFail == [try #require(Self.index("tap", s))])
        let drag = try #require(Self.recognizer("drag", s))
        #expect(drag.simultaneousWith == .only([try #require(Self.index("press", s))]))
        #expect(!drag.shouldBegin)
        let list = try #require(s.views.first { $0.id == "list" }?.scroll)
        #expect(!list.delaysContentTouches && !list.canCancelContentTouches)
        #expect(list.touchesShouldCancel == .always && !list.transfersVerticalScrollingToParent)
        // Expressions are parsed for the recognizer they are set on; a constant clears one.
        let expression = try Self.scene([#"drag.shouldBegin="abs(velocity.x) > abs(velocity.y)""#])
        #expect(Self.recognizer("drag", expression)?.shouldBeginExpression != nil)
        let cleared = try Self.scene([#"drag.shouldBegin="velocity.x > 0""#, "drag.shouldBegin=true"])
        #expect(Self.recognizer("drag", cleared)?.shouldBeginExpression == nil)
    }

    @Test("a patch changes the replay: with cancelsTouchesInView = false the card keeps its touch")
    func cancelsTouchesReplays() throws {
        var trace = try S.decode(S.trace(window: Self.window, events: Self.tapOnCard))
        let plain = Replay.run(trace).records
        try trace.scene.apply([try ScenePatchArgument.parse("tap.cancelsTouchesInView=false")])
        let patched = Replay.run(trace).records
        // Without the patch the tap's recognition cancels the card's touch; with it, the card
        // keeps the touch and gets touchesEnded (SEMANTICS §7.1, §7.2).
        func cardCalls(_ records: [Record]) -> [DeliveryPhase] {
            records.compactMap {
                if case let .deliver("card", phase, _, _, _) = $0.body, phase != .moved { return phase }
                return nil
            }
        }
        #expect(cardCalls(plain) == [.began, .cancelled])
        #expect(cardCalls(patched) == [.began, .ended])
    }

    @Test("a bad patch is a located error: key for the wrong target, unknown ids, cycles, bad expressions")
    func errors() {
        #expect(
            Self.error(["list.cancelsTouchesInView=false"])
                == "--set 'list.cancelsTouchesInView=false':1:6: error: 'cancelsTouchesInView' applies to a gesture recognizer; 'list' is a view (at set.list.cancelsTouchesInView)"
        )
        #expect(
            Self.error(["card.delaysContentTouches=false"])
                == "--set 'card.delaysContentTouches=false':1:6: error: 'delaysContentTouches' applies to a scroll view; 'card' is a UIView (at set.card.delaysContentTouches)"
        )
        #expect(
            Self.error(["tap.requireToFail=drg"])
                == "--set 'tap.requireToFail=drg':1:19: error: unknown gesture recognizer id 'drg'; did you mean 'drag'? (at set.tap.requireToFail)"
        )
        #expect(
            Self.error(["drag.requireToFail=tap"])
                == "--set 'drag.requireToFail=tap':1:20: error: require(toFail:) would make a cycle: drag -> tap -> drag (SEMANTICS §6.1) (at set.drag.requireToFail)"
        )
        #expect(
            Self.error(["tap.requireToFail=tap"])
                == "--set 'tap.requireToFail=tap':1:19: error: a gesture recognizer cannot require itself to fail (at set.tap.requireToFail)"
        )
        #expect(
            Self.error([#"tap.requireToFail=["row"]"#])
                == #"--set 'tap.requireToFail=["row"]':1:19: error: 'row' is not a gesture recognizer (at set.tap.requireToFail)"#
        )
        #expect(
            Self.error([#"tap.shouldBegin="velocity.x > 0""#]).hasSuffix(
                "error: shouldBegin expression: 'velocity.x' is a pan's (UIPanGestureRecognizer's translation and velocity); this recognizer is not a pan (at set.tap.shouldBegin)"
            ))
        #expect(
            Self.error([#"drag.simultaneousWith="other.kind == 'tap'""#, #"drag.simultaneousWith=["tap"]"#])
                .contains("drag's simultaneousWith is an expression; give \"all\" or an expression instead of ids"))
        #expect(
            Self.error(["list.touchesShouldCancel=1"])
                == "--set 'list.touchesShouldCancel=1':1:26: error: expected true, false or \"default\" for touchesShouldCancel, found number 1 (at set.list.touchesShouldCancel)"
        )
        #expect(
            Self.error(["tap.cancelsTouchesInVew=false"])
                == "--set 'tap.cancelsTouchesInVew=false':1:5: error: unknown key 'cancelsTouchesInVew'; did you mean 'cancelsTouchesInView'? (at set.tap.cancelsTouchesInVew)"
        )
        // The patch that closes a cycle is the one blamed, after those before it applied.
        #expect(
            Self.error(["tap.requireToFail=press", "press.requireToFail=tap"]).hasPrefix(
                "--set 'press.requireToFail=tap':1:21: error: require(toFail:) would make a cycle: press -> tap -> press"
            ))
    }

    /// One patch per setup key (and a scene change), each value shape.
    static let samples: [ScenePatch] = [
        ScenePatch("tap", .cancelsTouchesInView(false)), ScenePatch("tap", .delaysTouchesBegan(true)),
        ScenePatch("tap", .delaysTouchesEnded(false)), ScenePatch("tap", .requireToFail(["drag", "list.pan"])),
        ScenePatch("tap", .removeRequireToFail(["drag"])),
        ScenePatch("drag", .simultaneousWith(.adding(["tap"]))), ScenePatch("drag", .simultaneousWith(.all)),
        ScenePatch("drag", .simultaneousWith(.expression("other.kind == 'tap'"))),
        ScenePatch("drag", .shouldBegin(.constant(false))),
        ScenePatch("drag", .shouldBegin(.expression("state == 'began'"))),
        ScenePatch("tap", .shouldReceiveTouch(.constant(false))),
        ScenePatch("tap", .shouldReceiveTouch(.exceptInViews(["row"]))),
        ScenePatch("tap", .shouldReceiveTouch(.expression("touch.view.id != \"row\""))),
        ScenePatch("list", .delaysContentTouches(false)), ScenePatch("list", .canCancelContentTouches(false)),
        ScenePatch("list", .touchesShouldCancel(.always)), ScenePatch("list", .touchesShouldCancel(.never)),
        ScenePatch("list", .touchesShouldCancel(.default)),
        ScenePatch("list", .transfersHorizontalScrollingToParent(false)),
        ScenePatch("list", .transfersVerticalScrollingToParent(false)), ScenePatch("card", .change(.hidden(true))),
        ScenePatch("sheet", .modalInPresentation(true)), ScenePatch("sheet", .shouldDismiss(false)),
    ]

    @Test("every key's rendering is an argument that reads back as the same patch")
    func roundTrip() throws {
        var keys: Set<String> = []
        for patch in Self.samples {
            #expect(try ScenePatchArgument.parse(patch.argument).patch == patch, "\(patch.argument)")
            #expect(patch.text == "\(patch.targetID).\(patch.value.keyName) = \(patch.value.jsonText)")
            keys.insert(patch.value.keyName)
        }
        #expect(keys.isSuperset(of: ScenePatchKey.settings.map(\.name)))
        #expect(ScenePatch("tap", .requireToFail(["drag"])).text == #"tap.requireToFail = ["drag"]"#)
    }
}
