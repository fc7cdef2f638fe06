@testable import GestureTrace

/// Lookin archives built from LookinServer's published class layout (QMUI/LookinServer: the
/// `encodeWithCoder:` of `LookinHierarchyFile.m`, `LookinHierarchyInfo.m`, `LookinAppInfo.m`,
/// `LookinDisplayItem.m`, `LookinObject.m`, `LookinEventHandler.m`, `LookinTuple.m`,
/// `LookinAttributesGroup.m`, `LookinAttributesSection.m`, `LookinAttribute.m`; identifiers from
/// `LookinAttrIdentifiers.m`, attribute types from `LookinAttrType.h`). No exported `.lookin`
/// file was found in a public repository, so these are the test fixtures (IOS-INPUTS §8.4):
/// `Tests/Fixtures/lookin/feed.lookin` is `LookinFixture.feed` written out, and a test checks
/// that the two stay the same bytes.
enum LookinFixture {
    typealias V = ArchivedValue

    static func chain(_ classes: String...) -> V {
        .array(classes.map { .string($0) })
    }

    /// A `LookinObject` (`oid`, `memoryAddress`, `classChainList`, `specialTrace`, `ivarTraces`).
    static func object(_ oid: Int64, _ address: String, _ chain: V, trace: String? = nil) -> V {
        .object(
            "LookinObject",
            [
                ("oid", .int(oid)), ("memoryAddress", .string(address)), ("classChainList", chain),
                ("specialTrace", trace.map { .string($0) } ?? .null), ("ivarTraces", .null),
            ])
    }

    /// A `LookinAttribute` (`displayTitle`, `identifier`, `attrType`, `value`, `extraValue`, `customSetterID`).
    static func attribute(_ id: String, type: Int64, _ value: V) -> V {
        .object(
            "LookinAttribute",
            [
                ("displayTitle", .null), ("identifier", .string(id)), ("attrType", .int(type)), ("value", value),
                ("extraValue", .null), ("customSetterID", .null),
            ])
    }

    static func bool(_ id: String, _ b: Bool) -> V { attribute(id, type: 14, .bool(b)) }

    static func group(_ id: String, _ sections: [(String, [V])]) -> V {
        .object(
            "LookinAttributesGroup",
            [
                ("userCustomTitle", .null), ("identifier", .string(id)),
                (
                    "attrSections",
                    .array(
                        sections.map { s in
                            .object(
                                "LookinAttributesSection", [("identifier", .string(s.0)), ("attributes", .array(s.1))])
                        })
                ),
            ])
    }

    /// `NSValue` holding a CGSize, as Foundation's keyed coding writes it.
    static func sizeValue(_ text: String) -> V {
        .object("NSValue", [("NS.special", .int(2)), ("NS.sizeval", .string(text))])
    }

    static func tuple(_ first: String, _ second: String) -> V {
        .object(["LookinStringTwoTuple", "NSObject"], [("first", .string(first)), ("second", .string(second))])
    }

    /// A control event's handler (`LookinEventHandlerTypeTargetAction`).
    static func controlHandler(_ event: String, _ targets: [(String, String)]) -> V {
        .object(
            "LookinEventHandler",
            [
                ("handlerType", .int(0)), ("gestureRecognizerIsEnabled", .bool(false)), ("eventName", .string(event)),
                ("gestureRecognizerDelegator", .null), ("targetActions", .array(targets.map { tuple($0.0, $0.1) })),
                ("inheritedRecognizerName", .null), ("recognizerIvarTraces", .null), ("recognizerOid", .int(0)),
            ])
    }

    /// A gesture recognizer's handler (`LookinEventHandlerTypeGesture`).
    static func recognizer(
        _ className: String, base: String? = nil, enabled: Bool = true, delegate: String? = nil,
        targets: [(String, String)] = [], ivars: [String] = [], oid: Int64
    ) -> V {
        .object(
            "LookinEventHandler",
            [
                ("handlerType", .int(1)), ("gestureRecognizerIsEnabled", .bool(enabled)),
                ("eventName", .string(className)),
                ("gestureRecognizerDelegator", delegate.map { .string($0) } ?? .null),
                ("targetActions", .array(targets.map { tuple($0.0, $0.1) })),
                ("inheritedRecognizerName", base.map { .string($0) } ?? .null),
                ("recognizerIvarTraces", .array(ivars.map { .string($0) })), ("recognizerOid", .int(oid)),
            ])
    }

    /// A `LookinDisplayItem` with every key `encodeWithCoder:` writes (iOS: CGRects as strings).
    static func item(
        view: V?, frame: String, bounds: String, hidden: Bool = false, alpha: Double = 1,
        controller: V? = nil, attributes: [V] = [], handlers: [V] = [], key: Bool = false, subitems: [V] = [],
        layerOid: Int64 = 0
    ) -> V {
        .object(
            "LookinDisplayItem",
            [
                ("customInfo", .null), ("subitems", subitems.isEmpty ? .null : .array(subitems)),
                ("hidden", .bool(hidden)),
                ("alpha", .real(alpha)), ("viewObject", view ?? .null),
                ("layerObject", object(layerOid, "0x600000c1\(layerOid)", chain("CALayer", "NSObject"))),
                ("hostViewControllerObject", controller ?? .null),
                ("attributesGroupList", attributes.isEmpty ? .null : .array(attributes)),
                ("customAttrGroupList", .null), ("representedAsKeyWindow", .bool(key)),
                ("eventHandlers", handlers.isEmpty ? .null : .array(handlers)), ("shouldCaptureImage", .bool(true)),
                ("soloScreenshot", .data([0x89, 0x50, 0x4E, 0x47])), ("groupScreenshot", .null),
                ("customDisplayTitle", .null), ("danceuiSource", .null), ("frame", .string(frame)),
                ("bounds", .string(bounds)), ("backgroundColor", .array([.real(1), .real(1), .real(1), .real(1)])),
            ])
    }

    static func interaction(_ enabled: Bool, clips: Bool = false) -> V {
        group("vl", [("v_i", [bool("vl_i_i", enabled), bool("vl_i_m", clips)])])
    }

    /// A photo feed: a scrolled feed scroll view holding a card with a double-tap, a custom
    /// recognizer and a like button; a text field, a disabled switch, hidden and transparent
    /// views, a scaled badge, a layer without a view, an edge pan, and a second window.
    static var feed: V {
        let vcAddress = "0x7fa1c0d0a000"
        let card = item(
            view: object(
                20, "0x7fa1c0e20000", chain("Feed.PhotoCardView", "UIView", "UIResponder", "NSObject"),
                trace: "(FeedViewController *) -> _card"),
            frame: "{{16, 140}, {358, 300}}", bounds: "{{0, 0}, {358, 300}}",
            attributes: [interaction(true, clips: true)],
            handlers: [
                recognizer(
                    "UITapGestureRecognizer", delegate: "<Feed.PhotoCardView: 0x7fa1c0e20000>",
                    targets: [("<Feed.PhotoCardView: 0x7fa1c0e20000>", "handleDoubleTap:")],
                    ivars: ["(Feed.PhotoCardView *) -> doubleTap"], oid: 101),
                recognizer(
                    "Feed.HeartGestureRecognizer", base: "UIGestureRecognizer",
                    targets: [("<FeedViewController: \(vcAddress)>", "drewHeart:")], oid: 102),
                recognizer(
                    "Feed.LongPressMenuRecognizer", base: "UILongPressGestureRecognizer", enabled: false, oid: 103),
            ],
            subitems: [
                item(
                    view: object(21, "0x7fa1c0e21000", chain("UIImageView", "UIView", "UIResponder", "NSObject")),
                    frame: "{{0, 0}, {358, 240}}", bounds: "{{0, 0}, {358, 240}}", attributes: [interaction(false)]),
                item(
                    view: object(22, "0x7fa1c0e22000", chain("UILabel", "UIView", "UIResponder", "NSObject")),
                    frame: "{{12, 252}, {200, 20.5}}", bounds: "{{0, 0}, {200, 20.5}}", attributes: [interaction(true)],
                    handlers: [recognizer("UITapGestureRecognizer", oid: 104)]),
                item(
                    view: object(
                        23, "0x7fa1c0e23000",
                        chain("Feed.LikeButton", "UIButton", "UIControl", "UIView", "UIResponder", "NSObject")
                    ),
                    frame: "{{302, 248}, {44, 44}}", bounds: "{{0, 0}, {44, 44}}",
                    attributes: [
                        interaction(true), group("co", [("c_e", [bool("ct_e_e", true), bool("ct_e_s", false)])]),
                    ],
                    handlers: [
                        controlHandler("UIControlEventTouchDown", [("<Feed.LikeButton: 0x7fa1c0e23000>", "pressDown")]),
                        controlHandler(
                            "UIControlEventTouchUpInside", [("<FeedViewController: \(vcAddress)>", "likeTapped:")]),
                    ],
                    subitems: [
                        // The button's image: a layer-backed UIImageView of UIButton's own.
                        item(
                            view: object(
                                24, "0x7fa1c0e24000", chain("UIImageView", "UIView", "UIResponder", "NSObject")),
                            frame: "{{10, 10}, {24, 24}}", bounds: "{{0, 0}, {24, 24}}",
                            attributes: [interaction(false)])
                    ]),
            ])
        let scroll = item(
            view: object(
                10, "0x7fa1c1800000", chain("Feed.FeedScrollView", "UIScrollView", "UIView", "UIResponder", "NSObject")),
            frame: "{{0, 0}, {390, 844}}", bounds: "{{0, 120}, {390, 844}}",
            attributes: [
                interaction(true, clips: true),
                group(
                    "s",
                    [
                        ("s_cs", [attribute("sv_c_s", type: 19, sizeValue("{390, 2000}"))]),
                        ("s_bo", [bool("sv_b_h", false), bool("sv_b_v", true)]),
                        ("s_s", [bool("sv_s_s", true), bool("sv_s_p", false)]),
                        ("s_ct", [bool("sv_c_d", true), bool("sv_c_c", false)]),
                    ]),
            ],
            handlers: [
                recognizer("UIScrollViewDelayedTouchesBeganGestureRecognizer", base: "UIGestureRecognizer", oid: 11),
                recognizer(
                    "UIScrollViewPanGestureRecognizer", base: "UIPanGestureRecognizer",
                    delegate: "<Feed.FeedScrollView: 0x7fa1c1800000>",
                    targets: [("<Feed.FeedScrollView: 0x7fa1c1800000>", "handlePan:")], oid: 12),
            ],
            subitems: [
                card,
                item(
                    view: object(
                        30, "0x7fa1c0e30000", chain("UITextField", "UIControl", "UIView", "UIResponder", "NSObject")),
                    frame: "{{16, 460}, {358, 44}}", bounds: "{{0, 0}, {358, 44}}", attributes: [interaction(true)],
                    handlers: [
                        controlHandler(
                            "UIControlEventEditingChanged", [("<FeedViewController: \(vcAddress)>", "search:")]),
                        recognizer("UITextTapRecognizer", base: "UITapGestureRecognizer", oid: 31),
                    ]),
                item(
                    view: object(
                        32, "0x7fa1c0e32000", chain("UISwitch", "UIControl", "UIView", "UIResponder", "NSObject")),
                    frame: "{{309, 520}, {51, 31}}", bounds: "{{0, 0}, {51, 31}}",
                    attributes: [interaction(true), group("co", [("c_e", [bool("ct_e_e", false)])])],
                    handlers: [
                        controlHandler(
                            "UIControlEventValueChanged", [("<FeedViewController: \(vcAddress)>", "toggled:")])
                    ]),
                item(
                    view: object(33, "0x7fa1c0e33000", chain("UIView", "UIResponder", "NSObject")),
                    frame: "{{0, 600}, {390, 80}}", bounds: "{{0, 0}, {390, 80}}", hidden: true,
                    attributes: [interaction(true)]),
                item(
                    view: object(34, "0x7fa1c0e34000", chain("UIView", "UIResponder", "NSObject")),
                    frame: "{{0, 700}, {390, 80}}", bounds: "{{0, 0}, {390, 80}}", alpha: 0.004999999888241291,
                    attributes: [interaction(true)]),
            ])
        let root = item(
            view: object(5, "0x7fa1c0f05000", chain("UIView", "UIResponder", "NSObject")),
            frame: "{{0, 0}, {390, 844}}", bounds: "{{0, 0}, {390, 844}}",
            controller: object(
                6, vcAddress, chain("FeedViewController", "UIViewController", "UIResponder", "NSObject")),
            attributes: [interaction(true)],
            handlers: [
                recognizer(
                    "UIScreenEdgePanGestureRecognizer",
                    targets: [("<FeedViewController: \(vcAddress)>", "edgeSwiped:")],
                    oid: 7)
            ],
            subitems: [
                scroll,
                // A badge scaled by a transform: its frame is the scaled box, its bounds the size.
                item(
                    view: object(40, "0x7fa1c0e40000", chain("Feed.BadgeView", "UIView", "UIResponder", "NSObject")),
                    frame: "{{330, 52}, {48, 48}}", bounds: "{{0, 0}, {32, 32}}", attributes: [interaction(true)]),
                // A plain sublayer (a gradient) with a sublayer of its own: not views.
                item(
                    view: nil, frame: "{{0, 0}, {390, 100}}", bounds: "{{0, 0}, {390, 100}}",
                    subitems: [item(view: nil, frame: "{{0, 0}, {10, 10}}", bounds: "{{0, 0}, {10, 10}}")]),
            ])
        let window = item(
            view: object(1, "0x7fa1c0c01000", chain("UIWindow", "UIView", "UIResponder", "NSObject")),
            frame: "{{0, 0}, {390, 844}}", bounds: "{{0, 0}, {390, 844}}", attributes: [interaction(true)], key: true,
            subitems: [root])
        let keyboardWindow = item(
            view: object(
                2, "0x7fa1c0c02000", chain("UITextEffectsWindow", "UIWindow", "UIView", "UIResponder", "NSObject")),
            frame: "{{0, 0}, {390, 844}}", bounds: "{{0, 0}, {390, 844}}")
        return file(windows: [keyboardWindow, window])
    }

    /// A `LookinHierarchyFile` around `windows`, with a `LookinAppInfo`.
    static func file(windows: [V]) -> V {
        let app = V.object(
            "LookinAppInfo",
            [
                ("serverVersion", .int(7)), ("serverReadableVersion", .string("1.2.8")),
                ("swiftEnabledInLookinServer", .int(1)), ("1", .null), ("2", .null), ("5", .string("Feed")),
                ("appBundleIdentifier", .string("com.example.feed")), ("3", .string("iPhone 15")),
                ("4", .string("17.4")),
                ("osMainVersion", .int(17)), ("8", .int(1)), ("6", .real(390)), ("7", .real(844)),
                ("screenScale", .real(3)), ("appInfoIdentifier", .int(1)), ("shouldUseCache", .bool(false)),
            ])
        let info = V.object(
            "LookinHierarchyInfo",
            [("1", .array(windows)), ("3", .null), ("4", .null), ("2", app), ("serverVersion", .int(7))])
        return .object(
            "LookinHierarchyFile",
            [
                ("serverVersion", .int(7)), ("hierarchyInfo", info), ("soloScreenshots", .null),
                ("groupScreenshots", .null),
            ])
    }
}
