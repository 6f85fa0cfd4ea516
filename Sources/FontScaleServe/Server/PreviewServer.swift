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
///
/// Who owns what: the session's state (the latest model, its revision, the listening pages, the
/// fonts served, the running tasks) is the `PreviewSession` actor's. The builder, and with it the
/// rebuild sequence, belongs to the watch thread alone: the thread makes it, builds on it and
/// hands each model to the session in order (`PreviewSession.update`), so a build blocks neither
/// a request (which waits only for the actor) nor a thread of the cooperative pool. The
/// `FileWatcher` blocks in poll(2) on that thread. Everything here is immutable.
public final class PreviewServer: Sendable {
    /// The latest model, the listening pages and the fonts served.
    package let session: PreviewSession
    /// The config file served.
    public let config: String
    let extraDirectories: [String], defaultDirectories: [String]
    let options: ServeOptions
    /// The watch, made with the server so `stop()` and deinit reach it from any thread.
    let watcher: FileWatcher

    /// Creates a server for the config at `config`; the directories are `check`'s (the extra font
    /// folders, and `.fonts/` in the working directory).
    public init(
        config: String, extraDirectories: [String] = [], defaultDirectories: [String] = [], options: ServeOptions
    ) {
        self.config = config
        self.extraDirectories = extraDirectories
        self.defaultDirectories = defaultDirectories
        self.options = options
        session = PreviewSession(config: config)
        watcher = FileWatcher(interval: options.pollInterval, useInotify: options.watchFolders)
    }

    /// Builds the first model, binds and starts serving; returns the port it listens on. A
    /// malformed config is served as its error (fix it and save); a missing one throws.
    public func start() async throws -> Int {
        guard FileManager.default.fileExists(atPath: config) else { throw ServeError.configMissing(path: config) }
        Allocator.limitArenas()
        await startWatch()
        let address: any SocketAddress
        let host = options.host == "localhost" ? "127.0.0.1" : options.host
        let socket: Socket
        let pool: any AsyncSocketPool = .make()
        do {
            do {
                address =
                    host.contains(":")
                    ? try sockaddr_in6.inet6(ip6: host, port: UInt16(options.port))
                    : try sockaddr_in.inet(ip4: host, port: UInt16(options.port))
            } catch {
                throw ServeError.notAnAddress(options.host)
            }
            do {
                try await pool.prepare()
                socket = try Socket(domain: Int32(type(of: address).family))
                try socket.setValue(true, for: .localAddressReuse)
                try socket.bind(to: address)
                try socket.listen()
            } catch {
                throw Self.describe(error, host: options.host, port: options.port)
            }
        } catch {
            watcher.stop()
            await watcher.finished()
            throw error
        }
        let port: Int
        switch try? socket.sockname() {
        case let .ip4(_, bound)?: port = Int(bound)
        case let .ip6(_, bound)?: port = Int(bound)
        default: port = options.port
        }
        let policy = RequestPolicy(host: options.host, port: port)
        let listener = HTTPListener(socket: socket, pool: pool, limits: options.limits) { [session] head in
            await Self.respond(head, policy: policy, session: session)
        }
        let running = Task {
            await listener.run()
            try? listener.socket.close()
        }
        let heartbeat = Task.detached { [session, options] in
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(options.heartbeat))
                await session.heartbeat()
                // The memory freed since (a burst of connections, the builds' scratch) goes back
                // to the system even while a page holds its event stream open.
                Allocator.releaseFreedMemory()
            }
        }
        await session.started([running, heartbeat])
        return port
    }

    /// Starts the watch thread and returns once it has built and published the first model.
    private func startWatch() async {
        let (session, watcher, config) = (session, watcher, config)
        let (extra, defaults) = (extraDirectories, defaultDirectories)
        await withCheckedContinuation { (built: CheckedContinuation<Void, Never>) in
            // The watch runs on a thread of its own: it blocks in poll(2) and in the builds, never
            // on the cooperative pool the connections use. The builder is made here and never
            // leaves the thread.
            let thread = Thread {
                let builder = PreviewBuilder(path: config, extraDirectories: extra, defaultDirectories: defaults)
                // The config's stamp from before the first build: a save during it is seen.
                let configStamp = FileWatcher.stamps([config])[0]
                Self.rebuild(builder, session: session, inTwo: false)
                built.resume()
                var files = builder.watchedFiles
                var stamps = [configStamp] + FileWatcher.stamps(Array(files.dropFirst()))
                watcher.watch(files)
                while watcher.wait() {
                    let current = builder.watchedFiles
                    let now = FileWatcher.stamps(current)
                    if current != files || now != stamps {
                        Self.rebuild(builder, session: session)
                        // The stamps from before the build: a save during the build is seen at the
                        // next look. A font file the build added is watched from now on.
                        let after = builder.watchedFiles
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
        }
    }

    /// Builds and publishes a model on the watch thread: the new one, or the last good one with
    /// the error on top. The files watched are the builder's (`watchedFiles`): the config, the font
    /// folders of the last parse and the font files of the last good build (a font moved away and
    /// back, or a missing family's file copied in, changes its folder).
    static func rebuild(_ builder: PreviewBuilder, session: PreviewSession, inTwo: Bool = true) {
        do {
            // The sizes and widths first; the motion previews of changed styles in a second
            // revision, so a save reaches the page without waiting for the transitions' renders.
            // One read, parse and check per save; both stages measure from it.
            let parsed = try builder.parse()
            var model = try builder.build(parsed, motion: !inTwo)
            builder.counts.write(into: &model)
            let sizes = model
            let fonts = PreviewSession.Fonts(
                files: builder.fontFiles, data: builder.fontData, digests: builder.fontDigests)
            session.update { $0.publish(sizes, fonts: fonts) }
            if builder.pendingMotion {
                let measured = model.measured
                model = try builder.build(parsed, motion: true)
                builder.counts.write(into: &model)
                model.measured = measured
                let motion = model
                session.update { $0.publish(motion) }
            }
        } catch {
            let line = (error as? ConfigError)?.description ?? "\(error)"
            let counts = builder.counts
            session.update { $0.publish(error: line, counts: counts) }
        }
    }

    /// The error of the latest build (the config's first problem, as `check` words it), nil when
    /// it built.
    public var error: String? { get async { await session.current?.error } }

    /// Stops serving: every event stream ends, the socket closes and the watch ends (its
    /// descriptors closed; a build under way is finished first).
    public func stop() async {
        let running = await session.stop()
        for task in running.dropFirst() { task.cancel() }
        watcher.stop()
        // Every connection's task ends with the listener's: streams at their end, reads and
        // writes cancelled; then the socket closes.
        if let first = running.first {
            first.cancel()
            await first.value
        }
        await watcher.finished()
    }

    deinit {
        // A server let go without stop(): its watch ends at once rather than at its next look, and
        // its listener and heartbeat end too (they hold the session, not the server).
        watcher.stop()
        let session = self.session
        Task { for task in await session.stop() { task.cancel() } }
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
    /// never subscribes to the events. Only the model, the events and the fonts ask the session.
    static func respond(_ head: RequestHead, policy: RequestPolicy, session: PreviewSession) async -> HTTPAnswer {
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
            case .model: return Self.ok(await session.json, type: "application/json")
            case .events:
                let headers = [(name: "Content-Type", value: "text/event-stream"), ("Cache-Control", "no-cache")]
                if head.method == "HEAD" { return HTTPAnswer(status: 200, headers: headers, streamed: true) }
                return HTTPAnswer(status: 200, headers: headers, events: await session.subscribe(), streamed: true)
            case let .font(number):
                let plain = [(name: "Content-Type", value: "text/plain; charset=utf-8")]
                switch await session.font(number, version: head.queryValue("v")) {
                case .none:
                    return HTTPAnswer(status: 404, headers: plain, body: Data("/fonts/\(number): no such font\n".utf8))
                case .stale:
                    return HTTPAnswer(
                        status: 404, headers: plain,
                        body: Data("/fonts/\(number): that version is no longer served; fetch /model.json again\n".utf8)
                    )
                case .notServable:
                    return HTTPAnswer(
                        status: 403, headers: plain,
                        body: Data("/fonts/\(number): not a regular file in its folder\n".utf8))
                case let .data(data):
                    return Self.ok(data, type: FontType.mime(of: data))
                }
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
        case let .configMissing(path): ConfigError.unreadable(path, "no such file").description
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
