/// `why` for a UISlider, or for a recognizer a slider refused (SEMANTICS §9.6): a touch the
/// slider did not track because it began off the thumb (the classic "the slider in a scroll
/// view only moves if I hold it first": the scroll view's content delay lets the finger leave
/// the thumb before the slider sees the touch), its values, and the usual fixes.
extension WhyStory {
    /// The line told after a slider's `touchesBegan` that sent no touchDown: the touch began
    /// off the thumb's touch area, so `beginTracking` refused it; nil when the slider tracked it
    /// or `id` is not a slider.
    static func untrackedSliderTouch(
        _ id: String, began index: Int, _ records: [Record], scene: Scene
    ) -> (line: String, fixes: [WhyFix])? {
        guard let slider = scene.views.first(where: { $0.id == id }), slider.slider != nil else { return nil }
        for record in restOfFrame(from: index, records).dropFirst() {
            if case let .control(control, .touchDown, _) = record.body, control == id { return nil }
        }
        guard case let .deliver(_, _, _, delayed, _) = records[index].body else { return nil }
        let line =
            "the touch was not on the thumb's touch area (its rect grown to 48 × 48 pt) when the slider got it: beginTracking refused it, so the slider does not track it and sends nothing (SEMANTICS §9.6)"
        guard delayed, let scrollView = enclosingScrollView(of: id, scene: scene) else { return (line, []) }
        return (
            line,
            [
                WhyFix(
                    ScenePatch(scrollView, .delaysContentTouches(false)),
                    "hands the slider its touch at touch down, while the finger is still on the thumb; it then tracks and refuses the scroll pan (SEMANTICS §9.4.1, §9.6)"
                ),
                // The other half of the usual answer, replayed to show what it does alone.
                WhyFix(
                    ScenePatch(scrollView, .canCancelContentTouches(false)),
                    "(often tried) stops the scroll view's pan from cancelling a content touch it has delivered (SEMANTICS §9.4.2)"
                ),
            ]
        )
    }

    /// The fixes for a recognizer a UISlider refused in `gestureRecognizerShouldBegin`.
    static func sliderRefusalFix(for reason: Reason, id: String) -> [WhyFix]? {
        guard case .shouldBegin(.control(_, .slider, _)) = reason else { return nil }
        return [
            .advice(
                "a UISlider keeps the drags that start on its thumb: it refuses other recognizers while it tracks, and pans or swipes along it on its thumb (SEMANTICS §9.6); to let \(id) take them, return true for it from gestureRecognizerShouldBegin(_:) in a UISlider subclass"
            )
        ]
    }

    /// The nearest scroll view above view `id`: the one whose content delay withholds its touches.
    static func enclosingScrollView(of id: String, scene: Scene) -> String? {
        var v = scene.views.firstIndex { $0.id == id }.flatMap { scene.views[$0].parent }
        var steps = 0
        while let current = v, steps <= scene.views.count {
            if scene.views[current].scroll != nil { return scene.views[current].id }
            v = scene.views[current].parent
            steps += 1
        }
        return nil
    }
}
