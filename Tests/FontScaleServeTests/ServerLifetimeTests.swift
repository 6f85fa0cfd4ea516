import FontScaleServe
import Foundation
import Testing

/// A server's lifetime through the library, without a start that succeeded.
@Suite struct ServerLifetimeTests {
    /// A config that is missing fails the start with its path, and `stop()` then returns: no
    /// watch ever ran, so nothing is waited for (it waited forever for a close nobody would make).
    @Test(.timeLimit(.minutes(1))) func stopAfterAFailedStartReturns() async throws {
        let path = "/nonexistent/fontscale-\(getpid()).yml"
        let server = PreviewServer(config: path, options: ServeOptions())
        await #expect(throws: ServeError.configMissing(path: path)) { _ = try await server.start() }
        await server.stop()
        let never = PreviewServer(config: path, options: ServeOptions())
        await never.stop()
    }
}
