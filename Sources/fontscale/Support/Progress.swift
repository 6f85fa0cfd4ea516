import ArgumentParser
import FontScale
import FontScaleFonts
import FontScaleMetrics
import FontScaleReport
import Foundation

/// A one-line progress display on stderr, only when stderr is a terminal.
final class Progress {
    private let enabled = isatty(2) != 0
    private var shown = false

    func show(_ prefix: String, _ event: ReportProgress) {
        guard enabled else { return }
        let text: String
        switch event {
        case let .measured(done, total): text = "\(prefix): measuring \(done)/\(total) cells"
        case let .wrote(file): text = "\(prefix): wrote \(file)"
        }
        FileHandle.standardError.write(Data(("\r\u{1B}[K" + text).utf8))
        shown = true
    }

    func finish() {
        if shown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        shown = false
    }
}
