import Testing

@testable import GestureTrace

/// SEMANTICS §9.6: a UISlider's thumb geometry, its touch area, the value a finger's position
/// means, and the control events its tracking sends; decoded from scenes so the `slider` key is
/// exercised too.
@Suite struct SliderTests {
    static let bounds = Rect(x: 0, y: 0, width: 331, height: 34)

    @Test("the thumb travels from the bounds' left edge (minimum) to its right edge (maximum), centred vertically")
    func thumbRect() {
        var spec = SliderSpec()
        spec.minimumValue = 10
        spec.maximumValue = 20
        #expect(
            SliderGeometry.thumbRect(bounds: Self.bounds, value: 10, spec: spec)
                == Rect(x: 0, y: 2, width: 31, height: 31))
        #expect(
            SliderGeometry.thumbRect(bounds: Self.bounds, value: 15, spec: spec)
                == Rect(x: 150, y: 2, width: 31, height: 31))
        #expect(
            SliderGeometry.thumbRect(bounds: Self.bounds, value: 20, spec: spec)
                == Rect(x: 300, y: 2, width: 31, height: 31))
        // Outside the range the thumb stays at its end; an empty range puts it at the minimum.
        #expect(SliderGeometry.thumbRect(bounds: Self.bounds, value: 99, spec: spec).minX == 300)
        spec.maximumValue = 10
        #expect(SliderGeometry.thumbRect(bounds: Self.bounds, value: 10, spec: spec).minX == 0)
    }

    @Test("the touch area is the thumb grown to at least 48 pt on each axis, and no smaller than a big thumb")
    func thumbHitRect() {
        var spec = SliderSpec()
        #expect(
            SliderGeometry.thumbHitRect(bounds: Self.bounds, value: 0, spec: spec)
                == Rect(x: -8.5, y: -6.5, width: 48, height: 48))
        spec.thumbSize = Size(width: 60, height: 20)
        #expect(
            SliderGeometry.thumbHitRect(bounds: Self.bounds, value: 0, spec: spec)
                == Rect(x: 0, y: -7, width: 60, height: 48))
    }

    @Test("the value follows the finger with its offset from the thumb's centre kept, clamped to the range")
    func valueFromPosition() {
        let spec = SliderSpec()
        // Grabbed 5 pt left of the centre of the thumb at 0.5 (centre x 165.5).
        let offset = SliderGeometry.hitOffset(touchX: 160.5, bounds: Self.bounds, value: 0.5, spec: spec)
        #expect(offset == 5)
        #expect(SliderGeometry.value(touchX: 160.5, hitOffset: offset, bounds: Self.bounds, spec: spec) == 0.5)
        #expect(SliderGeometry.value(touchX: 310.5, hitOffset: offset, bounds: Self.bounds, spec: spec) == 1)
        #expect(SliderGeometry.value(touchX: -50, hitOffset: offset, bounds: Self.bounds, spec: spec) == 0)
        #expect(SliderGeometry.value(touchX: 85.5, hitOffset: offset, bounds: Self.bounds, spec: spec) == 0.25)
    }

    /// The control records of a slider at (20, 100, 331, 34) with `slider` keys, as
    /// `event` or `event=value`.
    static func events(slider: String, _ events: String) throws -> [String] {
        let scene = """
            {"window": {"id": "window", "frame": [0, 0, 390, 844], "subviews": [
              {"id": "s", "class": "UISlider", "frame": [20, 100, 331, 34], "slider": \(slider)}]}}
            """
        let records = try FuzzFindingsTests.records(#"{"gesturetrace": 1, "scene": \#(scene), "events": \#(events)}"#)
        return records.compactMap { record in
            guard case let .control(_, event, value) = record.body else { return nil }
            return value.map { "\(event.rawValue)=\(DecimalFormat.format($0, decimals: 3))" } ?? event.rawValue
        }
    }

    /// Grabs the thumb at 0.5 (x 150 … 181 of the slider, centre 165.5) at x 165, 0.5 pt left
    /// of its centre (offset rounded to 1), drags to x 240 (0.752), lifts at x 280.
    static let drag = """
        [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 185, "y": 117}]},
         {"t": 0.05, "touches": [{"id": 1, "phase": "moved", "x": 260, "y": 117}]},
         {"t": 0.1, "touches": [{"id": 1, "phase": "ended", "x": 300, "y": 117}]}]
        """

    @Test(
        "a continuous slider sends valueChanged (and the primary action) at touch down, before each drag event and before touchUpInside"
    )
    func continuous() throws {
        #expect(
            try Self.events(slider: #"{"value": 0.5}"#, Self.drag) == [
                "touchDown", "valueChanged=0.5", "primaryActionTriggered", "valueChanged=0.752",
                "primaryActionTriggered", "touchDragInside", "valueChanged=0.752", "primaryActionTriggered",
                "touchUpInside",
            ])
    }

    @Test("a slider that is not continuous sends valueChanged once, when the touch ends")
    func notContinuous() throws {
        #expect(
            try Self.events(slider: #"{"value": 0.5, "isContinuous": false}"#, Self.drag) == [
                "touchDown", "touchDragInside", "valueChanged=0.752", "primaryActionTriggered", "touchUpInside",
            ])
    }

    @Test("a touch off the thumb is not tracked: no control event at all")
    func offThumb() throws {
        #expect(try Self.events(slider: #"{"value": 0}"#, Self.drag) == [])
    }

    @Test("a cancelled touch sends touchCancel only")
    func cancelled() throws {
        let events = """
            [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 185, "y": 117}]},
             {"t": 0.05, "touches": [{"id": 1, "phase": "cancelled", "x": 185, "y": 117}]}]
            """
        #expect(
            try Self.events(slider: #"{"value": 0.5, "isContinuous": false}"#, events) == ["touchDown", "touchCancel"])
    }

    @Test("'slider' only on a UISlider; the minimum must not exceed the maximum; a value outside is clamped")
    func decoding() throws {
        func message(_ view: String) -> String? { SceneErrorMessage.message(view: view) }
        #expect(
            message(#"{"id": "b", "class": "UIButton", "frame": [0, 0, 10, 10], "slider": {}}"#)?.contains(
                "'slider' is only valid on a UISlider") == true)
        #expect(
            message(#"{"id": "s", "class": "UISlider", "frame": [0, 0, 10, 10], "slider": {"minimumValue": 2}}"#)?
                .contains("minimumValue must not exceed its maximumValue") == true)
        #expect(
            message(#"{"id": "s", "class": "UISlider", "frame": [0, 0, 10, 10], "slider": {"thumbSize": [31]}}"#)?
                .contains("[width, height] for thumbSize") == true)
        // 7 is clamped to the maximum, 1: the thumb is at the right end, off the touch at x 165.
        #expect(try Self.events(slider: #"{"value": 7}"#, Self.drag) == [])
        #expect(try Self.events(slider: #"{"value": 7, "maximumValue": 14}"#, Self.drag).first == "touchDown")
    }
}

/// IOS-INPUTS §2.3: a UISlider's description ends with `value: %f`; the importer keeps it.
@Suite struct SliderImportTests {
    static func dump(_ value: String) -> String {
        """
        <UIWindow: 0x7f9a; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x6000>>
           | <UISlider: 0x7f9b; frame = (20 100; 331 34); opaque = NO; layer = <CALayer: 0x6001>; value: \(value)>
           | <UIButton: 0x7f9c; frame = (20 200; 100 44); opaque = NO; layer = <CALayer: 0x6002>; value: 0.5>
        """
    }

    @Test(
        "the printed value becomes slider.value; a value beyond 0 … 1 widens the range to it; other classes ignore it")
    func value() throws {
        let (scene, _) = try importDump(Self.dump("0.250000"))
        let slider = try #require(scene.views.first { $0.viewClass == .slider })
        #expect(slider.sliderValue == 0.25)
        #expect(scene.views.first { $0.viewClass == .button }?.sliderValue == nil)
        let text = String(decoding: ImportedSceneWriter.document(scene), as: UTF8.self)
        #expect(text.contains(#""slider": {"value": 0.25}"#))
        let wide = String(
            decoding: ImportedSceneWriter.document(try importDump(Self.dump("40.000000")).scene), as: UTF8.self)
        #expect(wide.contains(#""slider": {"value": 40, "maximumValue": 40}"#))
    }
}
