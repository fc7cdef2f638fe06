import Testing

@testable import GestureTrace

/// Decoding valid traces and scenes: defaults, transforms, settings, strokes, flattening.
extension InputTests {
    @Suite struct TraceDecoderTests {
        typealias S = DecoderTestSupport

        @Test("class defaults apply, and keys override them")
        func classDefaults() throws {
            let trace = try S.decode(
                S.trace(
                    window: """
                        "subviews": [
                          {"id": "label", "class": "UILabel", "frame": [0, 0, 10, 10]},
                          {"id": "button", "class": "UIButton", "frame": [0, 0, 10, 10]},
                          {"id": "plain", "frame": [1, 2, 3, 4], "bounds": [5, 6, 7, 8], "alpha": 0.5, "hidden": true,
                           "userInteractionEnabled": false, "multipleTouchEnabled": true, "exclusiveTouch": true,
                           "clipsToBounds": true, "touches": "observe", "pointInside": {"inset": [1, 2, 3, 4]},
                           "controller": {"id": "VC", "touches": "handle"}},
                          {"id": "scroll", "class": "UIScrollView", "frame": [0, 0, 100, 100],
                           "scroll": {"contentSize": [100, 400], "scrollEnabled": false}}
                        ]
                        """))
            let v = trace.scene.views
            #expect(v.map(\.id) == ["w", "label", "button", "plain", "scroll"])
            #expect(v[0].viewClass == .window)
            #expect(v[1].viewClass == .label && !v[1].userInteractionEnabled && v[1].touches == .forward)
            #expect(
                v[2].touches == .handle && v[2].control?.actions == [.touchUpInside] && v[2].control?.enabled == true)
            let p = v[3]
            #expect(
                p.frame == Rect(x: 1, y: 2, width: 3, height: 4) && p.bounds == Rect(x: 5, y: 6, width: 7, height: 8))
            #expect(p.alpha == 0.5 && p.hidden && !p.userInteractionEnabled && p.multipleTouchEnabled)
            #expect(p.exclusiveTouch && p.clipsToBounds && p.touches == .observe)
            #expect(p.pointInside == .inset(top: 1, left: 2, bottom: 3, right: 4))
            #expect(p.controller?.id == "VC" && p.controller?.touches == .handle)
            #expect(v[4].scroll?.contentSize == Size(width: 100, height: 400) && v[4].scroll?.scrollEnabled == false)
            #expect(v[4].scroll?.delaysContentTouches == true)
            #expect(trace.scene.screen == Size(width: 390, height: 844))
            #expect(trace.scene.application == .forward && trace.scene.appDelegate == .forward)
        }

        @Test("views flatten in pre-order with parents, subviews and recognizers as indices")
        func flattening() throws {
            let trace = try S.decode(
                S.trace(
                    window: """
                        "recognizers": [{"id": "wTap", "kind": "tap"}],
                        "subviews": [
                          {"id": "a", "frame": [0, 0, 1, 1], "subviews": [
                             {"id": "a1", "frame": [0, 0, 1, 1], "recognizers": [{"id": "a1Pan", "kind": "pan"}]},
                             {"id": "a2", "frame": [0, 0, 1, 1]}]},
                          {"id": "b", "class": "UIScrollView", "frame": [0, 0, 1, 1],
                           "recognizers": [{"id": "bTap", "kind": "tap", "requireToFail": ["b.pan"]}]}
                        ]
                        """))
            let s = trace.scene
            #expect(s.views.map(\.id) == ["w", "a", "a1", "a2", "b"])
            #expect(s.views.map(\.parent) == [nil, 0, 1, 1, 0])
            #expect(s.views[0].subviews == [1, 4] && s.views[1].subviews == [2, 3])
            #expect(s.recognizers.map(\.id) == ["wTap", "a1Pan", "b.pan", "bTap"])
            #expect(s.recognizers.map(\.view) == [0, 2, 4, 4])
            #expect(s.views[4].recognizers == [2, 3])
            #expect(s.recognizers[3].requireToFail == [2])
            if case .scrollViewPan = s.recognizers[2].kind {} else { Issue.record("expected the built-in pan") }
        }

        @Test("a disabled scroll view's built-in pan is disabled")
        func scrollPanFollowsScrollEnabled() throws {
            let trace = try S.decode(
                S.trace(
                    window: """
                        "subviews": [{"id": "s", "class": "UIScrollView", "frame": [0, 0, 1, 1], "scroll": {"scrollEnabled": false}}]
                        """))
            #expect(trace.scene.recognizers.map(\.id) == ["s.pan"])
            #expect(trace.scene.recognizers[0].enabled == false)
        }

        @Test("transforms compose scale, rotate, translate; matrices pass through")
        func transforms() throws {
            let trace = try S.decode(
                S.trace(
                    window: """
                        "subviews": [
                          {"id": "t", "frame": [0, 0, 1, 1], "transform": {"scale": [2, 3], "rotate": 90, "translate": [5, 6]}},
                          {"id": "m", "frame": [0, 0, 1, 1], "transform": [1, 2, 3, 4, 5, 6]},
                          {"id": "r", "frame": [0, 0, 1, 1], "transform": {"rotate": 30}}
                        ]
                        """))
            let expected = AffineTransform.scale(2, 3).concatenating(.rotation(degrees: 90)).concatenating(
                .translation(5, 6))
            #expect(trace.scene.views[1].transform == expected)
            #expect(trace.scene.views[2].transform == AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
            #expect(trace.scene.views[3].transform == .rotation(degrees: 30))
        }

        @Test("hitTest, pointInside and shouldReceiveTouch resolve ids")
        func overrides() throws {
            let trace = try S.decode(
                S.trace(
                    window: """
                        "subviews": [
                          {"id": "a", "frame": [0, 0, 1, 1], "hitTest": {"redirect": "b"}, "pointInside": "ellipse"},
                          {"id": "b", "frame": [0, 0, 1, 1], "hitTest": "passThrough",
                           "recognizers": [{"id": "r", "kind": "tap", "shouldReceiveTouch": {"exceptInViews": ["a"]},
                                            "simultaneousWith": "all"},
                                           {"id": "q", "kind": "tap", "shouldReceiveTouch": false, "simultaneousWith": ["r"],
                                            "shouldBegin": false, "enabled": false, "cancelsTouchesInView": false,
                                            "delaysTouchesBegan": true, "delaysTouchesEnded": false}]}
                        ]
                        """))
            let s = trace.scene
            #expect(s.views[1].hitTest == .redirect(2) && s.views[1].pointInside == .ellipse)
            #expect(s.views[2].hitTest == .passThrough)
            #expect(
                s.recognizers[0].shouldReceiveTouch == .exceptInViews([1]) && s.recognizers[0].simultaneousWith == .all)
            let q = s.recognizers[1]
            #expect(q.shouldReceiveTouch == .never && q.simultaneousWith == .only([0]) && !q.shouldBegin && !q.enabled)
            #expect(!q.cancelsTouchesInView && q.delaysTouchesBegan && !q.delaysTouchesEnded)
        }

        @Test("recognizer kinds and their defaults")
        func recognizerKinds() throws {
            let trace = try S.decode(
                S.trace(
                    window: """
                        "settings": {"longPressMinDuration": 0.8},
                        "recognizers": [
                          {"id": "tap", "kind": "tap"},
                          {"id": "lp", "kind": "longPress", "taps": 1},
                          {"id": "pan", "kind": "pan", "maximumNumberOfTouches": 2},
                          {"id": "sw", "kind": "swipe", "direction": ["left", "up"], "touches": 2},
                          {"id": "pinch", "kind": "pinch"},
                          {"id": "rot", "kind": "rotation"},
                          {"id": "edge", "kind": "screenEdgePan", "edges": ["left"]},
                          {"id": "f", "kind": "fingers", "count": 3},
                          {"id": "sc", "kind": "script", "continuous": false, "steps": [{"t": 0.1, "state": "recognized"}]}
                        ]
                        """.replacingOccurrences(of: "\"settings\": {\"longPressMinDuration\": 0.8},", with: "")
                    , extra: ""
                ).replacingOccurrences(
                    of: "\"scene\": {", with: "\"scene\": {\"settings\": {\"longPressMinDuration\": 0.8}, "))
            let r = trace.scene.recognizers.map(\.kind)
            guard case .tap(1, 1) = r[0] else { Issue.record("tap \(r[0])"); return }
            guard case .longPress(let d, let m, 1, 1) = r[1], d == 0.8, m == 10 else {
                Issue.record("lp \(r[1])"); return
            }
            guard case .pan(1, 2) = r[2] else { Issue.record("pan \(r[2])"); return }
            guard case .swipe(let dirs, 2) = r[3], dirs == [.left, .up] else { Issue.record("swipe \(r[3])"); return }
            guard case .pinch = r[4], case .rotation = r[5] else { Issue.record("pinch/rotation"); return }
            guard case .screenEdgePan(let edges) = r[6], edges == [.left] else { Issue.record("edge \(r[6])"); return }
            #expect(trace.scene.recognizers[6].delaysTouchesBegan)
            guard case .fingers(3, false) = r[7] else { Issue.record("fingers \(r[7])"); return }
            guard case .script(false, let steps) = r[8], steps.count == 1, steps[0].state == .recognized else {
                Issue.record("script \(r[8])"); return
            }
        }

        @Test("settings override defaults; null means infinity where allowed")
        func settings() throws {
            let text = S.trace().replacingOccurrences(
                of: "\"scene\": {",
                with: """
                    "scene": {"settings": {"tapMaxInterval": 0.3, "swipeMaxPrimary": 500, "swipeMaxOpposite": null,
                      "tieBreak": "reverseEvaluationOrder", "timerTieBreak": "afterEvent", "cancelBeforeAction": false,
                      "_note": "comments are ignored"},
                      "screen": {"width": 100, "height": 200}, "application": {"touches": "handle"},
                    """)
            let s = try S.decode(text).scene
            #expect(s.settings.tapMaxInterval == 0.3 && s.settings.swipeMaxPrimary == 500)
            #expect(s.settings.swipeMaxOpposite == .infinity)
            #expect(s.settings.tieBreak == .reverseEvaluationOrder && s.settings.timerTieBreak == .afterEvent)
            #expect(!s.settings.cancelBeforeAction)
            #expect(s.screen == Size(width: 100, height: 200) && s.application == .handle)
        }

        @Test("events decode: touches, interrupts, ticks, ids reused after ending")
        func events() throws {
            let trace = try S.decode(
                S.trace(
                    events: """
                        [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 1, "y": 2, "force": 0.5, "radius": 3}]},
                         {"t": 0.1, "touches": [{"id": 1, "phase": "moved", "x": 2, "y": 3},
                                                {"id": "b", "phase": "began", "x": 9, "y": 9}]},
                         {"t": 0.2, "interrupt": true},
                         {"t": 0.3, "touches": [{"id": 1, "phase": "began", "x": 1, "y": 1}]},
                         {"t": 0.4, "touches": [{"id": 1.0, "phase": "ended", "x": 1, "y": 1}]},
                         {"t": 0.5, "touches": []},
                         {"t": 0.6, "_comment": "tick"}]
                        """))
            let e = trace.events
            #expect(e.map(\.time) == [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6])
            guard case .touches(_, let first) = e[0], case .touches(_, let second) = e[1] else {
                Issue.record("expected touches"); return
            }
            #expect(
                first[0].id == .int(1) && first[0].force == 0.5 && first[0].radius == 3
                    && first[0].location == Point(x: 1, y: 2))
            #expect(second.map(\.id) == [.int(1), .string("b")] && second.map(\.phase) == [.moved, .began])
            guard case .interrupt = e[2], case .tick = e[5], case .tick = e[6] else { Issue.record("kinds"); return }
        }

        @Test("strokes merge with events by time; equal times form one event")
        func strokes() throws {
            let trace = try S.decode(
                S.trace(
                    events: """
                        [{"t": 0.05, "touches": [{"id": 9, "phase": "began", "x": 0, "y": 0}]},
                         {"t": 0.2, "touches": [{"id": 9, "phase": "ended", "x": 0, "y": 0}]}]
                        """,
                    extra: """
                        , "strokes": [{"id": 1, "points": [[0.0, 100, 100], [0.05, 140, 100], [0.1, 180, 100]]},
                                      {"id": "two", "points": [[0.05, 10, 10], [0.3, 20, 20]]}]
                        """))
            let summary = trace.events.map { event -> String in
                guard case .touches(let t, let touches) = event else { return "?" }
                return "\(t):" + touches.map { "\($0.id)/\($0.phase.rawValue)" }.joined(separator: ",")
            }
            #expect(
                summary == [
                    "0.0:1/began",
                    "0.05:9/began,1/moved,two/began",
                    "0.1:1/ended",
                    "0.2:9/ended",
                    "0.3:two/ended",
                ])
        }

        @Test("a scene may live in its own file")
        func sceneFile() throws {
            let trace = try S.decode(
                """
                {"gesturetrace": 1, "name": "n", "scene": "scenes/a.json", "strokes": []}
                """, scenes: ["scenes/a.json": #"{"gesturetrace": 1, "window": {"id": "w", "frame": [0, 0, 10, 20]}}"#])
            #expect(
                trace.name == "n" && trace.scene.views[0].id == "w" && trace.scene.screen == Size(width: 10, height: 20)
            )
            let scene = try TraceDecoder.decodeScene(
                bytes: Array(#"{"gesturetrace": 1, "window": {"id": "x", "frame": [0, 0, 1, 1]}}"#.utf8), file: "s.json"
            )
            #expect(scene.views.map(\.id) == ["x"])
        }

        /// A hierarchy `depth` views deep, the first `recognizers` each with a tap requiring its
        /// parent's tap to fail (a scene holds at most `SceneDecoder.maxRecognizers`); built
        /// iteratively. The deepest view's frame width is `lastWidth`.
        static func deepTrace(depth: Int, lastWidth: Int = 10, recognizers: Int = SceneDecoder.maxRecognizers) -> String
        {
            var text =
                #"{"gesturetrace": 1, "events": [], "scene": {"window": {"id": "v0", "frame": [0, 0, 10, 10], "recognizers": [{"id": "r0", "kind": "tap"}]"#
            var closing = ""
            for k in 1...depth {
                let width = k == depth ? lastWidth : 10
                let tap =
                    k < recognizers
                    ? #", "recognizers": [{"id": "r\#(k)", "kind": "tap", "requireToFail": ["r\#(k - 1)"]}]"# : ""
                text += #", "subviews": [{"id": "v\#(k)", "frame": [0, 0, \#(width), 10]\#(tap)"#
                closing += "}]"
            }
            return text + closing + "}}}"
        }

        @Test("a 100 000-deep view hierarchy decodes without recursion")
        func deepHierarchy() throws {
            let depth = 100_000
            let trace = try S.decode(Self.deepTrace(depth: depth))
            #expect(trace.scene.views.count == depth + 1)
            #expect(trace.scene.views[depth].parent == depth - 1)
            #expect(trace.scene.views[depth - 1].subviews == [depth])
            // A chain of 10 000 failure requirements is checked for cycles without recursion.
            let last = SceneDecoder.maxRecognizers - 1
            #expect(trace.scene.recognizers.count == SceneDecoder.maxRecognizers)
            #expect(trace.scene.recognizers[last].requireToFail == [last - 1])
        }

        @Test("an error deep in a hierarchy is located, its path shortened in the middle")
        func deepError() {
            let depth = 20_000
            let message = S.error(Self.deepTrace(depth: depth, lastWidth: -10))
            #expect(message.hasPrefix("t.json:1:"))
            #expect(
                message.contains(
                    "error: frame width '-10' is negative; expected a value of at least 0 (at scene.window.subviews[0]")
            )
            #expect(message.contains("more path components)…"))
            #expect(message.hasSuffix(String(repeating: ".subviews[0]", count: 9) + ".frame[2])"))
            // The full path is still in the error value.
            do {
                _ = try S.decode(Self.deepTrace(depth: depth, lastWidth: -10))
            } catch {
                #expect(error.path == "scene.window" + String(repeating: ".subviews[0]", count: depth) + ".frame[2]")
            }
        }
    }
}

extension InputTests {
    @Suite struct TouchIDSetTests {
        @Test("the id set behaves the same as a list and as a hash set")
        func agreesWithSet() {
            var generator = SplitMix64(seed: 7)
            var set = TouchIDSet()
            var reference = Set<TouchID>()
            for _ in 0..<5000 {
                let id: TouchID =
                    generator.next() % 3 == 0 ? .string("s\(generator.next() % 60)") : .int(Int(generator.next() % 60))
                if generator.next() % 2 == 0 {
                    if !reference.contains(id) {
                        set.insert(id)
                        reference.insert(id)
                    }
                } else {
                    #expect(set.remove(id) == (reference.remove(id) != nil))
                }
                #expect(set.count == reference.count)
                #expect(set.contains(id) == reference.contains(id))
            }
        }

        @Test("hundreds of fingers down at once, then lifted and reused")
        func manyFingers() throws {
            let down = (0..<300).map { #"{"id": \#($0), "phase": "began", "x": 1, "y": 1}"# }.joined(separator: ", ")
            let up = (0..<300).map { #"{"id": \#($0), "phase": "ended", "x": 1, "y": 1}"# }.joined(separator: ", ")
            let trace = try DecoderTestSupport.decode(
                DecoderTestSupport.trace(
                    events: """
                        [{"t": 0, "touches": [\(down)]}, {"t": 1, "touches": [\(up)]}, {"t": 2, "touches": [\(down)]}]
                        """))
            #expect(trace.events.count == 3)
            let twice = DecoderTestSupport.error(
                DecoderTestSupport.trace(
                    events: """
                        [{"t": 0, "touches": [\(down), {"id": 150, "phase": "began", "x": 1, "y": 1}]}]
                        """))
            #expect(twice.hasSuffix("error: touch '150' appears twice in one event (at events[0].touches[300].id)"))
        }
    }
}
