/// Builds each recognizer's class logic from its scene description (FORMAT §2.2): the one
/// place that switches on a recognizer's kind for the replay. What a class adds to the
/// arbiter's steps comes with its logic (`RecognizerClassHooks`).
enum RecognizerFactory {
    /// `swiftUI`: the replay's SwiftUI side, which SwiftUI's recognizers feed (SWIFTUI §2);
    /// `live`: the scene as it is now, whose content offsets scroll views' pans read and move
    /// (SEMANTICS §9.4.4, §2.13); `contextMenus`: the views' context menu interactions, which
    /// their recognizers share (SEMANTICS §9.13); `sheets`: the presented page sheets'
    /// interactions, which their dismiss pans and the scroll views inside them drive
    /// (SEMANTICS §9.14).
    static func makeLogic(
        for spec: RecognizerSpec, scene: Scene, swiftUI: SwiftUIRuntime?, live: LiveScene,
        contextMenus: ContextMenuInteractions, sheets: SheetInteractions
    ) -> RecognizerLogic {
        switch spec.kind {
        case let .tap(taps, touches):
            return TapLogic(taps: taps, touches: touches)
        case let .longPress(duration, movement, taps, touches):
            return LongPressLogic(
                minimumPressDuration: duration, allowableMovement: movement, taps: taps, touches: touches)
        case let .pan(minimum, maximum):
            return PanLogic(minimumNumberOfTouches: minimum, maximumNumberOfTouches: maximum)
        case let .swipe(directions, touches):
            return SwipeLogic(directions: directions, touches: touches)
        case .pinch:
            return PinchLogic()
        case .rotation:
            return RotationLogic()
        case .screenEdgePan(let edges):
            // The iOS 26 content back swipe recognizes without an edge region (SEMANTICS §9.7).
            let anywhere: Bool
            if case .contentBackSwipe? = spec.navigationRole { anywhere = true } else { anywhere = false }
            return ScreenEdgePanLogic(edges: edges, recognizesWithoutEdge: anywhere)
        case let .fingers(count, failOnExtra):
            return FingersLogic(count: count, failOnExtra: failOnExtra)
        case let .script(_, steps):
            return ScriptLogic(steps: steps)
        case .swiftUI(let modifier):
            return SwiftUIRecognizerLogic(runtime: swiftUI, modifier: modifier)
        case .swiftUIHost:
            return SwiftUIRecognizerLogic(runtime: swiftUI, modifier: nil)
        case .scrollViewPan:
            let sheet = SheetRules.sheet(for: spec.view, in: scene).map(sheets.interaction(of:))
            return PanLogic(scrollView: ScrollViewPan(view: spec.view, live: live, sheet: sheet))
        case .custom(let custom):
            return CustomRecognizerLogic.make(custom, spec: spec, scene: scene)
        case .textMultiTap:
            return TextMultiTapLogic(interaction: TextInteraction(spec: scene.views[spec.view].text ?? TextSpec()))
        case .swipeActionPan:
            return SwipeActionPanLogic(list: spec.view)
        case .contextMenu(let role):
            let interaction = contextMenus.interaction(of: spec.view)
            if role == .press { return ContextMenuPressLogic(interaction: interaction) }
            return ContextMenuRelationshipLogic(role: role, interaction: interaction)
        case .systemGestureGate:
            return SystemGestureGateLogic(spec: scene.views[spec.view].systemGestures ?? SystemGestureSpec())
        case .sheetPan:
            return SheetPanLogic(interaction: sheets.interaction(of: spec.view))
        }
    }
}
