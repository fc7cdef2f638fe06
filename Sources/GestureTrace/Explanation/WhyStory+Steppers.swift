/// `why` for a UIStepper (SEMANTICS §9.9): a stepper inside a scroll view that delays content
/// touches sees a held finger only when the delay ends, and its autorepeat timer starts then, so
/// the first step of a hold comes 0.15 s late (the classic "the stepper in my form reacts
/// slowly"); the usual fix is the scroll view's `delaysContentTouches`.
extension WhyStory {
    /// The line told after a stepper's delayed `touchesBegan`: when its autorepeat will first
    /// step, and the fix; nil when `id` is not a stepper, the began was not delayed or the
    /// stepper does not autorepeat.
    static func delayedStepperStart(
        _ id: String, began index: Int, _ records: [Record], scene: Scene
    ) -> (line: String, fixes: [WhyFix])? {
        guard let view = scene.views.first(where: { $0.id == id }), let stepper = view.stepper, stepper.autorepeat,
            case let .deliver(_, .began, _, delayed, _) = records[index].body, delayed
        else { return nil }
        let firstStep = DecimalFormat.time(records[index].time + StepperRules.timerDelay)
        let line =
            "the stepper's autorepeat timer starts when touchesBegan reaches it, so a held half steps first at t=\(firstStep), 0.5 s after this delayed began rather than after touch down (SEMANTICS §9.9)"
        guard let scrollView = enclosingScrollView(of: id, scene: scene) else { return (line, []) }
        return (
            line,
            [
                WhyFix(
                    ScenePatch(scrollView, .delaysContentTouches(false)),
                    "hands the stepper its touch at touch down, so a held half steps 0.5 s after the finger lands (SEMANTICS §9.4.1, §9.9)"
                )
            ]
        )
    }

    /// The SEMANTICS section of a control event that carries a value.
    static func valueSection(of id: String, scene: Scene) -> String {
        switch scene.views.first(where: { $0.id == id })?.viewClass {
        case .stepper: return "§9.9"
        case .switch: return "§9.10"
        default: return "§9.6"
        }
    }
}
