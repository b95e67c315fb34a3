// The Swap2 opening of renju and gomoku games in the page (the server
// keeps the opening: web/swap2.go). The header's Black player is the
// opener, its White player the responder; once the colours are settled
// each plays the colour chosen, so the page maps a colour to the header's
// selector by who took black. A person decides with the buttons under the
// board and by clicking the stones an action places (drawn as numbered
// ghost stones until sent); the engine decides through the server.
import { t } from './i18n.js';

const $ = id => document.getElementById(id);

// STONES are the stones each action places, and their colours' message.
const STONES = {
  place_three: { n: 3, colours: 'sw.c.three' },
  place_two: { n: 2, colours: 'sw.c.two' },
  take_white: { n: 1, colours: 'sw.c.white' },
};

// STATUS are the status lines of the phases; DID the notes of the engine's decisions.
const STATUS = { place_three: 'sw.st.place_three', answer_three: 'sw.st.answer_three', answer_five: 'sw.st.answer_five' };
const DID = {
  place_three: 'sw.did.place_three', place_two: 'sw.did.place_two',
  take_black: 'sw.did.take_black', take_white: 'sw.did.take_white',
};

let app = null;   // {state: () => the game, api, done(state), error(e), redraw()}
let action = '';  // the action whose stones are being clicked, '' for none
let pending = []; // the stones clicked so far, in order
let pendingFor = ''; // the opening step they belong to

// setupSwap2 wires the buttons.
export function setupSwap2(a) {
  app = a;
  $('sw-take-black').onclick = () => send('take_black', []);
  $('sw-take-white').onclick = () => prepare('take_white');
  $('sw-place-two').onclick = () => prepare('place_two');
  $('sw-confirm').onclick = () => send(action, pending);
  $('sw-back').onclick = () => prepare('');
}

// deciding reports whether st is a game whose opening waits for a decision.
export function deciding(st) {
  return !!(st && st.swap2 && st.swap2.phase !== 'settled');
}

// chooserSelector is the header selector ('black' or 'white') of the
// player who decides now.
export function chooserSelector(st) {
  return st.swap2.chooser === 'opener' ? 'black' : 'white';
}

// selectorOf is the header selector of the player of colour: the same
// colour unless the responder took black.
export function selectorOf(st, colour) {
  const o = st && st.swap2;
  if (!o || o.phase !== 'settled' || o.black !== 'responder') return colour;
  return colour === 'black' ? 'white' : 'black';
}

// selectorLabel names a header selector in a Swap2 game: opener or
// responder, with the colour once chosen; '' in other games.
export function selectorLabel(st, sel, sideName) {
  const o = st && st.swap2;
  if (!o) return '';
  const who = t(sel === 'black' ? 'sw.opener' : 'sw.responder');
  if (o.phase !== 'settled') return who;
  const colour = selectorOf(st, 'black') === sel ? 'black' : 'white';
  return t('sw.as', { who, side: sideName(colour) });
}

// statusText says what the opening waits for.
export function statusText(st) {
  return t(STATUS[st.swap2.phase] || st.swap2.phase);
}

// boardOptions are the board's options while a person clicks an action's
// stones: the points to click and the stones clicked so far.
export function boardOptions(st, human) {
  sync(st);
  const picking = human && action !== '';
  return { canMove: picking, onMove: toggle, pv: picking ? pending : null };
}

// renderPanel shows the buttons of the decision a person makes now (human:
// the chooser is a person and the game's end is shown) and the note.
export function renderPanel(st, human) {
  sync(st);
  const box = $('swap2');
  box.hidden = !deciding(st) || !human;
  if (box.hidden) return;
  const phase = st.swap2.phase;
  const choosing = phase !== 'place_three' && action === '';
  $('sw-take-black').hidden = !choosing;
  $('sw-take-white').hidden = !choosing;
  $('sw-place-two').hidden = !choosing || phase !== 'answer_three';
  $('sw-confirm').hidden = action === '';
  $('sw-back').hidden = action === '' || phase === 'place_three';
  const n = st.moves.length + 1; // the stone White plays: the 4th or the 6th
  $('sw-take-white').dataset.i18nN = n;
  $('sw-take-white').textContent = t('sw.takeWhite', { n });
  const need = STONES[action];
  $('sw-confirm').disabled = !need || pending.length !== need.n;
  $('sw-note').textContent = need
    ? t(need.n === 1 ? 'sw.click1' : 'sw.click', { n: need.n, colours: t(need.colours), k: pending.length })
    : t(phase === 'answer_three' ? 'sw.choose3' : 'sw.choose5');
}

// sync starts over when the game or its opening step changed.
function sync(st) {
  const key = deciding(st) ? `${st.id} ${st.swap2.phase} ${st.moves.length}` : '';
  if (key === pendingFor) return;
  pendingFor = key;
  pending = [];
  action = key && st.swap2.phase === 'place_three' ? 'place_three' : '';
}

// prepare starts clicking the stones of an action ('' goes back to the
// choice).
function prepare(a) {
  action = a;
  pending = [];
  app.redraw();
}

// toggle adds a clicked point to the stones, or takes it back when it is
// one of them already.
function toggle(point) {
  const i = pending.indexOf(point);
  if (i >= 0) pending.splice(i, 1);
  else if (STONES[action] && pending.length < STONES[action].n) pending.push(point);
  app.redraw();
}

// send makes the person's decision; the server's refusal is shown and the
// stones stay for a correction.
async function send(a, stones) {
  const st = app.state();
  app.error('');
  try {
    const s = await app.api('POST', `/api/games/${st.id}/swap2`, { action: a, stones });
    action = '';
    pending = [];
    app.done(s);
  } catch (e) { app.error(e); }
}

// engineNote says what the engine decided.
export function engineNote(r) {
  return DID[r.action] ? t(DID[r.action], { stones: (r.stones || []).join(' ') }) : r.decision || '';
}
