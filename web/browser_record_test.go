package web

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserImportKIF pastes the Habu-Kato KIF into the Import dialog:
// the page shows its 67 moves, and the Export menu offers the formats.
func TestBrowserImportKIF(t *testing.T) {
	ctx, base, shots := browser(t)
	importHabuKato(t, ctx, base)
	// The moves can arrive by the socket's state event before the import's
	// own answer writes the note: wait for the answer.
	waitFor(t, ctx, "the import's note", `document.getElementById('a-note').textContent !== ''`, 10*time.Second)
	if note := text(t, ctx, "a-note"); note != "imported 67 moves" {
		t.Errorf("note %q, want the move count", note)
	}
	if !eval[bool](t, ctx, `document.getElementById('import-dialog').hidden`) {
		t.Errorf("the dialog is still open")
	}
	if got := lastMove(t, ctx); got != "３二金打" {
		t.Errorf("last move %q, want ３二金打 (move 67)", got)
	}
	if got := eval[string](t, ctx, `[...document.querySelectorAll('#export-list a')].map(a => a.textContent).join(',')`); got != "KIF,KI2,CSA" {
		t.Errorf("export menu %q", got)
	}
	// The Export menu opens on its links (downloads the server names).
	do(t, ctx, "open the export menu", chromedp.Click(chromedp.CSS("#export summary")),
		chromedp.WaitVisible(chromedp.CSS(`#export-list a[href$="format=kif"]`)))
	pageShot(t, ctx, shots, "page-export.png")
	do(t, ctx, "close the export menu", chromedp.Click(chromedp.CSS("#export summary")))
	// A bad record: the error is shown in the dialog, the game stays.
	do(t, ctx, "reopen the dialog", chromedp.Click(chromedp.ID("import")))
	paste(t, ctx, "V2.2\nPI\n+\n+7776FU\n-7776FU\n")
	do(t, ctx, "import", chromedp.Click(chromedp.ID("import-ok")))
	waitFor(t, ctx, "the error", `document.getElementById('import-error').textContent.includes('CSA line 5')`, 5*time.Second)
	if n := eval[int](t, ctx, movesJS()); n != 67 {
		t.Errorf("%d moves after a bad record, want 67", n)
	}
	pageShot(t, ctx, shots, "page-import.png")
}

// paste puts text into the import dialog's text box as a paste would
// (chromedp.SetValue fails on the long Japanese record).
func paste(t *testing.T, ctx context.Context, s string) {
	t.Helper()
	js, _ := json.Marshal(s)
	eval[any](t, ctx, fmt.Sprintf(`(() => { const e = document.getElementById('import-text'); e.value = %s; e.dispatchEvent(new Event('input')); return true })()`, js))
}

// importHabuKato opens a shogi game between two people and pastes the
// Habu-Kato KIF into the Import dialog: the page shows its 67 moves.
func importHabuKato(t *testing.T, ctx context.Context, base string) {
	t.Helper()
	do(t, ctx, "open the page", chromedp.Navigate(base+"/?game=shogi&black=human&white=human"),
		chromedp.WaitVisible(chromedp.CSS(`#board [data-sq="7g"]`)))
	do(t, ctx, "open the import dialog", chromedp.Click(chromedp.ID("import")),
		chromedp.WaitVisible(chromedp.ID("import-text")))
	paste(t, ctx, readTestRecord(t, "shogi/habu-kato-1989.kif"))
	do(t, ctx, "import", chromedp.Click(chromedp.ID("import-ok")))
	waitFor(t, ctx, "the imported moves", movesJS()+" === 67", 10*time.Second)
}

// TestBrowserImportOthelloGame pastes a published Othello game (the first
// game of the 2007 World Othello Championship final) into the Import
// dialog of an Othello game: its 60 moves, the final count and Black's
// 35-29 win; the move list and the graph follow the game.
func TestBrowserImportOthelloGame(t *testing.T) {
	ctx, base, shots := browser(t)
	do(t, ctx, "open the page", chromedp.Navigate(base+"/?game=othello&black=human&white=human"),
		chromedp.WaitVisible(chromedp.CSS(`#board [data-sq="F5"]`)))
	do(t, ctx, "open the import dialog", chromedp.Click(chromedp.ID("import")),
		chromedp.WaitVisible(chromedp.ID("import-text")))
	paste(t, ctx, readTestRecord(t, "othello-woc2007-final-1.txt"))
	do(t, ctx, "import", chromedp.Click(chromedp.ID("import-ok")))
	waitFor(t, ctx, "the imported moves", movesJS()+" === 60", 10*time.Second)
	waitFor(t, ctx, "the import's note", `document.getElementById('a-note').textContent !== ''`, 10*time.Second)
	if note := text(t, ctx, "a-note"); note != "imported 60 moves" {
		t.Errorf("note %q, want the move count", note)
	}
	if got := text(t, ctx, "status"); got != "Black wins 35-29 · discs Black 35 – 29 White" {
		t.Errorf("status %q, want Black's 35-29 win", got)
	}
	if got := lastMove(t, ctx); got != "G8" {
		t.Errorf("last move %q, want G8", got)
	}
	// Back to move 20 from the move list: the position there.
	do(t, ctx, "click move 20", chromedp.Click(chromedp.CSS(`#moves li[data-ply="20"]`)))
	waitFor(t, ctx, "move 20 shown", `document.getElementById('status').textContent.includes('(move 20 of 60)')`, 5*time.Second)
	pageShot(t, ctx, shots, "page-othello-woc2007.png")
}

// TestBrowserImportKIFVariations imports a KIF with variations (変化
// blocks, nested): the move list shows them, a click switches to one, and
// the KIF the Export menu links to holds the 変化 blocks.
func TestBrowserImportKIFVariations(t *testing.T) {
	ctx, base, shots := browser(t)
	do(t, ctx, "open the page", chromedp.Navigate(base+"/?game=shogi&black=human&white=human"),
		chromedp.WaitVisible(chromedp.CSS(`#board [data-sq="7g"]`)))
	do(t, ctx, "open the import dialog", chromedp.Click(chromedp.ID("import")),
		chromedp.WaitVisible(chromedp.ID("import-text")))
	if help := text(t, ctx, "import-help"); !strings.Contains(help, "KIF carries variations") {
		t.Errorf("the dialog does not say what carries variations: %q", help)
	}
	paste(t, ctx, readTestRecord(t, "shogi-variations.kif"))
	do(t, ctx, "import", chromedp.Click(chromedp.ID("import-ok")))
	waitFor(t, ctx, "the imported moves", movesJS()+" === 6", 10*time.Second)
	waitFor(t, ctx, "the import's note", `document.getElementById('a-note').textContent !== ''`, 10*time.Second)
	if note := text(t, ctx, "a-note"); note != "imported 6 moves and 5 variations" {
		t.Errorf("note %q", note)
	}
	const want = "3.６六歩(67) 4.８四歩(83) 4.４二飛(82) 5.４八銀(39) 5.５八金(49) 5.６八銀(79) 3.５六歩(57) 5.７八金(69)"
	waitFor(t, ctx, "the variations", `document.querySelectorAll('#moves .vm').length === 8`, 5*time.Second)
	if got := eval[string](t, ctx, variationJS); got != want {
		t.Errorf("variations in the move list\n got %q\nwant %q", got, want)
	}
	// Switch to the first variation: a click on its first move.
	do(t, ctx, "click ６六歩", chromedp.Click(chromedp.CSS(`#moves .vm[data-ply="3"]`)))
	waitCurrent(t, ctx, "the variation", "3.６六歩(67)", "variation from move 3")
	if !strings.Contains(text(t, ctx, "status"), "in a variation") {
		t.Errorf("status %q", text(t, ctx, "status"))
	}
	pageShot(t, ctx, shots, "page-kif-variations.png")
	// The export the menu links to writes the tree.
	href := eval[string](t, ctx, `document.querySelector('#export-list a[href$="format=kif"]').getAttribute('href')`)
	resp, err := http.Get(base + href)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	for _, s := range []string{"\n変化：3手\n   3 ６六歩(67)\n", "\n変化：4手\n   4 ４二飛(82)\n", "\n変化：5手\n   5 ７八金(69)\n"} {
		if !strings.Contains(string(body), s) {
			t.Errorf("the export lacks %q:\n%s", s, body)
		}
	}
}
