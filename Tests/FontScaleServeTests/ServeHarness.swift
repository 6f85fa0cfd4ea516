import FontScaleTestSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A `fontscale serve` started in a folder of its own on a free port, as a user starts it.
final class Served {
    let folder: URL
    let process = Process()
    let port: Int
    private let out: URL, err: URL

    /// Writes `config` as fontscale.yml in a new folder and serves it (`arguments` added); with
    /// no config, serves what `arguments` name.
    init(config: String?, arguments: [String] = []) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        if let config { try Data(config.utf8).write(to: folder.appendingPathComponent("fontscale.yml")) }
        out = folder.appendingPathComponent("out.txt")
        err = folder.appendingPathComponent("err.txt")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        process.executableURL = Fixture.executable
        process.arguments = ["serve"] + (config == nil ? [] : ["fontscale.yml"]) + ["--port", "0"] + arguments
        process.currentDirectoryURL = folder
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        let deadline = Date().addingTimeInterval(30)
        var found: Int?
        while found == nil, Date() < deadline, process.isRunning {
            let text = (try? String(contentsOf: out, encoding: .utf8)) ?? ""
            if let range = text.range(of: " at http://127.0.0.1:"),
                let end = text[range.upperBound...].firstIndex(of: "/")
            {
                found = Int(text[range.upperBound..<end])
            }
            usleep(20_000)
        }
        guard let found else {
            process.terminate()
            let printed = (try? String(contentsOf: err, encoding: .utf8)) ?? ""
            throw CommandError(message: "serve did not start: \(printed)")
        }
        port = found
    }

    var stdout: String { (try? String(contentsOf: out, encoding: .utf8)) ?? "" }
    var stderr: String { (try? String(contentsOf: err, encoding: .utf8)) ?? "" }
    var configPath: String { folder.appendingPathComponent("fontscale.yml").path }
    var url: String { "http://127.0.0.1:\(port)/" }

    /// Saves the config as an editor that writes a new file and renames it over the old one.
    func save(_ config: String) throws {
        let temporary = folder.appendingPathComponent(".fontscale.yml.swp")
        try Data(config.utf8).write(to: temporary)
        guard rename(temporary.path, configPath) == 0 else { throw CommandError(message: "rename failed") }
    }

    /// Saves the config in place (truncate and write), as most editors do.
    func saveInPlace(_ config: String) throws {
        try Data(config.utf8).write(to: URL(fileURLWithPath: configPath))
    }

    /// Ctrl-C: the exit status and what it printed on stderr.
    func interrupt() -> Int32 {
        kill(process.processIdentifier, SIGINT)
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        if process.isRunning { process.terminate(); return -1 }
        return process.terminationStatus
    }

    deinit {
        if process.isRunning { process.terminate(); process.waitUntilExit() }
        try? FileManager.default.removeItem(at: folder)
    }

    /// The resident set size of the server in KiB (/proc/PID/status).
    var residentKiB: Int {
        let status = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }

    /// How many file descriptors the server has open (/proc/PID/fd).
    var openFiles: Int {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(process.processIdentifier)/fd")) ?? []).count
    }
}

/// A page open in headless Chromium that stays open: the page logs its state on the console
/// (`fontscale-state {...}`) after every redraw, and Chromium writes console messages to its
/// stderr (--enable-logging=stderr), read here as they come. No reload, no DevTools connection.
final class LivePage {
    let process = Process()
    private let log: URL

    struct State: Decodable, Equatable {
        struct Style: Decodable, Equatable {
            let name: String
            let sample: String?
            let size: Double?
            let weight: Double?
        }
        let loadId: String
        let revision: Int
        let error: String?
        let category: String?
        let bold: Bool
        let platform: String?
        let styles: [Style]
        let worst: Double?
        let widths: [[Double]]?
        /// In the measuring mode: every container's drawn lines, with the browser's width of each.
        let boxes: [Box]?
        /// The banner naming the styles left out (their font does not resolve), nil when hidden.
        let leftOut: String?
        let fonts: [String]
        /// The Android font scale shown, nil on the other platforms.
        let fontScale: Double?
        /// Whether the page sees `prefers-reduced-motion: reduce`.
        let reducedMotion: Bool
        /// What `play=morph` played, once it has.
        let played: [Played]?

        /// A container as drawn: its style, its width (px), its lines' texts and the browser's widths.
        struct Box: Decodable, Equatable {
            let style: String
            let width: Double
            let lines: [String]
            let widths: [Double]
        }

        /// One morph played: how, at what rate, the frames planned and drawn, the text left on screen.
        struct Played: Decodable, Equatable {
            let style: String
            let mode: String
            let hertz: Int
            let frames: Int
            let drawn: Int
            let last: Int
            let text: String
        }
    }

    /// Opens `url`; `flags` go to Chromium too (`--force-prefers-reduced-motion`).
    init(url: String, flags: [String] = []) throws {
        log = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fontscale-chromium-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fontscale-chromium-\(UUID().uuidString)")
        process.executableURL = URL(fileURLWithPath: ChromiumPage.executable)
        process.arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--enable-logging=stderr", "--v=0",
                "--user-data-dir=\(profile.path)", "--window-size=1200,900",
            ] + flags + [url]
        process.standardError = try FileHandle(forWritingTo: log)
        process.standardOutput = FileHandle.nullDevice
        try process.run()
    }

    /// Every state the page has logged so far, in order.
    var states: [State] {
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return text.components(separatedBy: "\n").compactMap { line in
            guard let start = line.range(of: "fontscale-state "), let end = line.range(of: "\", source: ") else {
                return nil
            }
            return try? JSONDecoder().decode(State.self, from: Data(line[start.upperBound..<end.lowerBound].utf8))
        }
    }

    /// The first state (after the first `skip` ones) that `accept` takes, within `timeout` seconds.
    func wait(timeout: Double = 20, after skip: Int = 0, _ accept: (State) -> Bool) -> State? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let state = states.dropFirst(skip).first(where: accept) { return state }
            usleep(5_000)
        }
        return nil
    }

    deinit {
        if process.isRunning { process.terminate(); process.waitUntilExit() }
        try? FileManager.default.removeItem(at: log)
    }
}

/// Raw HTTP over a loopback socket: the request line goes out exactly as written (no client
/// normalises `..` or percent-encoding away).
enum RawHTTP {
    /// Connects to 127.0.0.1:`port`; -1 on failure.
    static func connect(port: Int) -> Int32 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        if connected != 0 { close(socket); return -1 }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        return socket
    }

    static func send(_ socket: Int32, _ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    /// `method target` with `host` as the Host header (none when nil): the status and the body.
    static func request(port: Int, _ target: String, method: String = "GET", host: String?) -> (
        status: Int, body: String
    ) {
        let socket = connect(port: port)
        defer { close(socket) }
        var request = "\(method) \(target) HTTP/1.1\r\n"
        if let host { request += "Host: \(host)\r\n" }
        request += "Connection: close\r\n\r\n"
        send(socket, request)
        var data = [UInt8](), buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count <= 0 { break }
            data += buffer[0..<count]
        }
        let text = String(decoding: data, as: UTF8.self)
        let status = Int(text.split(separator: " ").dropFirst().first ?? "") ?? 0
        let body = text.components(separatedBy: "\r\n\r\n").dropFirst().joined(separator: "\r\n\r\n")
        return (status, body)
    }
}

/// The serve tests' two-style config: Body on the default `family`, Title in its own
/// `titleFamily`, fonts from `folder`. The layout is fixed, so its lines are known: `fonts.family`'s
/// value is at 4:11, Title's `family:` value at 12:13.
func twoStyleConfig(
    fonts folder: String, family: String = "Atkinson Hyperlegible", titleFamily: String = "Inter",
    sample: String? = nil
) -> String {
    """
    version: 1
    fonts:
      directories: ["\(folder)"]
      family: \(family)
    styles:
      - name: Body
        textStyle: body
        size: 17
        lineHeight: 22
      - name: Title
        textStyle: title1
        family: \(titleFamily)
        size: 28
        lineHeight: 34

    """ + (sample.map { "samples:\n  - \"\($0)\"\n" } ?? "")
}
