import ArgumentParser

#if FONTSCALE_SERVE
    import FontScaleConfig
    import FontScaleOutput
    import FontScaleServe
    import Foundation

    /// The subcommands built only when their target is in the package (`serve` is left out under
    /// FONTSCALE_NO_SERVE, as the sanitizer builds set it).
    enum OptionalCommands {
        static let all: [any ParsableCommand.Type] = [FontScaleCommand.Serve.self]
        /// The commands that run `async`.
        static let asynchronous: [any AsyncParsableCommand.Type] = [FontScaleCommand.Serve.self]
    }

    extension FontScaleCommand {
        /// `fontscale serve`: a live preview of a config's type scale, redrawn on every save.
        struct Serve: AsyncParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Preview a config's type scale live in the browser, redrawn on every save.",
                discussion: """
                    Serves one page on 127.0.0.1 (loopback only unless --host says otherwise): every \
                    style of the config at the chosen content size, in each container, measured with the \
                    real font, with the check's findings at the style they concern, and a grid of style x \
                    category. The config and its font files are watched; every save is pushed to every open \
                    page. A config with an error keeps the last good render with the error on top. \
                    With --font or --font-file instead of a config, serves the starter config `fontscale \
                    init` would write for that font (written to a temporary folder). \
                    Ctrl-C stops. Exit status: 2 when the config is missing, 3 when the port cannot be \
                    listened on, 64 for usage errors.
                    """)

            @Argument(help: "The config file (.yml, .yaml or .json); or give --font / --font-file.")
            var config: String?

            @Option(help: ArgumentHelp("The port to listen on (0: a free one).", valueName: "n"))
            var port: Int = 8080

            @Option(
                help: ArgumentHelp(
                    "The address to listen on (default 127.0.0.1; anything else is reachable from other machines).",
                    valueName: "address"))
            var host: String = "127.0.0.1"

            @Flag(help: "Open the page in the default browser (xdg-open).")
            var open = false

            @Option(help: .hidden)
            var heartbeat: Double = 10

            /// Seconds for a request's head (HTTPLimits.headTimeout); hidden, for the tests.
            @Option(help: .hidden)
            var headTimeout: Double = HTTPLimits().headTimeout

            /// Seconds a kept-alive connection may wait (HTTPLimits.idleTimeout); hidden, for the tests.
            @Option(help: .hidden)
            var idleTimeout: Double = HTTPLimits().idleTimeout

            /// Seconds between looks at the watched files (ServeOptions.pollInterval); hidden, for the tests.
            @Option(help: .hidden)
            var pollInterval: Double = ServeOptions().pollInterval

            /// Only polls, no inotify (ServeOptions.watchFolders off); hidden, for the tests.
            @Flag(help: .hidden)
            var pollOnly = false

            @OptionGroup var font: FontOptions

            var folders: FontDirectoryOptions { font.folders }

            func validate() throws {
                if config == nil, font.family == nil, font.file == nil {
                    throw ValidationError(
                        "give a config file (fontscale serve fontscale.yml) or a font (--font FAMILY or --font-file PATH)"
                    )
                }
                if config != nil, font.family != nil || font.file != nil {
                    throw ValidationError("give either a config file or --font/--font-file, not both")
                }
                guard (0...65535).contains(port) else {
                    throw ValidationError("--port: expected a port from 0 to 65535, instead saw '\(port)'")
                }
                for (name, value) in [
                    ("heartbeat", heartbeat), ("head-timeout", headTimeout), ("idle-timeout", idleTimeout),
                    ("poll-interval", pollInterval),
                ]
                where !(value > 0) {
                    throw ValidationError("--\(name): expected seconds above 0, instead saw '\(value)'")
                }
            }

            /// The server's options from the command line.
            var options: ServeOptions {
                var options = ServeOptions()
                options.host = host
                options.port = port
                options.heartbeat = heartbeat
                options.pollInterval = pollInterval
                options.watchFolders = !pollOnly
                options.limits.headTimeout = headTimeout
                options.limits.idleTimeout = idleTimeout
                return options
            }

            func run() async throws {
                let (config, starter) = try configFile()
                let server = PreviewServer(
                    config: config, extraDirectories: folders.allDirectories,
                    defaultDirectories: folders.defaultDirectories, options: options)
                let port: Int
                do { port = try await server.start() } catch {
                    if let starter { try? FileManager.default.removeItem(atPath: starter.folder) }
                    throw error
                }
                if let warning = Self.reachWarning(host: host, port: port) { printError(warning) }
                if let error = await server.error { printError(error) }
                let url = "http://\(host.contains(":") ? "[\(host)]" : host):\(port)/"
                let what =
                    starter.map { "\($0.name) (the starter config fontscale init writes, in \($0.folder))" } ?? config
                writeOut("fontscale serve: \(what) at \(url) (Ctrl-C stops)\n")
                if open { openBrowser(url) }
                // Ctrl-C and TERM: stop serving, end every page's stream, exit 0.
                await Self.untilInterrupted()
                await server.stop()
                if let starter { try? FileManager.default.removeItem(atPath: starter.folder) }
                printError("fontscale serve: stopped")
            }

            /// Returns at the first Ctrl-C (SIGINT) or TERM, which until then no longer end the process.
            static func untilInterrupted() async {
                let signals = AsyncStream<Void> { continuation in
                    let sources = [SIGINT, SIGTERM].map { number in
                        signal(number, SIG_IGN)
                        let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                        source.setEventHandler { continuation.yield() }
                        source.resume()
                        return source
                    }
                    let held = SignalSources(sources)
                    continuation.onTermination = { _ in held.cancel() }
                }
                for await _ in signals {
                    // A second Ctrl-C or TERM while the server stops ends the process at once.
                    for number in [SIGINT, SIGTERM] { signal(number, SIG_DFL) }
                    return
                }
            }

            /// The config to serve: the one given, or a starter config for --font / --font-file
            /// written to a new temporary folder (its name and folder returned too).
            private func configFile() throws -> (path: String, starter: (name: String, folder: String)?) {
                if let config { return (config, nil) }
                let custom = try font.font()
                let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                    "fontscale-serve-\(UUID().uuidString)")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let path = folder.appendingPathComponent("fontscale.yml").path
                let directories = folders.directories.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
                // A file, not a family: the config names the file (and its face in a collection).
                let file = font.file.map {
                    FontReference.file(URL(fileURLWithPath: $0).standardizedFileURL.path, index: font.index)
                }
                do {
                    let text = try StarterConfig.make(
                        font: custom, fontDirectories: directories, configPath: path, naming: file
                    ).text
                    try OutputWriter(file: path, force: false).write(Data(text.utf8))
                } catch {
                    // Nothing left behind: the folder is this run's own.
                    try? FileManager.default.removeItem(at: folder)
                    throw error
                }
                return (path, (custom.familyName, folder.path))
            }

            /// What other machines reach, for an address that is not loopback: a named address
            /// serves the page at that name; all addresses (0.0.0.0, ::) let others connect, but
            /// the Host check answers only the loopback names, so their pages get 403.
            static func reachWarning(host: String, port: Int) -> String? {
                guard !RequestPolicy.isLoopback(host) else { return nil }
                if host == "0.0.0.0" || host == "::" {
                    return
                        "fontscale serve: warning: listening on all addresses (\(host)): other machines can connect, "
                        + "but only Host 127.0.0.1, localhost and [::1] are answered (any other name gets 403); "
                        + "give --host with this machine's address to serve the page to other machines"
                }
                let shown = host.contains(":") ? "[\(host)]" : host
                return "fontscale serve: warning: listening on \(host): other machines can reach this page "
                    + "and the config's fonts at http://\(shown):\(port)/"
            }

            private func openBrowser(_ url: String) {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                process.arguments = ["xdg-open", url]
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                do { try process.run() } catch {
                    printError("fontscale serve: warning: --open: cannot run xdg-open; open \(url) yourself")
                }
            }
        }
    }

    extension FontScaleCommand.Serve: FontAdvising {}

    /// Signal sources kept alive until the stream that yields their signals ends.
    private final class SignalSources: @unchecked Sendable {
        private let sources: [any DispatchSourceSignal]
        init(_ sources: [any DispatchSourceSignal]) { self.sources = sources }
        func cancel() { for source in sources { source.cancel() } }
    }

#else
    /// The subcommands built only when their target is in the package: none in this build.
    enum OptionalCommands {
        static let all: [any ParsableCommand.Type] = []
        /// The commands that run `async`: none without `serve`.
        static let asynchronous: [any AsyncParsableCommand.Type] = []
    }
#endif
