package web

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// setLanguage picks a language in the header's selector as a user would.
func setLanguage(t *testing.T, ctx context.Context, lang string) {
	t.Helper()
	eval[any](t, ctx, fmt.Sprintf(`(() => { const s = document.getElementById('lang'); s.value = %q; s.dispatchEvent(new Event('change')); return true })()`, lang))
}

// englishLeftJS lists the visible texts and titles of the page that still
// hold English words (three or more Latin letters) in Japanese mode. Move
// names, positions and records are notation, not language; the words of
// notation and format names are allowed.
const englishLeftJS = `(() => {
  const allowed = new Set(['bitban', 'English', 'OBF', 'SFEN', 'USI', 'KIF', 'CSA', 'GGF', 'PSQ', 'Gomocup',
    'VCF', 'PV', 'MB', 'CPU', 'Swap', 'startpos', 'sfen', 'moves', 'Home', 'End', 'Detect']);
  const skip = '#record, #position, #pos-in, #moves, #board, #a-pv, #a-lines, #ed-text, #import-text, #error, #lang';
  const english = s => (s.match(/[A-Za-z]{3,}/g) || []).some(w => !allowed.has(w));
  const out = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const e = n.parentElement;
    if (!e || e.closest(skip) || !e.checkVisibility()) continue;
    if (e.tagName === 'OPTION' && !e.selected) continue; // a closed list shows its choice only
    if (english(n.textContent)) out.push(n.textContent.trim());
  }
  for (const e of document.querySelectorAll('[title], [aria-label]')) {
    if (e.closest(skip) || !e.checkVisibility()) continue;
    for (const a of ['title', 'aria-label']) if (e.hasAttribute(a) && english(e.getAttribute(a))) out.push(a + ': ' + e.getAttribute(a));
  }
  return out;
})()`

// expectJapanese fails with every English text the page still shows.
func expectJapanese(t *testing.T, ctx context.Context, where string) {
	t.Helper()
	if left := eval[[]string](t, ctx, englishLeftJS); len(left) > 0 {
		t.Errorf("%s: English left in Japanese mode: %q", where, left)
	}
}

// TestBrowserJapanese switches the page to Japanese: the buttons, the
// status, the analysis panel and the server's notes change; no English is
// left on the main page, in the New game and Import dialogs or in the
// editor; a reload keeps the choice; English comes back on request.
func TestBrowserJapanese(t *testing.T) {
	ctx, base, shots := browser(t)
	do(t, ctx, "open the page", chromedp.Navigate(base+"/?game=othello&black=human&white=human"),
		chromedp.WaitVisible(chromedp.CSS(`#board [data-sq="F5"]`)))
	if got := text(t, ctx, "go"); got != "Engine move" {
		t.Fatalf("the default language (the browser's is English): button %q", got)
	}
	setLanguage(t, ctx, "ja")
	waitFor(t, ctx, "Japanese buttons", `document.getElementById('go').textContent === 'エンジンの着手'`, 5*time.Second)
	for id, want := range map[string]string{"undo": "待った", "analyse": "検討", "tool": "完全読み", "status": "黒の手番 · 石数 黒 2 – 2 白"} {
		if got := text(t, ctx, id); got != want {
			t.Errorf("#%s = %q, want %q", id, got, want)
		}
	}
	if lang := eval[string](t, ctx, `document.documentElement.lang`); lang != "ja" {
		t.Errorf("html lang %q, want ja", lang)
	}
	expectJapanese(t, ctx, "the Othello page")

	// The server's note of an exact solve (FFO #1: G8 wins by 18).
	setUp(t, ctx, "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X")
	waitFor(t, ctx, "the position", `document.querySelectorAll('#board .disc').length > 40`, 5*time.Second)
	do(t, ctx, "solve", chromedp.Click(chromedp.ID("tool")))
	waitFor(t, ctx, "the solve's note", `document.getElementById('a-note').textContent === '完全読み：黒がG8で18石差の勝ち'`, 30*time.Second)
	expectJapanese(t, ctx, "the Othello page after a solve")

	// Renju: a click on Black's forbidden point J8 (two open threes) is
	// refused with the kind of 禁手.
	eval[any](t, ctx, `(() => { const s = document.getElementById('game'); s.value = 'renju/renju'; s.dispatchEvent(new Event('change')); return true })()`)
	waitFor(t, ctx, "the renju game", `document.getElementById('status').textContent === '黒の手番'`, 5*time.Second)
	setUp(t, ctx, "g8 a1 h8 a3 j9 a5 j10 a7")
	waitFor(t, ctx, "the sequence", movesJS()+" === 8", 5*time.Second)
	do(t, ctx, "click the forbidden point", chromedp.Click(chromedp.CSS(`#board [data-sq="j8"]`)))
	waitFor(t, ctx, "the refusal in Japanese", `document.getElementById('error').textContent === 'J8は黒の禁手です（三三）'`, 5*time.Second)
	expectJapanese(t, ctx, "the renju page")

	// Shogi: 先手 and 後手, the editor with its hands.
	eval[any](t, ctx, `(() => { const s = document.getElementById('game'); s.value = 'shogi'; s.dispatchEvent(new Event('change')); return true })()`)
	waitFor(t, ctx, "the shogi game", `document.getElementById('status').textContent === '☗先手の手番'`, 5*time.Second)
	expectJapanese(t, ctx, "the shogi page")
	do(t, ctx, "edit", chromedp.Click(chromedp.ID("edit")), chromedp.WaitVisible(chromedp.ID("editor")))
	expectJapanese(t, ctx, "the shogi editor")
	do(t, ctx, "cancel the editor", chromedp.Click(chromedp.ID("ed-cancel")))

	// The dialogs, and the settings opened.
	do(t, ctx, "open New game", chromedp.Click(chromedp.ID("new")), chromedp.WaitVisible(chromedp.ID("newgame-dialog")))
	eval[any](t, ctx, `(() => { const s = document.getElementById('clock-kind'); s.value = 'byoyomi'; s.dispatchEvent(new Event('change')); return true })()`)
	if got := text(t, ctx, "clock-byo-label"); got != "秒読み  秒" {
		t.Errorf("byoyomi field %q", got)
	}
	expectJapanese(t, ctx, "the New game dialog")
	if eval[bool](t, ctx, `document.getElementById('opening-row').checkVisibility()`) {
		t.Errorf("the opening rule (renju and gomoku) is offered in a shogi game")
	}
	eval[any](t, ctx, `(() => { const s = document.getElementById('clock-kind'); s.value = 'none'; s.dispatchEvent(new Event('change')); return true })()`)
	if eval[bool](t, ctx, `document.getElementById('clock-times').checkVisibility()`) {
		t.Errorf("the clock's times are shown without a clock")
	}
	pageShot(t, ctx, shots, "page-newgame-ja.png")
	do(t, ctx, "close New game", chromedp.Click(chromedp.ID("newgame-cancel")))
	do(t, ctx, "open Import", chromedp.Click(chromedp.ID("import")), chromedp.WaitVisible(chromedp.ID("import-dialog")))
	expectJapanese(t, ctx, "the Import dialog")
	do(t, ctx, "close Import", chromedp.Click(chromedp.ID("import-cancel")))
	do(t, ctx, "open the settings", chromedp.Click(chromedp.CSS("#settings summary")))
	expectJapanese(t, ctx, "the analysis settings")
	pageShot(t, ctx, shots, "page-shogi-ja.png")
	// On a laptop screen the buttons under the board stay in the window.
	do(t, ctx, "a laptop's window", chromedp.EmulateViewport(1366, 657))
	if bottom := eval[float64](t, ctx, `document.getElementById('nav').getBoundingClientRect().bottom`); bottom > 657 {
		t.Errorf("the buttons under the board end at %.0f px, below the 657 px window", bottom)
	}

	// A reload keeps Japanese; English comes back when chosen.
	do(t, ctx, "reload", chromedp.Reload())
	waitFor(t, ctx, "Japanese after the reload", `document.getElementById('lang').value === 'ja' && document.getElementById('undo').textContent === '待った' && document.getElementById('status').textContent.includes('手番')`, 10*time.Second)
	setLanguage(t, ctx, "en")
	waitFor(t, ctx, "English again", `document.getElementById('undo').textContent === 'Undo' && document.getElementById('status').textContent === 'Sente ☗ to move'`, 5*time.Second)
	if got := eval[string](t, ctx, `document.getElementById('new').title`); got != "start a game: its clock and the engine's strength" {
		t.Errorf("New game's title %q in English", got)
	}
}
