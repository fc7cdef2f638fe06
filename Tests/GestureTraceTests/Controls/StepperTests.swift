import Testing

@testable import GestureTrace

/// SEMANTICS §9.9: a UIStepper's halves, steps, autorepeat and its events, as its visual element
/// runs `_updateCount:`; SEMANTICS §9.10 and §9.1: a UISwitch's toggle and the primary action.
@Suite struct StepperTests {
    static let bounds = Rect(x: 0, y: 0, width: 94, height: 32)

    @Test("the plus half is at or right of the middle, the minus half left of it, neither outside pointMostlyInside")
    func halves() {
        #expect(StepperRules.half(atX: 47, bounds: Self.bounds, mostlyInside: true) == .plus)
        #expect(StepperRules.half(atX: 46.9, bounds: Self.bounds, mostlyInside: true) == .minus)
        #expect(StepperRules.half(atX: 200, bounds: Self.bounds, mostlyInside: false) == nil)
    }

    @Test("a half works while the value can move its way; wraps keeps both working; a step wraps or clamps")
    func steps() {
        var spec = StepperSpec()
        spec.maximumValue = 10
        spec.stepValue = 4
        #expect(!StepperRules.isEnabled(.minus, value: 0, spec: spec))
        #expect(StepperRules.isEnabled(.plus, value: 9.5, spec: spec))
        #expect(!StepperRules.isEnabled(.plus, value: 10, spec: spec))
        // Past the maximum without wraps, setValue: clamps.
        #expect(StepperRules.stepped(8, .plus, spec: spec) == 10)
        spec.wraps = true
        #expect(StepperRules.isEnabled(.plus, value: 10, spec: spec))
        #expect(StepperRules.stepped(8, .plus, spec: spec) == 0)
        #expect(StepperRules.stepped(2, .minus, spec: spec) == 10)
    }

    @Test("held: the n-th timer step sets the next fire 0.5 s ahead while n ≤ 4, 0.1 s from 5, 0.05 s from 20")
    func acceleration() {
        let spec = StepperSpec()
        var value = 0.0
        var count = 0
        var delays: [Double] = []
        for _ in 0..<21 {
            let update = StepperRules.updateCount(
                fromTimer: true, value: &value, repeatCount: &count, pressed: .plus, spec: spec)
            #expect(update.sendsValueChanged)
            delays.append(update.nextDelay ?? -1)
        }
        #expect(value == 21)
        #expect(delays == [0.5, 0.5, 0.5, 0.5] + Array(repeating: 0.1, count: 15) + [0.05, 0.05])
        // Lifted after the timer stepped: no further step, and continuous sends nothing more.
        let end = StepperRules.updateCount(
            fromTimer: false, value: &value, repeatCount: &count, pressed: .plus, spec: spec)
        #expect(end == StepperRules.Update())
        #expect(value == 21)
    }

    @Test("nothing working pressed: no step, the timer keeps its interval, the count drops back to 1")
    func noWorkingHalf() {
        var spec = StepperSpec()
        spec.maximumValue = 3
        var value = 3.0
        var count = 7
        let update = StepperRules.updateCount(
            fromTimer: true, value: &value, repeatCount: &count, pressed: .plus, spec: spec)
        #expect(update == StepperRules.Update())
        #expect(count == 1)
        #expect(value == 3)
    }

    /// The control records of a stepper at (100, 100, 94, 32) with `stepper` keys, as `event`
    /// or `event=value`, each with its time.
    static func events(stepper: String, _ events: String) throws -> [String] {
        let scene = """
            {"window": {"id": "window", "frame": [0, 0, 390, 844], "subviews": [
              {"id": "s", "class": "UIStepper", "frame": [100, 100, 94, 32], "stepper": \(stepper)}]}}
            """
        let records = try FuzzFindingsTests.records(#"{"gesturetrace": 1, "scene": \#(scene), "events": \#(events)}"#)
        return records.compactMap { record in
            guard case let .control(_, event, value) = record.body else { return nil }
            let name = value.map { "\(event.rawValue)=\(DecimalFormat.format($0, decimals: 3))" } ?? event.rawValue
            return "\(DecimalFormat.time(record.time)) \(name)"
        }
    }

    static func hold(until end: Double, x: Double = 180) -> String {
        """
        [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": \(x), "y": 116}]},
         {"t": \(end), "touches": [{"id": 1, "phase": "ended", "x": \(x), "y": 116}]}]
        """
    }

    @Test("a tap steps when it ends: valueChanged and primaryActionTriggered before touchUpInside")
    func tap() throws {
        #expect(
            try Self.events(stepper: "{}", Self.hold(until: 0.1)) == [
                "0 touchDown", "0.1 valueChanged=1", "0.1 primaryActionTriggered", "0.1 touchUpInside",
            ])
        // The minus half at the minimum is disabled: nothing steps.
        #expect(try Self.events(stepper: "{}", Self.hold(until: 0.1, x: 110)) == ["0 touchDown", "0.1 touchUpInside"])
    }

    @Test("held: steps at 0.5 s and 1 s; without autorepeat the hold steps once, at the end")
    func held() throws {
        #expect(
            try Self.events(stepper: #"{"value": 3}"#, Self.hold(until: 1.2)) == [
                "0 touchDown", "0.5 valueChanged=4", "0.5 primaryActionTriggered", "1 valueChanged=5",
                "1 primaryActionTriggered", "1.2 touchUpInside",
            ])
        #expect(
            try Self.events(stepper: #"{"value": 3, "autorepeat": false}"#, Self.hold(until: 1.2)) == [
                "0 touchDown", "1.2 valueChanged=4", "1.2 primaryActionTriggered", "1.2 touchUpInside",
            ])
    }

    @Test("not continuous: the timer's steps are silent, one valueChanged when the touch ends")
    func notContinuous() throws {
        #expect(
            try Self.events(stepper: #"{"isContinuous": false}"#, Self.hold(until: 1.2)) == [
                "0 touchDown", "1.2 valueChanged=2", "1.2 primaryActionTriggered", "1.2 touchUpInside",
            ])
    }

    @Test("a cancelled touch stops the timer: touchCancel, no step")
    func cancelled() throws {
        let events = """
            [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 180, "y": 116}]},
             {"t": 0.3, "touches": [{"id": 1, "phase": "cancelled", "x": 180, "y": 116}]},
             {"t": 2, "touches": [{"id": 2, "phase": "began", "x": 10, "y": 500}]}]
            """
        #expect(try Self.events(stepper: "{}", events) == ["0 touchDown", "0.3 touchCancel"])
    }

    @Test("a finger dragged from plus to minus steps the value down at the next fire")
    func dragToOtherHalf() throws {
        let events = """
            [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 180, "y": 116}]},
             {"t": 0.7, "touches": [{"id": 1, "phase": "moved", "x": 110, "y": 116}]},
             {"t": 1.1, "touches": [{"id": 1, "phase": "ended", "x": 110, "y": 116}]}]
            """
        #expect(
            try Self.events(stepper: #"{"value": 5}"#, events) == [
                "0 touchDown", "0.5 valueChanged=6", "0.5 primaryActionTriggered", "0.7 touchDragInside",
                "1 valueChanged=5", "1 primaryActionTriggered", "1.1 touchUpInside",
            ])
    }

    @Test("'stepper' only on a UIStepper; stepValue above 0; minimum not above maximum; the value clamped")
    func decoding() throws {
        func message(_ view: String) -> String? { SceneErrorMessage.message(view: view) }
        #expect(
            message(#"{"id": "b", "class": "UIButton", "frame": [0, 0, 10, 10], "stepper": {}}"#)?.contains(
                "'stepper' is only valid on a UIStepper") == true)
        #expect(
            message(#"{"id": "s", "class": "UIStepper", "frame": [0, 0, 10, 10], "stepper": {"stepValue": 0}}"#)?
                .contains("stepValue must be greater than 0") == true)
        #expect(
            message(#"{"id": "s", "class": "UIStepper", "frame": [0, 0, 10, 10], "stepper": {"minimumValue": 200}}"#)?
                .contains("minimumValue must not exceed its maximumValue") == true)
        #expect(
            message(#"{"id": "s", "class": "UISlider", "frame": [0, 0, 10, 10], "switch": {"isOn": true}}"#)?
                .contains("'switch' is only valid on a UISwitch") == true)
        // 150 is clamped to 100: the plus half is disabled there.
        #expect(
            try Self.events(stepper: #"{"value": 150}"#, Self.hold(until: 0.1)) == ["0 touchDown", "0.1 touchUpInside"])
    }

    @Test("the primary action rides on touchUpInside for a button, valueChanged for a switch, slider and stepper")
    func primaryAction() throws {
        #expect(PrimaryAction.trigger(for: .button) == .touchUpInside)
        #expect(PrimaryAction.trigger(for: .switch) == .valueChanged)
        #expect(PrimaryAction.trigger(for: .stepper) == .valueChanged)
        #expect(PrimaryAction.trigger(for: .slider) == .valueChanged)
        #expect(PrimaryAction.trigger(for: .control) == nil)
        let scene = """
            {"window": {"id": "window", "frame": [0, 0, 390, 844], "subviews": [
              {"id": "on", "class": "UISwitch", "frame": [100, 100, 51, 31], "switch": {"isOn": true}}]}}
            """
        let events = """
            [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 120, "y": 110}]},
             {"t": 0.1, "touches": [{"id": 1, "phase": "ended", "x": 120, "y": 110}]}]
            """
        let records = try FuzzFindingsTests.records(#"{"gesturetrace": 1, "scene": \#(scene), "events": \#(events)}"#)
        let sent = records.compactMap { record -> String? in
            guard case let .control(_, event, value) = record.body else { return nil }
            return value.map { "\(event.rawValue)=\(DecimalFormat.format($0, decimals: 3))" } ?? event.rawValue
        }
        // A switch that was on turns off: valueChanged (0) and the primary action before touchUpInside.
        #expect(sent == ["touchDown", "valueChanged=0", "primaryActionTriggered", "touchUpInside"])
    }
}
