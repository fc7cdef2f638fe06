/// Decodes the common shape of a trace's `events` elements straight from the bytes into the
/// compact `EventList`, with no tape nodes, no `Staged` event and no `InputEvent` in between
/// (issue 16 item 3: decoding cost 86 instructions per input byte that way).
///
/// It only ever *accepts*. It takes an element when every byte of it has the usual form —
/// `{"t": …, "touches": [{"id": …, "phase": …, "x": …, "y": …, "force"?: …, "radius"?: …}]}`,
/// `{"t": …}` or `{"t": …, "interrupt": true}`, keys in any order and written without escapes,
/// plain decimal numbers, ids that are integers or short ASCII strings — *and* the element is
/// valid by every rule of FORMAT §3.1–3.2 (ranges, time order, the touch lifecycle). On
/// anything else it stops before that element, having changed nothing, and the reader reads
/// the element the ordinary way (`EventStream`, then `EventDecoder`), which reports every
/// error exactly as before. So the error messages cannot differ by construction; what this
/// type must get right is only that everything it accepts is valid JSON and a valid event,
/// and that the values it stores are bit for bit those `JSONReader` and `EventDecoder` give
/// (the number routine is the reader's exact fast path, and anything beyond it is declined).
struct FusedEventDecoder {
    /// One touch of the element being read, kept until the whole element is known valid.
    struct Sample {
        var id: UInt32
        var phaseCode: UInt32
        var x: Double
        var y: Double
        var force: Double?
        var radius: Double?
    }

    /// Integer ids below this are interned through `smallIDs` without a search.
    static let smallIDLimit = 1024
    /// Interned index + 1 of integer ids `0 ..< smallIDLimit` (0: not looked up yet).
    var smallIDs = [UInt32](repeating: 0, count: FusedEventDecoder.smallIDLimit)
    /// Per interned id: whether the touch is down (FORMAT §3.1's lifecycle).
    var down: [Bool] = []
    /// Per interned id: the number of the last element that listed it (an id may appear once
    /// per event).
    var listedIn: [UInt32] = []
    /// The interned ids down, in the order they began.
    var downList: [UInt32] = []
    var elementNumber: UInt32 = 0
    var samples: [Sample] = []
    /// Elements taken in their compact form (`compactElement`), for the tests that pin which
    /// path reads what.
    private(set) var compactElements = 0
    /// The reader's exact powers of ten, held here so the hot path skips a global's lazy init.
    let powers = JSONReader.Scanner.powersOfTen

    /// Makes `ids` (the touches down, as `TouchLifecycle` holds them) the touches down.
    mutating func setDown(_ ids: [TouchID], _ events: inout EventList) {
        for id in downList { down[Int(id)] = false }
        downList.removeAll(keepingCapacity: true)
        for id in ids {
            let index = intern(id, &events)
            down[Int(index)] = true
            downList.append(index)
        }
    }

    /// The interned index of `id`, growing the per-id tables for a new one.
    mutating func intern(_ id: TouchID, _ events: inout EventList) -> UInt32 {
        let index = events.intern(id)
        while down.count <= Int(index) {
            down.append(false)
            listedIn.append(0)
        }
        return index
    }

    /// Decodes elements from `start` (just after the array's `[` or an element's `,`) while
    /// they have the usual form, appending each to `events`. Returns how many it took and
    /// where the last one taken ends (past the whitespace after it, so on the `,` or `]`
    /// that follows); `count` 0 means none was taken and nothing changed. It stops after
    /// `limit` elements, or after the element that brings `events` to `sampleLimit` samples
    /// (a streamed replay's window, `EventStream.Windowing`).
    mutating func decode(
        _ base: UnsafePointer<UInt8>, _ n: Int, from start: Int, into events: inout EventList,
        previousTime: inout EventDecoder.PreviousTime?, limit: Int = .max, sampleLimit: Int = .max
    ) -> (end: Int, count: Int) {
        var cursor = Cursor(base: base, n: n, i: start)
        var end = start
        var count = 0
        while count < limit && events.stored.count < sampleLimit {
            cursor.skipLineIndent()
            cursor.skipWhitespace()
            guard element(&cursor, &events, &previousTime) else { return (end, count) }
            count += 1
            // Nearly always the comma right after the element (one test, no whitespace loop).
            if cursor.at(0x2C) {
                end = cursor.i
                cursor.i += 1
                continue
            }
            cursor.skipWhitespace()
            end = cursor.i
            guard cursor.at(0x2C) else { return (end, count) }
            cursor.i += 1
        }
        return (end, count)
    }

    /// One element, appended to `events` only when all of it is valid.
    mutating func element(
        _ c: inout Cursor, _ events: inout EventList, _ previousTime: inout EventDecoder.PreviousTime?
    ) -> Bool {
        guard c.at(0x7B) else { return false }
        let start = c.i
        let firstSample = events.stored.count
        if compactElement(&c, &events, &previousTime) {
            compactElements &+= 1
            return true
        }
        events.removeSamples(from: firstSample)
        c.i = start
        // Element by element: an event holds one or two samples, and
        // `removeAll(keepingCapacity:)` goes through `replaceSubrange`, about 80 instructions a
        // call (6.1 M on the 1000-gesture benchmark session, whose events are read twice).
        while !samples.isEmpty { samples.removeLast() }
        var time = 0.0
        var timeOffset = 0
        var seen: UInt8 = 0
        guard members(&c, &events, &time, &timeOffset, &seen) else { return false }
        return commit(events: &events, time: time, timeOffset: timeOffset, seen: seen, previousTime: &previousTime)
    }

    /// The members of the element whose `{` is at the cursor, keys in any order and whitespace
    /// anywhere JSON allows it, into `samples`, `time` and `seen` (bit 1: `t`, 2: `touches`,
    /// 4: `interrupt`).
    mutating func members(
        _ c: inout Cursor, _ events: inout EventList, _ time: inout Double, _ timeOffset: inout Int,
        _ seen: inout UInt8
    ) -> Bool {
        c.i += 1
        c.skipWhitespace()
        while true {
            // Keys are matched with their quotes as whole words: a key with escapes or any
            // other spelling matches none and is declined.
            let w = c.word(at: c.i)
            if w & Cursor.mask3 == 0x22_7422 {  // "t"
                c.i += 3
                guard seen & 1 == 0, c.colon() else { return false }
                timeOffset = c.i
                guard let t = c.number(powers), t >= -DecodingContext.maxMagnitude, t <= DecodingContext.maxMagnitude
                else { return false }
                time = t
                seen |= 1
            } else if w == 0x7365_6863_756f_7422 && c.byte(c.i + 8) == 0x22 {  // "touches"
                c.i += 9
                guard seen & 2 == 0, c.colon(), touches(&c, &events) else { return false }
                seen |= 2
            } else if w == 0x7572_7265_746e_6922 && c.byte(c.i + 8) == 0x70 && c.byte(c.i + 9) == 0x74
                && c.byte(c.i + 10) == 0x22
            {  // "interrupt"
                c.i += 11
                guard seen & 4 == 0, c.colon(), c.literalTrue() else { return false }
                seen |= 4
            } else {
                return false
            }
            guard let another = c.afterMember() else { return false }
            if another { continue }
            return true
        }
    }

    /// The element as a recorder writes it, `{"t":T,"touches":[{"id":I,"phase":P,"x":X,"y":Y},…]}`
    /// with no whitespace, keys in that order, no `force` or `radius` and at most
    /// `compactTouchLimit` touches, checked by FORMAT §3.1–3.2 and appended to `events`; false
    /// as soon as a byte differs or a check fails, with `previousTime` and the touches down
    /// unchanged and the element's samples left at the end of `events` (the caller removes
    /// them, `EventList.removeSamples`, and reads the element again with `members`, from its
    /// start, which declines it again if it is invalid).
    ///
    /// Why (issue 28 item 4, docs/PERFORMANCE.md "Figures: issue 28 item 4, round 6" and
    /// "round 8: the reading"): nearly every element of a recorded session has this form, and
    /// matching its keys and punctuation as whole words costs a few instructions each, where
    /// `members` and `touch` skip whitespace around every `:` and `,` and try the keys one by
    /// one (about 400 instructions a touch besides its numbers). Round 8 made it store each
    /// sample as it reads it, with its coordinates in thousandths straight from the digits
    /// (`ShortDecimal.thousandths`), and check the touch's lifecycle there, so that no `Sample`
    /// is built and no second pass (`commit`) runs.
    ///
    /// What this accepts is a subset of what `members` accepts, read by the same rules
    /// (`ShortDecimal` takes only what `Cursor.number` takes, with the same digits; `touchID`,
    /// `Cursor.phaseCode`) with the same range checks, so the values are the same bits and the
    /// same ids are interned in the same order (an id interned before a later byte differs is
    /// interned again, to the same index, by `members`). The checks are `commit`'s: the time
    /// not before the previous event's (FORMAT §3.2); an id at most once per event; `began`
    /// for an id not down with fewer than `TouchLifecycle.maxAlive` down, every other phase
    /// for an id down (FORMAT §3.1). The ids of one event are distinct, so checking each
    /// against the touches down before the event is checking them one after another, as
    /// `commit` does; the state changes only once all of the element is known valid.
    @inline(__always)
    mutating func compactElement(
        _ c: inout Cursor, _ events: inout EventList, _ previousTime: inout EventDecoder.PreviousTime?
    ) -> Bool {
        guard c.word(at: c.i) & Cursor.mask5 == Compact.openTime else { return false }
        c.i += 5
        let timeOffset = c.i
        // The common time's shape read here from its two words (`Cursor.sixDecimalWords`), not
        // through a call; any other through `fastNumber`.
        let time: Double?
        if let six = Cursor.sixDecimalWords(c.word(at: c.i), c.word(at: c.i &+ 8)) {
            // `Cursor.value`'s division, by 10^6 (exactly `powers[6]`), without the array.
            time = Double(six.mantissa) / 1_000_000
            c.i &+= six.length
        } else {
            time = c.fastNumber(powers)
        }
        guard let t = time, t >= -DecodingContext.maxMagnitude, t <= DecodingContext.maxMagnitude else {
            return false
        }
        if let previousTime, t < previousTime.value { return false }
        guard c.word(at: c.i) == Compact.touchesKey, c.word(at: c.i + 8) & Cursor.mask4 == Compact.touchesKeyEnd else {
            return false
        }
        c.i += 12
        let first = events.stored.count
        var downCount = downList.count
        var changesDown = false
        while true {
            // One touch, `{"id":I,"phase":P,"x":X,"y":Y}`, read here rather than by a routine of
            // its own: the compiler kept that as a call, about 50 instructions a touch.
            guard events.stored.count &- first < FusedEventDecoder.compactTouchLimit else { return false }
            let id: UInt32
            let code: UInt32
            if let head = commonHead(c) {
                (id, code) = head
                // On the `,` of `,"x":`, where the general steps leave the cursor after the phase.
                c.i &+= Compact.headLength &- 5
            } else {
                guard let head = generalHead(&c, &events) else { return false }
                (id, code) = head
            }
            let x: Cursor.Coordinate
            let y: Cursor.Coordinate
            if let common = c.commonCoordinates() {
                x = Cursor.Coordinate(valid: true, thousandths: common.x, number: 0)
                y = Cursor.Coordinate(valid: true, thousandths: common.y, number: 0)
                c.i &+= Compact.commonCoordinatesLength
            } else {
                guard let (xRead, xEnd) = c.keyedCoordinate(Compact.xKey, powers) else { return false }
                c.i = xEnd
                guard let (yRead, yEnd) = c.keyedCoordinate(Compact.yKey, powers) else { return false }
                c.i = yEnd
                guard c.at(0x7D) else { return false }
                c.i &+= 1
                (x, y) = (xRead, yRead)
            }

            // FORMAT §3.1, as `commit` checks it: the id not listed earlier in the event, and
            // its phase allowed by the touches down before the event.
            var k = first
            while k < events.stored.count {
                guard events.stored[k].code >> 3 != id else { return false }
                k &+= 1
            }
            let index = Int(id)
            switch code {
            case 0:
                guard !down[index], downCount < TouchLifecycle.maxAlive else { return false }
                downCount &+= 1
                changesDown = true
            case 1, 2:
                guard down[index] else { return false }
            default:
                guard down[index] else { return false }
                downCount &-= 1
                changesDown = true
            }
            if let tx = x.thousandths, let ty = y.thousandths {
                events.stored.append(EventList.Stored(x: tx, y: ty, code: id << 3 | code))
            } else {
                events.appendSample(
                    id: id, phaseCode: code, location: Point(x: x.value, y: y.value), force: nil, radius: nil)
            }

            let w = c.word(at: c.i)
            if w & Cursor.mask2 == Compact.closeTouches {
                c.i += 2
                break
            }
            guard w & 0xFF == 0x2C else { return false }
            c.i += 1
        }
        previousTime = EventDecoder.PreviousTime(value: t, offset: timeOffset)
        if changesDown {
            for k in first..<events.stored.count {
                let code = events.stored[k].code
                let id = code >> 3
                switch code & 7 {
                case 0:
                    down[Int(id)] = true
                    downList.append(id)
                case 3, 4:
                    down[Int(id)] = false
                    if let k = downList.firstIndex(of: id) { downList.remove(at: k) }
                default:
                    break
                }
            }
        }
        events.closeEvent(time: t, kind: .touches)
        return true
    }

    /// Touches of one compact element (`compactElement`): more go through `members`, whose
    /// check for an id listed twice does not search the event's earlier samples.
    static let compactTouchLimit = 8

    /// A compact touch's id and phase by the general steps (any id `touchID` reads, any phase),
    /// from its `{` to the `,` of `,"x":`; nil when a byte differs (`compactElement` then
    /// declines the element). `commonHead` reads the common heads without it.
    mutating func generalHead(_ c: inout Cursor, _ events: inout EventList) -> (id: UInt32, code: UInt32)? {
        guard c.word(at: c.i) & Cursor.mask6 == Compact.openID else { return nil }
        c.i += 6
        // A small id of one to three plain digits, already interned, read in place; anything
        // else through `touchID` (which reads these the same way, `Cursor.plainInteger`).
        let id: UInt32
        let w = c.word(at: c.i)
        let length = Cursor.digitRun(w)
        if UInt(bitPattern: length &- 1) < 3, w & 0xFF != 0x30 || length == 1,
            (w >> (UInt64(length) &* 8)) & 0xFF == 0x2C,
            case let cached = smallIDs[Int(Cursor.digitsValue(w, length))], cached != 0
        {
            id = cached &- 1
            c.i &+= length
        } else {
            guard let read = touchID(&c, &events) else { return nil }
            id = read
        }
        guard c.word(at: c.i) == Compact.phaseKey, c.byte(c.i + 8) == 0x3A else { return nil }
        c.i += 9
        guard let code = c.phaseCode() else { return nil }
        return (id, code)
    }

    /// The id and phase of a touch whose first `Compact.headLength` bytes are
    /// `{"id":D,"phase":"P","x":`, D one digit 1–9 of an id already interned and P `moved`,
    /// `began` or `ended`; nil for anything else (the general steps, `generalHead`, read it).
    ///
    /// These bytes are exactly what those steps accept for such a touch, by the same words:
    /// `openID` and the digit with the `,` after it (one plain digit, no leading zero, the id
    /// from `smallIDs`), `phaseKey` and its `:`, the phase's seven bytes (`Cursor.phaseCode`)
    /// and `xKey`, so the id and the code are theirs; `compactElement` then puts the cursor where
    /// theirs is after the phase, on the `,` of `xKey`, which `Cursor.keyedCoordinate` reads.
    ///
    /// Why (issue 28 item 4, docs/PERFORMANCE.md "round 9: the reading"): a recorded touch
    /// nearly always begins this way (every touch of the benchmark's session), and four
    /// whole-word compares replace the id's digit run and value, the phase's own call and
    /// five bounds checks: about 80 instructions a touch in each reading.
    @inline(__always)
    func commonHead(_ c: Cursor) -> (id: UInt32, code: UInt32)? {
        // Bounds: the four loads read bytes `c.i ..< c.i + 32`, all below `c.n` by this guard;
        // `c.base` points at `c.n` bytes the reader holds for the whole call (`decode`).
        guard c.i &+ 32 <= c.n else { return nil }
        let p = UnsafeRawPointer(c.base + c.i)
        let w0 = UInt64(littleEndian: p.loadUnaligned(as: UInt64.self))
        let digit = (w0 &>> 48) & 0xFF &- 0x31
        guard w0 & 0xFF00_FFFF_FFFF_FFFF == Compact.openIDComma, digit < 9 else { return nil }
        let cached = smallIDs[Int(digit) &+ 1]
        guard cached != 0,
            UInt64(littleEndian: p.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) == Compact.phaseColon,
            UInt64(littleEndian: p.loadUnaligned(fromByteOffset: 24, as: UInt64.self)) & Cursor.mask4
                == Compact.xColon
        else { return nil }
        let code: UInt32
        switch UInt64(littleEndian: p.loadUnaligned(fromByteOffset: 16, as: UInt64.self)) {
        case Compact.movedComma: code = 1
        case Compact.beganComma: code = 0
        case Compact.endedComma: code = 3
        default: return nil
        }
        return (cached &- 1, code)
    }

    /// The literal bytes `compactElement` matches, as little-endian words (`Cursor.word`).
    enum Compact {
        /// `{"id":` and, after the id's one digit, `,` (the digit's byte masked out).
        static let openIDComma: UInt64 = 0x2C00_3A22_6469_227B
        /// `"phase":`
        static let phaseColon: UInt64 = 0x3A22_6573_6168_7022
        /// `"moved",`, `"began",` and `"ended",`
        static let movedComma: UInt64 = 0x2C22_6465_766F_6D22
        static let beganComma: UInt64 = 0x2C22_6E61_6765_6222
        static let endedComma: UInt64 = 0x2C22_6465_646E_6522
        /// `"x":`
        static let xColon: UInt64 = 0x3A22_7822
        /// The bytes of `{"id":D,"phase":"P","x":` (`commonHead`).
        static let headLength = 28
        /// `{"t":`
        static let openTime: UInt64 = 0x3A_2274_227B
        /// `,"touches":[`, its first eight bytes and its last four.
        static let touchesKey: UInt64 = 0x6568_6375_6F74_222C
        static let touchesKeyEnd: UInt64 = 0x5B3A_2273
        /// `{"id":`
        static let openID: UInt64 = 0x3A22_6469_227B
        /// `,"phase"`, followed by `:`.
        static let phaseKey: UInt64 = 0x2265_7361_6870_222C
        /// The bytes of `,"x":DDD.DDD,"y":DDD.DDD}` (`Cursor.commonCoordinates`).
        static let commonCoordinatesLength = 25
        /// `,"x":` and `,"y":`
        static let xKey: UInt64 = 0x3A_2278_222C
        static let yKey: UInt64 = 0x3A_2279_222C
        /// `]}`
        static let closeTouches: UInt64 = 0x7D5D
    }

    /// The checks of FORMAT §3.1–3.2 on the element read (`seen` as `members` sets it), then
    /// the element appended to `events`; false, with nothing changed, when it is not valid.
    mutating func commit(
        events: inout EventList, time: Double, timeOffset: Int, seen: UInt8,
        previousTime: inout EventDecoder.PreviousTime?
    ) -> Bool {
        guard seen & 1 != 0, seen & 6 != 6 else { return false }
        if let previousTime, time < previousTime.value { return false }

        // FORMAT §3.1: an id at most once per event; `began` needs an id not down (and room
        // under `TouchLifecycle.maxAlive`), every other phase an id that is down. Checked in
        // full before anything changes; the ids are distinct, so checking each against the
        // state before the event is the same as checking them one after another.
        elementNumber &+= 1
        var downCount = downList.count
        for sample in samples {
            let id = Int(sample.id)
            guard listedIn[id] != elementNumber else { return false }
            listedIn[id] = elementNumber
            switch sample.phaseCode {
            case 0:
                guard !down[id], downCount < TouchLifecycle.maxAlive else { return false }
                downCount += 1
            case 1, 2:
                guard down[id] else { return false }
            default:
                guard down[id] else { return false }
                downCount -= 1
            }
        }

        previousTime = EventDecoder.PreviousTime(value: time, offset: timeOffset)
        if seen & 4 != 0 {
            for id in downList { down[Int(id)] = false }
            downList.removeAll(keepingCapacity: true)
            events.closeEvent(time: time, kind: .interrupt)
            return true
        }
        guard !samples.isEmpty else {
            events.closeEvent(time: time, kind: .tick)
            return true
        }
        for sample in samples {
            let id = Int(sample.id)
            switch sample.phaseCode {
            case 0:
                down[id] = true
                downList.append(sample.id)
            case 3, 4:
                down[id] = false
                if let k = downList.firstIndex(of: sample.id) { downList.remove(at: k) }
            default:
                break
            }
            events.appendSample(
                id: sample.id, phaseCode: sample.phaseCode, location: Point(x: sample.x, y: sample.y),
                force: sample.force, radius: sample.radius)
        }
        events.closeEvent(time: time, kind: .touches)
        return true
    }

    /// `[touch, …]` into `samples`.
    mutating func touches(_ c: inout Cursor, _ events: inout EventList) -> Bool {
        guard c.at(0x5B) else { return false }
        c.i += 1
        c.skipWhitespace()
        if c.at(0x5D) {
            c.i += 1
            return true
        }
        while true {
            // More touches than any valid event lists: declined here, not after the whole
            // array (issue 25; the ordinary path stops at the first error, within these).
            guard touch(&c, &events), samples.count <= TouchLifecycle.maxPerEvent else { return false }
            c.skipWhitespace()
            if c.at(0x2C) {
                c.i += 1
                c.skipWhitespace()
                continue
            }
            guard c.at(0x5D) else { return false }
            c.i += 1
            return true
        }
    }

    /// `{"id", "phase", "x", "y", "force"?, "radius"?}` into `samples`.
    mutating func touch(_ c: inout Cursor, _ events: inout EventList) -> Bool {
        guard c.at(0x7B) else { return false }
        c.i += 1
        c.skipWhitespace()
        var sample = Sample(id: 0, phaseCode: 0, x: 0, y: 0, force: nil, radius: nil)
        var seen: UInt8 = 0
        let limit = DecodingContext.maxMagnitude
        while true {
            let w = c.word(at: c.i)
            let bit: UInt8
            if w & Cursor.mask4 == 0x2264_6922 {  // "id"
                c.i += 4
                guard c.colon(), let id = touchID(&c, &events) else { return false }
                sample.id = id
                bit = 1
            } else if w & Cursor.mask7 == 0x22_6573_6168_7022 {  // "phase"
                c.i += 7
                guard c.colon(), let code = c.phaseCode() else { return false }
                sample.phaseCode = code
                bit = 2
            } else if w & Cursor.mask3 == 0x22_7822 {  // "x"
                c.i += 3
                guard c.colon(), let x = c.number(powers), x >= -limit, x <= limit else { return false }
                sample.x = x
                bit = 4
            } else if w & Cursor.mask3 == 0x22_7922 {  // "y"
                c.i += 3
                guard c.colon(), let y = c.number(powers), y >= -limit, y <= limit else { return false }
                sample.y = y
                bit = 8
            } else if w & Cursor.mask7 == 0x22_6563_726f_6622 {  // "force"
                c.i += 7
                guard c.colon(), let force = c.number(powers), !(force < 0), force <= limit else { return false }
                sample.force = force
                bit = 16
            } else if w == 0x2273_7569_6461_7222 {  // "radius"
                c.i += 8
                guard c.colon(), let radius = c.number(powers), !(radius < 0), radius <= limit else { return false }
                sample.radius = radius
                bit = 32
            } else {
                return false
            }
            guard seen & bit == 0 else { return false }
            seen |= bit
            guard let another = c.afterMember() else { return false }
            if another { continue }
            break
        }
        guard seen & 15 == 15 else { return false }
        samples.append(sample)
        return true
    }

    /// An integral number or a non-empty string (FORMAT §3.1), interned.
    mutating func touchID(_ c: inout Cursor, _ events: inout EventList) -> UInt32? {
        if c.at(0x22) {
            guard let (lo, length) = c.string(), length > 0 else { return nil }
            let name = String(decoding: UnsafeBufferPointer(start: c.base + lo, count: length), as: UTF8.self)
            return intern(.string(name), &events)
        }
        // Most ids are small plain integers: read them without going through a `Double`.
        if let small = c.plainInteger(below: FusedEventDecoder.smallIDLimit) {
            let cached = smallIDs[small]
            if cached != 0 { return cached &- 1 }
            let index = intern(.int(small), &events)
            smallIDs[small] = index &+ 1
            return index
        }
        // Beyond 2^53 − 1 an id is refused (`EventDecoder.maxIntegerTouchID`): declined here.
        guard let value = c.number(powers), value.magnitude <= Double(EventDecoder.maxIntegerTouchID),
            let int = Int(exactly: value)
        else { return nil }
        if int >= 0 && int < FusedEventDecoder.smallIDLimit {
            let cached = smallIDs[int]
            if cached != 0 { return cached &- 1 }
            let index = intern(.int(int), &events)
            smallIDs[int] = index &+ 1
            return index
        }
        return intern(.int(int), &events)
    }

    /// The bytes being read: only the forms above, each checked as strictly as `JSONReader`
    /// checks it.
    struct Cursor {
        let base: UnsafePointer<UInt8>
        let n: Int
        var i: Int

        @inline(__always)
        func at(_ byte: UInt8) -> Bool {
            i < n && base[i] == byte
        }

        @inline(__always)
        mutating func skipWhitespace() {
            JSONWhitespace.skip(base, &i, n)
        }

        static let mask2: UInt64 = 0xFFFF
        static let mask3: UInt64 = 0xFF_FFFF
        static let mask4: UInt64 = 0xFFFF_FFFF
        static let mask5: UInt64 = 0xFF_FFFF_FFFF
        static let mask6: UInt64 = 0xFFFF_FFFF_FFFF
        static let mask7: UInt64 = 0xFF_FFFF_FFFF_FFFF

        /// The eight bytes at `k` as a little-endian integer, zeros past the end.
        @inline(__always)
        func word(at k: Int) -> UInt64 {
            if k &+ 8 <= n {
                return UInt64(littleEndian: UnsafeRawPointer(base + k).loadUnaligned(as: UInt64.self))
            }
            var value: UInt64 = 0
            var j = 0
            while k + j < n && j < 8 {
                value |= UInt64(base[k + j]) << UInt64(j * 8)
                j += 1
            }
            return value
        }

        /// The byte at `k`, or 0 past the end (never a byte the callers look for).
        @inline(__always)
        func byte(_ k: Int) -> UInt8 {
            k < n ? base[k] : 0
        }

        /// A string of printable ASCII without escapes; returns where its body starts and its
        /// length, with `i` past the closing quote.
        @inline(__always)
        mutating func string() -> (Int, Int)? {
            guard at(0x22) else { return nil }
            i += 1
            let lo = i
            while i < n {
                let c = base[i]
                if c == 0x22 {
                    i += 1
                    return (lo, i - 1 - lo)
                }
                guard c >= 0x20, c < 0x7F, c != 0x5C else { return nil }
                i += 1
            }
            return nil
        }

        /// A line feed and the spaces after it (the indentation of a pretty-printed array's
        /// elements), up to eight of them, skipped in one step; any whitespace after them is
        /// left to `skipWhitespace`. Every byte skipped is whitespace (the spaces are counted
        /// in the word after the line feed, whose bytes past the end read as zeros), so
        /// `skipWhitespace` after it stops where it would have alone.
        ///
        /// Why (issue 28 item 4, docs/PERFORMANCE.md "round 8: the reading"): a recorded
        /// session's elements are written one a line, and the byte-at-a-time loop took about 2 M
        /// instructions a reading of the benchmark's N = 1000 session.
        @inline(__always)
        mutating func skipLineIndent() {
            guard i < n, base[i] == 0x0A else { return }
            let spaces = (word(at: i &+ 1) ^ 0x2020_2020_2020_2020).trailingZeroBitCount &>> 3
            i &+= 1 &+ spaces
        }

        /// After an object member: `,` and the whitespace after it (true: another member
        /// follows) or the closing `}` (false); nil for anything else.
        @inline(__always)
        mutating func afterMember() -> Bool? {
            skipWhitespace()
            if at(0x2C) {
                i += 1
                skipWhitespace()
                return true
            }
            guard at(0x7D) else { return nil }
            i += 1
            return false
        }

        /// The `:` after a key, with the whitespace around it.
        @inline(__always)
        mutating func colon() -> Bool {
            skipWhitespace()
            guard at(0x3A) else { return false }
            i += 1
            skipWhitespace()
            return true
        }

        /// A phase name (FORMAT §3.1), quotes included, as its `EventList` code.
        @inline(__always)
        mutating func phaseCode() -> UInt32? {
            let w = word(at: i)
            let code: UInt32
            let length: Int
            switch w & Cursor.mask7 {
            case 0x22_6465_766f_6d22: (code, length) = (1, 7)  // "moved"
            case 0x22_6e61_6765_6222: (code, length) = (0, 7)  // "began"
            case 0x22_6465_646e_6522: (code, length) = (3, 7)  // "ended"
            default:
                if w == 0x6e6f_6974_6174_7322 && byte(i + 8) == 0x61 && byte(i + 9) == 0x72 && byte(i + 10) == 0x79
                    && byte(i + 11) == 0x22
                {
                    (code, length) = (2, 12)  // "stationary"
                } else if w == 0x6c6c_6563_6e61_6322 && byte(i + 8) == 0x65 && byte(i + 9) == 0x64
                    && byte(i + 10) == 0x22
                {
                    (code, length) = (4, 11)  // "cancelled"
                } else {
                    return nil
                }
            }
            i += length
            return code
        }

        /// The literal `true`, followed by a byte that ends it.
        mutating func literalTrue() -> Bool {
            guard word(at: i) & Cursor.mask4 == 0x6575_7274 else { return false }
            i += 4
            return i == n || !Cursor.isWordByte(base[i])
        }

        static func isWordByte(_ c: UInt8) -> Bool {
            (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || (c >= 0x30 && c <= 0x39) || c == 0x5F
        }

        /// A non-negative integer below `limit` written as plain digits (no leading zero, no
        /// fraction or exponent after it), which `number` would read as the same integer; nil,
        /// with `i` unmoved, for anything else, which then goes through `number`.
        @inline(__always)
        mutating func plainInteger(below limit: Int) -> Int? {
            var k = i
            var value = 0
            while k < n {
                let d = base[k] &- 0x30
                guard d < 10 else { break }
                value = value &* 10 &+ Int(d)
                guard value < limit else { return nil }
                k += 1
            }
            guard k > i, base[i] != 0x30 || k == i + 1 else { return nil }
            if k < n && (base[k] == 0x2E || base[k] == 0x65 || base[k] == 0x45) { return nil }
            i = k
            return value
        }

        /// A number by `JSONReader.Scanner.number`'s exact fast path: the same mantissa and
        /// exponent, the same one multiply or divide, so the same bits. Declines exponents, more
        /// than 19 significant digits, leading zeros and anything malformed.
        ///
        /// A number of at most 19 digits (integer part and fraction, a lone leading `0` not
        /// counted) is read in one tight loop over local variables: `DigitRun` takes every
        /// digit of such a number (it takes a digit while the mantissa is below 10^18, and
        /// 18 digits are below it), so the mantissa and exponent are the ones it gives. Longer
        /// runs, which recorded traces never have, go through `DigitRun` from the start. The
        /// loop through `DigitRun` cost about 180 instructions a number on the benchmark's
        /// session (issue 28 item 4, docs/PERFORMANCE.md round 5): its `inout` cursor and
        /// mantissa lived in memory.
        @inline(__always)
        mutating func number(_ powers: [Double]) -> Double? {
            let start = i
            var k = i
            var negative = false
            if k < n && base[k] == 0x2D {
                negative = true
                k &+= 1
            }
            guard k < n else { return nil }
            let first = base[k] &- 0x30
            guard first < 10 else { return nil }
            k &+= 1
            var mantissa = UInt64(first)
            var digits = 1
            if first == 0 {
                // JSON forbids leading zeros; the `0` itself adds no significant digit.
                if k < n && base[k] &- 0x30 < 10 { return nil }
                digits = 0
            } else {
                while k < n {
                    let d = base[k] &- 0x30
                    guard d < 10 else { break }
                    mantissa = mantissa &* 10 &+ UInt64(d)
                    k &+= 1
                }
                digits = k &- start &- (negative ? 1 : 0)
            }
            var exponent = 0
            if k < n && base[k] == 0x2E {
                k &+= 1
                let fractionStart = k
                while k < n {
                    let d = base[k] &- 0x30
                    guard d < 10 else { break }
                    mantissa = mantissa &* 10 &+ UInt64(d)
                    k &+= 1
                }
                guard k > fractionStart else { return nil }
                exponent = fractionStart &- k
                digits &+= k &- fractionStart
            }
            guard digits <= 19 else {
                i = start
                return numberByDigitRuns(powers)
            }
            if k < n && (base[k] == 0x65 || base[k] == 0x45) { return nil }
            i = k
            return Cursor.value(mantissa: mantissa, exponent: exponent, negative: negative, powers)
        }

        /// The high bit of each byte of `w` (`word(at:)`) that is not an ASCII digit, exactly for
        /// every byte: `v` is `w` with each digit as its value (0–9) and every other byte 10 or
        /// more; a byte's low seven bits plus 0x76 stay below 0x100, so nothing carries between
        /// bytes, and its high bit is then set exactly when those bits are 10 or more, or is
        /// set in `v` itself.
        @inline(__always)
        static func nonDigits(_ w: UInt64) -> UInt64 {
            let v = w ^ 0x3030_3030_3030_3030
            return (((v & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7676_7676_7676_7676) | v) & 0x8080_8080_8080_8080
        }

        /// How many of the eight bytes of `w` are ASCII digits before the first that is not (8:
        /// all of them).
        @inline(__always)
        static func digitRun(_ w: UInt64) -> Int {
            nonDigits(w).trailingZeroBitCount &>> 3
        }

        /// The value of the first `length` (1 to 8) bytes of `w`, all digits, as a decimal
        /// integer, the first byte its most significant digit: the digits are moved to the top
        /// of the word (zeros, as leading digits, below them), then combined in pairs, fours
        /// and eights by three multiplications.
        @inline(__always)
        static func digitsValue(_ w: UInt64, _ length: Int) -> UInt64 {
            eightDigits((w &- 0x3030_3030_3030_3030) &<< UInt64(64 &- 8 &* length))
        }

        /// The eight bytes of `v`, each a digit's value (0–9), as a decimal integer, byte 0 the
        /// most significant digit.
        @inline(__always)
        static func eightDigits(_ v: UInt64) -> UInt64 {
            let pairs = v &* 10 &+ (v &>> 8)
            let value =
                ((pairs & 0x0000_00FF_0000_00FF) &* 0x000F_4240_0000_0064
                    &+ ((pairs &>> 16) & 0x0000_00FF_0000_00FF) &* 0x0000_2710_0000_0001) &>> 32
            return value & 0xFFFF_FFFF
        }

        /// A coordinate whose text, sign aside, ends within the eight bytes at the cursor — one
        /// to five integer digits, or one to four and a point and one to three fraction digits,
        /// then a byte that is not a digit, a point or an exponent — in thousandths, read from
        /// that one word; nil, with `i` unmoved, for anything else (`coordinate` reads it).
        ///
        /// The digits are `number`'s (the same text, the same rules: no leading zero before
        /// more digits, a digit after the point), so the thousandths are those of
        /// `ShortDecimal.thousandths` (M = the digits × 10^(3 − fraction digits), below 10^8;
        /// −0 declined), which are `EventList.thousandths` of `number`'s value. The digits
        /// are gathered in one word, the point's byte dropped, and placed so that the last
        /// fraction digit has the weight 10^(3 − fraction digits) among eight digits
        /// (`eightDigits`); the bytes below are zeros, as leading digits.
        ///
        /// Why (issue 28 item 4, docs/PERFORMANCE.md "round 8: the reading"): a recorded
        /// coordinate such as `348.615` took about 115 instructions through `shortDecimal`
        /// (two words) and 135 through `number` (a byte at a time), besides the thousandths.
        @inline(__always)
        mutating func shortThousandths() -> Int32? {
            // The common shape first: `DDD.DDD` (three integer digits, the first not `0`, and
            // three fraction digits) and a byte that is neither a digit (`nonDigits`) nor an
            // exponent's; the point and the last byte are the word's only non-digits. These
            // are the bytes the general steps below take with `point` 3 and `after` 7, and the
            // digits are placed as they place them (`shift` 1): the same thousandths, the same
            // end. Why: 83 % of the benchmark session's coordinates (issue 28 item 4,
            // docs/PERFORMANCE.md "round 9: the reading"), in about half the instructions.
            if let common = Cursor.threeByThree(word(at: i)) {
                i &+= 7
                return common
            }
            var k = i
            let negative = k < n && base[k] == 0x2D
            if negative { k &+= 1 }
            let w = word(at: k)
            let v = w ^ 0x3030_3030_3030_3030
            let nonDigits = Cursor.nonDigits(w)
            let point = nonDigits.trailingZeroBitCount &>> 3
            guard UInt(bitPattern: point &- 1) < 5, w & 0xFF != 0x30 || point == 1 else { return nil }
            let integerBytes = (UInt64(1) &<< UInt64(8 &* point)) &- 1
            let digits: UInt64
            let shift: Int
            let end: Int
            if (w &>> UInt64(8 &* point)) & 0xFF == 0x2E {
                let after = (nonDigits & (nonDigits &- 1)).trailingZeroBitCount &>> 3
                // One to three fraction digits and the byte after them inside the word.
                guard UInt(bitPattern: after &- point &- 2) < 3, after < 8 else { return nil }
                let fractionBytes = ((UInt64(1) &<< UInt64(8 &* after)) &- 1) & ~((integerBytes &<< 8) | 0xFF)
                digits = (v & integerBytes) &<< 8 | (v & fractionBytes)
                shift = 4 &- point
                end = k &+ after
            } else {
                guard point <= 5 else { return nil }
                digits = v & integerBytes
                shift = 5 &- point
                end = k &+ point
            }
            guard shift >= 0, (w &>> UInt64(8 &* (end &- k))) & 0xFF | 0x20 != 0x65 else { return nil }
            let m = Cursor.eightDigits(digits &<< UInt64(8 &* shift))
            if negative {
                guard m != 0 else { return nil }
                i = end
                return -Int32(truncatingIfNeeded: m)
            }
            i = end
            return Int32(truncatingIfNeeded: m)
        }

        /// The thousandths of a coordinate whose text is the first seven bytes of `w` in the
        /// shape `DDD.DDD` (see `shortThousandths`), the eighth byte neither a digit nor an
        /// exponent's; nil for any other word. `keyedCoordinate` asks it before
        /// `shortThousandths`, in its own code: the call cost about 15 instructions a coordinate.
        @inline(__always)
        static func threeByThree(_ w: UInt64) -> Int32? {
            guard Cursor.nonDigits(w) == 0x8000_0000_8000_0000, (w &>> 24) & 0xFF == 0x2E, w & 0xFF != 0x30,
                (w &>> 56) | 0x20 != 0x65
            else { return nil }
            let v = w ^ 0x3030_3030_3030_3030
            return Int32(
                truncatingIfNeeded: Cursor.eightDigits((v & 0xFF_FFFF) &<< 16 | (v & 0xFF_FFFF_0000_0000) &<< 8))
        }

        /// The thousandths of x and y of a touch whose next `Compact.commonCoordinatesLength`
        /// bytes are `,"x":DDD.DDD,"y":DDD.DDD}` (each `DDD.DDD` as `threeByThree` takes it);
        /// nil for anything else (`keyedCoordinate` for x, then for y, and the `}`, read it).
        ///
        /// These are exactly the bytes those steps accept for such a touch, by the same words:
        /// `xKey` at the cursor, the word after it (x's seven bytes and the `,` of `yKey`) by
        /// `threeByThree`, `yKey` twelve bytes on, the word after it (y's seven bytes and the
        /// `}`) by `threeByThree`; so the thousandths and the end are theirs.
        ///
        /// Why (issue 28 item 4, docs/PERFORMANCE.md "round 11: the reading"): 69 % of the
        /// benchmark session's touches have this tail; one bounds guard and four loads replace
        /// the five bounds-checked words, the two coordinates' branches and the `}`'s check.
        @inline(__always)
        func commonCoordinates() -> (x: Int32, y: Int32)? {
            // Bounds: the four loads read bytes `i ..< i + 25`, all below `n` by this guard;
            // `base` points at `n` bytes the reader holds for the whole call (`decode`).
            guard i &+ Compact.commonCoordinatesLength <= n else { return nil }
            let p = UnsafeRawPointer(base + i)
            let xKeyWord = UInt64(littleEndian: p.loadUnaligned(as: UInt64.self))
            let yKeyWord = UInt64(littleEndian: p.loadUnaligned(fromByteOffset: 12, as: UInt64.self))
            let yWord = UInt64(littleEndian: p.loadUnaligned(fromByteOffset: 17, as: UInt64.self))
            guard xKeyWord & Cursor.mask5 == Compact.xKey, yKeyWord & Cursor.mask5 == Compact.yKey,
                yWord &>> 56 == 0x7D,
                let x = Cursor.threeByThree(UInt64(littleEndian: p.loadUnaligned(fromByteOffset: 5, as: UInt64.self))),
                let y = Cursor.threeByThree(yWord)
            else { return nil }
            return (x, y)
        }

        /// `key` (`Compact.xKey` or `Compact.yKey`, five bytes) at the cursor and the coordinate
        /// after it, with where the coordinate ends: a `DDD.DDD` one by `threeByThree`, in this
        /// code; any other by `otherCoordinate`'s call (`pointThousandths`, `shortThousandths`,
        /// `coordinate`). Nil
        /// when the key differs or the coordinate is declined (`compactElement` then declines
        /// the element).
        ///
        /// Why: a compact touch reads x and y by the same steps, stated once here (issue 28
        /// item 4, docs/PERFORMANCE.md "round 10: the reading"). It takes the cursor as a
        /// value and moves nothing, as `threeByThree` and `commonHead` do, which the compiler
        /// inlines; as a `mutating` method it was kept as a call (about 30 instructions a
        /// coordinate).
        @inline(__always)
        func keyedCoordinate(_ key: UInt64, _ powers: [Double]) -> (Coordinate, end: Int)? {
            guard word(at: i) & Cursor.mask5 == key else { return nil }
            let start = i &+ 5
            let w = word(at: start)
            if let common = Cursor.threeByThree(w) {
                return (Coordinate(valid: true, thousandths: common, number: 0), start &+ 7)
            }
            return otherCoordinate(at: start, powers)
        }

        /// The thousandths of a coordinate whose text is the first bytes of `w` (`word(at:)`):
        /// one to four integer digits (the first not `0` unless it is the only one), a point,
        /// one to three fraction digits, then a byte inside the word that is neither a digit
        /// nor an exponent's; with the text's length. Nil for any other word.
        ///
        /// These are bytes `shortThousandths` takes (no sign, `point` 1 to 4, `after` below 8),
        /// and the digits are placed as it places them (the point's byte dropped, `shift`
        /// 4 − `point`), so the thousandths and the end are its own, which are
        /// `EventList.thousandths` of `number`'s value.
        ///
        /// Why (issue 28 item 4, docs/PERFORMANCE.md "round 10: the reading"): the coordinates
        /// that are not `DDD.DDD` (17 % of the benchmark session's, nearly all `DDD.DD` and
        /// `DD.DDD`) took `shortThousandths`' general steps, about 130 instructions with the
        /// call; this one test and placing of the word, in `otherCoordinate`, takes about half.
        @inline(__always)
        static func pointThousandths(_ w: UInt64) -> (thousandths: Int32, length: Int)? {
            let nonDigits = Cursor.nonDigits(w)
            let point = nonDigits.trailingZeroBitCount &>> 3
            let after = (nonDigits & (nonDigits &- 1)).trailingZeroBitCount &>> 3
            // `point` 1...4 and one to three fraction digits, `after` inside the word (a word
            // with fewer than two non-digits gives `after` 8 or more).
            guard UInt(bitPattern: point &- 1) < 4, UInt(bitPattern: after &- point &- 2) < 3, after < 8,
                (w &>> UInt64(8 &* point)) & 0xFF == 0x2E, w & 0xFF != 0x30 || point == 1,
                (w &>> UInt64(8 &* after)) & 0xFF | 0x20 != 0x65
            else { return nil }
            let v = w ^ 0x3030_3030_3030_3030
            let integerBytes = (UInt64(1) &<< UInt64(8 &* point)) &- 1
            let fractionBytes = ((UInt64(1) &<< UInt64(8 &* after)) &- 1) & ~((integerBytes &<< 8) | 0xFF)
            let digits = (v & integerBytes) &<< 8 | (v & fractionBytes)
            let m = Cursor.eightDigits(digits &<< UInt64(8 &* (4 &- point)))
            return (Int32(truncatingIfNeeded: m), after)
        }

        /// A coordinate at `start` that is not `DDD.DDD` (see `keyedCoordinate`), with its end:
        /// by `pointThousandths` when it has a point and at most three fraction digits, else
        /// by `shortThousandths`, then `coordinate`. A call, for 17 % of the coordinates:
        /// inline in both of `keyedCoordinate`'s places the compiler kept one of them as a call.
        func otherCoordinate(at start: Int, _ powers: [Double]) -> (Coordinate, end: Int)? {
            if let short = Cursor.pointThousandths(word(at: start)) {
                return (Coordinate(valid: true, thousandths: short.thousandths, number: 0), start &+ short.length)
            }
            var c = self
            c.i = start
            let read =
                c.shortThousandths().map { Coordinate(valid: true, thousandths: $0, number: 0) } ?? c.coordinate(powers)
            return read.valid ? (read, c.i) : nil
        }

        /// 10^`k` for `k` in 0...7.
        @inline(__always)
        static func powerOfTen(_ k: Int) -> UInt64 {
            switch k {
            case 0: return 1
            case 1: return 10
            case 2: return 100
            case 3: return 1000
            case 4: return 10_000
            case 5: return 100_000
            case 6: return 1_000_000
            default: return 10_000_000
            }
        }

        /// A plain decimal read by whole words (`shortDecimal`): its digits as one integer, how
        /// many of them follow the point, its sign, and where it ends.
        struct ShortDecimal {
            var mantissa: UInt64
            var fractionDigits: Int
            var negative: Bool
            var end: Int

            /// The value in thousandths when it has at most three fraction digits and is at
            /// most 2 000 000 in magnitude, and is not −0; nil otherwise.
            ///
            /// It is the value `EventList.thousandths` gives for the number (`number`'s value):
            /// with M = mantissa × 10^(3 − fractionDigits), that value is M/1000 correctly
            /// rounded (the mantissa, below 2^53, and the power of ten are exact, and one
            /// division rounds once); `thousandths` multiplies it by 1000, which is within
            /// |M| × 2^−52 < 10^−6 of M, so its rounding gives M; and M/1000 rounded is the
            /// value itself, so its check passes. −0 is kept out: `thousandths` refuses it (its
            /// thousandths would give back +0), and so does this.
            @inline(__always)
            var thousandths: Int32? {
                guard fractionDigits <= 3 else { return nil }
                let m = mantissa &* Cursor.powerOfTen(3 &- fractionDigits)
                guard m <= 2_000_000_000 else { return nil }
                if negative {
                    guard m != 0 else { return nil }
                    return -Int32(truncatingIfNeeded: m)
                }
                return Int32(truncatingIfNeeded: m)
            }
        }

        /// A number of one to seven integer digits and, after a point, one to seven fraction
        /// digits, read by whole words (`digitRun`, `digitsValue`) with the digits `number`
        /// reads: the same mantissa (its digits, at most 14, so below 10^14 < 2^53) and the
        /// same exponent (minus the fraction digits). Nil, with `i` unmoved, for anything else
        /// (a longer run, a leading zero, a missing digit, an exponent), which `number` reads
        /// or declines as before.
        ///
        /// Why (issue 28 item 4, docs/PERFORMANCE.md "round 8: the reading"): `number`'s loop
        /// took about 135 instructions for a coordinate such as `348.615` and more for a time
        /// such as `985.057521`, a byte at a time.
        @inline(__always)
        func shortDecimal() -> ShortDecimal? {
            var k = i
            let negative = k < n && base[k] == 0x2D
            if negative { k &+= 1 }
            let w = word(at: k)
            let integerDigits = Cursor.digitRun(w)
            // JSON forbids a leading zero before more digits (`number` declines it).
            guard UInt(bitPattern: integerDigits &- 1) < 7, w & 0xFF != 0x30 || integerDigits == 1 else { return nil }
            var mantissa = Cursor.digitsValue(w, integerDigits)
            k &+= integerDigits
            var fractionDigits = 0
            var next = (w &>> (UInt64(integerDigits) &* 8)) & 0xFF
            if next == 0x2E {
                k &+= 1
                let f = word(at: k)
                fractionDigits = Cursor.digitRun(f)
                guard UInt(bitPattern: fractionDigits &- 1) < 7 else { return nil }
                mantissa = mantissa &* Cursor.powerOfTen(fractionDigits) &+ Cursor.digitsValue(f, fractionDigits)
                k &+= fractionDigits
                next = (f &>> (UInt64(fractionDigits) &* 8)) & 0xFF
            }
            guard next != 0x65 && next != 0x45 else { return nil }
            return ShortDecimal(mantissa: mantissa, fractionDigits: fractionDigits, negative: negative, end: k)
        }

        /// A time of three or four integer digits (the first not `0`) and six fraction digits,
        /// then a byte that is neither a digit nor an exponent's, as `number` reads it; nil,
        /// with `i` unmoved, for anything else (`shortDecimal` and `number` read it).
        ///
        /// The bytes are those `shortDecimal` takes with `integerDigits` 3 or 4 and
        /// `fractionDigits` 6, and the mantissa is the same integer (its first eight digits by
        /// one `eightDigits`, the point's byte dropped, then the last one or two), so the value
        /// is `shortDecimal`'s, which is `number`'s.
        ///
        /// Why (issue 28 item 4, docs/PERFORMANCE.md "round 9: the reading"): a recorder
        /// writes times in microseconds, so from 100 s on nearly every `t` has this form (90 %
        /// of the benchmark sessions' at N = 1000 and N = 10 000), and `shortDecimal` with
        /// `fastNumber`'s steps took about 130 instructions for one.
        @inline(__always)
        mutating func sixDecimals(_ powers: [Double]) -> Double? {
            guard let six = Cursor.sixDecimalWords(word(at: i), word(at: i &+ 8)) else { return nil }
            i &+= six.length
            return Cursor.value(mantissa: six.mantissa, exponent: -6, negative: false, powers)
        }

        /// The digits of a `sixDecimals` time whose first byte is the first of `w0` and whose
        /// ninth is the first of `w1` (`word(at:)`), as one integer (the value times 10^6), and
        /// its length in bytes; nil for any other shape. A function of the two words and of
        /// nothing else, so that `compactElement` reads the time inline: as a `mutating`
        /// method of the cursor it was kept as a call (issue 28 item 4, docs/PERFORMANCE.md
        /// "round 10: the reading").
        @inline(__always)
        static func sixDecimalWords(_ w0: UInt64, _ w1: UInt64) -> (mantissa: UInt64, length: Int)? {
            let nd0 = Cursor.nonDigits(w0)
            let point = nd0.trailingZeroBitCount &>> 3
            // The point is the first word's only non-digit.
            guard nd0 & (nd0 &- 1) == 0, point == 3 || point == 4, w0 & 0xFF != 0x30,
                (w0 &>> UInt64(8 &* point)) & 0xFF == 0x2E
            else { return nil }
            // The second word: the last `point - 1` fraction digits, then the byte after them.
            let nd1 = Cursor.nonDigits(w1)
            let stop = UInt64(8 &* (point &- 1))
            guard nd1 & ((UInt64(1) &<< stop) &- 1) == 0, (nd1 &>> stop) & 0x80 != 0,
                (w1 &>> stop) & 0xFF | 0x20 != 0x65
            else { return nil }
            let v0 = w0 ^ 0x3030_3030_3030_3030
            let v1 = w1 ^ 0x3030_3030_3030_3030
            let integerBytes = (UInt64(1) &<< UInt64(8 &* point)) &- 1
            var mantissa = Cursor.eightDigits(
                (v0 & integerBytes) | ((v0 &>> 8) & ~integerBytes) | (v1 &<< 56))
            mantissa = mantissa &* 10 &+ ((v1 &>> 8) & 0xFF)
            if point == 4 { mantissa = mantissa &* 10 &+ ((v1 &>> 16) & 0xFF) }
            return (mantissa, point &+ 7)
        }

        /// `number`, by `shortDecimal` when it reads the number (`compactElement` asks
        /// `sixDecimals` first).
        @inline(__always)
        mutating func fastNumber(_ powers: [Double]) -> Double? {
            if let d = shortDecimal() {
                i = d.end
                return Cursor.value(mantissa: d.mantissa, exponent: -d.fractionDigits, negative: d.negative, powers)
            }
            return number(powers)
        }

        /// A touch's coordinate (FORMAT §3.1: a number within ±`DecodingContext.maxMagnitude`):
        /// its thousandths when `ShortDecimal.thousandths` gives them, else its value.
        struct Coordinate {
            var valid: Bool
            var thousandths: Int32?
            var number: Double

            /// The value read, exactly (from the thousandths: M/1000 rounded, see
            /// `ShortDecimal.thousandths`).
            var value: Double {
                if let thousandths { return Double(thousandths) / 1000 }
                return number
            }
        }

        /// A coordinate: in thousandths without a `Double` when `shortDecimal` reads it, by
        /// `number` otherwise (`valid` false: declined or out of range).
        @inline(__always)
        mutating func coordinate(_ powers: [Double]) -> Coordinate {
            let limit = DecodingContext.maxMagnitude
            if let d = shortDecimal() {
                i = d.end
                if let thousandths = d.thousandths {
                    return Coordinate(valid: true, thousandths: thousandths, number: 0)
                }
                guard
                    let value = Cursor.value(
                        mantissa: d.mantissa, exponent: -d.fractionDigits, negative: d.negative, powers),
                    value >= -limit, value <= limit
                else { return Coordinate(valid: false, thousandths: nil, number: 0) }
                return Coordinate(valid: true, thousandths: nil, number: value)
            }
            guard let value = number(powers), value >= -limit, value <= limit else {
                return Coordinate(valid: false, thousandths: nil, number: 0)
            }
            return Coordinate(valid: true, thousandths: nil, number: value)
        }

        /// The value of `mantissa` × 10^`exponent` when one operation gives it exactly rounded
        /// (Clinger's fast path, as `JSONDocument.numberValue`), ±0 for a zero mantissa; nil
        /// otherwise (declined).
        @inline(__always)
        static func value(mantissa: UInt64, exponent: Int, negative: Bool, _ powers: [Double]) -> Double? {
            if mantissa < (1 << 53) && exponent >= -22 {
                var value = Double(mantissa)
                if exponent < 0 { value /= powers[-exponent] }
                return negative ? -value : value
            }
            if mantissa == 0 { return negative ? -0.0 : 0.0 }
            return nil
        }

        /// `number` for a run of more than 19 digits, through `DigitRun` (the reader's loop):
        /// declines a dropped integer digit or a dropped fraction digit that is not `0`.
        mutating func numberByDigitRuns(_ powers: [Double]) -> Double? {
            var negative = false
            if at(0x2D) {
                negative = true
                i += 1
            }
            guard i < n else { return nil }
            var mantissa: UInt64 = 0
            var exponent = 0
            let first = base[i] &- 0x30
            guard first < 10 else { return nil }
            if first == 0 {
                i += 1
                if i < n && base[i] &- 0x30 < 10 { return nil }
            } else if DigitRun.read(base, &i, n, into: &mantissa).dropped {
                return nil
            }
            if at(0x2E) {
                i += 1
                guard i < n, base[i] &- 0x30 < 10 else { return nil }
                let fraction = DigitRun.read(base, &i, n, into: &mantissa)
                if fraction.droppedNonZero { return nil }
                exponent = -fraction.taken
            }
            if i < n && (base[i] == 0x65 || base[i] == 0x45) { return nil }
            return Cursor.value(mantissa: mantissa, exponent: exponent, negative: negative, powers)
        }
    }
}
