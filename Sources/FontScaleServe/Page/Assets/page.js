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
