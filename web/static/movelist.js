// The move list: the main line two moves a row (a move and its answer),
// and under a move the variations that replace it, indented in a block,
// their own variations nested in parentheses after the move they replace.
// Every move is clickable: its path (the moves from the start to it) goes
// to on.pickMain for a main-line move, to on.pick for a variation's; a
// right-click (a long press on a phone) on a variation's move goes to
// on.menu. The position shown is highlighted, the moves of the line shown
// are bold, main-line moves off it are dimmed.
import { markClass } from './analysis.js';
import { t } from './i18n.js';

// commonLength is the number of leading moves two lines share.
export function commonLength(a, b) {
  let k = 0;
  while (k < a.length && k < b.length && a[k] === b[k]) k++;
  return k;
}

// renderMoves draws st's moves into list; cur is the ply shown (along
// st.line).
export function renderMoves(list, st, cur, on) {
  list.textContent = '';
  const ctx = { st, cur, on };
  const shared = commonLength(st.line, st.moves); // the line shown follows the main line this far
  const byPly = groupByPly(st.variations);
  const n = st.moves.length;
  for (let i = 0; i < n; i++) {
    list.append(mainMove(ctx, i, shared));
    const vars = byPly.get(i);
    if (!vars) continue;
    list.append(varBlock(ctx, vars, st.moves, i <= shared));
    // Keep a move and its answer in one row: the answer goes on the right.
    if (i % 2 === 0 && i + 1 < n) list.append(element('div', 'gap', '…'));
  }
  const after = byPly.get(n); // explored after the game's last move
  if (after) list.append(varBlock(ctx, after, st.moves, n <= shared));
}

// mainMove is the list item of main-line move i, with its mark.
function mainMove({ st, cur, on }, i, shared) {
  const li = document.createElement('li');
  li.textContent = st.labels ? st.labels[i] : st.moves[i];
  if (st.labels) li.title = st.moves[i];
  li.dataset.ply = i + 1;
  if (i + 1 === cur && cur <= shared) li.classList.add('current');
  if (i + 1 > shared) li.classList.add('off');
  const mark = st.marks && st.marks[i];
  if (mark) {
    // A move whose evaluation dropped much (whole-game analysis).
    li.append(element('span', 'mark', mark));
    li.classList.add(markClass(mark));
  }
  li.onclick = () => on.pickMain(st.moves.slice(0, i + 1));
  return li;
}

// varBlock is the block of the variations that leave a main-line position.
function varBlock(ctx, vars, parent, onLine) {
  const div = element('div', 'vars');
  div.setAttribute('role', 'group');
  div.setAttribute('aria-label', t('var.at', { n: vars[0].ply + 1 }));
  for (const v of vars) {
    const row = element('div', 'var');
    row.append(varLine(ctx, v, parent, onLine));
    div.append(row);
  }
  return div;
}

// varLine writes variation v of a line whose moves are parent; onLine
// says whether the line shown passes through the position v leaves from.
function varLine(ctx, v, parent, onLine) {
  const { st, cur, on } = ctx;
  const full = parent.slice(0, v.ply).concat(v.moves);
  let along = 0; // v's first moves that the line shown plays too
  if (onLine) while (along < v.moves.length && st.line[v.ply + along] === v.moves[along]) along++;
  const nested = groupByPly(v.variations);
  const out = element('span', 'vline');
  v.moves.forEach((m, j) => {
    const ply = v.ply + j + 1;
    const sp = element('span', 'vm');
    sp.append(element('span', 'num', `${ply}.`), v.labels ? v.labels[j] : m);
    sp.title = m;
    sp.dataset.ply = ply;
    const mark = v.marks && v.marks[j];
    if (mark) {
      // As on the main line: the move's evaluation dropped much.
      sp.append(element('span', 'mark', mark));
      sp.classList.add(markClass(mark));
    }
    if (j < along) sp.classList.add('line');
    if (j < along && ply === cur) sp.classList.add('current');
    sp.onclick = () => on.pick(full.slice(0, ply));
    sp.oncontextmenu = e => {
      e.preventDefault();
      on.menu({ path: full.slice(0, ply), first: full.slice(0, v.ply + 1) }, e.clientX, e.clientY);
    };
    if (j > 0) out.append(' ');
    out.append(sp);
    for (const w of nested.get(ply - 1) || []) {
      out.append(' (', varLine(ctx, w, full, j <= along && onLine), ')');
    }
  });
  return out;
}

// groupByPly maps each ply to the variations that leave there, in order.
function groupByPly(vars) {
  const m = new Map();
  for (const v of vars || []) {
    if (!m.has(v.ply)) m.set(v.ply, []);
    m.get(v.ply).push(v);
  }
  return m;
}

function element(tag, cls, text) {
  const e = document.createElement(tag);
  e.className = cls;
  if (text) e.textContent = text;
  return e;
}
