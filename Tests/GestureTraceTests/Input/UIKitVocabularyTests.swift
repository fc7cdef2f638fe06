import Testing

@testable import GestureTrace

/// UIKit's names accepted as synonyms of FORMAT's shorter ones (FORMAT §2.1, §2.2), and the
/// UIKit view classes a scene may name.
extension InputTests {
    @Suite struct UIKitVocabularyTests {
        typealias S = DecoderTestSupport

        /// A trace whose window holds `subviews` (JSON text).
        static func scene(_ subviews: String) -> String {
            S.trace(window: "\"subviews\": [\(subviews)]")
        }

        @Test(
            "each UIKit recognizer class name decodes as its kind",
            arguments: [
                ("UITapGestureRecognizer", "tap"), ("UILongPressGestureRecognizer", "longPress"),
                ("UIPanGestureRecognizer", "pan"), ("UISwipeGestureRecognizer", "swipe"),
                ("UIPinchGestureRecognizer", "pinch"), ("UIRotationGestureRecognizer", "rotation"),
                ("UIScreenEdgePanGestureRecognizer", "screenEdgePan"),
            ])
        func kindSynonyms(uikit: String, format: String) throws {
            let edges = format == "screenEdgePan" ? ", \"edges\": [\"left\"]" : ""
            func kind(_ name: String) throws -> RecognizerKind {
                let trace = try S.decode(
                    Self.scene(
                        "{\"id\": \"v\", \"frame\": [0, 0, 1, 1], \"recognizers\": [{\"id\": \"r\", \"kind\": \"\(name)\"\(edges)}]}"
                    ))
                return trace.scene.recognizers[0].kind
            }
            #expect("\(try kind(uikit))" == "\(try kind(format))")
        }

        @Test("numberOfTapsRequired, numberOfTouchesRequired and isEnabled stand for taps, touches and enabled")
        func recognizerKeySynonyms() throws {
            let trace = try S.decode(
                Self.scene(
                    """
                    {"id": "v", "frame": [0, 0, 1, 1], "recognizers": [
                      {"id": "t", "kind": "UITapGestureRecognizer", "numberOfTapsRequired": 2, "numberOfTouchesRequired": 3,
                       "isEnabled": false},
                      {"id": "lp", "kind": "longPress", "numberOfTapsRequired": 1, "numberOfTouchesRequired": 2,
                       "minimumPressDuration": 0.2},
                      {"id": "sw", "kind": "swipe", "numberOfTouchesRequired": 2}]}
                    """))
            let r = trace.scene.recognizers
            #expect("\(r[0].kind)" == "\(RecognizerKind.tap(taps: 2, touches: 3))")
            #expect(r[0].enabled == false)
            #expect(
                "\(r[1].kind)"
                    == "\(RecognizerKind.longPress(minimumPressDuration: 0.2, allowableMovement: 10, taps: 1, touches: 2))"
            )
            #expect("\(r[2].kind)" == "\(RecognizerKind.swipe(directions: .right, touches: 2))")
        }

        @Test("a key given in both spellings is an error naming both")
        func bothSpellings() {
            #expect(
                S.error(
                    Self.scene(
                        "{\"id\": \"v\", \"frame\": [0, 0, 1, 1], \"recognizers\": [{\"id\": \"t\", \"kind\": \"tap\", \"taps\": 2, \"numberOfTapsRequired\": 2}]}"
                    ))
                    == "t.json:2:163: error: 'numberOfTapsRequired' is UIKit's name for 'taps', which is also given; give one of them (at scene.window.subviews[0].recognizers[0].numberOfTapsRequired)"
            )
            #expect(
                S.error(Self.scene("{\"id\": \"v\", \"frame\": [0, 0, 1, 1], \"isHidden\": true, \"hidden\": false}"))
                    == "t.json:2:127: error: 'hidden' is also given as UIKit's 'isHidden'; give one of them (at scene.window.subviews[0].hidden)"
            )
        }

        @Test("a misspelt UIKit class name is answered with the nearest name and its FORMAT kind")
        func kindSuggestion() {
            #expect(
                S.error(
                    Self.scene(
                        "{\"id\": \"v\", \"frame\": [0, 0, 1, 1], \"recognizers\": [{\"id\": \"t\", \"kind\": \"UITapGestureRecogniser\"}]}"
                    ))
                    == "t.json:2:145: error: unknown recognizer kind 'UITapGestureRecogniser'; did you mean 'UITapGestureRecognizer' ('tap')? (at scene.window.subviews[0].recognizers[0].kind)"
            )
            #expect(
                S.error(
                    Self.scene(
                        "{\"id\": \"v\", \"frame\": [0, 0, 1, 1], \"recognizers\": [{\"id\": \"t\", \"kind\": \"UIHoverGestureRecognizer\"}]}"
                    ))
                    == "t.json:2:145: error: unknown recognizer kind 'UIHoverGestureRecognizer'; expected one of tap, longPress, pan, swipe, pinch, rotation, screenEdgePan, fingers, script, custom (or UIKit's class name, such as UITapGestureRecognizer) (at scene.window.subviews[0].recognizers[0].kind)"
            )
        }

        @Test("UIKit's view and scroll property names stand for FORMAT's keys")
        func viewKeySynonyms() throws {
            let trace = try S.decode(
                Self.scene(
                    """
                    {"id": "v", "frame": [0, 0, 1, 1], "isHidden": true, "isUserInteractionEnabled": false,
                     "isMultipleTouchEnabled": true, "isExclusiveTouch": true,
                     "gestureRecognizers": [{"id": "t", "kind": "tap"}]},
                    {"id": "b", "class": "UIButton", "frame": [0, 0, 1, 1], "control": {"isEnabled": false}},
                    {"id": "s", "class": "UIScrollView", "frame": [0, 0, 1, 1], "scroll": {"isScrollEnabled": false}}
                    """))
            let v = trace.scene.views[1]
            #expect(v.hidden && !v.userInteractionEnabled && v.multipleTouchEnabled && v.exclusiveTouch)
            #expect(v.recognizers.map { trace.scene.recognizers[$0].id } == ["t"])
            #expect(trace.scene.views[2].control?.enabled == false)
            #expect(trace.scene.views[3].scroll?.scrollEnabled == false)
            #expect(trace.scene.recognizers.first { $0.id == "s.pan" }?.enabled == false)
        }

        @Test("table, collection and text views are scroll views; a text field is a control; a stack view is a view")
        func viewClasses() throws {
            let trace = try S.decode(
                Self.scene(
                    """
                    {"id": "table", "class": "UITableView", "frame": [0, 0, 1, 1], "scroll": {"contentSize": [1, 5]}},
                    {"id": "grid", "class": "UICollectionView", "frame": [0, 0, 1, 1]},
                    {"id": "notes", "class": "UITextView", "frame": [0, 0, 1, 1]},
                    {"id": "name", "class": "UITextField", "frame": [0, 0, 1, 1]},
                    {"id": "stack", "class": "UIStackView", "frame": [0, 0, 1, 1]}
                    """))
            let views = trace.scene.views
            #expect(views[1...3].allSatisfy { $0.scroll != nil && $0.control == nil })
            #expect(trace.scene.recognizers.map(\.id) == ["table.pan", "grid.pan", "notes.pan"])
            #expect(views[4].control != nil && views[4].scroll == nil && views[4].touches == .handle)
            #expect(views[5].control == nil && views[5].scroll == nil && views[5].userInteractionEnabled)
            #expect(!ViewClass.textField.blocksSingleTapOfOtherViews)
        }

        @Test(
            "an unknown view class is answered with the class to write: UIKit's modelled ancestor, a near spelling, or the ending of a custom name"
        )
        func viewClassHints() {
            func error(_ name: String) -> String {
                S.error(Self.scene("{\"id\": \"v\", \"class\": \"\(name)\", \"frame\": [0, 0, 1, 1]}"))
            }
            #expect(
                error("UICollectionViewListCell")
                    == "t.json:2:95: error: unknown view class 'UICollectionViewListCell'; UIKit's UICollectionViewListCell is replayed as its nearest modelled class: write \"class\": \"UICollectionViewCell\" (and \"_class\": \"UICollectionViewListCell\" to keep its name) (at scene.window.subviews[0].class)"
            )
            #expect(
                error("UIDatePicker")
                    == "t.json:2:95: error: unknown view class 'UIDatePicker'; UIKit's UIDatePicker is replayed as its nearest modelled class: write \"class\": \"UIControl\" (and \"_class\": \"UIDatePicker\" to keep its name) (at scene.window.subviews[0].class)"
            )
            #expect(
                error("UIImageVeiw")
                    == "t.json:2:95: error: unknown view class 'UIImageVeiw'; did you mean 'UIImageView'? (at scene.window.subviews[0].class)"
            )
            let list =
                "UIView, UILabel, UIImageView, UIControl, UIButton, UISwitch, UISlider, UISegmentedControl, UIStepper, UIPageControl, UIScrollView, UITableView, UICollectionView, UITableViewCell, UICollectionViewCell, UITextView, UITextField, UIStackView, UIHostingView"
            #expect(
                error("ProfileButton")
                    == "t.json:2:95: error: unknown view class 'ProfileButton'; a scene names UIKit classes only (\(list)): for a class of your own or of another framework, write the UIKit class it inherits from, probably \"class\": \"UIButton\", and \"_class\": \"ProfileButton\" to keep its name (at scene.window.subviews[0].class)"
            )
            #expect(
                error("MKMapView")
                    == "t.json:2:95: error: unknown view class 'MKMapView'; a scene names UIKit classes only (\(list)): for a class of your own or of another framework, write the UIKit class it inherits from, probably \"class\": \"UIView\", and \"_class\": \"MKMapView\" to keep its name (at scene.window.subviews[0].class)"
            )
        }

        @Test("scroll.touchesShouldCancel takes true, false or \"default\"")
        func touchesShouldCancel() throws {
            let trace = try S.decode(
                Self.scene(
                    """
                    {"id": "a", "class": "UIScrollView", "frame": [0, 0, 1, 1], "scroll": {"touchesShouldCancel": true}},
                    {"id": "b", "class": "UIScrollView", "frame": [0, 0, 1, 1], "scroll": {"touchesShouldCancel": false}},
                    {"id": "c", "class": "UIScrollView", "frame": [0, 0, 1, 1], "scroll": {"touchesShouldCancel": "default"}}
                    """))
            #expect(trace.scene.views[1...3].map { $0.scroll?.touchesShouldCancel } == [.always, .never, .default])
            #expect(TouchesShouldCancel.default.answer(for: .button) == false)
            #expect(TouchesShouldCancel.default.answer(for: .view) == true)
            #expect(TouchesShouldCancel.always.answer(for: .button) == true)
            #expect(TouchesShouldCancel.never.answer(for: .view) == false)
            #expect(
                S.error(
                    Self.scene(
                        "{\"id\": \"a\", \"class\": \"UIScrollView\", \"frame\": [0, 0, 1, 1], \"scroll\": {\"touchesShouldCancel\": \"yes\"}}"
                    ))
                    == "t.json:2:168: error: expected true (an override returning true: content controls may be cancelled), false, or \"default\" (false for a UIControl) for touchesShouldCancel, found string 'yes' (at scene.window.subviews[0].scroll.touchesShouldCancel)"
            )
        }
    }
}
