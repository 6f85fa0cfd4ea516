import FontScale
import FontScaleFonts
import Foundation

// The motion requests (SizeTransitionRequest, CountRequest, MorphRequest, ColorTransitionRequest):
// one entry point per `fontscale animate` subcommand. A request holds the resolved inputs; its
// `run()` plans and measures, and the outcome it returns holds the model, the text summary, the JSON summary and a way
// to draw the filmstrip and the preview. The library never prints and never decides whether a
// file may be overwritten: it hands each picture to a `PictureSink`.

/// Receives one picture file: its name and a function that writes it at a path (the caller picks
/// the path, e.g. a temporary file renamed into place). Pictures arrive in `pictureNames` order.
public typealias PictureSink = (_ name: String, _ write: (_ path: String) throws -> Void) throws -> Void

/// What a motion request gives back: a summary for people, the same facts for programs, and
/// the names of the pictures it draws.
public protocol MotionOutcome {
    /// The JSON summary's type.
    associatedtype JSONSummary: Encodable
    /// The summary for people: one fact a line, each line ending in a newline.
    var summary: String { get }
    /// The picture files the run draws (a filmstrip PNG and an HTML preview), in order.
    var pictureNames: [String] { get }
    /// The JSON summary; `files` are the paths of the pictures written (empty without pictures).
    func jsonSummary(files: [String]) -> JSONSummary
}

/// The filmstrip and the preview every motion job draws, in one place.
enum MotionPictures {
    /// Draws `rows` as a filmstrip PNG (`names[0]`, `columns` frames a row) and as an HTML
    /// flipbook (`names[1]`) showing `summary`, handing each file to `save` once drawn. Frames too
    /// large for cairo are cut (`FilmstripRenderer.fittedCellSize`); returns the notes saying so
    /// (each also at the end of the flipbook's summary), empty when nothing was cut.
    static func draw(
        _ rows: [FilmRow], columns: Int = 9, title: String, summary: String, hertz: Int,
        labels: FontInstance, names: [String], save: PictureSink
    ) throws -> [String] {
        let renderer = FilmstripRenderer(labels: labels, pixelScale: 2)
        let (cell, note) = renderer.fittedCellSize(rows, columns: columns)
        let notes = note.map { ["\(names[0]), \(names[1]): \($0)"] } ?? []
        try save(names[0]) { try renderer.filmstrip(rows, columns: columns, title: title, to: $0) }
        let tracks = try rows.map {
            PreviewPage.Track(
                title: $0.title, note: $0.note, frames: try renderer.frames($0, cell: cell),
                width: cell.width, height: cell.height)
        }
        let shown = summary + notes.map { "note: \($0)\n" }.joined()
        let page = Data(PreviewPage.html(title: title, summary: shown, tracks: tracks, hertz: hertz).utf8)
        try save(names[1]) { try page.write(to: URL(fileURLWithPath: $0)) }
        return notes
    }

    /// The font for titles and numbers in pictures: DejaVu Sans when `catalog` has it, else `font` itself.
    static func labels(_ font: CustomFont, catalog: FontCatalog?) -> FontInstance {
        if let catalog, let labels = try? CustomFont(family: "DejaVu Sans", catalog: catalog),
            let instance = try? labels.instance(weight: 400).instance
        {
            return instance
        }
        return (try? font.instance(weight: 400).instance) ?? { preconditionFailure("the font loaded a moment ago") }()
    }
}
