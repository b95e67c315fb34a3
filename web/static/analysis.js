// The analysis board's parts of the page: the analysis settings (multi-PV
// lines, threads, hash memory, the opening book, time per position of a
// whole-game analysis, kept in local storage), the engine's lines (one row per line,
// a click shows that line on the board), and the whole-game analysis
// button's progress. The server checks and applies every setting.
import { t, serverText } from './i18n.js';

const $ = id => document.getElementById(id);

let limits = { max_lines: 5, max_threads: 1, max_hash_mb: 64 }; // replaced by the server's
let selected = 0; // the line shown on the board (0: the best)
const MAX_SHOWN = 10; // moves of a line written out (the row's title has them all)

// setupAnalysis reads the server's ranges and restores the saved settings.
export async function setupAnalysis(api) {
  try {
    const info = await api('GET', '/api/games');
    if (info.engine) limits = info.engine;
  } catch (e) { /* the defaults stay */ }
  restore('lines', $('lines'), v => Math.min(Math.max(v, 1), limits.max_lines), 1);
  restore('threads', $('threads'), v => Math.min(Math.max(v, 1), limits.max_threads), limits.max_threads);
  restore('hash-mb', $('hash-mb'), v => Math.min(Math.max(v, 1), limits.max_hash_mb), limits.max_hash_mb);
  restore('game-time', $('game-time'), v => v, 500);
  restoreCheck('book', $('book'), true);
  $('threads').max = limits.max_threads;
  $('hash-mb').max = limits.max_hash_mb;
}

// restore sets a control from local storage (or def), clamped to the
// server's range, and saves every change.
function restore(key, input, clamp, def) {
  const saved = Number(load(key));
  let v = Number.isInteger(saved) && saved > 0 ? clamp(saved) : def;
  if (input.tagName === 'SELECT' && ![...input.options].some(o => Number(o.value) === v)) v = def;
  input.value = String(v);
  input.addEventListener('change', () => {
    const n = Math.round(Number(input.value));
    input.value = String(input.value !== '' && Number.isFinite(n) ? clamp(n) : def);
    save(key, input.value);
  });
}

// restoreCheck sets a checkbox from local storage (or def) and saves
// every change.
function restoreCheck(key, input, def) {
  const saved = load(key);
  input.checked = saved === null ? def : saved === '1';
  input.addEventListener('change', () => save(key, input.checked ? '1' : '0'));
}

function load(key) {
  try { return localStorage.getItem('bitban.' + key); } catch (e) { return null; }
}

function save(key, v) {
  try { localStorage.setItem('bitban.' + key, v); } catch (e) { /* private mode: not kept */ }
}

// settings are the fields an engine request carries for mode: lines only
// for an analysis (a game move and the tools search one line); the book
// only for a game move (Othello's: the other games have none).
export function settings(mode) {
  const out = { threads: +$('threads').value || limits.max_threads, hash_mb: +$('hash-mb').value || limits.max_hash_mb };
  if (mode === 'move') out.book = $('book').checked;
  if (mode === 'analyse') out.lines = +$('lines').value || 1;
  return out;
}

// gameAnalysisBody is the request of a whole-game analysis.
export function gameAnalysisBody() {
  const s = settings('game');
  return { time_ms: +$('game-time').value || 500, threads: s.threads, hash_mb: s.hash_mb };
}

// resetLines forgets the lines of a finished or abandoned search.
export function resetLines() {
  selected = 0;
  $('a-lines').textContent = '';
}

// selectedLine is the line of an info event to draw on the board: the one
// the user clicked, else the best.
export function selectedLine(info) {
  const lines = info.lines || [];
  return lines[selected] || info;
}

// renderLines draws one row per line of a multi-PV info event or result:
// score, depth and the line in the game's notation. pick(k) is called
// when the user clicks row k.
export function renderLines(info, pick) {
  const list = $('a-lines');
  list.textContent = '';
  const lines = info.lines || [];
  if (lines.length < 2) return;
  lines.forEach((l, k) => {
    const li = document.createElement('li');
    li.dataset.line = k + 1;
    if (k === selected) li.className = 'selected';
    const moves = l.pv_labels && l.pv_labels.length ? l.pv_labels : l.pv || [];
    const pv = moves.slice(0, MAX_SHOWN).join(' ') + (moves.length > MAX_SHOWN ? ' …' : '');
    li.append(span('l-score', serverText(l.score_text) || String(l.score)), span('l-depth', `d${l.depth}`), span('l-pv', pv));
    li.title = (l.pv || []).join(' ');
    li.onclick = () => { selected = k; pick(l); renderLines(info, pick); };
    list.appendChild(li);
  });
}

function span(cls, text) {
  const s = document.createElement('span');
  s.className = cls;
  s.textContent = text;
  return s;
}

// progressNote is the note shown while the whole game is analysed.
export function progressNote(p) {
  return t('an.progress', { i: Math.min(p.done + 1, p.total), n: p.total });
}

// gameAnalysisNote says how a whole-game analysis ended.
export function gameAnalysisNote(r) {
  const marked = (r.state.marks || []).filter(m => m).length;
  const what = t(marked === 1 ? 'an.summary1' : 'an.summary', { done: r.analysed, total: r.total, marked });
  return t(r.stopped ? 'an.stopped' : 'an.done', { what });
}

// markClass is the move list class of a mark.
export function markClass(m) {
  return m === '??' ? 'blunder' : m === '?' ? 'mistake' : '';
}
