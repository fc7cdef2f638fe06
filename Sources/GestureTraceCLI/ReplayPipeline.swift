import Dispatch
import GestureTrace

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The streamed replay on two cores (issue 28 item 4, round 8; docs/DECISIONS.md "Streamed
/// replay"): the second reading decodes the windows of events on a thread of its own while
/// the frame loop replays the windows before, on the calling thread.
///
/// The frame loop is not shared: it runs on the calling thread only, fed the windows in the
/// order they were read through a first-in, first-out `HandOff`, so it sees exactly what
/// `Replay.run(_:lending:…)` feeds it and the output is the same, byte for byte, whatever
/// the threads' timing. The hand-off is a rendezvous: the reading waits until the frame loop
/// has taken the window it decoded, so at most one decoded window (about 250 KB) is ahead of
/// the frame loop.
///
/// A file changed since the first reading stops the replay where the single-threaded one
/// stops: the reading hands on the windows before the changed one, then its error, and the
/// frame loop replays those windows before the error is thrown; none of the changed window's
/// events is handed on.
enum ReplayPipeline {
    /// `GESTURETRACE_THREADS`: 2 or more reads a streamed replay's events on a thread of its
    /// own; anything else (1, nothing) replays on one thread.
    static let environmentKey = "GESTURETRACE_THREADS"

    /// Whether a streamed replay reads its events on a thread of its own: only when
    /// `GESTURETRACE_THREADS` asks for two threads or more. The output is the same either way.
    ///
    /// One thread by default (issue 28 item 4, round 8; docs/PERFORMANCE.md "Figures: issue 28
    /// item 4, round 8: two cores"): on the shared two-core machine the second thread showed no
    /// gain in wall time, was slower whenever the other core was busy (the frame loop then waits
    /// for a reader that is not running), and held one window more, which brings peak RSS to
    /// 0.5 × the file at N = 10 000.
    static func threaded(environment: [String: String]) -> Bool {
        guard let value = environment[environmentKey], let threads = Int(value) else { return false }
        return threads > 1
    }

    /// What the reading thread hands the frame loop: a window (its events and the index of
    /// its first), then the end, with the error that stopped the reading if one did.
    enum Window: Sendable {
        case events(EventList, Int)
        case end(TraceError?)
    }

    /// The second reading of `streamed` from `mapped` on its own thread; `mapped` drops the
    /// pages behind it as `ReplayInput` does (`MappedFile.release(upTo:)`, on that thread).
    ///
    /// `@unchecked Sendable`: `mapped` is used by the reading thread only between `start` and
    /// its last `put` (the end), while the thread that started it does not touch the mapping
    /// (`MappedFile`'s `released`/`filled` bookkeeping is then the reading thread's alone); the
    /// starter reads `mapped` again (`checkUnchanged`) only after taking the end, which the
    /// hand-off orders after every `release`. `TruncationGuard`'s handler runs on whichever
    /// thread faults and reads only its own locked table, so a truncation seen by the reading
    /// thread is seen by `mapped.truncated` afterwards.
    final class Reading: @unchecked Sendable {
        let streamed: StreamedTrace
        let mapped: MappedFile
        let file: String
        let windows = HandOff<Window>(capacity: 1, rendezvous: true)

        init(_ streamed: StreamedTrace, mapped: MappedFile, file: String) {
            self.streamed = streamed
            self.mapped = mapped
            self.file = file
        }

        /// Starts the reading on a thread of its own (a serial queue of its own, so it never
        /// waits for a worker another queue holds).
        func start() {
            DispatchQueue(label: "gesturetrace.replay.reading").async { self.read() }
        }

        private func read() {
            let mapped = self.mapped
            do throws(TraceError) {
                try Replay.readWindows(
                    streamed, lending: mapped.buffer, file: file, consumed: { mapped.release(upTo: $0) }
                ) { events, first in
                    windows.put(.events(events, first))
                }
                windows.put(.end(nil))
            } catch {
                windows.put(.end(error))
            }
        }
    }

    /// Replays `streamed` through `replay`, its events read on another thread, then finishes
    /// it; throws (unfinished) as `Replay.run(_:lending:…)` does once the windows before a
    /// change have been replayed.
    static func replay(
        _ streamed: StreamedTrace, mapped: MappedFile, file: String, into replay: Replay.Streamed
    ) throws(TraceError) {
        #if canImport(Glibc)
            // The first reading's freed memory is given back before the second reading's
            // thread allocates windows beside it: that thread's allocations come from a
            // malloc arena of its own, so the main arena's free pages would otherwise stay
            // resident next to them (peak RSS ≤ 0.5 × the file, issue 28 item 4).
            // `malloc_trim` is glibc's (malloc.h, which the Glibc module does not import).
            if let trim = dlsym(dlopen(nil, RTLD_NOW), "malloc_trim") {
                _ = unsafeBitCast(trim, to: (@convention(c) (Int) -> Int32).self)(0)
            }
        #endif
        let reading = Reading(streamed, mapped: mapped, file: file)
        reading.start()
        while true {
            switch reading.windows.take() {
            case .events(let events, let first):
                replay.feed(events, from: first)
            case .end(let error?):
                throw error
            case .end(nil):
                replay.finish()
                return
            }
        }
    }
}
