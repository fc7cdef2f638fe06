/// A trace's input events, stored flat: one `Entry` per event in one array, and every
/// touch sample of every event in one further array (`stored`).
///
/// Why: a long recorded session has hundreds of thousands of events. As `[InputEvent]`, each
/// touch event owns a heap array of 72-byte `TouchSample`s (an allocation, a header and
/// padding per event), about twice the size of the file itself. Here an event costs 16 bytes
/// and a sample usually 12: its coordinates as thousandths in two `Int32`s when that is exact
/// (recorded touches have at most three decimals and lie within ±2 147 points), its interned id
/// and its phase in one `UInt32`. Anything else (more decimals, far coordinates, `-0`, force,
/// radius) goes to side tables, exactly. Reading an element rebuilds the `InputEvent` the
/// engine consumes, bit for bit the values decoded.
package struct EventList: RandomAccessCollection, Sendable {
    /// Event kinds, stored in the top two bits of an `Entry`'s `end`.
    enum Kind: UInt32, Sendable {
        case touches, interrupt, tick
        /// A `set` event: scene changes (FORMAT §3.5), in `changes`.
        case change
    }

    /// A sample: x and y in thousandths, or `wideMarker` in `x` with the location in `wide`;
    /// its index into `idTable` << 3 | its index into `phases`.
    struct Stored: Sendable {
        var x: Int32
        var y: Int32
        var code: UInt32
    }

    /// Force and radius of a sample that has either.
    struct Extra: Sendable {
        var force: Double?
        var radius: Double?
    }

    /// `x` value of a sample whose location is in `wide`.
    static let wideMarker = Int32.min
    static let kindShift: UInt32 = 30
    static let endMask: UInt32 = (1 << 30) - 1
    /// Phases by `phaseCode`.
    static let phases: [TouchPhase] = [.began, .moved, .stationary, .ended, .cancelled]

    /// One event: its time, and its kind (top two bits of `end`) and where its samples end
    /// (the low 30 bits; a file under 4 GiB holds far fewer than 2^30 samples). Event `i`'s
    /// samples are `end(i - 1) ..< end(i)`.
    struct Entry: Sendable {
        var time: Double
        var end: UInt32
    }

    /// Per event, one `Entry`, so that closing an event is one append: as two arrays (`times`
    /// and `ends`) it was two, each with its uniqueness and capacity checks, about 40
    /// instructions an event in each reading of a streamed replay (issue 28 item 4,
    /// docs/PERFORMANCE.md "round 10: the reading"). 16 bytes an event where the two took 12;
    /// a streamed replay holds one window of at most `EventStream.Windowing.events` of them.
    var entries: [Entry] = []
    /// Per sample: one `Stored` (its x and y and its code), so that a sample is one append
    /// (three parallel arrays were three, each with its uniqueness check: about 60
    /// instructions more a sample in each reading of a streamed replay, issue 28 item 4,
    /// docs/PERFORMANCE.md "round 8: the reading").
    var stored: [Stored] = []
    var idTable: [TouchID] = []
    var idIndex: [TouchID: UInt32] = [:]
    /// Sample index → location, for locations that thousandths do not represent exactly.
    var wide: [Int: Point] = [:]
    /// Sample index → force and radius, for samples that have either.
    var extras: [Int: Extra] = [:]
    /// Event index → the scene changes of a `set` event (FORMAT §3.5): rare, so kept aside.
    package internal(set) var changes: [Int: [DeclaredSceneChange]] = [:]

    package init() {}

    package init<S: Sequence>(_ events: S) where S.Element == InputEvent {
        self.init()
        for event in events { append(event) }
    }

    /// Reserves room for about `events` events and `samples` samples. Large reservations cost
    /// address space, not memory: untouched pages are never resident, and no growth copies.
    package mutating func reserveCapacity(events: Int, samples: Int) {
        entries.reserveCapacity(events)
        stored.reserveCapacity(samples)
    }

    /// Empties the list of its events and samples but keeps its interned ids, so that a
    /// stream handing events on a window at a time (`EventStream.handOn`) keeps the indices
    /// its decoders cached valid while it holds only the window (issue 28 item 4).
    mutating func removeEvents() {
        entries.removeAll(keepingCapacity: true)
        stored.removeAll(keepingCapacity: true)
        if !wide.isEmpty { wide.removeAll() }
        if !extras.isEmpty { extras.removeAll() }
        if !changes.isEmpty { changes.removeAll() }
    }

    /// A digest of the events and samples (every stored value and the ids they name), the
    /// same for the same values on every run: the two readings of a streamed replay compare
    /// each window's digest to find a file that changed between them (`EventWindow`).
    /// Side tables are visited by sample index, never in a dictionary's order; of the ids,
    /// those interned from `idsFrom` on (the earlier ones were in an earlier window's digest).
    func digest(idsFrom: Int) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        @inline(__always) func mix(_ v: UInt64) { h = (h ^ v) &* 0x0000_0100_0000_01b3 }
        for entry in entries {
            mix(entry.time.bitPattern)
            mix(UInt64(entry.end))
        }
        for k in 0..<stored.count {
            let sample = stored[k]
            mix(UInt64(UInt32(bitPattern: sample.x)) << 32 | UInt64(UInt32(bitPattern: sample.y)))
            mix(UInt64(sample.code))
            if sample.x == EventList.wideMarker, let p = wide[k] {
                mix(p.x.bitPattern)
                mix(p.y.bitPattern)
            }
            if !extras.isEmpty, let extra = extras[k] {
                mix(extra.force.map { $0.bitPattern } ?? 1)
                mix(extra.radius.map { $0.bitPattern } ?? 1)
            }
        }
        for id in idTable[Swift.min(idsFrom, idTable.count)...] {
            switch id {
            case .int(let value): mix(UInt64(bitPattern: Int64(value)))
            case .string(let name): for byte in name.utf8 { mix(UInt64(byte)) }
            }
            mix(0xFF)
        }
        return h
    }

    package mutating func append(_ event: InputEvent) {
        switch event {
        case let .touches(time, touches):
            for touch in touches { appendSample(touch) }
            closeEvent(time: time, kind: .touches)
        case .interrupt(let time):
            closeEvent(time: time, kind: .interrupt)
        case .tick(let time):
            closeEvent(time: time, kind: .tick)
        case let .change(time, changes):
            self.changes[entries.count] = changes
            closeEvent(time: time, kind: .change)
        }
    }

    /// `value` in thousandths when that gives back exactly `value` (same bits), else nil.
    ///
    /// The candidate is `value × 1000` rounded half away from zero by adding ±0.5 and
    /// truncating, not by `rounded()` (a call into the C library's `round`, about 3.6 M
    /// instructions on the benchmark's 1000-gesture session, issue 28 item 4). The two differ
    /// only where `value × 1000` lies within an ulp of a half, and there neither candidate
    /// gives back `value` (it is about 0.0005 from both), so the answer is the same.
    @inline(__always)
    static func thousandths(_ value: Double) -> Int32? {
        let scaled = value * 1000
        guard scaled > -2_147_483_000, scaled < 2_147_483_000 else { return nil }
        let m = Int32(scaled < 0 ? scaled - 0.5 : scaled + 0.5)
        guard (Double(m) / 1000).bitPattern == value.bitPattern else { return nil }
        return m
    }

    /// Adds a sample to the event being built (closed by `closeEvent`).
    mutating func appendSample(_ touch: TouchSample) {
        appendSample(
            id: intern(touch.id), phaseCode: EventList.phaseCode(touch.phase), location: touch.location,
            force: touch.force, radius: touch.radius)
    }

    /// The index of `id` in `idTable`, adding it when new.
    mutating func intern(_ id: TouchID) -> UInt32 {
        // A trace uses few distinct ids: scanning a short table is cheaper than hashing.
        if idTable.count <= 16 {
            for k in 0..<idTable.count where idTable[k] == id {
                return UInt32(truncatingIfNeeded: k)
            }
        } else if let known = idIndex[id] {
            return known
        }
        let index = UInt32(truncatingIfNeeded: idTable.count)
        idTable.append(id)
        idIndex[id] = index
        return index
    }

    /// Adds a sample given its interned id (`intern`) and phase code (`phaseCode`).
    mutating func appendSample(id: UInt32, phaseCode: UInt32, location: Point, force: Double?, radius: Double?) {
        let index = stored.count
        if force != nil || radius != nil {
            extras[index] = Extra(force: force, radius: radius)
        }
        if let x = EventList.thousandths(location.x), let y = EventList.thousandths(location.y) {
            stored.append(Stored(x: x, y: y, code: id << 3 | phaseCode))
        } else {
            stored.append(Stored(x: EventList.wideMarker, y: 0, code: id << 3 | phaseCode))
            wide[index] = location
        }
    }

    /// The index of `phase` in `phases`.
    @inline(__always)
    static func phaseCode(_ phase: TouchPhase) -> UInt32 {
        switch phase {
        case .began: return 0
        case .moved: return 1
        case .stationary: return 2
        case .ended: return 3
        case .cancelled: return 4
        }
    }

    /// Removes the samples from index `first` on, of an event not closed yet (a fused
    /// decoder's element declined part way, `FusedEventDecoder.compactElement`).
    mutating func removeSamples(from first: Int) {
        while stored.count > first {
            let k = stored.count - 1
            if stored[k].x == EventList.wideMarker { wide[k] = nil }
            stored.removeLast()
        }
    }

    @inline(__always)
    mutating func closeEvent(time: Double, kind: Kind) {
        entries.append(
            Entry(
                time: time,
                end: kind.rawValue << EventList.kindShift | UInt32(truncatingIfNeeded: stored.count) & EventList.endMask
            ))
    }

    /// The time of event `position`.
    @inline(__always)
    package func time(_ position: Int) -> Double { entries[position].time }

    /// The kind of event `position` (`.touches` even when it has no samples left, as for
    /// `subscript`).
    func kind(_ position: Int) -> Kind {
        Kind(rawValue: entries[position].end >> EventList.kindShift) ?? .tick
    }

    /// Replaces `samples` with event `position`'s samples, reusing its storage: the frame loop
    /// reads every event once, and building a fresh array each time was an allocation per event.
    func samples(of position: Int, into samples: inout [TouchSample]) {
        samples.removeAll(keepingCapacity: true)
        let lo = position == 0 ? 0 : Int(entries[position - 1].end & EventList.endMask)
        let hi = Int(entries[position].end & EventList.endMask)
        for k in lo..<hi { samples.append(sample(k)) }
    }

    /// The samples of event `position`, as indices for `sampleLocation`, `sampleID` and
    /// `samplePhase`: a pass over every sample that needs no `TouchSample` (no id copy).
    func sampleIndices(of position: Int) -> Range<Int> {
        let lo = position == 0 ? 0 : Int(entries[position - 1].end & EventList.endMask)
        return lo..<Int(entries[position].end & EventList.endMask)
    }

    /// Sample `k`'s location, exactly.
    @inline(__always)
    func sampleLocation(_ k: Int) -> Point {
        stored[k].x != EventList.wideMarker
            ? Point(x: Double(stored[k].x) / 1000, y: Double(stored[k].y) / 1000) : wide[k] ?? Point(x: 0, y: 0)
    }

    /// Sample `k`'s touch as its index in `idTable` (`idCount` ids in all).
    @inline(__always)
    func sampleID(_ k: Int) -> Int { Int(stored[k].code >> 3) }

    @inline(__always)
    func samplePhase(_ k: Int) -> TouchPhase { EventList.phases[Int(stored[k].code & 7)] }

    /// Calls `body` with sample `k`'s touch id, read in place in `idTable` (no copy of the id).
    @inline(__always)
    func withSampleTouchID<R>(_ k: Int, _ body: (TouchID) -> R) -> R {
        body(idTable[Int(stored[k].code >> 3)])
    }

    /// Sample `k`'s force and radius, when it has either.
    @inline(__always)
    func sampleExtra(_ k: Int) -> Extra? {
        extras.isEmpty ? nil : extras[k]
    }

    var idCount: Int { idTable.count }

    /// Sample `k`, rebuilt exactly.
    @inline(__always)
    func sample(_ k: Int) -> TouchSample {
        let location: Point
        let entry = stored[k]
        if entry.x != EventList.wideMarker {
            location = Point(x: Double(entry.x) / 1000, y: Double(entry.y) / 1000)
        } else {
            location = wide[k] ?? Point(x: 0, y: 0)
        }
        let code = entry.code
        var sample = TouchSample(
            id: idTable[Int(code >> 3)], phase: EventList.phases[Int(code & 7)],
            location: location)
        if !extras.isEmpty, let extra = extras[k] {
            sample.force = extra.force
            sample.radius = extra.radius
        }
        return sample
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { entries.count }

    package subscript(position: Int) -> InputEvent {
        let time = entries[position].time
        switch kind(position) {
        case .interrupt: return .interrupt(time: time)
        case .tick: return .tick(time: time)
        case .change: return .change(time: time, changes: changes[position] ?? [])
        case .touches:
            var touches: [TouchSample] = []
            samples(of: position, into: &touches)
            return .touches(time: time, touches: touches)
        }
    }
}
