import FlyingSocks
import FontScaleConfig
import Foundation

/// Where and how `fontscale serve` listens.
public struct ServeOptions: Sendable {
    /// The address to bind (an IPv4 or IPv6 address; "localhost" is 127.0.0.1).
    public var host = "127.0.0.1"
    /// The port; 0 picks a free one.
    public var port = 8080
    /// How often the watched files are looked at, in seconds, where their folders cannot be
    /// watched with inotify (not Linux, or past the kernel's limit on watches); with inotify a
    /// change is seen when it happens and the files are looked at every `max(pollInterval, 1)`
    /// seconds as well.
    public var pollInterval = 0.05
    /// Whether the folders of the watched files are watched with inotify where the kernel has it;
    /// false only polls (the tests of the polling).
    public var watchFolders = true
    /// How often every page is sent the latest event again, in seconds (a page that has gone is
    /// noticed at the next write).
    public var heartbeat = 10.0
    /// The limits on a request's head and the timeouts of a connection.
    public var limits = HTTPLimits()
    /// Creates the defaults: loopback, port 8080, inotify with a 50 ms poll where it is missing,
    /// `HTTPLimits()`.
    public init() {}
}

/// The live preview server: builds the page's model from the config, serves the page, its assets
/// and the config's fonts, watches the config and its fonts and pushes every new model to every
/// open page over server-sent events.
public final class PreviewServer: @unchecked Sendable {
    /// The latest model and the listening pages.
    public let hub = PreviewHub()
    let builder: PreviewBuilder
    let options: ServeOptions
    private var listener: HTTPListener?
    private var tasks: [Task<Void, Never>] = []
    private let lock = NSLock()
    private var files: [String] = []
    private var folders: [String] = []
    private var fontData: [Data?] = []
    private var policy: RequestPolicy?
    private var watcher: FileWatcher?

    /// Creates a server for the config `builder` reads.
    public init(builder: PreviewBuilder, options: ServeOptions) {
        self.builder = builder
        self.options = options
    }

    /// Builds the first model, binds and starts serving; returns the port it listens on. A
    /// malformed config is served as its error (fix it and save); a missing one throws.
    public func start() async throws -> Int {
        guard FileManager.default.fileExists(atPath: builder.path) else {
            throw ServeError.configMissing(path: builder.path)
        }
        Allocator.limitArenas()
        // The config's stamp from before the first build: a save during it (or before the watch
        // starts) is seen.
        let configStamp = FileWatcher.stamps([builder.path])[0]
        rebuild(inTwo: false)
        let address: any SocketAddress
        let host = options.host == "localhost" ? "127.0.0.1" : options.host
        do {
            address =
                host.contains(":")
                ? try sockaddr_in6.inet6(ip6: host, port: UInt16(options.port))
                : try sockaddr_in.inet(ip4: host, port: UInt16(options.port))
        } catch {
            throw ServeError.notAnAddress(options.host)
        }
        let socket: Socket
        let pool: any AsyncSocketPool = .make()
        do {
            try await pool.prepare()
            socket = try Socket(domain: Int32(type(of: address).family))
            try socket.setValue(true, for: .localAddressReuse)
            try socket.bind(to: address)
            try socket.listen()
        } catch {
            throw Self.describe(error, host: options.host, port: options.port)
        }
        let listener = HTTPListener(socket: socket, pool: pool, limits: options.limits) { [weak self] head in
            guard let self, let policy = self.lock.withLock({ self.policy }) else {
                return HTTPAnswer(status: 503, headers: [])
            }
            return self.respond(head, policy: policy)
        }
        self.listener = listener
        let running = Task { await listener.run() }
        switch try? socket.sockname() {
        case let .ip4(_, port)?: return finishStart(running, Int(port), configStamp)
        case let .ip6(_, port)?: return finishStart(running, Int(port), configStamp)
        default: return finishStart(running, options.port, configStamp)
        }
    }

    private func finishStart(_ running: Task<Void, Never>, _ port: Int, _ configStamp: FileWatcher.Stamp?) -> Int {
        lock.withLock { policy = RequestPolicy(host: options.host, port: port) }
        let files = watched
        let stamps = [configStamp] + FileWatcher.stamps(Array(files.dropFirst()))
        // The watch runs on a thread of its own: it blocks in poll(2) and in the builds, never on
        // the cooperative pool the connections use.
        let watcher = FileWatcher(interval: options.pollInterval, useInotify: options.watchFolders)
        let thread = Thread { [weak self, watcher, files, stamps] in
            var files = files, stamps = stamps
            watcher.watch(files)
            while watcher.wait() {
                guard let self else { break }
                let current = self.watched
                let now = FileWatcher.stamps(current)
                if current != files || now != stamps {
                    self.rebuild()
                    // The stamps from before the build: a save during the build is seen at the next
                    // look. A font file the build added is watched from now on.
                    let after = self.watched
                    stamps = after.map { path in
                        current.firstIndex(of: path).map { now[$0] } ?? FileWatcher.stamps([path])[0]
                    }
                    files = after
                }
                // Folders that appeared, went or were replaced since the last look.
                watcher.watch(files)
            }
            watcher.close()
        }
        thread.name = "fontscale serve watch"
        thread.start()
        let heartbeat = Task.detached { [weak self, options] in
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(options.heartbeat))
                self?.hub.heartbeat()
            }
        }
        lock.withLock { (tasks, self.watcher) = ([running, heartbeat], watcher) }
        return port
    }

    /// The files watched: the config, the font folders of the last parse and the font files of
    /// the last good build (a font moved away and back, or a missing family's file copied in,
    /// changes its folder).
    var watched: [String] { lock.withLock { [builder.path] + folders + files } }

    /// Builds and publishes a model: the new one, or the last good one with the error on top.
    /// Returns the error's line, nil when the build succeeded. Called by one thread at a time: `start`, then the watch thread.
    @discardableResult
    func rebuild(inTwo: Bool = true) -> String? {
        do {
            // The sizes and widths first; the motion previews of changed styles in a second
            // revision, so a save reaches the page without waiting for the transitions' renders.
            // One read, parse and check per save; both stages measure from it.
            let parsed = try builder.parse()
            lock.withLock { folders = builder.fontFolders }
            var model = try builder.build(parsed, motion: !inTwo)
            builder.count(into: &model)
            lock.withLock {
                files = builder.fontFiles
                fontData = builder.fontData
            }
            hub.publish(model)
            if builder.pendingMotion {
                let measured = model.measured
                model = try builder.build(parsed, motion: true)
                builder.count(into: &model)
                model.measured = measured
                hub.publish(model)
            }
            return nil
        } catch {
            let line = (error as? PreviewError)?.description ?? (error as? ConfigError)?.description ?? "\(error)"
            var model =
                hub.current
                ?? PreviewModel(
                    config: builder.path, platform: "", model: "", categories: [], defaultCategory: 0, fonts: [],
                    variants: [], fontScales: [],
                    containers: [], styles: [], findings: [], measured: [])
            model.error = line.split(separator: "\n").first.map(String.init) ?? line
            model.measured = []
            builder.count(into: &model)
            hub.publish(model)
            return model.error
        }
    }

    /// Stops serving: every event stream ends, the socket closes and the watch ends (its
    /// descriptors closed; a build under way is finished first).
    public func stop() async {
        let (running, watcher) = lock.withLock { (tasks, self.watcher) }
        for task in running.dropFirst() { task.cancel() }
        watcher?.stop()
        hub.finish()
        // Every connection's task ends with the listener's: streams at their end, reads and
        // writes cancelled.
        if let first = running.first {
            first.cancel()
            await first.value
        }
        if let listener { try? listener.socket.close() }
        await watcher?.finished()
    }

    deinit {
        // A server let go without stop(): its watch ends at once rather than at its next look.
        watcher?.stop()
    }

    /// The error of a server that could not start.
    static func describe(_ error: any Error, host: String, port: Int) -> ServeError {
        if case let .failed(type, code, message) = error as? SocketError {
            switch code {
            case EADDRINUSE: return .portInUse(host: host, port: port)
            case EACCES: return .portNotPermitted(host: host, port: port)
            case EADDRNOTAVAIL: return .notThisMachine(host)
            default: return .cannotListen(host: host, port: port, reason: "\(type): \(message)")
            }
        }
        return .cannotListen(host: host, port: port, reason: "\(error)")
    }

    /// The answer to one request (`RequestPolicy` first); HEAD gets the headers GET would, and
    /// never subscribes to the events.
    func respond(_ head: RequestHead, policy: RequestPolicy) -> HTTPAnswer {
        let hosts = head.values("host")
        let verdict = policy.verdict(method: head.method, rawPath: head.path, host: hosts.first)
        switch verdict {
        case let .refuse(status, reason):
            var headers = [(name: "Content-Type", value: "text/plain; charset=utf-8")]
            if status == 405 { headers.append(("Allow", "GET, HEAD")) }
            return HTTPAnswer(status: status, headers: headers, body: Data((reason + "\n").utf8))
        case let .serve(route):
            switch route {
            case .page: return Self.ok(PageAssets.html, type: "text/html; charset=utf-8")
            case .script: return Self.ok(PageAssets.script, type: "text/javascript; charset=utf-8")
            case .styleSheet: return Self.ok(PageAssets.css, type: "text/css; charset=utf-8")
            case .model: return Self.ok(hub.json, type: "application/json")
            case .events:
                let headers = [(name: "Content-Type", value: "text/event-stream"), ("Cache-Control", "no-cache")]
                if head.method == "HEAD" { return HTTPAnswer(status: 200, headers: headers, streamed: true) }
                return HTTPAnswer(status: 200, headers: headers, events: hub.subscribe(), streamed: true)
            case let .font(number):
                let (file, data) = lock.withLock {
                    number < files.count ? (files[number], fontData[number]) : (nil, nil)
                }
                let plain = [(name: "Content-Type", value: "text/plain; charset=utf-8")]
                guard file != nil else {
                    return HTTPAnswer(status: 404, headers: plain, body: Data("/fonts/\(number): no such font\n".utf8))
                }
                guard let data else {
                    return HTTPAnswer(
                        status: 403, headers: plain,
                        body: Data("/fonts/\(number): not a regular file in its folder\n".utf8))
                }
                return Self.ok(data, type: FontType.mime(of: data))
            }
        }
    }

    static func ok(_ text: String, type: String) -> HTTPAnswer { ok(Data(text.utf8), type: type) }

    static func ok(_ data: Data, type: String) -> HTTPAnswer {
        HTTPAnswer(
            status: 200,
            headers: [("Content-Type", type), ("Cache-Control", "no-cache"), ("X-Content-Type-Options", "nosniff")],
            body: data)
    }
}

/// Why `fontscale serve` could not start, in values (the CLI words them with its options).
public enum ServeError: Error, Equatable, CustomStringConvertible {
    /// The config file does not exist.
    case configMissing(path: String)
    /// The address to listen on is no IPv4 or IPv6 address (nor localhost).
    case notAnAddress(String)
    /// Another program listens on the port.
    case portInUse(host: String, port: Int)
    /// The port needs privileges (below 1024).
    case portNotPermitted(host: String, port: Int)
    /// The address is not one of this machine's.
    case notThisMachine(String)
    /// Listening failed otherwise.
    case cannotListen(host: String, port: Int, reason: String)

    /// The error in words, without option names.
    public var description: String {
        switch self {
        case let .configMissing(path): "cannot read config '\(path)': no such file"
        case let .notAnAddress(host): "expected an IPv4 or IPv6 address or localhost, instead saw '\(host)'"
        case let .portInUse(host, port): "\(host):\(port) is in use"
        case let .portNotPermitted(host, port): "not permitted to listen on \(host):\(port)"
        case let .notThisMachine(host): "\(host) is not an address of this machine"
        case let .cannotListen(host, port, reason): "cannot listen on \(host):\(port): \(reason)"
        }
    }
}

/// The MIME type of font data.
enum FontType {
    static func mime(of data: Data) -> String {
        switch data.prefix(4) {
        case Data("wOF2".utf8): "font/woff2"
        case Data("wOFF".utf8): "font/woff"
        case Data("OTTO".utf8): "font/otf"
        case Data("ttcf".utf8): "font/collection"
        default: "font/ttf"
        }
    }
}
