import GestureTraceCLI

// The C library's `exit`, not Foundation's re-export of it: importing Foundation here would
// load Foundation and ICU into every run (issue 16; docs/PERFORMANCE.md, "peak memory").
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

exit(GestureTraceCLI.main(arguments: Array(CommandLine.arguments.dropFirst())))
