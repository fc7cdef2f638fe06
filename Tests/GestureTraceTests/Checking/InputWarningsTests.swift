import Foundation
import Testing

@testable import GestureTrace

/// Input warnings (issue 24 item 5): millisecond times, pixel coordinates and touches left down
/// are found, said with their fix, and never raised by the corpus's own traces.
@Suite struct InputWarningsTests {
    static let screen = Size(width: 390, height: 844)

    static func trace(_ events: [InputEvent]) -> Trace {
        let scene = Scene(
            screen: screen, application: .forward, appDelegate: .forward, views: [], recognizers: [],
            settings: Settings())
        return Trace(name: nil, scene: scene, events: events)
    }

    static func touch(_ id: Int, _ phase: TouchPhase, _ x: Double, _ y: Double) -> TouchSample {
        TouchSample(id: .int(id), phase: phase, location: Point(x: x, y: y))
    }

    @Test("a 90-second tap sampled every 16 s reads as milliseconds; a 12-second hold and a long drag do not")
    func slowTouch() {
        let milliseconds = Self.trace([
            .touches(time: 0, touches: [Self.touch(1, .began, 100, 100)]),
            .touches(time: 16, touches: [Self.touch(1, .moved, 101, 100)]),
            .touches(time: 90, touches: [Self.touch(1, .ended, 101, 100)]),
            .touches(time: 400, touches: [Self.touch(2, .began, 100, 100)]),
            .touches(time: 480, touches: [Self.touch(2, .ended, 100, 100)]),
        ])
        let found = InputWarnings.units(of: milliseconds)
        #expect(found == [.slowTouch(touch: .int(1), began: 0, duration: 90, samples: 3, others: 1)])
        #expect(
            found.first?.message
                == "touch 1 is down for 90 s from t=0 in 3 samples (and 1 more touch like it): times look like milliseconds (UIKit reports a moving finger about 60 times a second, and a tap lasts well under a second); if they are, divide every \"t\" by 1000 (a CSV recording: gesturetrace import csv --time-unit ms)"
        )
        // Held still for 9 s: under the duration threshold. Dragged for 20 s at 60 Hz: samples close.
        var drag: [InputEvent] = [.touches(time: 10, touches: [Self.touch(2, .began, 10, 10)])]
        for k in 1...1200 { drag.append(.touches(time: 10 + Double(k) / 60, touches: [Self.touch(2, .moved, 10, 10)])) }
        drag.append(.touches(time: 30.1, touches: [Self.touch(2, .ended, 10, 10)]))
        let seconds = Self.trace(
            [
                .touches(time: 0, touches: [Self.touch(1, .began, 100, 100)]),
                .touches(time: 9, touches: [Self.touch(1, .ended, 100, 100)]),
            ] + drag)
        #expect(InputWarnings.units(of: seconds) == [])
    }

    @Test("pixels on a 3x screen are far outside it; an edge swipe just past the edge is not")
    func offScreen() {
        let pixels = Self.trace([
            .touches(time: 0, touches: [Self.touch(1, .began, 300, 600)]),
            .touches(time: 0.02, touches: [Self.touch(1, .moved, 900, 1800)]),
            .touches(time: 0.04, touches: [Self.touch(1, .ended, 1170, 2400)]),
        ])
        let found = InputWarnings.units(of: pixels)
        #expect(
            found == [
                .offScreen(
                    touch: .int(1), time: 0.02, point: Point(x: 900, y: 1800), farthest: Point(x: 1170, y: 2400),
                    count: 2, screen: Self.screen)
            ])
        #expect(
            found.first?.message
                == "touch 1 at t=0.02 is at (900, 1800), far outside the 390 x 844 pt screen (2 samples so far out, the farthest at (1170, 2400)): coordinates look like pixels; if they are, divide x and y by the screen's scale (likely 3; a CSV or Android recording: gesturetrace import … --scale 3)"
        )
        let edge = Self.trace([
            .touches(time: 0, touches: [Self.touch(1, .began, -2, 400)]),
            .touches(time: 0.02, touches: [Self.touch(1, .ended, 500, 1000)]),
        ])
        #expect(InputWarnings.units(of: edge) == [])
    }

    @Test("touches left down: the last place and time of each, in first-began order; an interrupt ends them all")
    func leftDown() {
        let trace = Self.trace([
            .touches(time: 0, touches: [Self.touch(1, .began, 1, 1), Self.touch(2, .began, 2, 2)]),
            .touches(time: 0.5, touches: [Self.touch(1, .moved, 5, 5), Self.touch(2, .ended, 2, 2)]),
            .touches(time: 0.6, touches: [Self.touch(3, .began, 7, 7)]),
            .tick(time: 2),
        ])
        let found = InputWarnings.touchesLeftDown(of: trace)
        #expect(
            found == [
                .downAtEnd(touch: .int(1), began: 0, lastTime: 0.5, last: Point(x: 5, y: 5)),
                .downAtEnd(touch: .int(3), began: 0.6, lastTime: 0.6, last: Point(x: 7, y: 7)),
            ])
        #expect(
            found.first?.message
                == "touch 1 is still down when the input ends (began at t=0, last at (5, 5) at t=0.5): its views never got touchesEnded or touchesCancelled; if the finger lifted, end it with an \"ended\" sample"
        )
        #expect(InvariantChecker.touchesDownAtEnd(of: trace) == [.int(1), .int(3)])
        let interrupted = Self.trace([
            .touches(time: 0, touches: [Self.touch(1, .began, 1, 1)]), .interrupt(time: 1),
        ])
        #expect(InputWarnings.touchesLeftDown(of: interrupted) == [])
    }
}
