import FontScaleConfig
import FontScaleOutput
import Foundation

/// Today's findings, recorded so that only new ones fail (`check --write-baseline`, `--baseline`):
/// each by an identity that survives moving lines and reordering styles (the config's path, the
/// rule, code, style, category, container and sample; never the line, nor the message's numbers).
public struct Baseline: Codable, Sendable, Equatable {
    /// The file's layout version.
    public var formatVersion = 1
    /// The tool that wrote it.
    public var generator: String
    /// Every finding recorded, sorted by fingerprint (a finding twice is recorded twice).
    public var findings: [Entry]

    /// One recorded finding.
    public struct Entry: Codable, Sendable, Hashable, Comparable {
        /// The fingerprint: `Finding.fingerprint(config:)`.
        public let fingerprint: String
        /// The message when it was recorded, for a reader of the file (not compared).
        public let message: String

        public static func < (a: Entry, b: Entry) -> Bool { (a.fingerprint, a.message) < (b.fingerprint, b.message) }
    }

    /// The unsuppressed findings of `results`, each config named by its path relative to
    /// `workingDirectory` (the repository root in CI).
    public init(
        results: [CheckResult], workingDirectory: String = FileManager.default.currentDirectoryPath
    ) {
        generator = Checker.generator
        findings = results.flatMap { result in
            let config = Self.relative(result.config, to: workingDirectory)
            return result.findings.filter { $0.suppressed == nil }.map {
                Entry(fingerprint: $0.fingerprint(config: config), message: $0.message)
            }
        }.sorted()
    }

    /// The baseline in `data` (JSON).
    public init(json data: Data) throws { self = try JSONDecoder().decode(Baseline.self, from: data) }

    /// The baseline as JSON text.
    public func json() throws -> String { try JSONEncoding.string(self) }

    /// Marks the findings of `result` the baseline records as suppressed ("in the baseline"), each
    /// entry matching one finding; returns how many it marked and how many of the config's entries
    /// matched none (fixed since).
    public func apply(to result: inout CheckResult, workingDirectory: String, file: String) -> (
        baselined: Int, fixed: Int
    ) {
        let config = Self.relative(result.config, to: workingDirectory)
        let prefix = config + "|"
        var remaining: [String: Int] = [:]
        for entry in findings where entry.fingerprint.hasPrefix(prefix) {
            remaining[entry.fingerprint, default: 0] += 1
        }
        var baselined = 0
        for index in result.findings.indices where result.findings[index].suppressed == nil {
            let fingerprint = result.findings[index].fingerprint(config: config)
            guard let left = remaining[fingerprint], left > 0 else { continue }
            remaining[fingerprint] = left - 1
            result.findings[index].suppressed = "\(Self.reasonPrefix) (\(file))"
            baselined += 1
        }
        return (baselined, remaining.values.reduce(0, +))
    }

    /// `apply(to:workingDirectory:file:)` on each result, each then saying how many of its
    /// entries are fixed (`CheckResult.baselineFixed`).
    public func apply(to results: inout [CheckResult], workingDirectory: String, file: String) {
        for index in results.indices {
            results[index].baselineFixed =
                apply(to: &results[index], workingDirectory: workingDirectory, file: file).fixed
        }
    }

    /// How a baselined finding's `suppressed` starts.
    public static let reasonPrefix = "in the baseline"

    /// `path` relative to `directory` when inside it, else as given.
    static func relative(_ path: String, to directory: String) -> String {
        let absolute = path.hasPrefix("/") ? path : directory + "/" + path
        let standardized = URL(fileURLWithPath: absolute).standardized.path
        let root = URL(fileURLWithPath: directory).standardized.path
        return standardized.hasPrefix(root + "/") ? String(standardized.dropFirst(root.count + 1)) : standardized
    }
}

extension Finding {
    /// The finding's identity across runs: the config's path and the rule, code, style, category,
    /// container and sample, joined by "|" (the SARIF result's `partialFingerprints`).
    public func fingerprint(config: String) -> String {
        [
            config, rule, code, style ?? "", category?.displayName ?? "", container ?? "", sample ?? "",
        ].joined(separator: "|")
    }
}
