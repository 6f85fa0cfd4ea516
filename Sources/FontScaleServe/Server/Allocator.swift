import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The server's two settings of glibc's allocator, measured with `malloc_stats` under the load
/// test (50 pages and 1,000 saves, rounds of 500 pages): the memory in use came back after every
/// round, the memory glibc kept did not.
///
/// - Each thread that allocates gets an arena of its own (up to 8 per core), and Dispatch adds a
///   thread now and then under 500 connections: each new arena kept 1-2 MB resident after the
///   round that made it. `limitArenas()` caps them at two (the cooperative pool's width on the CI
///   machines; the server's work is one build at a time and socket writes).
/// - Freed memory stays in the arenas until `malloc_trim`: 2-4 MB resident after each round of
///   500 pages, none of it in use. `releaseFreedMemory()` trims when the last connection closes,
///   when nobody waits for it.
///
/// Both functions are glibc's `malloc.h`, which the Glibc module leaves out: looked up by name,
/// and nothing on other C libraries.
enum Allocator {
    /// Caps the number of malloc arenas at two (`mallopt(M_ARENA_MAX, 2)`).
    static func limitArenas() {
        #if canImport(Glibc)
            typealias Option = @convention(c) (Int32, Int32) -> Int32
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
            // M_ARENA_MAX in malloc.h.
            _ = unsafeBitCast(symbol, to: Option.self)(-8, 2)
        #endif
    }

    /// Hands the free memory of every arena back to the system (`malloc_trim(0)`).
    static func releaseFreedMemory() {
        #if canImport(Glibc)
            typealias Trim = @convention(c) (Int) -> Int32
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
            _ = unsafeBitCast(symbol, to: Trim.self)(0)
        #endif
    }
}
