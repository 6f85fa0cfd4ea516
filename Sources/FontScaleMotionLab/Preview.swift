import FontScaleOutput
import Foundation

/// A self-contained HTML flipbook: every frame of each animation as a PNG drawn by the
/// report's renderer, played at the animation's frame rate, with a slider to step through.
public enum PreviewPage {
    /// One animation in the page: a title, a note, and its frames (PNG data, all one size).
    public struct Track {
        /// The title.
        public let title: String
        /// A note (the measured jump, the advice).
        public let note: String
        /// The frames as PNG files.
        public let frames: [Data]
        /// Each frame's width and height in points.
        public let width: Double, height: Double

        /// Creates a track.
        public init(title: String, note: String, frames: [Data], width: Double, height: Double) {
            self.title = title
            self.note = note
            self.frames = frames
            self.width = width
            self.height = height
        }
    }

    /// The page: `tracks` side by side in rows, played at `hertz` frames per second, looping
    /// with a pause of `hold` seconds at each end.
    public static func html(title: String, summary: String, tracks: [Track], hertz: Int, hold: Double = 0.6) -> String {
        var html = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>\(HTML.escape(title))</title>
            <style>
            body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #15151a; }
            .track { margin: 16px 0; } .track img { display: block; background: #fff; border: 1px solid #ddd; }
            .note { color: #666; font-size: 12px; } pre { background: #f4f4f6; padding: 8px; white-space: pre-wrap; }
            </style></head><body>
            <h1>\(HTML.escape(title))</h1>
            <pre>\(HTML.escape(summary))</pre>
            <p><button id="play">Pause</button> <input id="frame" type="range" min="0" value="0"> <span id="time"></span></p>

            """
        for (index, track) in tracks.enumerated() {
            html +=
                "<div class=\"track\"><b>\(HTML.escape(track.title))</b><div class=\"note\">\(HTML.escape(track.note))</div>"
            html +=
                "<img id=\"t\(index)\" width=\"\(Int(track.width.rounded(.up)))\" height=\"\(Int(track.height.rounded(.up)))\" alt=\"\(HTML.escape(track.title))\"></div>\n"
        }
        let frames = tracks.map { track in
            "[" + track.frames.map { "\"data:image/png;base64,\($0.base64EncodedString())\"" }.joined(separator: ",")
                + "]"
        }
        html += """
            <script>
            const tracks = [\(frames.joined(separator: ",\n"))];
            const hertz = \(hertz), hold = Math.round(\(hold) * hertz);
            const count = Math.max(...tracks.map(t => t.length));
            const slider = document.getElementById("frame"), label = document.getElementById("time"), button = document.getElementById("play");
            slider.max = count - 1;
            let tick = 0, playing = true;
            function show(frame) {
              tracks.forEach((t, i) => { document.getElementById("t" + i).src = t[Math.min(frame, t.length - 1)]; });
              slider.value = frame;
              label.textContent = "frame " + frame + " of " + (count - 1) + " (" + Math.round(frame * 1000 / hertz) + " ms)";
            }
            function step() {
              if (!playing) return;
              const period = count + hold;
              const position = tick % (2 * period);
              show(position < period ? Math.min(position, count - 1) : Math.max(count - 1 - (position - period), 0));
              tick += 1;
            }
            button.onclick = () => { playing = !playing; button.textContent = playing ? "Pause" : "Play"; };
            slider.oninput = () => { playing = false; button.textContent = "Play"; show(Number(slider.value)); };
            show(0);
            setInterval(step, 1000 / hertz);
            </script>
            </body></html>

            """
        return html
    }
}
