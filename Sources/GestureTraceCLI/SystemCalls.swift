#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// The C library's `open`, `read`, `write` and `close` under names of their own.
//
// `InputFile`, `OutputFile`, `OutputSink` and `LocalFileSystem` have methods named `open`,
// `read`, `write` or `close`, and inside them an unqualified call finds the method, not the C
// function. Qualifying the call with the C library module name compiles only against glibc:
// Darwin's module is `Darwin` and musl's is `Musl` (issue 24 item 1). These file-scope
// functions are reached from any method, and each resolves to whichever C library this file
// imported.

/// `open(2)` without a mode: an existing file.
func systemOpen(_ path: String, _ flags: Int32) -> Int32 {
    open(path, flags)
}

/// `open(2)` with the permissions of a file it creates.
func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
    open(path, flags, mode)
}

/// `read(2)`: at most `count` bytes into `buffer`; the count read, 0 at the end, −1 on error.
func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}

/// The most bytes handed to one `write(2)`. Darwin's `write` refuses a count above `INT_MAX`
/// with `EINVAL` (the macOS write(2) man page: "The value provided for nbyte exceeds
/// INT_MAX"), where Linux writes at most 0x7ffff000 bytes and returns the short count; one GiB
/// is below both limits, and a caller's retry loop finishes the rest.
let systemWriteLimit = 1 << 30

/// `write(2)` of at most `systemWriteLimit` bytes: the count written (possibly short), or −1.
func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, buffer, min(count, systemWriteLimit))
}

/// `close(2)`.
func systemClose(_ fd: Int32) -> Int32 {
    close(fd)
}

/// After a `read` or `write` failed with `EAGAIN`: waits until `fd` is ready for the same call
/// again, and says whether to retry it (false when the wait itself failed).
///
/// Standard input and output are shared with the parent, which may have made them
/// non-blocking (a Node.js or Go parent does, and the flag belongs to the open file, not to
/// the process); a read with nothing there yet, or a write to a full pipe, then fails with
/// `EAGAIN` instead of waiting, and `replay` or `validate -` stopped with "resource
/// temporarily unavailable" (RELIABILITY, round 5). Clearing the flag would change the
/// parent's descriptor too, so the call waits in `poll(2)` instead, as a blocking one would.
func waitAfterWouldBlock(_ fd: Int32, writing: Bool) -> Bool {
    guard errno == EAGAIN || errno == EWOULDBLOCK else { return false }
    var entry = pollfd(fd: fd, events: Int16(writing ? POLLOUT : POLLIN), revents: 0)
    while true {
        if poll(&entry, 1, -1) >= 0 { return true }
        if errno != EINTR { return false }
    }
}
