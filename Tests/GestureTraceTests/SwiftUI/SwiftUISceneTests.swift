import Testing

@testable import GestureTrace

/// The SwiftUI scene format (FORMAT §2.3): decoding, located errors, and SwiftUI hit testing
/// (SWIFTUI §3.5).
@Suite struct SwiftUISceneTests {
    /// A trace with one hosting view whose root node is `root` (JSON text).
    static func trace(_ root: String, settings: String = "") -> String {
        """
        {"gesturetrace": 1, "scene": {\(settings.isEmpty ? "" : "\"settings\": \(settings),")
         "window": {"id": "w", "frame": [0, 0, 390, 844], "subviews": [
          {"id": "host", "class": "UIHostingView", "frame": [0, 0, 390, 844], "swiftui": \(root)}]}},
         "events": []}
        """
    }

    static func error(_ root: String, settings: String = "") -> String {
        InputTests.DecoderTestSupport.error(trace(root, settings: settings))
    }

    @Test("errors name the file, line, column and JSON path")
    func errors() {
        #expect(
            Self.error(#"{"id": "r", "frame": [0, 0, 10, 10], "kind": "botton"}"#)
                == "t.json:3:127: error: unknown SwiftUI node kind 'botton'; expected one of view, button, scrollView, uikit (at scene.window.subviews[0].swiftui.kind)"
        )
        #expect(
            Self.error(#"{"id": "r", "frame": [0, 0, 10, 10], "scroll": {}}"#)
                == "t.json:3:119: error: key 'scroll' is only valid on a 'scrollView' node; this node is a 'view' (at scene.window.subviews[0].swiftui.scroll)"
        )
        #expect(
            Self.error(
                #"{"id": "r", "frame": [0, 0, 10, 10], "modifiers": [{"gesture": {"drag": {}}, "id": "d", "onTapGesture": {}}]}"#
            )
                == "t.json:3:170: error: a modifier has exactly one kind key; found both 'gesture' and 'onTapGesture' (at scene.window.subviews[0].swiftui.modifiers[0].onTapGesture)"
        )
        #expect(
            Self.error(#"{"id": "r", "frame": [0, 0, 10, 10], "modifiers": [{"gesture": {"dragg": {}}, "id": "d"}]}"#)
                == "t.json:3:146: error: unknown gesture 'dragg'; did you mean 'drag'? (at scene.window.subviews[0].swiftui.modifiers[0].gesture.dragg)"
        )
        #expect(
            Self.error(
                #"{"id": "r", "frame": [0, 0, 10, 10], "modifiers": [{"gesture": {"tap": {}}, "id": "t", "gestureState": "s"}]}"#
            )
                == "t.json:3:185: error: 'gestureState' needs \"updating\" in 'callbacks': only updating(_:body:) writes a @GestureState (at scene.window.subviews[0].swiftui.modifiers[0].gestureState)"
        )
        #expect(
            Self.error(
                #"{"id": "r", "frame": [0, 0, 10, 10], "modifiers": [{"simultaneousGesture": {"representable": {"kind": "pan"}}, "id": "p"}]}"#
            )
                == "t.json:3:157: error: a representable cannot be attached with simultaneousGesture (SWIFTUI §6.10); use gesture or highPriorityGesture (at scene.window.subviews[0].swiftui.modifiers[0].simultaneousGesture)"
        )
        #expect(
            Self.error(#"{"id": "r", "frame": [0, 0, 10, 10], "children": [{"id": "r", "frame": [0, 0, 1, 1]}]}"#)
                == "t.json:3:139: error: duplicate id 'r': already used by a SwiftUI node at line 3, column 89 (at scene.window.subviews[0].swiftui.children[0].id)"
        )
        #expect(
            InputTests.DecoderTestSupport.error(
                InputTests.DecoderTestSupport.trace(
                    window: #""subviews": [{"id": "v", "frame": [0, 0, 1, 1], "swiftui": {}}]"#))
                == "t.json:2:120: error: 'swiftui' is only valid on a UIHostingView; this view is a 'UIView' (at scene.window.subviews[0].swiftui)"
        )
        #expect(
            Self.error(#"{"id": "r", "frame": [0, 0, 10, 10]}"#, settings: #"{"swiftuiModel": "legacy"}"#)
                == "t.json:1:60: error: unknown swiftuiModel 'legacy'; expected one of containers, graph (at scene.settings.swiftuiModel)"
        )
    }

    /// A node whose one modifier is `gesture: expression` (JSON text).
    static func partError(_ expression: String) -> String {
        error(#"{"id": "r", "frame": [0, 0, 10, 10], "modifiers": [{"gesture": "# + expression + #", "id": "g"}]}"#)
    }

    @Test("a composite's part may carry callbacks and a @GestureState; elsewhere they are located errors")
    func partCallbacks() throws {
        let ok = try HTMLReportTests.decode(
            Self.trace(
                #"{"id": "r", "frame": [0, 0, 10, 10], "modifiers": [{"gesture": {"sequenced": [{"longPress": {}, "callbacks": ["updating", "onEnded"], "gestureState": "p"}, {"exclusively": [{"drag": {}}, {"tap": {}, "callbacks": ["onEnded"]}]}]}, "id": "g", "callbacks": ["onEnded"]}]}"#
            ))
        let nodes = try #require(ok.scene.swiftUI.modifiers.first?.expression?.nodes)
        #expect(nodes.map(\.path) == ["", "/first", "/second", "/second/first", "/second/second"])
        #expect(
            nodes.map { $0.callbacks.map(\.rawValue).sorted() } == [[], ["onEnded", "updating"], [], [], ["onEnded"]])
        #expect(nodes.map(\.gestureState) == [nil, "p", nil, nil, nil])
        #expect(
            Self.partError(#"{"drag": {}, "callbacks": ["onEnded"]}"#)
                == "t.json:3:158: error: 'callbacks' of the whole gesture goes on the modifier; inside an expression only a composite's parts take it (at scene.window.subviews[0].swiftui.modifiers[0].gesture.callbacks)"
        )
        #expect(
            Self.partError(
                #"{"sequenced": [{"tap": {}, "gestureState": "s", "callbacks": ["onEnded"]}, {"drag": {}}]}"#)
                == "t.json:3:188: error: 'gestureState' needs \"updating\" in 'callbacks': only updating(_:body:) writes a @GestureState (at scene.window.subviews[0].swiftui.modifiers[0].gesture.sequenced[0].gestureState)"
        )
        #expect(
            Self.partError(#"{"sequenced": [{"tap": {}, "callback": ["onEnded"]}, {"drag": {}}]}"#)
                == "t.json:3:172: error: unknown key 'callback' beside the gesture; did you mean 'callbacks'? (at scene.window.subviews[0].swiftui.modifiers[0].gesture.sequenced[0].callback)"
        )
        #expect(
            Self.partError(#"{"sequenced": [{"tap": {}, "callbacks": ["onEnd"]}, {"drag": {}}]}"#)
                == "t.json:3:186: error: unknown callback 'onEnd'; expected one of updating, onChanged, onEnded (at scene.window.subviews[0].swiftui.modifiers[0].gesture.sequenced[0].callbacks[0])"
        )
        #expect(
            Self.partError(#"{"sequenced": [{"callbacks": ["onEnded"]}, {"drag": {}}]}"#)
                == "t.json:3:160: error: a gesture has exactly one key, one of tap, spatialTap, longPress, drag, magnify, rotate, button, simultaneously, sequenced, exclusively, representable, and optionally 'callbacks' and 'gestureState' (at scene.window.subviews[0].swiftui.modifiers[0].gesture.sequenced[0])"
        )
    }

    @Test("a UIKit recognizer may name a SwiftUI gesture by its name")
    func names() throws {
        let text = """
            {"gesturetrace": 1, "scene": {"window": {"id": "w", "frame": [0, 0, 390, 844],
             "recognizers": [{"id": "pan", "kind": "pan", "shouldRequireFailureOf": ["SwiftUIDrag"]}],
             "subviews": [{"id": "host", "class": "UIHostingView", "frame": [0, 0, 390, 844],
              "swiftui": {"id": "r", "frame": [0, 0, 390, 844],
               "modifiers": [{"gesture": {"drag": {"minimumDistance": 0}}, "id": "drag", "name": "SwiftUIDrag"}]}}]}},
             "events": []}
            """
        let scene = try InputTests.DecoderTestSupport.decode(text).scene
        let pan = try #require(scene.recognizers.first { $0.id == "pan" })
        #expect(pan.shouldRequireFailureOf.map { scene.recognizers[$0].id } == ["drag"])
    }

    /// A hosting view: a container with a gap, a circle, a clear node, an overlay that does not
    /// hit-test, a scroll view with a row, and a representable holding a UIButton.
    static let scene = """
        {"id": "root", "frame": [0, 0, 390, 844], "content": "none",
         "modifiers": [{"onTapGesture": {}, "id": "rootTap"}],
         "children": [
          {"id": "row", "frame": [0, 0, 390, 50], "content": "none",
           "modifiers": [{"onTapGesture": {}, "id": "early"}, {"contentShape": "rect"}, {"onTapGesture": {}, "id": "late"}],
           "children": [{"id": "text", "frame": [0, 0, 50, 50]}]},
          {"id": "circle", "frame": [100, 100, 100, 100], "shape": "ellipse"},
          {"id": "clear", "frame": [0, 300, 100, 100], "content": "clear"},
          {"id": "under", "frame": [200, 300, 100, 100]},
          {"id": "overlay", "frame": [200, 300, 100, 100], "modifiers": [{"allowsHitTesting": false}]},
          {"id": "list", "kind": "scrollView", "frame": [0, 500, 390, 200], "scroll": {"contentSize": [390, 1000]},
           "children": [{"id": "item", "frame": [0, 20, 390, 40], "modifiers": [{"onTapGesture": {}, "id": "itemTap"}]}]},
          {"id": "rep", "kind": "uikit", "frame": [0, 750, 100, 50],
           "view": {"id": "uiButton", "class": "UIButton", "frame": [0, 0, 50, 50]}}
         ]}
        """

    @Test("SwiftUI hit testing: content, gaps, shapes, contentShape order, allowsHitTesting, regions")
    func hitTesting() throws {
        let trace = try InputTests.DecoderTestSupport.decode(Self.trace(Self.scene))
        let geometry = ViewGeometry(scene: trace.scene)
        let hitTester = HitTester(scene: trace.scene, geometry: geometry)
        let swiftUI = SwiftUIRuntime(live: LiveScene(scene: trace.scene, geometry: geometry))
        func probe(_ x: Double, _ y: Double) -> String {
            let p = Point(x: x, y: y)
            let view = hitTester.hitTest(p)
            let path = swiftUI.path(hitView: view, at: p)
            let ids = path.map { trace.scene.swiftUI.modifiers[$0].id }
            return (view.map { trace.scene.views[$0].id } ?? "nil") + " " + ids.joined(separator: ",")
        }
        #expect(probe(10, 10) == "host early,late,rootTap")  // drawn text: every modifier
        #expect(probe(200, 10) == "host late,rootTap")  // gap: only after the contentShape
        #expect(probe(150, 150) == "host rootTap")  // inside the circle
        #expect(probe(105, 105) == "host ")  // the circle's corner: nothing, the host swallows it
        #expect(probe(50, 350) == "host ")  // clear content is not hit
        #expect(probe(250, 350) == "host rootTap")  // the overlay passes the touch to 'under'
        #expect(probe(10, 530) == "list itemTap,rootTap")  // a row inside the scroll view
        #expect(probe(10, 690) == "list rootTap")  // the scroll view's empty content
        #expect(probe(10, 760) == "uiButton rootTap")  // UIKit inside the representable
        #expect(probe(80, 760) == "rep rootTap")
    }
}
