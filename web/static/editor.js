// The board editor: set up any position of the game shown and start from
// it. The page draws the position being edited with the game's own board
// drawing (the squares carry data-sq) and catches the clicks before the
// board does. The position is kept as the board's cells and written as the
// game's text (SFEN, OBF line, renju rows); "Done" sends that text to
// POST /api/games/{id}/setup, which checks it: its refusal is shown here.

import { t, onLanguage } from './i18n.js';

const $ = id => document.getElementById(id);
const SHOGI_START = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';
const SHOGI_KINDS = ['K', 'R', 'B', 'G', 'S', 'N', 'L', 'P'];
const HAND_KINDS = ['R', 'B', 'G', 'S', 'N', 'L', 'P'];
const KANJI = { K: '玉', R: '飛', B: '角', G: '金', S: '銀', N: '桂', L: '香', P: '歩' };
const PROMOTES = 'RBSNLP';
// HELP are the message keys of the text box's help, by game.
const HELP = { shogi: 'ed.help.shogi', othello: 'ed.help.othello', renju: 'ed.help.renju' };
const FILES = 'abcdefghi';

let app = null;  // {state, api, shown, flipped, stop, setUp, redraw}
let ed = null;   // the position edited: {game, cells, hands, turn}
let tool = '';   // the palette's choice: a piece or stone code, '' = empty

// setupEditor wires the Edit button and the editor's controls.
export function setupEditor(a) {
  app = a;
  $('edit').onclick = () => (ed ? close() : open());
  $('ed-cancel').onclick = close;
  $('ed-done').onclick = done;
  $('ed-clear').onclick = () => change(() => { ed.cells = ed.cells.map(() => ''); ed.hands = { black: {}, white: {} }; });
  $('ed-start').onclick = () => change(() => Object.assign(ed, startOf(ed.game)));
  $('ed-turn').onchange = () => change(() => { ed.turn = $('ed-turn').value; });
  $('ed-text').oninput = () => readText($('ed-text').value);
  const board = $('board');
  // Capturing: the board's own move handlers never see an edit click.
  board.addEventListener('click', e => onBoard(e, false), true);
  board.addEventListener('contextmenu', e => onBoard(e, true), true);
  board.addEventListener('pointerdown', e => { if (ed) e.stopPropagation(); }, true);
  onLanguage(() => { if (ed) { palette(); hands(); } });
}

export function editing() { return ed !== null; }

// open starts editing the position shown.
async function open() {
  if (!app.shown()) return;
  await app.stop();
  ed = fromState(app.shown());
  tool = ed.game === 'shogi' ? 'P' : 'X';
  $('editor').hidden = false;
  $('edit').setAttribute('aria-pressed', 'true');
  $('ed-error').textContent = '';
  palette();
  refresh();
}

// closeEditor leaves the editor without a change (a new game).
export function closeEditor() { if (ed) close(); }

function close() {
  hide();
  app.redraw();
}

function hide() {
  ed = null;
  $('editor').hidden = true;
  $('edit').setAttribute('aria-pressed', 'false');
}

// done asks the server to set the game up from the text; a refusal is
// shown under the text and the editor stays open.
async function done() {
  const st = app.state();
  $('ed-error').textContent = '';
  try {
    const s = await app.api('POST', `/api/games/${st.id}/setup`, { position: $('ed-text').value });
    hide();
    app.setUp(s);
  } catch (e) {
    $('ed-error').textContent = e.message;
  }
}

// change applies an edit and shows the result.
function change(f) {
  f();
  $('ed-error').textContent = '';
  refresh();
}

// refresh writes the text box and redraws the board and the palette.
function refresh() {
  $('ed-text').value = toText(ed);
  draw();
}

function draw() {
  $('ed-turn').value = ed.turn;
  hands();
  app.redraw();
}

// ---- the position ------------------------------------------------------

// fromState takes the cells of a state's board.
function fromState(s) {
  const b = s.board, game = s.game;
  if (game === 'shogi') {
    return { game, cells: [...b.squares], hands: structuredClone(b.hands), turn: s.turn };
  }
  const cells = [...(game === 'othello' ? b.cells : b.stones)].map(c => (c === 'X' || c === 'O' ? c : ''));
  return { game, cells, hands: null, turn: s.turn };
}

function startOf(game) {
  if (game === 'shogi') return parseSFEN(SHOGI_START);
  const cells = new Array(game === 'othello' ? 64 : 225).fill('');
  if (game === 'othello') { cells[27] = cells[36] = 'O'; cells[28] = cells[35] = 'X'; }
  return { cells, turn: 'black', hands: null };
}

// toText writes the position in the game's notation.
function toText(e) {
  const side = e.turn === 'black' ? 'X' : 'O';
  if (e.game === 'othello') return e.cells.map(c => c || '-').join('') + ' ' + side;
  if (e.game === 'renju') {
    const rows = [];
    for (let y = 0; y < 15; y++) rows.push(e.cells.slice(y * 15, y * 15 + 15).map(c => c || '.').join(''));
    return rows.join('/') + ' ' + side;
  }
  return sfen(e);
}

function sfen(e) {
  const ranks = [];
  for (let r = 0; r < 9; r++) {
    let s = '', empty = 0;
    for (const c of e.cells.slice(r * 9, r * 9 + 9)) {
      if (!c) { empty++; continue; }
      if (empty) s += empty;
      s += c;
      empty = 0;
    }
    ranks.push(empty ? s + empty : s);
  }
  let hand = '';
  for (const side of ['black', 'white']) {
    for (const k of HAND_KINDS) {
      const n = e.hands[side][k] || 0;
      if (n) hand += (n > 1 ? n : '') + (side === 'black' ? k : k.toLowerCase());
    }
  }
  return `${ranks.join('/')} ${e.turn === 'black' ? 'b' : 'w'} ${hand || '-'} 1`;
}

// readText shows a position typed into the text box; text the editor
// cannot draw (moves, a typo) is left for the server to judge on Done.
function readText(text) {
  let e = null;
  try {
    e = ed.game === 'shogi' ? parseSFEN(text) : parseCells(text, ed.game === 'othello' ? 64 : 225);
  } catch (err) {
    $('ed-error').textContent = t('ed.err.text', { why: err.message });
    return;
  }
  Object.assign(ed, e);
  $('ed-error').textContent = '';
  draw();
}

// parseCells reads an OBF line or renju rows: n cells ('/' and spaces
// between rows allowed) and an optional side to move.
function parseCells(text, n) {
  const f = text.trim().split(/[\s/]+/);
  let turn = 'black';
  if (f.length > 1 && /^[xobw]$/i.test(f[f.length - 1])) turn = /^[ow]$/i.test(f.pop()) ? 'white' : 'black';
  const s = f.join('');
  if (s.length !== n) throw new Error(t('ed.err.squares', { n: s.length, want: n }));
  const cells = [...s].map(c => {
    if ('Xx*Bb'.includes(c)) return 'X';
    if ('OoWw'.includes(c)) return 'O';
    if ('-._+'.includes(c)) return '';
    throw new Error(t('ed.err.square', { c }));
  });
  return { cells, turn };
}

function parseSFEN(text) {
  let t = text.trim().replace(/^position\s+/, '').replace(/^sfen\s+/, '');
  if (t === 'startpos') t = SHOGI_START;
  const f = t.split(/\s+/);
  if (f.length < 3) throw new Error(t('ed.err.sfen'));
  const cells = [];
  for (const m of f[0].replaceAll('/', '').matchAll(/\+?[A-Za-z]|\d/g)) {
    if (/\d/.test(m[0])) for (let k = 0; k < +m[0]; k++) cells.push('');
    else cells.push(m[0]);
  }
  if (cells.length !== 81) throw new Error(t('ed.err.squares', { n: cells.length, want: 81 }));
  const hands = { black: {}, white: {} };
  if (f[2] !== '-') {
    for (const m of f[2].matchAll(/(\d*)([A-Za-z])/g)) {
      const side = m[2] === m[2].toUpperCase() ? 'black' : 'white';
      hands[side][m[2].toUpperCase()] = +(m[1] || 1);
    }
  }
  return { cells, hands, turn: f[1] === 'w' ? 'white' : 'black' };
}

// ---- drawing and clicks ----------------------------------------------------

// editState is a state for the game's board drawing: the position edited,
// no moves, nothing to play.
export function editState() {
  if (!ed) return null;
  const s = { game: ed.game, turn: ed.turn, legal: [], moves: [], ply: 0, check: false, position: 'edit ' + toText(ed) };
  if (ed.game === 'shogi') s.board = { squares: ed.cells, hands: ed.hands, last: '' };
  else if (ed.game === 'othello') s.board = { cells: ed.cells.map(c => c || '-').join(''), last: '', flips: [] };
  else s.board = { size: 15, stones: ed.cells.map(c => c || '.').join(''), last: '', forbidden: [] };
  return s;
}

// index returns the cell index of a square name (data-sq).
function index(sq) {
  if (ed.game === 'shogi') return FILES.indexOf(sq[1]) * 9 + 9 - +sq[0];
  if (ed.game === 'othello') return (+sq.slice(1) - 1) * 8 + 'ABCDEFGH'.indexOf(sq[0]);
  return (15 - +sq.slice(1)) * 15 + sq.charCodeAt(0) - 97;
}

// onBoard edits the square clicked: the palette's piece or stone is put
// there; clicked again, a shogi piece promotes (and back), a stone goes.
// A right click promotes or demotes the shogi piece clicked.
function onBoard(e, right) {
  if (!ed) return;
  e.stopPropagation();
  e.preventDefault();
  const hit = e.target.closest && e.target.closest('[data-sq]');
  if (!hit) return;
  const i = index(hit.dataset.sq), cur = ed.cells[i];
  change(() => { ed.cells[i] = right ? promoted(cur) : placed(cur); });
}

function placed(cur) {
  if (tool === '') return '';
  if (ed.game !== 'shogi') return cur === tool ? '' : tool;
  if (cur.replace('+', '') !== tool) return tool;
  return PROMOTES.includes(tool.toUpperCase()) ? promoted(cur) : '';
}

function promoted(cur) {
  if (!cur || !PROMOTES.includes(cur.replace('+', '').toUpperCase())) return cur;
  return cur[0] === '+' ? cur.slice(1) : '+' + cur;
}

// palette draws the choice of pieces or stones.
function palette() {
  const p = $('ed-palette');
  p.textContent = '';
  const choices = ed.game === 'shogi'
    ? [...SHOGI_KINDS, ...SHOGI_KINDS.map(k => k.toLowerCase())].map(k => [k, KANJI[k.toUpperCase()], t(k === k.toUpperCase() ? 'ed.sente' : 'ed.gote', { code: k, piece: KANJI[k.toUpperCase()] })])
    : [['X', '●', t('ed.black')], ['O', '○', t('ed.white')]];
  choices.push(['', '×', t('ed.empty')]);
  for (const [code, label, title] of choices) {
    const b = document.createElement('button');
    b.textContent = label;
    b.title = title;
    b.dataset.tool = code;
    if (ed.game === 'shogi' && code && code === code.toLowerCase()) b.className = 'gote';
    b.setAttribute('aria-pressed', String(code === tool));
    b.onclick = () => { tool = code; palette(); };
    p.appendChild(b);
  }
  $('ed-help').textContent = t(HELP[ed.game]);
  const shogi = ed.game === 'shogi';
  $('ed-turn').options[0].textContent = t(shogi ? 'side.sente' : 'side.black');
  $('ed-turn').options[1].textContent = t(shogi ? 'side.gote' : 'side.white');
}

// hands draws shogi's pieces in hand with a − and a + per kind.
function hands() {
  const box = $('ed-hands');
  box.textContent = '';
  box.hidden = ed.game !== 'shogi';
  if (box.hidden) return;
  for (const side of ['black', 'white']) {
    const row = document.createElement('div');
    row.textContent = t('ed.hand', { mark: side === 'black' ? '☗' : '☖' });
    for (const k of HAND_KINDS) row.appendChild(handControl(side, k));
    box.appendChild(row);
  }
}

function handControl(side, k) {
  const span = document.createElement('span');
  span.className = 'ed-hand';
  const n = ed.hands[side][k] || 0;
  const minus = document.createElement('button'), plus = document.createElement('button');
  minus.textContent = '−';
  plus.textContent = '+';
  minus.dataset.hand = plus.dataset.hand = side + '-' + k;
  minus.dataset.op = '-';
  plus.dataset.op = '+';
  minus.disabled = n === 0;
  const set = v => change(() => { ed.hands[side][k] = v; if (!v) delete ed.hands[side][k]; });
  minus.onclick = () => set(n - 1);
  plus.onclick = () => set(n + 1);
  span.append(KANJI[k], minus, String(n), plus);
  return span;
}
