// The New game dialog: how the next games are played, the clock (none,
// sudden death, Fischer, byoyomi, with its times) and the engine's
// strength level, kept in local storage like the other settings. Start
// makes the game (the game and the players are the header's); the server
// checks the settings and its refusal is shown in the dialog.
import { t } from './i18n.js';

const $ = id => document.getElementById(id);

// DEFAULTS are the settings of a first visit: no clock, full strength,
// and times that suit each clock once one is chosen.
const DEFAULTS = { 'clock-kind': 'none', 'clock-main': '10', 'clock-inc': '5', 'clock-byo': '30', level: '0', opening: '' };
const FIELDS = Object.keys(DEFAULTS);

// PRESETS fill the clock fields: [kind, main minutes, increment or byoyomi seconds].
const PRESETS = {
  blitz: ['fischer', 3, 2], rapid: ['fischer', 10, 5], sudden: ['sudden', 5, 0],
  shogi: ['byoyomi', 10, 30], byoyomi: ['byoyomi', 0, 30],
};

let start = null; // start(play): makes a game played so, resolves to '' or the error

// setupNewGame wires the dialog; startGame(play) makes a game with the
// request fields play (playSettings).
export function setupNewGame(startGame) {
  start = startGame;
  restore();
  $('new').onclick = open;
  $('newgame-cancel').onclick = close;
  $('newgame-ok').onclick = submit;
  $('clock-kind').onchange = showFields;
  $('clock-preset').onchange = () => applyPreset($('clock-preset').value);
  document.addEventListener('keydown', e => {
    if (e.key === 'Escape' && !$('newgame-dialog').hidden) close();
  });
}

function load(key) {
  try { return localStorage.getItem('bitban.' + key); } catch (e) { return null; }
}

function save(key, v) {
  try { localStorage.setItem('bitban.' + key, v); } catch (e) { /* private mode: not kept */ }
}

// restore puts the saved settings (or the defaults) in the dialog.
function restore() {
  for (const id of FIELDS) {
    const v = load(id) ?? DEFAULTS[id];
    const el = $(id);
    el.value = v;
    if (el.tagName === 'SELECT' && el.value !== v) el.value = DEFAULTS[id]; // not an option (any more)
  }
  $('clock-preset').value = '';
  showFields();
}

// showFields shows the time fields the chosen clock uses, and the opening
// rule for renju and gomoku.
function showFields() {
  $('opening-row').hidden = !$('game').value.startsWith('renju/');
  const kind = $('clock-kind').value;
  $('clock-times').hidden = kind === 'none';
  $('clock-inc-label').hidden = kind !== 'fischer';
  $('clock-byo-label').hidden = kind !== 'byoyomi';
}

function applyPreset(name) {
  const p = PRESETS[name];
  if (!p) return;
  $('clock-kind').value = p[0];
  $('clock-main').value = String(p[1]);
  $(p[0] === 'byoyomi' ? 'clock-byo' : 'clock-inc').value = String(p[2]);
  showFields();
}

function open() {
  restore();
  $('newgame-error').textContent = '';
  $('newgame-dialog').hidden = false;
  $('clock-kind').focus();
}

function close() {
  $('newgame-dialog').hidden = true;
  $('newgame-error').textContent = '';
}

// submit keeps the dialog's settings and starts a game with them; the
// dialog stays open with the server's reason when it refuses them.
async function submit() {
  const bad = badField();
  if (bad) { $('newgame-error').textContent = bad; return; }
  const values = {};
  for (const id of FIELDS) values[id] = $(id).value;
  const err = await start(playSettings(values));
  if (err) { $('newgame-error').textContent = err; return; }
  for (const id of FIELDS) save(id, values[id]);
  close();
}

// badField says which time field does not hold a time (the server checks
// the ranges and says them in milliseconds).
function badField() {
  const kind = $('clock-kind').value;
  const num = id => $(id).value.trim() !== '' && Number.isFinite(Number($(id).value)) && Number($(id).value) >= 0;
  if (kind === 'none') return '';
  if (!num('clock-main')) return t('ng.err.main');
  if (kind === 'fischer' && !num('clock-inc')) return t('ng.err.inc');
  if (kind === 'byoyomi' && !num('clock-byo')) return t('ng.err.byo');
  return '';
}

// playSettings are the clock and level fields of a new game's request,
// from the settings given (id: value) or else the kept ones.
export function playSettings(values) {
  const get = id => (values ? values[id] : load(id)) ?? DEFAULTS[id];
  const setting = id => {
    const n = Number(get(id));
    return Number.isFinite(n) ? n : Number(DEFAULTS[id]);
  };
  const kind = get('clock-kind') || 'none';
  const out = { level: Math.round(setting('level')) };
  if (get('opening')) out.opening = get('opening'); // the server asks for renju or gomoku
  if (kind === 'none') return out;
  out.clock = { kind, main_ms: Math.round(setting('clock-main') * 60000) };
  if (kind === 'fischer') out.clock.increment_ms = Math.round(setting('clock-inc') * 1000);
  if (kind === 'byoyomi') out.clock.byoyomi_ms = Math.round(setting('clock-byo') * 1000);
  return out;
}

// describe says how a game is played: "Fischer 10 min + 5 s · engine level 2".
export function describe(clock, level) {
  const parts = [];
  if (clock) {
    const main = fmtSpan(clock.main_ms);
    const inc = fmtSpan(clock.increment_ms), byo = fmtSpan(clock.byoyomi_ms);
    if (clock.kind === 'sudden') parts.push(t('ng.d.sudden', { main }));
    if (clock.kind === 'fischer') parts.push(t('ng.d.fischer', { main, inc }));
    if (clock.kind === 'byoyomi') parts.push(t(clock.main_ms ? 'ng.d.mainByo' : 'ng.d.byo', { main, byo }));
  }
  if (level) parts.push(t('ng.d.level', { n: level }));
  return parts.join(' · ');
}

// fmtSpan writes a setting's time: "10 min", "30 s", "1 min 30 s".
function fmtSpan(ms) {
  const s = Math.round(ms / 1000);
  if (s < 60) return t('span.s', { s });
  return s % 60 ? t('span.minS', { m: Math.floor(s / 60), s: s % 60 }) : t('span.min', { m: s / 60 });
}
