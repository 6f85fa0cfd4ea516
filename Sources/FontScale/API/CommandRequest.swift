/// One command's work as a value: what `fontscale X` asks for, run by `run(events:)` into the
/// outcome the command prints (its JSON contract). Every library's commands take this shape.
public protocol CommandRequest {
    /// What the work reports while it runs (its progress); `Never` for work that reports nothing.
    associatedtype Event = Never
    /// What the work gives: the command's JSON contract.
    associatedtype Outcome

    /// Does the work, reporting its progress to `events` as it goes.
    func run(events: (Event) -> Void) throws -> Outcome
}

extension CommandRequest where Event == Never {
    /// Does work that reports no progress.
    public func run() throws -> Outcome { try run(events: { _ in }) }
}
