package web

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// edSq clicks a square of the board in the editor with a palette choice.
func edSq(t *testing.T, ctx context.Context, tool, sq string) {
	t.Helper()
	do(t, ctx, "place "+tool+" on "+sq,
		chromedp.Click(chromedp.CSS(fmt.Sprintf(`#ed-palette [data-tool="%s"]`, tool))),
		chromedp.Click(chromedp.CSS(fmt.Sprintf(`#board [data-sq="%s"]`, sq))))
}

func edText(t *testing.T, ctx context.Context) string {
	return eval[string](t, ctx, `document.getElementById('ed-text').value`)
}

// TestBrowserEditorShogi sets up a tsume in the editor (kings, a pawn, a
// gold in hand; a pawn promoted by a second click and demoted by a right
// click), starts from it, then tries two pawns on a file: the server's
// refusal is shown in the editor and the game stays.
func TestBrowserEditorShogi(t *testing.T) {
	ctx, base, shots := browser(t)
	do(t, ctx, "open the page", chromedp.Navigate(base+"/?game=shogi&black=human&white=human"),
		chromedp.WaitVisible(chromedp.CSS(`#board [data-sq="7g"]`)))
	do(t, ctx, "edit", chromedp.Click(chromedp.ID("edit")), chromedp.WaitVisible(chromedp.ID("editor")))
	if got := edText(t, ctx); got != "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1" {
		t.Errorf("editor text %q, want the start position", got)
	}
	do(t, ctx, "clear", chromedp.Click(chromedp.ID("ed-clear")))
	edSq(t, ctx, "k", "5a")
	edSq(t, ctx, "K", "5i")
	edSq(t, ctx, "P", "5c")
	do(t, ctx, "promote by a second click", chromedp.Click(chromedp.CSS(`#board [data-sq="5c"]`)))
	if got := edText(t, ctx); !strings.HasPrefix(got, "4k4/9/4+P4/") {
		t.Errorf("after a second click: %q, want a promoted pawn", got)
	}
	eval[bool](t, ctx, `document.querySelector('#board [data-sq="5c"]').dispatchEvent(new MouseEvent('contextmenu', {bubbles: true, cancelable: true}))`)
	do(t, ctx, "a gold in hand", chromedp.Click(chromedp.CSS(`#ed-hands [data-hand="black-G"][data-op="+"]`)))
	want := "4k4/9/4P4/9/9/9/9/9/4K4 b G 1"
	if got := edText(t, ctx); got != want {
		t.Fatalf("editor text %q, want %q", got, want)
	}
	screenshot(t, ctx, shots, "shogi-editor.png")
	do(t, ctx, "done", chromedp.Click(chromedp.ID("ed-done")))
	waitFor(t, ctx, "the position set up", `document.getElementById('editor').hidden && document.getElementById('position').textContent === '`+want+`'`, 5*time.Second)
	if n := eval[int](t, ctx, movesJS()); n != 0 {
		t.Errorf("%d moves after a setup", n)
	}
	// Two pawns on file 5: refused, the message shown, the game kept.
	do(t, ctx, "edit again", chromedp.Click(chromedp.ID("edit")), chromedp.WaitVisible(chromedp.ID("editor")))
	edSq(t, ctx, "P", "5g")
	do(t, ctx, "done", chromedp.Click(chromedp.ID("ed-done")))
	waitFor(t, ctx, "the refusal", `document.getElementById('ed-error').textContent.includes('two unpromoted pawns')`, 5*time.Second)
	if eval[bool](t, ctx, `document.getElementById('editor').hidden`) {
		t.Errorf("the editor closed on a refusal")
	}
	pageShot(t, ctx, shots, "page-shogi-editor-refused.png")
	do(t, ctx, "cancel", chromedp.Click(chromedp.ID("ed-cancel")))
	if got := text(t, ctx, "position"); got != want {
		t.Errorf("position after a refusal %q, want %q", got, want)
	}
}

// TestBrowserEditorOthelloPhone edits an Othello position on a phone-sized
// screen: stones placed and removed, White to move, the editor within the
// screen's width; then a position typed into the text box.
func TestBrowserEditorOthelloPhone(t *testing.T) {
	ctx, base, shots := browser(t)
	do(t, ctx, "open the page at 390x844", chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile),
		chromedp.Navigate(base+"/?game=othello&black=human&white=human"),
		chromedp.WaitVisible(chromedp.CSS(`#board [data-sq="D3"]`)))
	do(t, ctx, "edit", chromedp.Click(chromedp.ID("edit")), chromedp.WaitVisible(chromedp.ID("editor")))
	edSq(t, ctx, "X", "C4")
	edSq(t, ctx, "O", "D4") // was White already: removed
	edSq(t, ctx, "", "E4")  // the eraser
	eval[bool](t, ctx, `(() => { const s = document.getElementById('ed-turn'); s.value = 'white'; s.dispatchEvent(new Event('change')); return true })()`)
	want := strings.Repeat("-", 26) + "X" + strings.Repeat("-", 8) + "XO" + strings.Repeat("-", 27) + " O"
	if got := edText(t, ctx); got != want {
		t.Fatalf("editor text %q, want %q", got, want)
	}
	if w := eval[float64](t, ctx, `Math.max(document.documentElement.scrollWidth, document.getElementById('ed-done').getBoundingClientRect().right)`); w > 390 {
		t.Errorf("the page is %.0f px wide on a 390 px screen", w)
	}
	pageShot(t, ctx, shots, "page-othello-editor-phone.png")
	do(t, ctx, "done", chromedp.Click(chromedp.ID("ed-done")))
	waitFor(t, ctx, "the position set up", `document.getElementById('position').textContent === '`+want+`'`, 5*time.Second)
	if got := text(t, ctx, "status"); !strings.HasPrefix(got, "White to move") {
		t.Errorf("status %q", got)
	}
	// A position typed into the text box: drawn at once, then set up; the
	// note says neither side can move.
	do(t, ctx, "edit again", chromedp.Click(chromedp.ID("edit")), chromedp.WaitVisible(chromedp.ID("editor")))
	full := strings.Repeat("X", 64) + " O"
	eval[bool](t, ctx, `(() => { const e = document.getElementById('ed-text'); e.value = '`+full+`'; e.dispatchEvent(new Event('input')); return true })()`)
	if n := eval[int](t, ctx, `document.querySelectorAll('#board .disc.black').length`); n != 64 {
		t.Errorf("%d black discs drawn from the text, want 64", n)
	}
	do(t, ctx, "done", chromedp.Click(chromedp.ID("ed-done")))
	waitFor(t, ctx, "the note", `document.getElementById('a-note').textContent.includes('neither side can move')`, 5*time.Second)
	if got := text(t, ctx, "status"); !strings.HasPrefix(got, "Black wins 64-0") {
		t.Errorf("status %q", got)
	}
}
