// Small helpers to build SVG without a library.
export const NS = 'http://www.w3.org/2000/svg';

// el creates an SVG element with attributes and appends it to parent.
export function el(tag, attrs, parent) {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
  if (parent) parent.appendChild(e);
  return e;
}

// text creates an SVG text element centred on (x, y).
export function text(parent, x, y, s, attrs) {
  const t = el('text', Object.assign({ x, y, 'text-anchor': 'middle', 'dominant-baseline': 'central' }, attrs || {}), parent);
  t.textContent = s;
  return t;
}

// svgRoot replaces the content of container with a new <svg> of the size.
export function svgRoot(container, w, h, label) {
  container.textContent = '';
  return el('svg', { viewBox: `0 0 ${w} ${h}`, role: 'img', 'aria-label': label }, container);
}

// toSVG converts a pointer event's client position to SVG coordinates.
export function toSVG(svg, ev) {
  const p = svg.createSVGPoint();
  p.x = ev.clientX; p.y = ev.clientY;
  return p.matrixTransform(svg.getScreenCTM().inverse());
}
