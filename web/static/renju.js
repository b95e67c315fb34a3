// Renju / gomoku goban: stones with move numbers, the last move, and
// Black's forbidden points (renju rule) marked with a red cross. Points are
// named by a column letter from the left (a, b, ...) and a row number from
// the bottom: the centre of 15x15 is h8.
import { el, text, svgRoot } from './svg.js';
import { t } from './i18n.js';

const C = 36, M = 44;

// sides and help are message keys (i18n.js).
export const sides = { black: 'side.black', white: 'side.white' };
export const help = 'help.renju';

export function pointName(x, y, size) {
  return String.fromCharCode(97 + x) + (size - y);
}

export function render(container, st, opts) {
  const b = st.board, n = b.size, W = 2 * M + (n - 1) * C;
  const svg = svgRoot(container, W, W, t('board.renju'));
  svg.classList.add('renju');
  el('rect', { x: 0, y: 0, width: W, height: W, fill: '#dcb35c' }, svg);
  const pos = (x, y) => opts.flipped ? [n - 1 - x, n - 1 - y] : [x, y];
  const px = x => M + x * C;
  for (let i = 0; i < n; i++) {
    el('line', { x1: px(0), y1: px(i), x2: px(n - 1), y2: px(i), stroke: '#3a2a10', 'stroke-width': i === 0 || i === n - 1 ? 2 : 1 }, svg);
    el('line', { x1: px(i), y1: px(0), x2: px(i), y2: px(n - 1), stroke: '#3a2a10', 'stroke-width': i === 0 || i === n - 1 ? 2 : 1 }, svg);
  }
  for (let i = 0; i < n; i++) {
    const [dx, dy] = pos(i, i);
    const a = { fill: '#3a2a10', 'font-size': 14 };
    text(svg, px(dx), W - M / 2 + 4, String.fromCharCode(65 + i), a);
    text(svg, M / 2 - 6, px(dy), String(n - i), a);
  }
  if (n === 15) for (const [x, y] of [[3, 3], [11, 3], [7, 7], [3, 11], [11, 11]]) {
    const [dx, dy] = pos(x, y);
    el('circle', { cx: px(dx), cy: px(dy), r: 4, fill: '#3a2a10' }, svg);
  }
  // Move numbers: the order of the stones in the record up to the shown ply.
  const number = new Map();
  st.moves.slice(0, st.ply).forEach((m, i) => number.set(m.toLowerCase(), i + 1));
  const legal = new Set(opts.canMove ? st.legal.map(m => m.toLowerCase()) : []);
  const forbidden = new Set((b.forbidden || []).map(m => m.toLowerCase()));
  // The engine's line as numbered ghost stones, the side to move first.
  const ghost = new Map();
  (opts.pv || []).forEach((m, i) => {
    const k = m.toLowerCase();
    if (!ghost.has(k)) ghost.set(k, { k: i + 1, black: (st.turn === 'black') === (i % 2 === 0) });
  });
  for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) {
    const name = pointName(x, y, n), c = b.stones[y * n + x];
    const [dx, dy] = pos(x, y), cx = px(dx), cy = px(dy);
    if (c === 'X' || c === 'O') {
      el('circle', { cx: cx + 1.5, cy: cy + 2, r: C * 0.46, fill: '#0005' }, svg);
      el('circle', { cx, cy, r: C * 0.46, fill: c === 'X' ? '#111' : '#f7f7f7', stroke: '#000', 'stroke-width': 1, class: c === 'X' ? 'stone black' : 'stone white' }, svg);
      const k = number.get(name);
      if (k) text(svg, cx, cy + 1, String(k), { 'font-size': 14, fill: c === 'X' ? '#fff' : '#111', class: 'num' });
      if (b.last && b.last.toLowerCase() === name) el('circle', { cx, cy, r: C * 0.5, fill: 'none', stroke: '#e53935', 'stroke-width': 2.5, class: 'last' }, svg);
    } else if (ghost.has(name)) {
      const g = ghost.get(name);
      el('circle', { cx, cy, r: C * 0.42, fill: g.black ? '#111' : '#fff', 'fill-opacity': 0.45, stroke: '#1565c0', 'stroke-width': 1.5, class: 'hint' }, svg);
      text(svg, cx, cy + 1, String(g.k), { 'font-size': 13, 'font-style': 'italic', 'font-weight': 700, fill: g.black ? '#bbdefb' : '#0d47a1' });
    } else if (forbidden.has(name)) {
      const d = C * 0.2;
      el('path', { d: `M${cx - d},${cy - d}L${cx + d},${cy + d}M${cx + d},${cy - d}L${cx - d},${cy + d}`, stroke: '#d32f2f', 'stroke-width': 3, class: 'forbidden' }, svg);
    }
    const hit = el('rect', { x: cx - C / 2, y: cy - C / 2, width: C, height: C, fill: 'transparent', 'data-sq': name }, svg);
    if (legal.has(name)) {
      hit.style.cursor = 'pointer';
      hit.addEventListener('click', () => opts.onMove(name));
    } else if (opts.canMove && forbidden.has(name)) {
      // Sent anyway: the server's refusal says why it is forbidden.
      hit.style.cursor = 'not-allowed';
      hit.addEventListener('click', () => opts.onMove(name));
    }
  }
}
