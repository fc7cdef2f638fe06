/// One window of a streamed replay's events as the first reading of the file found it (issue
/// 28 item 4; docs/DECISIONS.md "Streamed replay"): how many events, their digest
/// (`EventList.digest`), and where the window's first element begins.
///
/// A streamed replay reads the file twice: the first reading checks it (FORMAT §5: bad input
/// gives its error and nothing else), the second hands the events to the frame loop. Between
/// the two another program may change the file; the second reading compares each window
/// with the first's before any of its events is replayed, so a change stops the replay with
/// an error located at the window, and nothing read from the changed file is replayed.
struct EventWindow: Equatable, Sendable {
    var events: Int
    var digest: UInt64
    /// The byte offset of the window's first element in the file.
    var offset: Int
    /// The index in `events` of the window's first event.
    var firstIndex: Int
}
