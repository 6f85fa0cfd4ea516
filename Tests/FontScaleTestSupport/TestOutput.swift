import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Long figures printed with a test's output, where `swift test` shows them.
public enum TestOutput {
    /// Writes `lines` to standard error one at a time, each once the one before was read.
    ///
    /// `swift test` reads the test process's output in chunks and decodes each as UTF-8 on its own:
    /// a burst of Thai or Khmer text can end a chunk inside a character, and that chunk is dropped
    /// (lines of a list go missing). One `write` of a line (atomic below PIPE_BUF, 4096 bytes) into an
    /// empty pipe is read whole. When standard error is no pipe, or its reader stalls for 200 ms,
    /// the rest is written without waiting.
    public static func write(lines: [String]) {
        var pacing = true
        for line in lines {
            FileHandle.standardError.write(Data((line + "\n").utf8))
            var waited = 0
            while pacing {
                #if canImport(Glibc)
                    var unread: Int32 = 0
                    guard ioctl(2, UInt(FIONREAD), &unread) == 0, unread > 0 else { break }
                    if waited >= 200 { pacing = false; break }
                    usleep(1000)
                    waited += 1
                #else
                    pacing = false
                #endif
            }
        }
    }
}
