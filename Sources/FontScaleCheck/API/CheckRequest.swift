import FontScale
import FontScaleConfig
import FontScaleOutput
import Foundation

/// `fontscale check`: configs checked against the rule catalogue (with a profile's rules), each
/// fixed and checked again when asked, a baseline's findings set aside, today's recorded.
public struct CheckRequest: CommandRequest, Sendable {
    /// What `--fix` does.
    public enum Fix: Sendable, Equatable {
        /// Nothing: check only.
        case none
        /// Writes the values the hints prove into each config, in place, then checks it again.
        case write
        /// Computes the fixes and gives them as a unified diff; writes nothing.
        case dryRun
    }

    /// What happens while the configs are checked, for the caller to show.
    public enum Event {
        /// A config among several could not be read or parsed: it is counted, the others still run.
        case configError(path: String, error: ConfigError)
        /// A fix left out because the hints disagree (`what` says which).
        case fixConflict(path: String, what: String)
        /// A value written into a config ("Title.lineHeight: 30 -> 33 (spacing/line-height)").
        case fixed(path: String, change: String)
    }

    /// The config files, in order.
    public var paths: [String]
    /// The profile whose rules are turned on, if any.
    public var profile: CheckProfile?
    /// What `--fix` does.
    public var fix = Fix.none
    /// The findings to set aside, and the file they were read from (named in the summary).
    public var baseline: (findings: Baseline, file: String)?
    /// Where to record today's findings (a baseline file, rewritten), if anywhere.
    public var writeBaseline: String?
    /// The font folders searched besides the config's own and the system's.
    public var fontDirectories: [String] = []
    /// The folders searched when they exist (`.fonts/` in the working directory).
    public var defaultDirectories: [String] = []

    /// A request to check `paths`.
    public init(paths: [String]) { self.paths = paths }

    /// Checks every config in turn; a malformed one among several is an event and counted, one
    /// alone is thrown. With `fix`, fixes and checks again (or, dry, collects the diffs); then
    /// records the findings (`writeBaseline`) and sets the baseline's aside.
    public func run(events: (Event) -> Void) throws -> CheckOutcome {
        var outcome = CheckOutcome()
        for path in paths {
            do {
                let text = try ConfigFile.text(path)
                let read = try ConfigParser.parse(text, file: path)
                var result = try checked(read)
                if fix != .none, let edited = try fixed(result, read, text: text, path: path, events: events) {
                    if fix == .dryRun {
                        outcome.diffs += ConfigFix.diff(text, edited, path: path)
                    } else {
                        result = try checked(try ConfigParser.parse(edited, file: path))
                    }
                }
                outcome.results.append(result)
            } catch let error as ConfigError where paths.count > 1 {
                events(.configError(path: path, error: error))
                outcome.configErrors += 1
            }
        }
        guard fix != .dryRun else { return outcome }
        if let writeBaseline {
            // Rewritten each time: a baseline is today's record, replaced when a team accepts the findings again.
            try OutputWriter(file: writeBaseline, force: true).write(
                Data(try Baseline(results: outcome.results).json().utf8))
        }
        if let (recorded, file) = baseline {
            recorded.apply(
                to: &outcome.results, workingDirectory: FileManager.default.currentDirectoryPath, file: file)
        }
        return outcome
    }

    /// `config` (with the profile's rules) checked.
    private func checked(_ config: CheckConfig) throws -> CheckResult {
        try Checker(
            config: profile.map { $0.apply(to: config) } ?? config, extraDirectories: fontDirectories,
            defaultDirectories: defaultDirectories
        ).run()
    }

    /// The config's text with the values the hints prove, written to its file unless dry (each
    /// change an event); nil when nothing changes.
    private func fixed(
        _ result: CheckResult, _ config: CheckConfig, text: String, path: String, events: (Event) -> Void
    ) throws -> String? {
        let outcome = try ConfigFix.fix(result, config: config, text: text)
        for conflict in outcome.conflicts { events(.fixConflict(path: path, what: conflict)) }
        guard let edited = outcome.text else { return nil }
        if fix == .write {
            try OutputWriter(file: path, force: true).write(Data(edited.utf8))
            for change in outcome.changes { events(.fixed(path: path, change: change)) }
        }
        return edited
    }
}

/// What `fontscale check` gives: each config's result (its findings, with the baseline's set
/// aside), how many configs could not be read, and with a dry fix the diffs.
public struct CheckOutcome: Sendable {
    /// Each config's result, in order (the malformed ones among several left out).
    public var results: [CheckResult] = []
    /// How many configs among several could not be read or parsed.
    public var configErrors = 0
    /// With a dry fix: the changes as a unified diff per config.
    public var diffs = ""
}
