// The game clocks under the board. The server keeps the clocks and sends
// them with every state (each side's main time and byoyomi left at that
// moment, the running side); between states the page counts the running
// clock down itself, ten times a second, from the moment the state
// arrived. When the running clock reaches zero the page asks the server
// for the game (it declares the loss on time and says so in an event too).
import { describe } from './newgame.js';
import { t } from './i18n.js';

const $ = id => document.getElementById(id);
const LOW_MS = 10000;   // time below which a clock is shown as low
const POLL_MS = 1000;   // at zero: how often to ask the server for the game

let clock = null;       // the clock of the last state (null: none)
let since = 0;          // performance.now() when it arrived
let names = {};         // side names of the game
let ticker = 0;         // the interval while a clock runs
let lastPoll = 0;
let onZero = () => {};  // asks the server for the game

// setupClocks takes the function called while a running clock shows zero.
export function setupClocks(zero) { onZero = zero; }

// renderClocks shows the clocks of state st (a new clock object restarts
// the count from now) with the sides named by sideName.
export function renderClocks(st, sideName) {
  const row = $('clocks');
  const info = describe(st.clock, st.level);
  row.hidden = !st.clock && !info;
  document.body.classList.toggle('clocked', !row.hidden);
  $('play-info').textContent = info;
  $('clock-black').hidden = $('clock-white').hidden = !st.clock;
  if (st.clock !== clock) { clock = st.clock || null; since = performance.now(); }
  names = { black: sideName('black'), white: sideName('white') };
  tick();
  clearInterval(ticker);
  ticker = clock && clock.running ? setInterval(tick, 100) : 0;
}

// left is a side's main time and byoyomi left now.
function left(side) {
  const t = clock[side];
  if (clock.running !== side) return { main: t.main_ms, byo: t.byoyomi_ms };
  let used = performance.now() - since;
  const main = Math.max(0, t.main_ms - used);
  used -= t.main_ms - main;
  return { main, byo: Math.max(0, t.byoyomi_ms - used) };
}

function tick() {
  if (!clock) return;
  for (const side of ['black', 'white']) {
    const { main, byo } = left(side);
    const inByoyomi = clock.kind === 'byoyomi' && main <= 0;
    const rest = inByoyomi ? byo : main;
    const box = $('clock-' + side);
    box.querySelector('.c-name').textContent = names[side];
    box.setAttribute('aria-label', t('clock.aria', { side: names[side] }));
    box.querySelector('.c-time').textContent = fmt(rest);
    box.querySelector('.c-extra').textContent = extra(side, main, inByoyomi);
    box.classList.toggle('running', clock.running === side);
    box.classList.toggle('low', clock.running === side && rest < LOW_MS);
    box.classList.toggle('flagged', clock.flagged === side);
    if (clock.running === side && rest <= 0 && performance.now() - lastPoll > POLL_MS) {
      lastPoll = performance.now();
      onZero();
    }
  }
}

// extra is the note beside a side's time: the byoyomi to come or being
// used, the increment, a loss on time.
function extra(side, main, inByoyomi) {
  if (clock.flagged === side) return t('clock.time');
  if (clock.kind === 'byoyomi') return inByoyomi ? t('clock.byoyomi') : t('clock.plus', { s: Math.round(clock.byoyomi_ms / 1000) });
  if (clock.kind === 'fischer' && clock.increment_ms) return t('clock.plus', { s: Math.round(clock.increment_ms / 1000) });
  return '';
}

// fmt writes a time: h:mm:ss, m:ss, and seconds with tenths below 10 s.
function fmt(ms) {
  ms = Math.max(0, ms);
  if (ms < LOW_MS) return (Math.floor(ms / 100) / 10).toFixed(1);
  const s = Math.floor(ms / 1000);
  const two = n => String(n).padStart(2, '0');
  if (s >= 3600) return `${Math.floor(s / 3600)}:${two(Math.floor(s / 60) % 60)}:${two(s % 60)}`;
  return `${Math.floor(s / 60)}:${two(s % 60)}`;
}
