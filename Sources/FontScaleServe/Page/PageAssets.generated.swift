// GENERATED FILE: DO NOT EDIT. Regenerate with `scripts/gen-page-assets.py`
// source: Sources/FontScaleServe/Page/Assets/ (page.html, page.css, page.js, page-motion.js)
// swift-format-ignore-file

/// The preview page: fixed assets served from memory (no file of them is read at run time). The
/// script draws the model it is sent over server-sent events; fontscale computed every number.
enum PageAssets {
    /// The page.
    static let html = #"""
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>fontscale serve</title>
        <link rel="stylesheet" href="/page.css">
        <style id="faces"></style>
        </head>
        <body>
        <div id="error" role="alert" hidden></div>
        <div id="changing" role="status" hidden>The config was still being written when this was built: it is shown as it was then; the next save builds again.</div>
        <div id="left-out" role="alert" hidden></div>
        <div class="control">
        <b id="config">fontscale serve</b>
        <span id="category-control"><label for="category">Text size</label>
        <input id="category" type="range" min="0" max="0" step="1" value="0"> <output id="category-name"></output></span>
        <span id="font-scale-control" hidden><label for="font-scale">Font scale</label>
        <input id="font-scale" type="range" min="0" max="0" step="1" value="0"> <output id="font-scale-name"></output></span>
        <label>Style <select id="style"><option value="">every style</option></select></label>
        <label>Platform <select id="platform"></select></label>
        <label><input type="checkbox" id="bold"> Bold Text</label>
        <label><input type="checkbox" id="measure"> measure</label>
        <span id="status" class="numbers"></span>
        </div>
        <main id="styles"></main>
        <h2 id="grid-title">Every style at every content size</h2>
        <p class="numbers" id="grid-note">Point size / line height as fontscale computed them; a mark where the check found something.</p>
        <table id="grid"></table>
        <pre id="fontscale-state" hidden></pre>
        <script src="/page.js"></script>
        </body>
        </html>

        """#

    /// The page's style sheet.
    static let css = #"""
        body { font: 14px/1.45 -apple-system, "DejaVu Sans", sans-serif; color: #16161a; margin: 0 32px 24px; }
        h2 { font-size: 18px; margin: 28px 0 6px; }
        .control { position: sticky; top: 0; background: #fff; padding: 10px 0; border-bottom: 1px solid #ddd;
          display: flex; gap: 12px; align-items: center; flex-wrap: wrap; z-index: 2; }
        .control input[type=range] { width: 320px; } .control output { font-weight: bold; min-width: 80px; }
        #changing { background: #fff4d6; color: #5a4300; padding: 8px 14px; }
        #error { background: #b3261e; color: #fff; padding: 10px 14px; font: 13px/1.4 monospace; white-space: pre-wrap;
          position: sticky; top: 0; z-index: 3; }
        .numbers { color: #6b6b75; font-size: 11px; }
        .style { border-bottom: 1px solid #e4e4e8; padding: 12px 0; }
        .style h3 { font-size: 13px; margin: 0 0 6px; }
        .sample { font-synthesis: none; font-optical-sizing: none; }
        .line, .motion { white-space: nowrap; display: inline-block; }
        #left-out { background: #8a5a00; color: #fff; padding: 8px 14px; font: 13px/1.4 monospace; white-space: pre-wrap; }
        .box { border: 1px dashed #a8a8b0; margin: 6px 0 2px; }
        .box .drawn { white-space: pre; } .box .drawn:empty::before { content: "\200b"; }
        .box.truncates { border-color: #c0392b; border-style: solid; } .box.wraps { border-color: #1a8a8a; }
        .count { margin: 4px 0 8px; padding: 4px 8px; background: #f6f6f8; }
        .count button { font-size: 11px; margin-right: 4px; } .stage { overflow: hidden; padding: 4px 0; }
        .stage.morph { position: relative; } .stage.morph span { position: absolute; left: 0; top: 4px; white-space: pre; }
        [hidden] { display: none !important; }
        .finding { font-size: 12px; margin: 2px 0; } .finding code { font-size: 11px; }
        .level-error { color: #b3261e; } .level-warning { color: #8a5a00; } .level-note { color: #3a5a8a; }
        table { border-collapse: collapse; font-size: 12px; }
        td, th { border-bottom: 1px solid #e4e4e8; padding: 3px 6px; text-align: right; font-variant-numeric: tabular-nums; }
        th { background: #f4f4f6; cursor: pointer; } td:first-child, th:first-child { text-align: left; }
        .current { background: #eef3ff; } .mark-error::after { content: " ●"; color: #b3261e; }
        .mark-warning::after { content: " ●"; color: #c08a00; } .mark-note::after { content: " ●"; color: #3a5a8a; }

        """#

    /// The script without the motion previews: state in the URL, the model from /events, the DOM
    /// drawn from it, and (for tests and for the measuring mode) a state line on the console.
    static let core = #"""
        "use strict";
        const loadId = Math.random().toString(36).slice(2);
        const params = new URLSearchParams(location.search);
        let model = null;
        const $ = id => document.getElementById(id);
        const px = value => Math.round(value * 1000) / 1000 + "px";
        const pt = value => String(Math.round(value * 100) / 100);
        function element(tag, className, text) {
          const node = document.createElement(tag);
          if (className) node.className = className;
          if (text !== undefined) node.textContent = text;
          return node;
        }
        function saveState() {
          const query = new URLSearchParams();
          if (model && model.categories.length) query.set("category", model.categories[Number($("category").value)]);
          if ($("style").value) query.set("style", $("style").value);
          if (Number($("platform").value) > 0) query.set("platform", model.variants[Number($("platform").value)]);
          if (android()) query.set("fontScale", String(model.fontScales[Number($("font-scale").value)]));
          if ($("bold").checked) query.set("bold", "1");
          if ($("measure").checked) query.set("measure", "1");
          history.replaceState(null, "", "?" + query.toString());
        }
        function categoryIndex() {
          const wanted = params.get("category");
          const found = model.categories.indexOf(wanted);
          return found >= 0 ? found : model.defaultCategory;
        }
        function android() { return model.variants[Number($("platform").value)] === "Android"; }
        function fontScaleIndex() {
          // The font scale in the URL if the model offers it, else 1.
          const wanted = Number(params.get("fontScale") || 1);
          const found = model.fontScales.findIndex(scale => Math.abs(scale - wanted) < 1e-9);
          return found >= 0 ? found : Math.max(model.fontScales.indexOf(1), 0);
        }
        function columns() {
          // The grid's columns and the slider's steps: categories, or Android's font scales.
          return android() ? model.fontScales.map(scale => scale + "×") : model.categories;
        }
        function currentIndex() { return Number($(android() ? "font-scale" : "category").value); }
        function applyFont(node, style, cell) {
          node.style.fontFamily = '"' + model.fonts[cell.font].family + '"';
          node.style.fontSize = px(cell.size);
          node.style.lineHeight = px(cell.leading);
          node.style.letterSpacing = px(cell.tracking);
          node.style.fontWeight = cell.weight;
          node.style.fontStyle = style.italic ? "italic" : "normal";
          node.style.fontVariationSettings = cell.axes || "normal";
          node.style.fontFeatureSettings = style.features || "normal";
        }
        function cellsOf(style) {
          const variant = Number($("platform").value) || 0;
          if (android()) return style.androidCells;
          if (variant > 0) return style.variantCells[variant - 1];
          return $("bold").checked ? style.boldCells : style.cells;
        }
        function findingsFor(style, category) {
          // The check's findings concern the config's own platform.
          if (Number($("platform").value) > 0) return [];
          return model.findings.filter(f => f.style === style && (!f.category || f.category === category));
        }
        function drawFaces() {
          $("faces").textContent = model.fonts.map(font =>
            '@font-face { font-family: "' + font.family + '"; src: url("' + font.url + '"); }').join("\n");
        }
        function drawStyles(index) {
          const category = model.categories[index], unit = android() ? " dp" : " pt";
          const where = android() ? "font scale " + model.fontScales[index] : category;
          const only = $("style").value;
          const cards = [];
          model.styles.forEach(style => {
            if (only && style.name !== only) return;
            const cell = cellsOf(style)[index];
            const card = element("section", "style");
            card.dataset.style = style.name;
            card.appendChild(element("h3", "", style.name + " (" + style.textStyle + ")"));
            if (!cell) {
              card.appendChild(element("div", "numbers", model.variants[Number($("platform").value)] +
                " has no " + category + " size"));
              cards.push(card);
              return;
            }
            card.appendChild(element("div", "numbers", where + ": " + pt(cell.size) + unit + ", line height " +
              pt(cell.leading) + unit + ", weight " + cell.weight + (cell.axes ? ", " + cell.axes : "") + " · " +
              model.fonts[cell.font].name));
            findingsFor(style.name, category).forEach(f => {
              const line = element("div", "finding level-" + f.level);
              line.appendChild(element("b", "", f.level + " "));
              line.appendChild(element("code", "", "[" + f.rule + "] "));
              line.appendChild(document.createTextNode(f.message + " "));
              line.appendChild(element("code", "numbers", f.location));
              card.appendChild(line);
            });
            style.samples.forEach((text, sample) => {
              const one = element("div", "sample line", text);
              one.dir = "auto";
              one.dataset.width = cell.widths[sample];
              applyFont(one, style, cell);
              card.appendChild(one);
              card.appendChild(element("div", "numbers", "one line: " + pt(cell.widths[sample]) + unit));
              style.containers.forEach((containerIndex, position) => {
                const container = model.containers[containerIndex];
                // The lines fontscale broke the sample into, one block each (the browser wraps
                // nothing); past the limit, the last one shown is fontscale's, cut with "…".
                const computed = cell.lines[position][sample], lines = computed.length;
                // Android has no categories: its containers keep their line limit at Large.
                const limit = container.maxLines[android() ? model.defaultCategory : index];
                const cuts = limit > 0 && lines > limit;
                const shown = cuts ? computed.slice(0, limit - 1).concat([cell.cut[position][sample]]) : computed;
                const box = element("div", "sample box");
                box.dir = "auto";
                applyFont(box, style, cell);
                box.style.width = px(container.width);
                shown.forEach((line, number) => {
                  const drawn = element("div", "drawn" + (cuts && number === shown.length - 1 ? " cut" : ""), line);
                  box.appendChild(drawn);
                });
                box.classList.toggle("wraps", lines > 1 && (limit === 0 || lines <= limit));
                box.classList.toggle("truncates", cuts);
                card.appendChild(box);
                card.appendChild(element("div", "numbers", container.name + " (" + container.width + " pt): " +
                  lines + " line" + (lines === 1 ? "" : "s") + (limit > 0 ? ", at most " + limit +
                  (lines > limit ? ": truncated" : "") : "")));
              });
            });
            // The motion previews after the samples.
            if (style.count) card.appendChild(countPreview(style));
            if (style.transition) card.appendChild(transitionPreview(style));
            if (style.morph) card.appendChild(morphPreview(style));
            cards.push(card);
          });
          $("styles").replaceChildren(...cards);
        }
        function drawGrid(index) {
          const head = element("tr");
          head.appendChild(element("th", "", "Style"));
          columns().forEach((name, column) => {
            const th = element("th", column === index ? "current" : "", name);
            th.addEventListener("click", () => { $(android() ? "font-scale" : "category").value = column; changed(); });
            head.appendChild(th);
          });
          const rows = [head];
          model.styles.forEach(style => {
            const row = element("tr");
            row.appendChild(element("td", "", style.name));
            cellsOf(style).forEach((cell, column) => {
              if (!cell) { row.appendChild(element("td", column === index ? "current" : "", "—")); return; }
              const found = android() ? [] : findingsFor(style.name, model.categories[column]).map(f => f.level);
              const worst = ["error", "warning", "note"].find(level => found.includes(level));
              const td = element("td", (column === index ? "current " : "") + (worst ? "mark-" + worst : ""),
                pt(cell.size) + "/" + pt(cell.leading));
              row.appendChild(td);
            });
            rows.push(row);
          });
          $("grid").replaceChildren(...rows);
        }
        function report() {
          const index = Number($("category").value);
          const styles = [...document.querySelectorAll("#styles .style")].map(card => {
            const line = card.querySelector(".line");
            return { name: card.dataset.style, sample: line ? line.textContent : null,
                     size: line ? parseFloat(getComputedStyle(line).fontSize) : null,
                     weight: line ? Number(getComputedStyle(line).fontWeight) : null };
          });
          let worst = null, widths = null, boxes = null;
          if ($("measure").checked) {
            // Every container's drawn lines: their text and the browser's width of each.
            boxes = [...document.querySelectorAll("#styles .box")].map(box => ({
              style: box.closest(".style").dataset.style, width: parseFloat(box.style.width),
              lines: [...box.querySelectorAll(".drawn")].map(line => line.textContent),
              widths: [...box.querySelectorAll(".drawn")].map(line => {
                const range = document.createRange();
                range.selectNodeContents(line);
                return Math.round(range.getBoundingClientRect().width * 100) / 100;
              }) }));
            // The measuring mode: the browser's width of every one-line sample against fontscale's.
            worst = 0;
            widths = [...document.querySelectorAll("#styles .line")].map(line => {
              const width = line.getBoundingClientRect().width, expected = Number(line.dataset.width);
              worst = Math.max(worst, Math.abs(width - expected));
              return [Math.round(width * 100) / 100, Math.round(expected * 100) / 100];
            });
          }
          const state = { loadId, revision: model.revision, error: model.error || null,
                          category: model.categories[index] || null, bold: $("bold").checked,
                          platform: model.variants[Number($("platform").value)] || null, styles, worst, widths, boxes,
                          leftOut: $("left-out").hidden ? null : $("left-out").textContent,
                          fontScale: android() ? model.fontScales[Number($("font-scale").value)] : null,
                          reducedMotion: reducedMotion(), played,
                          fonts: [...document.fonts].map(face => face.status) };
          const text = JSON.stringify(state);
          $("fontscale-state").textContent = text;
          console.log("fontscale-state " + text);
        }
        function changed() {
          saveState();
          params.set("category", model.categories[Number($("category").value)] || "");
          params.set("style", $("style").value);
          params.set("platform", model.variants[Number($("platform").value)] || "");
          if (android()) params.set("fontScale", String(model.fontScales[Number($("font-scale").value)]));
          draw();
        }
        function draw() {
          $("category").max = Math.max(model.categories.length - 1, 0);
          $("category").value = categoryIndex();
          $("category-name").textContent = model.categories[categoryIndex()] || "";
          $("config").textContent = model.config + (model.platform ? " · " + model.platform + " · " + model.model : "");
          const platforms = model.variants.map((name, i) => { const option = element("option", "", name); option.value = i; return option; });
          $("platform").replaceChildren(...platforms);
          // The platform in the URL, in any case ("platform=android").
          const platform = (params.get("platform") || "").toLowerCase();
          $("platform").value = Math.max(model.variants.findIndex(name => name.toLowerCase() === platform), 0);
          $("font-scale").max = Math.max(model.fontScales.length - 1, 0);
          $("font-scale").value = fontScaleIndex();
          $("font-scale-name").textContent = android() ? model.fontScales[fontScaleIndex()] + "×" : "";
          $("font-scale-control").hidden = !android();
          $("category-control").hidden = android();
          $("grid-title").textContent = "Every style at every " + (android() ? "font scale" : "content size");
          $("grid-note").textContent = android() ?
            "Android 14's nonlinear font scaling: the sizes in sp converted to dp at each font scale / line height (dp)." :
            "Point size / line height as fontscale computed them; a mark where the check found something.";
          const index = currentIndex();
          $("bold").disabled = Number($("platform").value) > 0;
          const wanted = params.get("style") || "";
          const options = [element("option", "", "every style")];
          options[0].value = "";
          model.styles.forEach(style => { const option = element("option", "", style.name); option.value = style.name; options.push(option); });
          $("style").replaceChildren(...options);
          $("style").value = model.styles.some(style => style.name === wanted) ? wanted : "";
          $("error").hidden = !model.error;
          $("error").textContent = model.error || "";
          $("changing").hidden = !model.changing;
          // Every style the page leaves out (its font does not resolve), with the finding that says why.
          const leftOut = model.leftOut || [];
          $("left-out").hidden = leftOut.length === 0;
          $("left-out").textContent = leftOut.map(f => "Left out: " + f.style + ": " + f.message + " (" + f.location +
            ")").join("\n");
          $("status").textContent = "revision " + model.revision + (model.measured.length ?
            " · measured " + model.measured.join(", ") : " · nothing re-measured");
          drawStyles(index);
          drawGrid(index);
          document.fonts.ready.then(() => Promise.all([...document.fonts].map(face => face.load().catch(() => face))))
            .then(() => requestAnimationFrame(() => { report(); autoplay(); }));
        }
        $("measure").checked = params.get("measure") === "1";
        $("bold").checked = params.get("bold") === "1";
        $("bold").addEventListener("change", changed);
        $("platform").addEventListener("change", changed);
        $("category").addEventListener("input", changed);
        $("font-scale").addEventListener("input", changed);
        $("style").addEventListener("change", changed);
        $("measure").addEventListener("change", changed);
        function receive(next) {
          // A revision at or below the one shown is old, unless it comes from a new server
          // session (a restart counts from 1 again): then it replaces everything.
          if (!next.revision || (model && next.session === model.session && next.revision <= model.revision)) return;
          // A restart whose config does not build has no render of its own: the last good one stays,
          // with the new server's error on top.
          if (model && next.session !== model.session && next.error && next.styles.length === 0 && model.styles.length)
            next = Object.assign({}, model, { session: next.session, revision: next.revision, error: next.error,
                                              changing: next.changing, measured: [] });
          const fontsChanged = !model || JSON.stringify(model.fonts) !== JSON.stringify(next.fonts);
          model = next;
          if (fontsChanged) drawFaces();
          draw();
        }
        // The current model at once, then every update as the server pushes it.
        fetch("/model.json").then(response => response.json()).then(receive).catch(() => {});
        const events = new EventSource("/events");
        events.addEventListener("model", event => receive(JSON.parse(event.data)));

        """#

    /// The motion previews (the counting label, the size transition and the morph, each played at
    /// 60 or 120 Hz with the numbers fontscale measured); `play=morph` in the URL plays every morph once.
    static let motion = #"""
        function countPreview(style) {
          // The counting label fontscale planned and measured (animate count), played at its rate.
          const count = style.count, block = element("div", "count");
          const label = element("div", "sample motion", count.end);
          applyFont(label, style, style.cells[model.defaultCategory]);
          label.style.fontSize = px(count.pointSize);
          block.appendChild(label);
          count.rates.forEach(rate => {
            const widths = rate.widths;
            const line = element("div", "numbers");
            const play = element("button", "", "▶ " + rate.hertz + " Hz");
            play.addEventListener("click", () => {
              let start = null;
              const step = now => {
                start = start ?? now;
                const frame = Math.min(Math.floor((now - start) / 1000 * rate.hertz), rate.frames.length - 1);
                label.textContent = rate.frames[frame];
                if (frame < rate.frames.length - 1) requestAnimationFrame(step);
              };
              requestAnimationFrame(step);
            });
            line.appendChild(play);
            line.appendChild(document.createTextNode(" 0 → " + count.end + " at " + pt(count.pointSize) + " pt: " +
              rate.frames.length + " frames, widths " + pt(Math.min(...widths)) + "–" + pt(Math.max(...widths)) +
              " pt; " + pt(rate.sameLengthStep) + " pt between frames of the same length" +
              (rate.jitters ? " (jitters)" : "") + (rate.tabularStep === null || rate.tabularStep === undefined ? "" :
              "; tnum: " + pt(rate.tabularStep) + " pt")));
            block.appendChild(line);
          });
          return block;
        }
        function transitionPreview(style) {
          // Large to AX3 as a transform (the label scaled), then the swap to the label laid out at
          // the new size: the jump fontscale measured, played at 60 or 120 Hz over 0.35 s.
          const t = style.transition, block = element("div", "count");
          const stage = element("div", "stage");
          const label = element("span", "sample motion", t.sample);
          applyFont(label, style, style.cells[model.defaultCategory]);
          label.style.fontSize = px(t.fromPointSize);
          label.style.transformOrigin = "0 50%";
          stage.appendChild(label);
          block.appendChild(stage);
          const line = element("div", "numbers");
          [60, 120].forEach(hertz => {
            const play = element("button", "", "▶ " + hertz + " Hz");
            play.addEventListener("click", () => {
              label.style.fontSize = px(t.fromPointSize);
              let start = null;
              const frames = Math.round(0.35 * hertz), ratio = t.toPointSize / t.fromPointSize;
              const step = now => {
                start = start ?? now;
                const frame = Math.min(Math.floor((now - start) / 1000 * hertz), frames);
                const progress = frame / frames, eased = progress < 0.5 ? 2 * progress * progress : 1 - 2 * (1 - progress) * (1 - progress);
                label.style.transform = "scale(" + (1 + (ratio - 1) * eased) + ")";
                if (frame < frames) { requestAnimationFrame(step); return; }
                label.style.transform = "none";
                label.style.fontSize = px(t.toPointSize);
              };
              requestAnimationFrame(step);
            });
            line.appendChild(play);
          });
          line.appendChild(document.createTextNode(" " + t.from + " → " + t.to + " (" + pt(t.fromPointSize) + " → " +
            pt(t.toPointSize) + " pt, " + t.strategy + "): jump at the swap " + pt(t.widthJump) + " pt wide, glyphs drift up to " +
            pt(t.maxGlyphDrift) + " pt; " + t.advice));
          line.title = t.reason;
          block.appendChild(line);
          return block;
        }
        function morphPreview(style) {
          // The morph fontscale planned (animate morph): one span per character at the place and
          // opacity of each frame. Under Reduce Motion, the cross-fade that replaces it (0.15 s at most).
          const m = style.morph, block = element("div", "count"), reduce = reducedMotion();
          const stage = element("div", "stage morph");
          stage.style.height = px(m.pointSize * 1.6);
          const spans = m.characters.map(character => {
            const span = element("span", "sample motion", character);
            applyFont(span, style, style.cells[model.defaultCategory]);
            span.style.fontSize = px(m.pointSize);
            stage.appendChild(span);
            return span;
          });
          const layers = [m.from, m.to].map(text => {
            const layer = element("span", "sample motion", text);
            applyFont(layer, style, style.cells[model.defaultCategory]);
            layer.style.fontSize = px(m.pointSize);
            layer.dir = "auto";
            return layer;
          });
          if (reduce) { spans.forEach(span => span.remove()); layers.forEach(layer => stage.appendChild(layer)); }
          const show = (rate, frame) => {
            if (reduce) {
              layers[0].style.opacity = 1 - rate.fade[frame];
              layers[1].style.opacity = rate.fade[frame];
              return;
            }
            const states = rate.frames[frame];
            spans.forEach((span, track) => {
              span.style.transform = "translate(" + px(states[3 * track]) + "," + px(states[3 * track + 1]) + ")";
              span.style.opacity = states[3 * track + 2];
            });
          };
          show(m.rates[0], 0);
          block.appendChild(stage);
          const line = element("div", "numbers");
          block.play = hertz => new Promise(done => {
            const rate = m.rates.find(r => r.hertz === hertz) || m.rates[0];
            const count = reduce ? rate.fade.length : rate.frames.length;
            let start = null;
            const drawn = new Set();
            const step = now => {
              // Timed from the first frame's timestamp: rAF's time can precede a performance.now() taken
              // before it, which would make a frame number below 0.
              start = start ?? now;
              const frame = Math.min(Math.floor((now - start) / 1000 * rate.hertz), count - 1);
              show(rate, frame);
              drawn.add(frame);
              if (frame < count - 1) { requestAnimationFrame(step); return; }
              done({ style: style.name, mode: reduce ? "crossFade" : "morph", hertz: rate.hertz, frames: count,
                     drawn: drawn.size, last: frame, text: visibleText(reduce ? layers : spans) });
            };
            requestAnimationFrame(step);
          });
          m.rates.forEach(rate => {
            const play = element("button", "", "▶ " + rate.hertz + " Hz");
            play.addEventListener("click", () => block.play(rate.hertz));
            line.appendChild(play);
          });
          const frames = m.rates.map(rate => (reduce ? rate.fade.length : rate.frames.length) + " at " + rate.hertz + " Hz");
          line.appendChild(document.createTextNode(" “" + m.from + "” → “" + m.to + "” at " + pt(m.pointSize) +
            " pt: kept " + m.kept + ", inserted " + m.inserted + ", removed " + m.removed + " (change " +
            Math.round(m.changeRatio * 100) + "%); " + (reduce ? "Reduce Motion: cross-fade " + seconds(m.crossFade) +
            " instead of the " + seconds(m.duration) + " morph" : seconds(m.duration)) + ", frames " + frames.join(", ")));
          block.appendChild(line);
          block.classList.add("morph-preview");
          return block;
        }
        function seconds(value) { return Math.round(value * 1000) / 1000 + " s"; }
        function reducedMotion() { return matchMedia("(prefers-reduced-motion: reduce)").matches; }
        function visibleText(nodes) {
          // What the eye reads: the characters (or the layer) mostly opaque, left to right.
          return nodes.filter(node => Number(node.style.opacity || 1) > 0.5)
            .map(node => [node.getBoundingClientRect().left, node.textContent])
            .sort((a, b) => a[0] - b[0]).map(pair => pair[1]).join("");
        }
        let played = null;
        function autoplay() {
          // play=morph: every shown morph once, when the motion previews have arrived.
          if (params.get("play") !== "morph" || played !== null) return;
          const blocks = [...document.querySelectorAll("#styles .morph-preview")];
          if (!blocks.length) return;
          played = [];
          Promise.all(blocks.map(block => block.play(Number(params.get("rate")) || 60)))
            .then(results => { played = results; setTimeout(report, 0); });
        }

        """#

    /// The page's script: its core, then the motion previews.
    static let script = core + motion
}
