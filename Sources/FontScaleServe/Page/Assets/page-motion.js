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
