// The evaluation graph: one point per ply where the engine evaluated the
// position, Black's view (up is good for Black), scaled to the largest value.
import { el } from './svg.js';

// minTop is the smallest full scale, so a small advantage looks small.
export function drawGraph(svg, evals, ply, onPick, minTop) {
  svg.textContent = '';
  const W = 400, Hh = 100, n = Math.max(evals.length - 1, 1);
  const x = i => (i / n) * W;
  let top = minTop || 1;
  for (const v of evals) if (v !== null && v !== undefined) top = Math.max(top, Math.abs(v));
  const y = v => Hh / 2 - (v / top) * (Hh / 2 - 4);
  el('rect', { x: 0, y: 0, width: W, height: Hh / 2, fill: '#fafafa' }, svg);
  el('rect', { x: 0, y: Hh / 2, width: W, height: Hh / 2, fill: '#e6e6e6' }, svg);
  el('line', { x1: 0, y1: Hh / 2, x2: W, y2: Hh / 2, stroke: '#999', 'stroke-width': 0.5 }, svg);
  el('line', { x1: x(ply), y1: 0, x2: x(ply), y2: Hh, stroke: '#8a3b12', 'stroke-width': 1, 'vector-effect': 'non-scaling-stroke' }, svg);
  let d = '';
  evals.forEach((v, i) => {
    if (v === null || v === undefined) return;
    d += (d ? 'L' : 'M') + x(i).toFixed(1) + ',' + y(v).toFixed(1);
  });
  if (d) el('path', { d, fill: 'none', stroke: '#1565c0', 'stroke-width': 2, 'vector-effect': 'non-scaling-stroke', class: 'eval-line' }, svg);
  evals.forEach((v, i) => {
    if (v === null || v === undefined) return;
    el('circle', { cx: x(i), cy: y(v), r: 2.5, fill: '#1565c0', class: 'eval-point' }, svg);
  });
  svg.onclick = ev => {
    const r = svg.getBoundingClientRect();
    onPick(Math.round(((ev.clientX - r.left) / r.width) * n));
  };
}
