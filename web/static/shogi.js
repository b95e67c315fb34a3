// Shogi board: kanji pieces (Gote's turned around), both hands, the last
// move, and moves by click (piece, then square) or by drag. Squares are USI
// names: file 1..9 from the right, rank a..i from the top ("7g").
import { el, text, svgRoot, toSVG } from './svg.js';
import { t } from './i18n.js';

const C = 56, R = 60, M = 26, H = 64; // cell width, cell height, margin, hand height
const KANJI = {
  K: '玉', k: '王', R: '飛', B: '角', G: '金', S: '銀', N: '桂', L: '香', P: '歩',
  '+R': '龍', '+B': '馬', '+S': '全', '+N': '圭', '+L': '杏', '+P': 'と',
};
const HAND_ORDER = ['R', 'B', 'G', 'S', 'N', 'L', 'P'];
const RANKS = '一二三四五六七八九';

// sides and help are message keys (i18n.js).
export const sides = { black: 'side.sente', white: 'side.gote' };
export const help = 'help.shogi';

let sel = null;      // {from: '7g'} or {drop: 'P'}: the piece picked up
let selFor = '';     // the position the selection belongs to

function kanji(code) {
  const up = code.toUpperCase();
  if (up === 'K') return code === 'K' ? KANJI.K : KANJI.k;
  return KANJI[up];
}

// square returns the USI name of board index i (SFEN order: rank a first,
// file 9 first).
function square(i) { return String(9 - (i % 9)) + 'abcdefghi'[Math.floor(i / 9)]; }

export function render(container, st, opts) {
  const b = st.board;
  if (selFor !== st.position) { sel = null; selFor = st.position; }
  const W = 2 * M + 9 * C, top = H + M, HT = top + 9 * R + M + H;
  const svg = svgRoot(container, W, HT, t('board.shogi'));
  svg.classList.add('shogi', 'kanji');
  el('rect', { x: 0, y: 0, width: W, height: HT, fill: '#f4f1ea' }, svg);
  el('rect', { x: M, y: top, width: 9 * C, height: 9 * R, fill: '#e8c47c', stroke: '#3a2a10', 'stroke-width': 2 }, svg);
  const fl = opts.flipped;
  // screen position of file f (1..9) and rank r (1..9)
  const sx = f => M + (fl ? f - 1 : 9 - f) * C;
  const sy = r => top + (fl ? 9 - r : r - 1) * R;
  for (let i = 1; i < 9; i++) {
    el('line', { x1: M + i * C, y1: top, x2: M + i * C, y2: top + 9 * R, stroke: '#3a2a10' }, svg);
    el('line', { x1: M, y1: top + i * R, x2: M + 9 * C, y2: top + i * R, stroke: '#3a2a10' }, svg);
  }
  for (const [x, y] of [[3, 3], [6, 3], [3, 6], [6, 6]]) el('circle', { cx: M + x * C, cy: top + y * R, r: 3.5, fill: '#3a2a10' }, svg);
  for (let f = 1; f <= 9; f++) text(svg, sx(f) + C / 2, top - M / 2, String(f), { 'font-size': 15, fill: '#333' });
  for (let r = 1; r <= 9; r++) text(svg, M + 9 * C + M / 2, sy(r) + R / 2, RANKS[r - 1], { 'font-size': 15, fill: '#333' });

  // Legal moves of a human to move, by origin.
  const legal = opts.canMove ? st.legal : [];
  const from = new Map(); // '7g' or 'P*' -> Set of destinations
  for (const m of legal) {
    const key = m[1] === '*' ? m[0] + '*' : m.slice(0, 2);
    const to = m[1] === '*' ? m.slice(2, 4) : m.slice(2, 4);
    if (!from.has(key)) from.set(key, new Set());
    from.get(key).add(to);
  }
  const selKey = sel ? (sel.drop ? sel.drop + '*' : sel.from) : '';
  const targets = from.get(selKey) || new Set();

  const last = b.last || '';
  const lastTo = last.length >= 4 ? last.slice(2, 4) : '';
  const lastFrom = last.length >= 4 && last[1] !== '*' ? last.slice(0, 2) : '';
  const cells = new Map();
  for (let i = 0; i < 81; i++) {
    const sq = square(i), f = +sq[0], r = 'abcdefghi'.indexOf(sq[1]) + 1;
    const x = sx(f), y = sy(r);
    let hl = null;
    if (sq === lastTo || sq === lastFrom) hl = '#f3a95c';
    if (sel && sel.from === sq) hl = '#7fb3e0';
    const inCheck = st.check && b.squares[i] === (st.turn === 'black' ? 'K' : 'k');
    if (inCheck) hl = '#e0605a';
    if (hl) el('rect', { x: x + 1, y: y + 1, width: C - 2, height: R - 2, fill: hl, class: inCheck ? 'check' : sq === lastTo ? 'last' : '' }, svg);
    if (targets.has(sq)) el('circle', { cx: x + C / 2, cy: y + R / 2, r: 8, fill: '#1565c0aa', class: 'target' }, svg);
    const code = b.squares[i];
    let g = null;
    if (code) g = piece(svg, code, x + C / 2, y + R / 2, fl);
    const hit = el('rect', { x, y, width: C, height: R, fill: 'transparent', 'data-sq': sq }, svg);
    cells.set(sq, hit);
    if (from.has(sq) || targets.has(sq)) hit.style.cursor = 'pointer';
    hit.addEventListener('pointerdown', ev => pick(ev, from.has(sq) ? { from: sq } : null, g));
    hit.addEventListener('click', () => clickSquare(sq));
  }

  // The engine's best move as an arrow (a drop: a ring on the square).
  const best = opts.pv && opts.pv.length ? opts.pv[0] : '';
  if (best.length >= 4) {
    const centre = sq => [sx(+sq[0]) + C / 2, sy('abcdefghi'.indexOf(sq[1]) + 1) + R / 2];
    const [tx, ty] = centre(best.slice(2, 4));
    if (best[1] === '*') {
      el('circle', { cx: tx, cy: ty, r: R * 0.45, fill: 'none', stroke: '#1565c0', 'stroke-width': 4, 'stroke-dasharray': '8 5', class: 'hint', 'pointer-events': 'none' }, svg);
    } else {
      const [fx, fy] = centre(best.slice(0, 2));
      el('line', { x1: fx, y1: fy, x2: tx, y2: ty, stroke: '#1565c0', 'stroke-opacity': 0.7, 'stroke-width': 7, 'stroke-linecap': 'round', class: 'hint', 'pointer-events': 'none' }, svg);
      el('circle', { cx: tx, cy: ty, r: 9, fill: '#1565c0', 'fill-opacity': 0.8, 'pointer-events': 'none' }, svg);
    }
  }

  // Hands: Gote's above the board, Sente's below (swapped when flipped).
  const hands = { white: b.hands.white || {}, black: b.hands.black || {} };
  const handY = { white: fl ? top + 9 * R + M : 0, black: fl ? 0 : top + 9 * R + M };
  for (const side of ['white', 'black']) {
    const y = handY[side];
    el('rect', { x: M, y: y + 4, width: 9 * C, height: H - 8, fill: '#e0cfa8', rx: 6, class: 'hand ' + side }, svg);
    text(svg, M / 2 + 2, y + H / 2, side === 'black' ? '☗' : '☖', { 'font-size': 18 });
    let x = M + 6;
    for (const p of HAND_ORDER) {
      const n = hands[side][p] || 0;
      if (!n) continue;
      const code = side === 'black' ? p : p.toLowerCase();
      const active = st.turn === side && from.has(p + '*');
      if (sel && sel.drop === p && st.turn === side) el('rect', { x, y: y + 6, width: C, height: H - 12, fill: '#7fb3e0', rx: 4 }, svg);
      const g = piece(svg, code, x + C / 2, y + H / 2, fl);
      if (n > 1) text(svg, x + C + 4, y + H / 2 + 8, String(n), { 'font-size': 16, 'font-weight': 700, fill: '#8a3b12', class: 'count' });
      const hit = el('rect', { x, y: y + 4, width: C, height: H - 8, fill: 'transparent', 'data-hand': side + '-' + p }, svg);
      if (active) {
        hit.style.cursor = 'pointer';
        hit.addEventListener('pointerdown', ev => pick(ev, { drop: p }, g));
        hit.addEventListener('click', () => { sel = sel && sel.drop === p ? null : { drop: p }; render(container, st, opts); });
      }
      x += C + 14;
    }
  }

  function clickSquare(sq) {
    if (sel && targets.has(sq)) return choose(sq);
    if (from.has(sq)) sel = sel && sel.from === sq ? null : { from: sq };
    else sel = null;
    render(container, st, opts);
  }

  // choose plays the selected piece to sq, asking about promotion when
  // both are legal.
  async function choose(sq) {
    const base = sel.drop ? sel.drop + '*' + sq : sel.from + sq;
    const plain = legal.includes(base), promo = legal.includes(base + '+');
    let move = plain ? base : base + '+';
    if (plain && promo) {
      const i = 'abcdefghi'.indexOf(sel.from[1]), f = +sel.from[0];
      const code = b.squares[i * 9 + (9 - f)];
      const yes = await opts.promote(kanji('+' + code.toUpperCase()), kanji(code));
      if (yes === null) { sel = null; render(container, st, opts); return; }
      move = yes ? base + '+' : base;
    }
    sel = null;
    opts.onMove(move);
  }

  // pick starts a drag of a piece (or, without movement, a click).
  function pick(ev, what, g) {
    if (!what || !g) return;
    const start = toSVG(svg, ev);
    let dragging = false;
    const move = e => {
      const p = toSVG(svg, e);
      if (!dragging && Math.hypot(p.x - start.x, p.y - start.y) > 6) {
        dragging = true;
        sel = what;
        svg.appendChild(g);
        g.style.pointerEvents = 'none';
      }
      if (dragging) g.setAttribute('transform', `translate(${p.x - start.x},${p.y - start.y})`);
    };
    const up = e => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      if (!dragging) return; // the click handler deals with it
      const p = toSVG(svg, e);
      const col = Math.floor((p.x - M) / C), row = Math.floor((p.y - top) / R);
      const f = fl ? col + 1 : 9 - col, r = fl ? 9 - row : row + 1;
      const sq = col >= 0 && col < 9 && row >= 0 && row < 9 ? String(f) + 'abcdefghi'[r - 1] : '';
      const key = what.drop ? what.drop + '*' : what.from;
      if (sq && from.has(key) && from.get(key).has(sq)) {
        sel = what;
        choose(sq);
      } else {
        sel = null;
        render(container, st, opts);
      }
      suppressClick(svg);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  }
}

// After a drag the browser still sends a click; swallow it once.
function suppressClick(svg) {
  const stop = e => { e.stopPropagation(); e.preventDefault(); };
  svg.addEventListener('click', stop, { capture: true, once: true });
  setTimeout(() => svg.removeEventListener('click', stop, { capture: true }), 50);
}

// piece draws a koma (pentagon with its kanji) centred on (cx, cy); Gote's
// pieces (lower case) point down the board, up when the board is flipped.
function piece(svg, code, cx, cy, flipped) {
  const gote = code === code.toLowerCase();
  const promoted = code[0] === '+';
  const g = el('g', { class: 'piece ' + (gote ? 'gote' : 'sente'), 'data-piece': code }, svg);
  const inner = el('g', { transform: `translate(${cx},${cy}) rotate(${gote !== flipped ? 180 : 0})` }, g);
  const w = C * 0.4, h = R * 0.44;
  el('path', { d: `M0,${-h} L${w * 0.8},${-h * 0.7} L${w},${h} L${-w},${h} L${-w * 0.8},${-h * 0.7} Z`, fill: '#f7dfa4', stroke: '#6b4b1a', 'stroke-width': 1.2 }, inner);
  text(inner, 0, 3, kanji(code), { 'font-size': 26, fill: promoted ? '#c62828' : '#111' });
  return g;
}
