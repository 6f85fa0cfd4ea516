import Foundation

/// What the fuzz targets share.
public enum Fuzz {
    /// The input as text: UTF-8, with invalid bytes replaced (what `String(contentsOf:)` would refuse,
    /// the parsers never see; the replacement keeps every other byte where it was).
    public static func text(_ data: UnsafePointer<UInt8>?, _ size: Int) -> String {
        guard let data, size > 0 else { return "" }
        return String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    }

    /// Stops the run on a broken invariant: libFuzzer catches the trap and saves the input.
    public static func fail(_ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line) -> Never {
        let text = message()
        FileHandle.standardError.write(Data("fuzz invariant broken: \(text)\n".utf8))
        fatalError(text, file: file, line: line)
    }

    /// A file of this process's own for inputs that must be read from a path (fonts), in
    /// /dev/shm when there is one; removed when the run ends.
    public static let scratchPath: String = {
        let folder = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
        atexit {
            unlink(Fuzz.scratchPath)
            unlink(Fuzz.scratchPath + ".new")
        }
        return "\(folder)/fontscale-fuzz-\(getpid()).bin"
    }()

    /// Writes `size` bytes at `data` to `scratchPath`: to a file beside it, then renamed over it,
    /// so a face still open on the previous input (FreeType and HarfBuzz map the file; cairo keeps
    /// recently used faces) keeps its own bytes instead of reading a truncated file.
    public static func writeScratch(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Bool {
        let temporary = scratchPath + ".new"
        guard let file = fopen(temporary, "wb") else { return false }
        let written = size == 0 || data.map { fwrite($0, 1, size, file) == size } ?? false
        guard fclose(file) == 0, written else { return false }
        return rename(temporary, scratchPath) == 0
    }
}

/// libFuzzer's entry point for a program with its own main (LLVM 12 and later): parses the
/// libFuzzer flags in `argv` and runs `callback` on each input.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32

extension Fuzz {
    /// Runs libFuzzer with the process's arguments on `target` and exits with its status.
    /// (SwiftPM gives every executable target its own main, so libFuzzer's main cannot be used.)
    public static func run(_ target: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Never {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, target))
    }
}
