// bitban's browser app: talks to the JSON API of `bitban serve` and draws
// the boards. All game knowledge (legal moves, results, notation, engines)
// comes from the server.
import * as othello from './othello.js';
import * as shogi from './shogi.js';
import * as renju from './renju.js';
import { drawGraph } from './graph.js';
import { setupRecords, renderRecords } from './records.js';
import { setupEditor, editing, editState, closeEditor } from './editor.js';
import * as analysis from './analysis.js';
import { renderMoves, commonLength } from './movelist.js';
import * as lines from './lines.js';
import { setupNewGame, playSettings } from './newgame.js';
import { setupClocks, renderClocks } from './clocks.js';
import { t, serverText, setupLanguage, onLanguage } from './i18n.js';
import * as swap2 from './swap2.js';

const boards = { othello, shogi, renju };
// The graph's smallest full scale: discs, centipawns, renju eval units.
const GRAPH_SCALE = { othello: 16, shogi: 600, renju: 20 };
// TOOL_NAMES are the message keys of the tools' buttons.
const TOOL_NAMES = { solve: 'tool.solve', mate: 'tool.mate', vcf: 'tool.vcf' };
const $ = id => document.getElementById(id);

let st = null;         // the game: its last state from the server
let shown = null;      // the position shown (st, or another ply of its line)
let viewPly = null;    // the ply shown along st.line; null: the line's end
let navReq = 0;        // number of our latest navigation: older answers are dropped
let navPly = null;     // the ply our latest navigation asked for, until it is shown
let navigating = 0;    // our navigations (moves, lines, plies) on their way
let flipped = false;
let busy = '';         // mode of our engine request in flight
let paused = false;    // Stop pauses engine play until the next action
let thinkingFor = '';  // side to move of the position the engine works on
let thinkingAt = '';   // that position's text
let hint = null;       // {position, pv}: the engine's line, drawn on the board
let engineReq = 0;     // number of our latest engine request: older answers are dropped
let answered = false;  // our search's answer is shown: its late info events are not
// awaitStart: our request's search has not announced its start on the socket
// yet. The socket and the HTTP answer race: a short search (a VCF) can be
// answered before its start event arrives, which must then not cover the
// answer's note with "thinking…".
let awaitStart = false;
let noteText = () => ''; // writes the analysis note in the page's language
let lastInfo = {};     // the engine report shown (written again on a change of language)

async function api(method, path, body) {
  const init = { method, headers: {} };
  if (body !== undefined) {
    init.headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const r = await fetch(path, init);
  const j = await r.json().catch(() => ({ error: `HTTP ${r.status}` }));
  if (!r.ok) throw new Error(j.error || `HTTP ${r.status}`);
  return j;
}

// showError shows an error (the server's forms this page knows translated).
function showError(e) { $('error').textContent = e ? serverText(String(e.message || e)) : ''; }

// setNote shows the analysis note: text is a function, so that a change
// of language writes the same note again in the other language.
function setNote(text) {
  noteText = text;
  $('a-note').textContent = text();
}

function selected() {
  const [game, rule] = $('game').value.split('/');
  return { game, rule: rule || '' };
}

// newGame starts a game played as play says (the clock and level of the
// New game dialog, by default the kept ones) and resolves to '' or the
// reason it was refused.
async function newGame(position, play) {
  showError('');
  const { game, rule } = selected();
  try {
    const body = { game, rule, position: position || '', ...(play || playSettings()) };
    if (game !== 'renju' || body.position) delete body.opening; // an opening rule starts from the empty board
    const s = await api('POST', '/api/games', body);
    if (st) api('DELETE', `/api/games/${st.id}`).catch(() => {});
    closeEditor();
    // The old game's search (cancelled with it) and its analysis are gone.
    engineReq++;
    busy = '';
    hint = null;
    thinkingFor = thinkingAt = '';
    analysis.resetLines();
    showInfo({});
    setNote(() => '');
    paused = false;
    // Seen from the human's side: flip when only White is human.
    flipped = $('black').value === 'engine' && $('white').value === 'human';
    setState(s);
    listen(s.id);
    history.replaceState(null, '', '#' + s.id);
    maybeEngine();
    return '';
  } catch (e) { showError(e); return String(e.message || e); }
}

// One WebSocket per tab carries the events of the game shown (browsers
// allow six HTTP connections per host; a stream per tab froze the seventh).
let socket = null;
let watching = '';     // the game whose events the socket carries
let retry = 500;       // reconnection delay (ms), doubled up to 8 s

function listen(id) {
  watching = id;
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ watch: id }));
  else if (!socket) connect();
}

function connect() {
  const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
  socket = new WebSocket(`${proto}//${location.host}/api/socket`);
  socket.onopen = () => { retry = 500; if (watching) socket.send(JSON.stringify({ watch: watching })); };
  socket.onmessage = e => {
    const m = JSON.parse(e.data);
    if (m.game !== watching) return; // an event of the game shown before
    onEvent(m.event, m.data);
  };
  socket.onclose = () => {
    socket = null;
    setTimeout(connect, retry);
    retry = Math.min(retry * 2, 8000);
  };
}

function onEvent(name, data) {
  switch (name) {
    case 'state':
      // A new tree or line (a move, an undo, an import, another tab's
      // variation) is shown from the line's end, unless our own request
      // made it: its answer follows, at the position it chose. The same
      // record only brings new evaluations, marks and the clock.
      if (!st || data.id !== st.id) break;
      if (data.record !== st.record || data.rule !== st.rule || treeKey(data) !== treeKey(st)) {
        if (!navigating) setState(data);
      } else sameRecord(data);
      break;
    // The socket can bring a search's last info events after the HTTP
    // answer: they must not replace the answer's lines.
    case 'info': if (!answered) showInfo(data); break;
    case 'engine':
      if (data.mode && awaitStart) {
        awaitStart = false;
        // The start of our own search, after its answer: keep the answer.
        if (!busy) break;
      }
      answered = false; // a search starts or ends: its events are its own
      $('status').dataset.thinking = data.mode ? '1' : '';
      if (data.mode) setNote(() => t(data.mode === 'game' ? 'an.analysing' : 'an.thinking'));
      break;
    case 'progress':
      // Only while our request runs: a late event must not cover the
      // answer's note (another tab's analysis shows "analysing…").
      if (busy === 'game' && data.done < data.total) setNote(() => analysis.progressNote(data));
      break;
  }
}

// sameRecord takes a state of the record shown: new evaluations and
// marks, the clock; a game that ended (a loss on time) or resumed (an
// undo of none) is shown from its end.
function sameRecord(s) {
  if (s.over !== st.over) { setState(s); return; }
  st.evals = s.evals;
  st.marks = s.marks;
  st.clock = s.clock;
  render();
}

// refresh asks the server for the game (a clock shows zero: the loss on
// time is the server's to declare).
async function refresh() {
  if (!st) return;
  const id = st.id;
  try {
    const s = await api('GET', `/api/games/${id}`);
    if (st && st.id === id && s.record === st.record) sameRecord(s);
  } catch (e) { /* the events will tell */ }
}

// treeKey tells two states' trees and lines shown apart.
function treeKey(s) { return JSON.stringify([s.line, s.variations || []]); }

// setState shows a state from the server at its position; a navigation
// still on its way is dropped (its answer would show an older position).
function setState(s) {
  navReq++;
  navPly = null;
  showState(s);
}

function showState(s) {
  st = s;
  shown = s;
  viewPly = s.ply === s.line.length ? null : s.ply;
  render();
}

// current is the ply shown along the line shown.
function current() { return viewPly ?? st.line.length; }

// mainTurn is the side to move at the main line's end: every move of the
// three games (an Othello pass too) hands the move to the other side.
function mainTurn() {
  const s = shown || st;
  return (st.moves.length - s.ply) % 2 === 0 ? s.turn : s.turn === 'black' ? 'white' : 'black';
}

function board() { return boards[st.game]; }

function sideName(c) { return board().sides[c] ? t(board().sides[c]) : c; }

// playerOf is who plays a colour: the header's choice for it (in a Swap2
// game, that of the player who took the colour).
function playerOf(side) { return $(swap2.selectorOf(st, side)).value; }

// chooserHuman reports whether a person makes the Swap2 decision the
// game waits for.
function chooserHuman() { return swap2.deciding(st) && $(swap2.chooserSelector(st)).value === 'human'; }

// NAV_IDS are the controls of the game that wait while the editor is open.
const NAV_IDS = ['first', 'back', 'forward', 'last', 'undo', 'go', 'analyse', 'tool', 'analyse-game', 'promote', 'delete-var'];

// renderEditing draws the position being edited, nothing to play on it.
function renderEditing() {
  board().render($('board'), editState(), { flipped, canMove: false, onMove: () => {}, promote: askPromotion, pv: null });
  $('status').textContent = t('ed.editing');
  for (const id of NAV_IDS) $(id).disabled = true;
}

function render() {
  if (!st) return;
  renderClocks(st, sideName);
  if (editing()) { renderEditing(); return; }
  for (const id of ['first', 'back', 'forward', 'last', 'undo']) $(id).disabled = false;
  const s = shown;
  const atEnd = viewPly === null;
  const onMain = lines.mainShown(st);
  const human = !busy && !s.over && (playerOf(s.turn) === 'human' || !atEnd || !onMain);
  const pv = hint && hint.position === s.position ? hint.pv : null;
  const opts = { flipped, canMove: human, onMove: playMove, promote: askPromotion, pv };
  const deciding = !busy && atEnd && onMain && chooserHuman();
  if (swap2.deciding(st)) Object.assign(opts, swap2.boardOptions(st, deciding));
  board().render($('board'), s, opts);
  swap2.renderPanel(st, deciding);
  $('black-label').textContent = swap2.selectorLabel(st, 'black', sideName) || sideName('black');
  $('white-label').textContent = swap2.selectorLabel(st, 'white', sideName) || sideName('white');
  $('status').textContent = statusText(s, atEnd, onMain);
  const list = $('moves');
  renderMoves(list, st, current(), { pick: lines.visit, pickMain: lines.visitMain, menu: lines.openMenu });
  renderLineTools(onMain);
  // Keep the current move visible by scrolling the list itself: the page
  // must not move (scrollIntoView scrolled the whole page on a phone).
  const cur = list.querySelector('.current');
  if (cur) {
    const top = cur.offsetTop - list.offsetTop;
    if (top < list.scrollTop || top + cur.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = top - list.clientHeight / 2;
    }
  }
  $('record').textContent = st.record || t('io.startpos');
  $('position').textContent = s.position;
  $('pos-help').textContent = t(board().help);
  const tool = st.tools[0];
  $('tool').hidden = !tool;
  if (tool) { $('tool').textContent = TOOL_NAMES[tool] ? t(TOOL_NAMES[tool]) : tool; $('tool').dataset.mode = tool; }
  // The graph is the main line's: a click there shows a main-line position.
  const graphPly = current() <= commonLength(st.line, st.moves) ? current() : -1;
  drawGraph($('graph'), st.evals, graphPly, p => lines.visitMain(st.moves.slice(0, p)), GRAPH_SCALE[st.game]);
  renderRecords(st);
  for (const id of ['go', 'analyse', 'tool', 'analyse-game']) $(id).disabled = !!busy;
  // Stop stays enabled: between two engine moves nothing is thinking, but
  // Stop must still end engine-against-engine play.
}

// statusText says whose move it is (or the result), where the position
// shown is, and Othello's disc count.
function statusText(s, atEnd, onMain) {
  if (swap2.deciding(st) && atEnd && onMain) return swap2.statusText(st);
  let status = s.over ? serverText(s.result) : t('st.toMove', { side: sideName(s.turn) }) + (s.check ? t('st.check') : '');
  if (!atEnd || !onMain) status += t(onMain ? 'st.at' : 'st.atVar', { ply: s.ply, n: st.line.length });
  if (st.game === 'othello' && s.board) {
    status += t('st.discs', { black: sideName('black'), b: s.board.black, w: s.board.white, white: sideName('white') });
  }
  return status;
}

// renderLineTools enables Promote and Delete while a variation is shown
// and says which line it is.
function renderLineTools(onMain) {
  $('promote').disabled = onMain;
  $('delete-var').disabled = onMain;
  const from = commonLength(st.line, st.moves);
  $('line-note').textContent = onMain ? t('var.main') : t('var.from', { n: from + 1 });
}

// navigate shows the state a request answers, unless a later navigation
// (or a new state) overtook it: then its answer is older than what the
// page shows. It reports whether the answer was shown.
async function navigate(request) {
  const req = ++navReq;
  navigating++;
  try {
    const s = await request();
    if (req !== navReq) return false;
    navPly = null;
    showState(s);
    return true;
  } catch (e) {
    if (req === navReq) navPly = null;
    throw e;
  } finally {
    navigating--;
  }
}

// goto shows the position after ply moves of the line shown.
async function goto(ply) {
  if (!st) return;
  ply = Math.max(0, Math.min(ply, st.line.length));
  const s = shown;
  navPly = ply;
  try {
    await navigate(() => ply === s.ply ? s : api('GET', `/api/games/${st.id}?ply=${ply}`));
  } catch (e) { showError(e); }
}

// step goes back (-1) or forward (+1) from the position shown, or from the
// one a navigation still on its way asked for (a held arrow key).
function step(d) { if (st) goto((navPly ?? current()) + d); }

// treeRequest shows the state a variation request answers; a changed
// tree (promote, delete) pauses engine play, as undo does.
async function treeRequest(request, changed) {
  if (changed) paused = true;
  await navigate(request);
}

// playMove plays a move from the position shown: at the main line's end
// the game goes on, elsewhere the move follows or starts a variation.
async function playMove(m) {
  showError('');
  const body = { move: m };
  if (viewPly !== null || !lines.mainShown(st)) body.path = st.line.slice(0, current());
  try {
    await navigate(() => api('POST', `/api/games/${st.id}/move`, body));
    paused = false;
    maybeEngine();
  } catch (e) { showError(e); render(); }
}

// A lone pass (Othello) is played for a human at once.
function autoPass() {
  return st.legal.length === 1 && st.legal[0] === 'PA' && playerOf(st.turn) === 'human';
}

function maybeEngine() {
  if (!st || st.over || busy || paused || viewPly !== null || !lines.mainShown(st)) return;
  if (swap2.deciding(st)) {
    if (!chooserHuman()) setTimeout(() => { if (!busy && !paused) engineSwap2(); }, 50);
    return;
  }
  if (autoPass()) { setTimeout(() => playMove('PA'), 300); return; }
  if (playerOf(st.turn) === 'engine') setTimeout(() => { if (!busy && !paused) engine('move'); }, 50);
}

async function engine(mode) {
  if (!st || busy) return;
  showError('');
  busy = mode;
  thinkingFor = mode === 'move' ? mainTurn() : shown.turn;
  thinkingAt = mode === 'move' ? '' : shown.position; // a move's line starts before the move
  setNote(() => t('an.thinking'));
  analysis.resetLines();
  showInfo({});
  render();
  const body = { mode, ...strengthBody(), ...analysis.settings(mode) };
  // Another position than the game's last: its ply along the line shown.
  if (mode !== 'move' && (viewPly !== null || !lines.mainShown(st))) body.ply = current();
  const req = ++engineReq;
  const gameId = st.id;
  // An answer for another game (the user switched) or an older request.
  const stale = () => req !== engineReq || !st || st.id !== gameId;
  awaitStart = true;
  try {
    const r = await api('POST', `/api/games/${gameId}/engine`, body);
    if (stale()) return;
    busy = '';
    showInfo(r);
    answered = true;
    setNote(() => resultNote(r));
    if (mode === 'move' || viewPly === null) setState(r.state);
    else { st = r.state; render(); }
    // An engine that found no move (stopped at once) must not be asked
    // again and again.
    if (mode === 'move' && !r.best) paused = true;
    maybeEngine();
  } catch (e) {
    if (stale()) return;
    busy = '';
    paused = true;
    setNote(() => '');
    showError(e);
    render();
  }
}

// strengthBody is the engine's strength of the header: a time per move,
// or a level (a depth, within 10 s).
function strengthBody() {
  const strength = $('time').value;
  return strength[0] === 'd' ? { time_ms: 10000, depth: +strength.slice(1) } : { time_ms: +strength };
}

// engineSwap2 lets the engine make the Swap2 decision the game waits for.
async function engineSwap2() {
  if (!st || busy) return;
  showError('');
  busy = 'swap2';
  hint = null;
  thinkingFor = thinkingAt = '';
  setNote(() => t('an.thinking'));
  analysis.resetLines();
  showInfo({});
  render();
  const req = ++engineReq;
  const gameId = st.id;
  const stale = () => req !== engineReq || !st || st.id !== gameId;
  try {
    const r = await api('POST', `/api/games/${gameId}/swap2`, { action: 'engine', ...strengthBody(), ...analysis.settings('move') });
    if (stale()) return;
    busy = '';
    setNote(() => swap2.engineNote(r));
    setState(r);
    maybeEngine();
  } catch (e) {
    if (stale()) return;
    busy = '';
    paused = true;
    setNote(() => '');
    showError(e);
    render();
  }
}

function resultNote(r) {
  if (r.note) return serverText(r.note);
  const stopped = r.stopped ? t('an.stoppedTag') : '';
  if (r.mode === 'move' && r.best) return t('an.played', { move: r.best }) + stopped;
  if (r.best) return t('an.best', { move: r.best }) + stopped;
  return r.stopped ? t('an.stop') : '';
}

// analyseGame evaluates every position of the game on the server (the
// graph fills as it goes, the move list gets its marks); Stop ends it.
async function analyseGame() {
  if (!st || busy) return;
  showError('');
  busy = 'game';
  paused = true; // engine play waits until the next action
  hint = null;
  thinkingFor = thinkingAt = '';
  analysis.resetLines();
  showInfo({});
  setNote(() => t('an.analysing'));
  render();
  const req = ++engineReq;
  const gameId = st.id;
  const stale = () => req !== engineReq || !st || st.id !== gameId;
  try {
    const r = await api('POST', `/api/games/${gameId}/analyse-game`, analysis.gameAnalysisBody());
    if (stale()) return;
    busy = '';
    setNote(() => analysis.gameAnalysisNote(r));
    if (viewPly === null) setState(r.state);
    else { st = r.state; render(); }
  } catch (e) {
    if (stale()) return;
    busy = '';
    setNote(() => '');
    showError(e);
    render();
  }
}

// showLine draws one of the engine's lines on the board it belongs to.
function showLine(l) {
  if (!thinkingAt || !l.pv || !l.pv.length) return;
  hint = { position: thinkingAt, pv: l.pv };
  if (shown && shown.position === thinkingAt) render();
}

function showInfo(i) {
  lastInfo = i;
  showLine(analysis.selectedLine(i));
  analysis.renderLines(i, showLine);
  const score = serverText(i.score_text) || (i.depth ? String(i.score) : '');
  $('a-score').textContent = score ? `${score} (${sideName(thinkingFor || st.turn)})` : '–';
  $('a-depth').textContent = i.depth || '–';
  $('a-nps').textContent = i.nps ? Intl.NumberFormat('en').format(i.nps) : '–';
  $('a-time').textContent = i.time_ms !== undefined ? t('time.s', { n: (i.time_ms / 1000).toFixed(1) }) : '–';
  $('analysis').dataset.depth = i.depth || '';
  $('a-pv').textContent = (i.pv_labels && i.pv_labels.length ? i.pv_labels : i.pv || []).join(' ') || '–';
  // With several lines the rows below show the best one too.
  $('a-pv').parentElement.hidden = (i.lines || []).length > 1;
}

function askPromotion(yes, no) {
  return new Promise(resolve => {
    const box = $('promo');
    $('promo-yes').textContent = yes;
    $('promo-no').textContent = no;
    box.hidden = false;
    const done = v => { box.hidden = true; $('promo-yes').onclick = $('promo-no').onclick = null; document.onkeydown = null; resolve(v); };
    $('promo-yes').onclick = () => done(true);
    $('promo-no').onclick = () => done(false);
    document.onkeydown = e => { if (e.key === 'Escape') done(null); };
  });
}

async function undo() {
  if (!st || !st.moves.length) return;
  showError('');
  try {
    if (busy) await api('POST', `/api/games/${st.id}/stop`);
    paused = true;
    // Against the engine, take back its answer too so the human moves again.
    const turn = mainTurn();
    const other = turn === 'black' ? 'white' : 'black';
    let n = playerOf(turn) === 'human' && playerOf(other) === 'engine' && st.moves.length >= 2 ? 2 : 1;
    if (st.swap2) n = Math.min(n, st.moves.length - st.swap2.stones); // the opening's stones stay
    if (n <= 0) { showError(t('sw.noUndo')); return; }
    setState(await api('POST', `/api/games/${st.id}/undo`, { plies: n }));
  } catch (e) { showError(e); }
}

// replaced shows a game whose start was replaced (an imported record, a
// set-up position) with a note, the engine paused (it plays again on
// "Engine move" or a move).
function replaced(s, note) {
  showError('');
  engineReq++;
  busy = '';
  hint = null;
  thinkingFor = thinkingAt = '';
  analysis.resetLines();
  showInfo({});
  paused = true;
  setNote(note);
  setState(s);
}

// imported shows a game read from a record, at its end.
function imported(s) {
  if (s.game === 'renju') $('game').value = 'renju/' + s.rule; // a text record names its rule
  const v = countVariations(s.variations);
  replaced(s, () => (v ? t('an.importedVars', { n: s.moves.length, v }) : t('an.imported', { n: s.moves.length })));
}

// countVariations counts variations and their own, nested.
function countVariations(vars) {
  return (vars || []).reduce((n, v) => n + 1 + countVariations(v.variations), 0);
}

// setUp shows a game set up in the editor, with the server's note if any.
function setUp(s) { replaced(s, () => (s.note ? serverText(s.note) : t('an.setUp'))); }

// stopForEdit ends the engine's thinking and play before editing.
async function stopForEdit() {
  paused = true;
  if (busy && st) await api('POST', `/api/games/${st.id}/stop`).catch(() => {});
}

async function stop() {
  paused = true;
  if (st) api('POST', `/api/games/${st.id}/stop`).catch(showError);
}

async function copy(id) {
  try { await navigator.clipboard.writeText($(id).textContent); } catch (e) { /* not allowed: the text is selectable */ }
}

// relabel writes the page's own texts again after a change of language.
function relabel() {
  setNote(noteText);
  if (st) { showInfo(lastInfo); render(); }
}

function init() {
  setupLanguage($('lang'));
  onLanguage(relabel);
  $('game').onchange = () => newGame('');
  $('black').onchange = $('white').onchange = () => { paused = false; render(); maybeEngine(); };
  $('first').onclick = () => goto(0);
  $('back').onclick = () => step(-1);
  $('forward').onclick = () => step(+1);
  $('last').onclick = () => goto(st.line.length);
  $('undo').onclick = undo;
  $('flip').onclick = () => { flipped = !flipped; render(); };
  // In a Swap2 opening the engine makes the decision it waits for.
  $('go').onclick = () => { paused = false; if (swap2.deciding(st)) engineSwap2(); else engine('move'); };
  $('analyse').onclick = () => engine('analyse');
  $('analyse-game').onclick = analyseGame;
  $('tool').onclick = () => engine($('tool').dataset.mode);
  $('stop').onclick = stop;
  $('load').onclick = () => newGame($('pos-in').value);
  $('copy-record').onclick = () => copy('record');
  $('copy-position').onclick = () => copy('position');
  setupRecords({ state: () => st, api, imported });
  setupNewGame(play => newGame('', play));
  setupClocks(refresh);
  analysis.setupAnalysis(api);
  setupEditor({ state: () => st, shown: () => shown, api, stop: stopForEdit, setUp, redraw: render });
  swap2.setupSwap2({ state: () => st, api, error: showError, redraw: render, done: s => { paused = false; setState(s); maybeEngine(); } });
  lines.setupLines({ state: () => st, current, api, goto, request: treeRequest, error: showError });
  document.addEventListener('keydown', onKey);
  // The settings: the last ones used (local storage), then the address.
  const q = new URLSearchParams(location.search);
  for (const id of SETTINGS) {
    const v = q.get(id) || loadSetting(id);
    if (v && [...$(id).options].some(o => o.value === v)) $(id).value = v;
    saveSetting(id, $(id).value);
    $(id).addEventListener('change', () => saveSetting(id, $(id).value));
  }
  const wanted = location.hash.slice(1);
  resume(wanted).then(ok => {
    if (ok) return;
    newGame(q.get('position') || '').then(() => {
      if (/^[0-9a-f]{16}$/.test(wanted)) {
        showError(t('err.gone', { id: wanted }));
      }
    });
  });
}

// KEYS are the move list's keys: along the line shown, and between the
// moves played where it branches.
const KEYS = {
  ArrowLeft: () => $('back').click(),
  ArrowRight: () => $('forward').click(),
  Home: () => $('first').click(),
  End: () => $('last').click(),
  ArrowUp: () => lines.switchVariation(-1),
  ArrowDown: () => lines.switchVariation(+1),
};

function onKey(e) {
  const k = KEYS[e.key];
  if (!k || !st || editing() || e.altKey || e.ctrlKey || e.metaKey) return;
  if (['TEXTAREA', 'SELECT', 'INPUT'].includes(e.target.tagName) || !$('promo').hidden || !$('var-menu').hidden) return;
  e.preventDefault(); // the arrows would scroll the page
  k();
}

// SETTINGS are the selects kept across visits.
const SETTINGS = ['game', 'black', 'white', 'time'];

function loadSetting(id) {
  try { return localStorage.getItem('bitban.' + id); } catch (e) { return null; }
}

function saveSetting(id, v) {
  try { localStorage.setItem('bitban.' + id, v); } catch (e) { /* private mode: not kept */ }
}

// resume reopens the game named in the address (#id) after a reload.
async function resume(id) {
  if (!/^[0-9a-f]{16}$/.test(id)) return false;
  try {
    const s = await api('GET', `/api/games/${id}`);
    $('game').value = s.game === 'renju' ? 'renju/' + s.rule : s.game;
    setState(s);
    listen(s.id);
    return true;
  } catch (e) { return false; }
}

init();
