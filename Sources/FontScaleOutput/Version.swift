/// fontscale's version, defined here once: `--version` prints it, and every output that names its
/// writer (SARIF's driver, check results, the report's pages and files, PDF metadata) stamps it.
package enum FontScaleVersion {
    /// The version ("0.1.0"), semantic versioning; `make dist` names the archive after it.
    package static let current = "0.1.0"

    /// The writer's name with its version ("fontscale 0.1.0").
    package static let generator = "fontscale \(current)"

    /// The project's home page, where the documentation lives.
    package static let homepage = "https://github.com/fontscale/fontscale"

    /// The address of a file of the repository at this version's tag, e.g. `address("docs/check.md")`:
    /// what the help and the manual pages name, since the binary ships without the repository.
    package static func address(_ path: String) -> String { "\(homepage)/blob/v\(current)/\(path)" }
}
