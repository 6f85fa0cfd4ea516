import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The processors this process may use, for the code that splits work across threads (the
/// report's drawing threads, the PNG encoder's compressing queues).
package enum Processors {
    /// The cores this process may run on: its CPU affinity on Linux (`taskset`, a container's CPU
    /// set), which `ProcessInfo.activeProcessorCount` does not read there; elsewhere, or when the
    /// affinity cannot be read, the processors online.
    package static var available: Int {
        #if canImport(Glibc)
            // sched_getaffinity is a _GNU_SOURCE function, which the Glibc module leaves out:
            // looked up by name. The mask: 1,024 CPUs, as glibc's cpu_set_t.
            typealias Affinity = @convention(c) (pid_t, Int, UnsafeMutableRawPointer) -> Int32
            if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "sched_getaffinity") {
                var mask = [UInt64](repeating: 0, count: 16)
                let status = mask.withUnsafeMutableBytes { bytes in
                    unsafeBitCast(symbol, to: Affinity.self)(0, bytes.count, bytes.baseAddress!)
                }
                let count = mask.reduce(0) { $0 + $1.nonzeroBitCount }
                if status == 0, count > 0 { return count }
            }
        #endif
        return ProcessInfo.processInfo.activeProcessorCount
    }
}
