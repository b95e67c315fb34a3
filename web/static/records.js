// Game records in the page: the Import dialog (paste a record, choose a
// file, or drop one on the board) and the Export menu (one download per
// format of the game). The server reads and writes every format; this
// file only moves text between the user and the API.

import { t, language } from './i18n.js';

// NAMES are the formats' names, or the keys of those that are words.
const NAMES = {
  kif: 'KIF', ki2: 'KI2', csa: 'CSA', ggf: 'GGF', transcript: 'fmt.transcript',
  psq: 'fmt.psq', text: 'fmt.text',
};
const nameOf = f => (NAMES[f] ? t(NAMES[f]) : f);
// Formats by file extension, for files; others (.txt) are detected.
const BY_EXT = { kif: 'kif', kifu: 'kif', ki2: 'ki2', ki2u: 'ki2', csa: 'csa', ggf: 'ggf', psq: 'psq' };
const MAX_BYTES = 1 << 20; // the server's limit for an import
const $ = id => document.getElementById(id);

let app = null; // {state: () => the game, api, imported: state => void}

// setupRecords wires the controls; app gives the game shown, the API call
// and what to do with an imported game's state.
export function setupRecords(a) {
  app = a;
  $('import').onclick = () => openDialog();
  $('import-cancel').onclick = closeDialog;
  $('import-ok').onclick = () => submit($('import-format').value, $('import-text').value);
  $('import-file').onchange = e => { if (e.target.files[0]) readFile(e.target.files[0], true); };
  document.addEventListener('keydown', e => {
    if (e.key === 'Escape' && !$('import-dialog').hidden) closeDialog();
  });
  // A record file dropped on the board is imported at once.
  const board = $('board');
  board.addEventListener('dragover', e => {
    if (![...e.dataTransfer.types].includes('Files')) return;
    e.preventDefault();
    board.classList.add('drop');
  });
  board.addEventListener('dragleave', () => board.classList.remove('drop'));
  board.addEventListener('drop', e => {
    board.classList.remove('drop');
    const f = e.dataTransfer.files[0];
    if (!f) return;
    e.preventDefault();
    readFile(f, false);
  });
}

// renderRecords fills the Export menu and the dialog's format choice with
// the formats of the game shown (again only when the game changes).
export function renderRecords(st) {
  const formats = st.formats || [];
  const list = $('export-list');
  // Renju records hold moves from the empty board: a set-up board has none.
  const setUpRenju = st.game === 'renju' && st.start !== '';
  const key = [st.id, formats.join(), setUpRenju ? 'set-up' : '', language()].join(' ');
  if (list.dataset.key === key) return;
  list.dataset.key = key;
  list.textContent = '';
  if (setUpRenju) {
    const note = document.createElement('span');
    note.className = 'none';
    note.textContent = t('exp.noRenju');
    list.appendChild(note);
  }
  for (const f of setUpRenju ? [] : formats) {
    const a = document.createElement('a');
    // The server names the file (Content-Disposition).
    a.href = `/api/games/${st.id}/export?format=${f}`;
    a.download = '';
    a.textContent = nameOf(f);
    a.onclick = () => { $('export').open = false; };
    list.appendChild(a);
  }
  const sel = $('import-format');
  const chosen = sel.value;
  sel.textContent = '';
  sel.add(new Option(t('imp.detect'), ''));
  for (const f of formats) sel.add(new Option(nameOf(f), f));
  if (formats.includes(chosen)) sel.value = chosen;
  // What the game's formats carry of the variations.
  const vars = { shogi: 'imp.varsKIF', othello: 'imp.varsOthello', renju: 'imp.varsRenju' }[st.game];
  $('import-help').textContent = t('imp.help', { formats: formats.map(nameOf).join(', ') }) + (vars ? ' ' + t(vars) : '');
}

function openDialog() {
  $('import-dialog').hidden = false;
  $('import-text').focus();
}

function closeDialog() {
  $('import-dialog').hidden = true;
  $('import-error').textContent = '';
}

// readFile reads a record file: UTF-8, else Shift_JIS (older KIF and CSA
// files), which the server does not read.
async function readFile(file, inDialog) {
  if (file.size > MAX_BYTES) {
    showDialogError(t('imp.tooBig', { name: file.name, size: file.size, max: MAX_BYTES }));
    return;
  }
  const bytes = await file.arrayBuffer();
  let text;
  try { text = new TextDecoder('utf-8', { fatal: true }).decode(bytes); }
  catch (e) { text = new TextDecoder('shift_jis').decode(bytes); }
  const format = BY_EXT[file.name.split('.').pop().toLowerCase()] || '';
  $('import-text').value = text;
  $('import-format').value = [...$('import-format').options].some(o => o.value === format) ? format : '';
  if (!inDialog) submit($('import-format').value, text);
}

function showDialogError(msg) {
  openDialog();
  $('import-error').textContent = msg;
}

// submit imports the record into the game shown; an error is shown in the
// dialog, next to the text it is about.
async function submit(format, text) {
  const st = app.state();
  if (!st) return;
  $('import-error').textContent = '';
  try {
    const s = await app.api('POST', `/api/games/${st.id}/import`, { format, text });
    closeDialog();
    app.imported(s);
  } catch (e) {
    showDialogError(e.message);
  }
}
