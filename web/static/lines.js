// The line shown and its variations: showing a position of the game tree,
// switching between the moves played at a branch point (Up / Down),
// promoting the line shown to the main line and deleting a variation's
// moves (the buttons above the move list, or the menu of a right-click on
// a variation's move). The server keeps the tree; this module names its
// positions by their paths, the moves from the start.
import { commonLength } from './movelist.js';

const $ = id => document.getElementById(id);

// app: {state: () => the game, current: () => the ply shown, api,
// goto(ply), request(() => answer, changed): shows the answer, error(e)}.
let app = null;
let menuFor = null; // {path, first}: the variation move the menu is open for

export function setupLines(a) {
  app = a;
  $('promote').onclick = () => promote(app.state().line);
  $('delete-var').onclick = () => { const p = deletePath(); if (p) remove(p); };
  $('vm-show').onclick = () => act(p => visit(p.path));
  $('vm-promote').onclick = () => act(p => promote(p.path));
  $('vm-delete').onclick = () => act(p => remove(p.path));
  $('vm-delete-all').onclick = () => act(p => remove(p.first));
  document.addEventListener('click', e => { if (!$('var-menu').contains(e.target)) closeMenu(); });
  document.addEventListener('keydown', e => { if (e.key === 'Escape') closeMenu(); });
  $('moves').addEventListener('scroll', closeMenu);
}

// mainShown reports whether the line shown is the main line.
export function mainShown(st) {
  return st.line.length === st.moves.length && commonLength(st.line, st.moves) === st.line.length;
}

// visit shows the position a path leads to: along the line shown when the
// path is on it, else the server shows the line through it.
export function visit(path) {
  const st = app.state();
  if (commonLength(path, st.line) === path.length) return app.goto(path.length);
  return call('show', path, false);
}

// visitMain shows a position of the main line, with the main line shown
// (a click on a main-line move: Right then follows the game).
export function visitMain(path) {
  if (mainShown(app.state())) return app.goto(path.length);
  return call('show', path, false);
}

// promote makes the line through the position path leads to the main line.
function promote(path) { return call('promote', path, true); }

// remove deletes the last move of path and all after it.
function remove(path) { return call('delete', path, true); }

async function call(op, path, changed) {
  const st = app.state();
  app.error('');
  try {
    await app.request(() => app.api('POST', `/api/games/${st.id}/variations/${op}`, { path }), changed);
  } catch (e) { app.error(e); }
}

// deletePath is what the Delete button deletes: the line shown's moves
// from the one shown (from the variation's first move when the position
// shown comes before it); null on the main line.
function deletePath() {
  const st = app.state();
  const shared = commonLength(st.line, st.moves);
  if (shared === st.line.length) return null;
  return st.line.slice(0, Math.max(app.current(), shared + 1));
}

// alternatives returns the moves played from the position path leads to,
// in the tree's order (the line's own next move first), from the state's
// main line and variations.
function alternatives(st, path) {
  let line = { ply: 0, moves: st.moves, variations: st.variations || [] };
  for (let i = 0; i < path.length; i++) {
    if (line.moves[i - line.ply] === path[i]) continue;
    line = (line.variations || []).find(v => v.ply === i && v.moves[0] === path[i]);
    if (!line) return [];
  }
  const at = path.length;
  const out = at - line.ply < line.moves.length ? [line.moves[at - line.ply]] : [];
  for (const v of line.variations || []) if (v.ply === at) out.push(v.moves[0]);
  return out;
}

// switchVariation shows the previous (dir -1) or next (+1) move played
// where the line shown branches: at the move shown, else the nearest
// earlier move with alternatives, else the move after the position shown.
export function switchVariation(dir) {
  const st = app.state();
  const cur = app.current();
  for (let k = cur; k >= 1; k--) if (trySwitch(st, k, dir)) return;
  trySwitch(st, cur + 1, dir);
}

// trySwitch switches the line's move k (1-based) to its neighbour in
// direction dir; false when move k has no alternative.
function trySwitch(st, k, dir) {
  const path = st.line.slice(0, k - 1);
  const alts = alternatives(st, path);
  const i = alts.indexOf(st.line[k - 1]); // -1: the line ends before move k
  if (alts.length < 2 && !(i < 0 && alts.length)) return false;
  const j = i + dir;
  if (j >= 0 && j < alts.length) call('show', path.concat([alts[j]]), false);
  return true; // the first or last: stay there
}

// openMenu opens the variation menu at (x, y) for a variation's move.
export function openMenu(target, x, y) {
  menuFor = target;
  const m = $('var-menu');
  m.hidden = false;
  m.style.left = Math.max(0, Math.min(x, innerWidth - m.offsetWidth - 4)) + 'px';
  m.style.top = Math.max(0, Math.min(y, innerHeight - m.offsetHeight - 4)) + 'px';
  $('vm-show').focus();
}

function closeMenu() {
  $('var-menu').hidden = true;
  menuFor = null;
}

function act(f) {
  const t = menuFor;
  closeMenu();
  if (t) f(t);
}
