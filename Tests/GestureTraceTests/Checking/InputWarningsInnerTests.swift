import Testing

@testable import GestureTrace

/// The tally's box of samples certainly on the screen (`InputWarnings.Tally.inner`, issue 28
/// item 4, round 9): no sample inside it is off the screen by the exact test, every sample
/// just outside it is tested, and the counts over samples at the edges are the exact test's.
@Suite struct InputWarningsInnerTests {
    /// The exact test of `Tally.add`, in `Double`s.
    static func out(_ x: Double, _ y: Double, _ screen: Size) -> Double {
        let marginX = screen.width * InputWarnings.offScreenMargin
        let marginY = screen.height * InputWarnings.offScreenMargin
        return max(-x - marginX, x - screen.width - marginX, -y - marginY, y - screen.height - marginY)
    }

    static func box(_ screen: Size) -> InputWarnings.Tally.Inner {
        InputWarnings.Tally.inner(
            width: screen.width, height: screen.height, marginX: screen.width * InputWarnings.offScreenMargin,
            marginY: screen.height * InputWarnings.offScreenMargin)
    }

    @Test("a sample inside the box is never off the screen, and the box reaches within 0.002 pt of the edge")
    func insideIsOn() {
        for screen in [
            Size(width: 390, height: 844), Size(width: 0.001, height: 1e-9), Size(width: 1366.333, height: 0.1),
            Size(width: 1_999_999.999, height: 3), Size(width: 0, height: 0),
        ] {
            let box = Self.box(screen)
            for (x, y) in [
                (box.loX, box.loY), (box.hiX, box.hiY), (box.loX, box.hiY), (box.hiX, box.loY), (0, 0),
            ] where box.loX <= box.hiX && box.loY <= box.hiY {
                #expect(Self.out(Double(x) / 1000, Double(y) / 1000, screen) <= 0, "\(screen) \(x) \(y)")
            }
            if screen.width > 0.01 && screen.width < 1_000_000 {
                let edge = (screen.width * 1.5) * 1000
                #expect(Double(box.hiX) > edge - 2.001 && Double(box.loX) < -(screen.width * 0.5 * 1000) + 2.001)
            }
        }
        // Beyond the thousandths' range, or not finite: an empty box, every sample tested.
        for screen in [Size(width: 3e6, height: 10), Size(width: .infinity, height: 10), Size(width: .nan, height: 1)] {
            let box = Self.box(screen)
            #expect(box.loX > box.hiX)
        }
    }

    @Test("the tally counts the same off-screen samples as the exact test, at and around every edge")
    func sameCounts() {
        let screen = Size(width: 390.5, height: 844.25)
        var samples: [(Int32, Int32)] = []
        for edgeX in [-195_250, 585_750] as [Int32] {
            for d in Int32(-3)...3 { samples.append((edgeX + d, 100_000)) }
        }
        for edgeY in [-422_125, 1_266_375] as [Int32] {
            for d in Int32(-3)...3 { samples.append((100_000, edgeY + d)) }
        }
        var events = EventList()
        var expected = 0
        for (k, sample) in samples.enumerated() {
            let location = Point(x: Double(sample.0) / 1000, y: Double(sample.1) / 1000)
            if Self.out(location.x, location.y, screen) > 0 { expected += 1 }
            events.append(
                .touches(
                    time: Double(k),
                    touches: [TouchSample(id: .int(1), phase: k == 0 ? .began : .moved, location: location)]))
        }
        var tally = InputWarnings.Tally(screen: screen)
        tally.add(events)
        #expect(expected == 12)
        #expect(tally.offCount == expected)
    }
}
