import Testing

@testable import GestureTrace

/// `EventList.thousandths` keeps a coordinate in thousandths exactly when that gives back its
/// bits; its rounding by ±0.5 and truncation (issue 28 item 4, round 5) answers as the
/// `rounded()` it replaced on every value, halves and near-halves included.
extension InputTests {
    @Suite struct EventListThousandthsTests {
        /// The rule before round 5, kept here as the reference.
        static func reference(_ value: Double) -> Int32? {
            let scaled = (value * 1000).rounded()
            guard scaled > -2_147_483_000, scaled < 2_147_483_000 else { return nil }
            let m = Int32(scaled)
            guard (Double(m) / 1000).bitPattern == value.bitPattern else { return nil }
            return m
        }

        @Test("the same answer as rounded() on recorded-looking, half-way, edge and generated values")
        func sameAsRounded() {
            var values: [Double] = [
                0, -0.0, 1, -1, 0.001, -0.001, 0.0005, -0.0005, 0.0015, 0.0025, 57.466, -75.883, 2147.483,
                -2147.482, 2147.4829999, 2147482.999, 2147483, -2147483, 2147482.9995, 1e-300, -1e-300,
                0.49999999999999994, -0.49999999999999994, 1.0005, 0.1234567, 1000000000, .infinity,
                -.infinity, .nan, .ulpOfOne, Double.leastNonzeroMagnitude,
            ]
            var state: UInt64 = 0x2545_F491_4F6C_DD1D
            for _ in 0..<50_000 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let thousandths = Int64(state >> 40) - (1 << 23)
                let value = Double(thousandths) / 1000
                values.append(value)
                values.append(value + 0.0005)
                values.append(value.nextUp)
                values.append((Double(thousandths) + 0.5) / 1000)
                values.append(Double(bitPattern: state))
            }
            var kept = 0
            for value in values {
                let got = EventList.thousandths(value)
                #expect(got == Self.reference(value), "\(value) (\(value.bitPattern))")
                if got != nil { kept += 1 }
            }
            #expect(kept > 50_000)
        }
    }
}
