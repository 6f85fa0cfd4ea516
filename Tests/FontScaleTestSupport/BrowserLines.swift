import Foundation

/// Text laid out by headless Chromium: one generated page of fixed-width blocks, each counted in
/// lines after every @font-face loaded, the counts written as JSON into `<pre id="fontscale-lines">`
/// and read back from `--dump-dom` (as `ChromiumPage` reads the report page).
public enum BrowserLines {
    /// A font file the page loads under `family` (its face 0; Chromium reads a collection's first face).
    public struct Face: Sendable {
        public let family: String
        public let path: String
        public init(family: String, path: String) {
            self.family = family
            self.path = path
        }
    }

    /// One block: `paragraphs` each in a `<p>` of their own with `paragraphStyle` (text set as is,
    /// "\n" included), inside a `<div>` with `style` (width, font, line height, spacing: the caller's CSS).
    public struct Block: Sendable {
        public let lang: String
        public let rightToLeft: Bool
        public let style: String
        public let paragraphStyle: String
        public let paragraphs: [String]
        public init(lang: String, rightToLeft: Bool, style: String, paragraphStyle: String = "", paragraphs: [String]) {
            self.lang = lang
            self.rightToLeft = rightToLeft
            self.style = style
            self.paragraphStyle = paragraphStyle
            self.paragraphs = paragraphs
        }
    }

    /// A block as laid out: its lines (summed over its paragraphs) and their text.
    public struct Laid: Sendable {
        /// Lines: each paragraph's height over its computed line height, summed.
        public let lines: Int
        /// Each line's characters in logical order (a character goes to the line its box's middle
        /// falls on); a blank line of pre-wrap text is "".
        public let texts: [String]
        /// Whether every paragraph's height was a whole number of lines and every character fell
        /// on one of them: false means the count cannot be trusted (a taller line, an overflow).
        public let consistent: Bool
        /// The block's width in px as laid out (its min-content width when its style sets `width: min-content`).
        public let width: Double
    }

    /// What the page reported: every face's status after `load()` ("loaded", or "error" when the
    /// file was rejected or missing), `document.fonts.check` per family, and the blocks in order.
    public struct Result: Sendable {
        public let faces: [(family: String, status: String)]
        public let check: [String: Bool]
        public let blocks: [Laid]
        /// The faces that did not load, in words; empty when every one did.
        public var unloaded: [String] {
            faces.filter { $0.status != "loaded" }.map { "\($0.family): \($0.status)" }
                + check.filter { !$0.value }.keys.sorted().map { "\($0): document.fonts.check is false" }
        }
    }

    /// The CSS every block shares: wrapped as pre-wrap (a blank line is a line), a word wider
    /// than the line broken between letters, paragraphs without margins unless `style` sets them.
    public static let baseCSS = """
        body { margin: 8px; }
        div.fs { white-space: pre-wrap; overflow-wrap: break-word; word-break: normal; hyphens: manual;
          font-kerning: normal; font-weight: 400; font-style: normal; font-synthesis: none;
          padding: 0; margin: 0 0 16px 0; }
        div.fs > p { margin: 0; padding: 0; }
        """

    /// Chromium's `--version` line ("Chromium 156.0.8078.108 built on Debian ..."), trimmed.
    public static func version() -> String {
        let run = try? Command.run(ChromiumPage.executable, ["--version"])
        return run?.stdout.trimmingCharacters(in: .whitespacesAndNewlines) ?? "Chromium (version unknown)"
    }

    /// Lays out `blocks` in headless Chromium with `faces` loaded and `css` after `baseCSS`.
    public static func layOut(faces: [Face], blocks: [Block], css: String = "") throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fontscale-lines-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("lines.html")
        try page(faces: faces, blocks: blocks, css: css).write(to: file, atomically: true, encoding: .utf8)
        let flags = [
            "--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
            "--virtual-time-budget=60000", "--dump-dom",
        ]
        let run = try Command.run(ChromiumPage.executable, flags + [file.absoluteString])
        guard let json = ChromiumPage.element("fontscale-lines", in: run.stdout),
            let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        else {
            throw CommandError(
                message: "Chromium's DOM has no line counts (\(run.stdout.utf8.count) bytes; \(run.stderr.suffix(400)))"
            )
        }
        if let error = object["error"] as? String { throw CommandError(message: "the page's script failed: \(error)") }
        let faces = (object["faces"] as? [[String: String]] ?? []).map { ($0["family"] ?? "", $0["status"] ?? "") }
        let laid = (object["blocks"] as? [[String: Any]] ?? []).map {
            Laid(
                lines: $0["lines"] as? Int ?? -1, texts: $0["texts"] as? [String] ?? [],
                consistent: $0["consistent"] as? Bool ?? false, width: $0["width"] as? Double ?? -1)
        }
        guard laid.count == blocks.count else {
            throw CommandError(message: "Chromium laid out \(laid.count) blocks of \(blocks.count)")
        }
        return Result(faces: faces, check: object["check"] as? [String: Bool] ?? [:], blocks: laid)
    }

    /// The page: @font-face rules, the blocks, and the script that counts their lines.
    static func page(faces: [Face], blocks: [Block], css: String) -> String {
        let rules = faces.map {
            "@font-face { font-family: \"\($0.family)\"; src: url(\"\(URL(fileURLWithPath: $0.path).absoluteString)\"); }"
        }
        let divs = blocks.map { block in
            let paragraphs = block.paragraphs.map { "<p style=\"\(escape(block.paragraphStyle))\">\(escape($0))</p>" }
                .joined()
            return "<div class=\"fs\" lang=\"\(block.lang)\" dir=\"\(block.rightToLeft ? "rtl" : "ltr")\" "
                + "style=\"\(escape(block.style))\">\(paragraphs)</div>"
        }
        let families = faces.map { "\"\(escape($0.family))\"" }.joined(separator: ", ")
        return """
            <!doctype html><html><head><meta charset="utf-8"><style>
            \(rules.joined(separator: "\n"))
            \(baseCSS)
            \(css)
            </style></head><body>
            \(divs.joined(separator: "\n"))
            <pre id="fontscale-lines"></pre><script>
            const families = [\(families)];
            \(script)
            </script></body></html>
            """
    }

    /// Counts each block's lines once every face has loaded, and writes ASCII-only JSON (no entity
    /// or encoding in the dumped DOM can change it).
    static let script = """
        async function count() {
          const faces = [...document.fonts];
          await Promise.all(faces.map(f => f.load().catch(() => null)));
          await document.fonts.ready;
          const out = { faces: faces.map(f => ({ family: f.family.replace(/"/g, ''), status: f.status })),
                        check: {}, blocks: [] };
          for (const family of families) out.check[family] = document.fonts.check(`16px "${family}"`);
          const range = document.createRange();
          for (const block of document.querySelectorAll('div.fs')) {
            let lines = 0, consistent = true;
            const texts = [];
            for (const p of block.children) {
              const lineHeight = parseFloat(getComputedStyle(p).lineHeight);
              const box = p.getBoundingClientRect();
              const exact = box.height / lineHeight, count = Math.round(exact);
              if (!(lineHeight > 0) || Math.abs(exact - count) > 0.02) consistent = false;
              const own = Array(Math.max(count, 0)).fill('');
              const node = p.firstChild;
              for (let i = 0; node && i < node.length; ) {
                const code = node.data.charCodeAt(i), step = code >= 0xD800 && code < 0xDC00 ? 2 : 1;
                const text = node.data.substr(i, step);
                if (text !== '\\n') {
                  range.setStart(node, i); range.setEnd(node, i + step);
                  const rect = range.getClientRects()[0];
                  const line = rect ? Math.floor(((rect.top + rect.bottom) / 2 - box.top) / lineHeight) : -1;
                  if (line >= 0 && line < own.length) own[line] += text; else consistent = false;
                }
                i += step;
              }
              lines += count;
              texts.push(...own);
            }
            out.blocks.push({ lines, texts, consistent, width: block.getBoundingClientRect().width });
          }
          return out;
        }
        count().catch(e => ({ error: String(e) })).then(out => {
          const json = JSON.stringify(out).replace(/[\\u007f-\\uffff]/g,
            c => '\\\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
          document.body.replaceChildren(document.getElementById('fontscale-lines'));
          document.getElementById('fontscale-lines').textContent = json;
        });
        """

    /// `text` with &, <, > and " as entities.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
