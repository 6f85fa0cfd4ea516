import FontScaleOutput
import Foundation
import Testing

/// SHA-256 against FIPS 180-4's examples and sha256sum.
@Suite struct SHA256Tests {
    @Test func knownDigests() {
        // FIPS 180-4 (NIST's examples): "abc" and the 448-bit two-block message; the empty string.
        #expect(SHA256.hex(Data("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            SHA256.hex(Data("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(SHA256.hex(Data()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    /// Every length from 0 to 130 bytes (the padding's edge cases at 55, 56 and 64) against sha256sum.
    @Test func paddingAgainstSha256sum() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-sha-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var paths: [String] = [], digests: [String] = []
        for length in 0...130 {
            let data = Data((0..<length).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) })
            let url = folder.appendingPathComponent("\(length).bin")
            try data.write(to: url)
            paths.append(url.path)
            digests.append(SHA256.hex(data))
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        process.arguments = paths
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(output.split(separator: "\n").map { String($0.prefix(64)) } == digests)
    }
}
