// Othello board: discs, legal moves of a human to move, the last move and
// the discs it flipped. Squares are named A1..H8, A1 top left.
import { el, text, svgRoot } from './svg.js';
import { t } from './i18n.js';

const C = 60, M = 30; // cell size and margin for the coordinates

// sides and help are message keys (i18n.js).
export const sides = { black: 'side.black', white: 'side.white' };
export const help = 'help.othello';

export function render(container, st, opts) {
  const b = st.board;
  const svg = svgRoot(container, 2 * M + 8 * C, 2 * M + 8 * C, t('board.othello'));
  svg.classList.add('othello');
  el('rect', { x: 0, y: 0, width: 2 * M + 8 * C, height: 2 * M + 8 * C, fill: '#3b2a1a' }, svg);
  el('rect', { x: M, y: M, width: 8 * C, height: 8 * C, fill: '#2e7d32' }, svg);
  const pos = (x, y) => opts.flipped ? [7 - x, 7 - y] : [x, y];
  for (let i = 0; i <= 8; i++) {
    el('line', { x1: M, y1: M + i * C, x2: M + 8 * C, y2: M + i * C, stroke: '#123d14', 'stroke-width': 2 }, svg);
    el('line', { x1: M + i * C, y1: M, x2: M + i * C, y2: M + 8 * C, stroke: '#123d14', 'stroke-width': 2 }, svg);
  }
  for (const [x, y] of [[2, 2], [6, 2], [2, 6], [6, 6]]) el('circle', { cx: M + x * C, cy: M + y * C, r: 5, fill: '#123d14' }, svg);
  for (let i = 0; i < 8; i++) {
    const [dx, dy] = pos(i, i);
    const a = { fill: '#ddd', 'font-size': 18 };
    text(svg, M + dx * C + C / 2, M / 2, 'ABCDEFGH'[i], a);
    text(svg, M / 2, M + dy * C + C / 2, String(i + 1), a);
  }
  const legal = new Set(opts.canMove ? st.legal : []);
  const best = opts.pv && opts.pv.length ? opts.pv[0] : '';
  const flips = new Set(b.flips);
  for (let i = 0; i < 64; i++) {
    const x = i % 8, y = Math.floor(i / 8), name = 'ABCDEFGH'[x] + (y + 1);
    const [dx, dy] = pos(x, y);
    const cx = M + dx * C + C / 2, cy = M + dy * C + C / 2;
    const c = b.cells[i];
    if (c === 'X' || c === 'O') {
      el('circle', { cx: cx + 2, cy: cy + 3, r: C * 0.42, fill: '#0006' }, svg);
      el('circle', { cx, cy, r: C * 0.42, fill: c === 'X' ? '#111' : '#f5f5f5', stroke: '#000', 'stroke-width': 1, class: c === 'X' ? 'disc black' : 'disc white' }, svg);
      if (flips.has(name)) el('circle', { cx, cy, r: C * 0.15, fill: 'none', stroke: '#e0a020', 'stroke-width': 3, class: 'flip' }, svg);
      if (b.last === name) el('circle', { cx, cy, r: C * 0.1, fill: '#e53935', class: 'last' }, svg);
    } else if (legal.has(name)) {
      el('circle', { cx, cy, r: C * 0.12, fill: st.turn === 'black' ? '#0008' : '#fff9', class: 'legal' }, svg);
    }
    if (name === best) el('circle', { cx, cy, r: C * 0.4, fill: 'none', stroke: '#42a5f5', 'stroke-width': 4, 'stroke-dasharray': '8 5', class: 'hint' }, svg);
    const hit = el('rect', { x: M + dx * C, y: M + dy * C, width: C, height: C, fill: 'transparent', 'data-sq': name }, svg);
    if (legal.has(name)) {
      hit.style.cursor = 'pointer';
      hit.addEventListener('click', () => opts.onMove(name));
    }
  }
}
