package web

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// newSwap2Game starts a game with the Swap2 opening from the New game
// dialog, as a user would.
func newSwap2Game(t *testing.T, ctx context.Context) {
	t.Helper()
	do(t, ctx, "open New game", chromedp.Click(chromedp.ID("new")), chromedp.WaitVisible(chromedp.ID("opening")))
	eval[any](t, ctx, `(() => { const s = document.getElementById('opening'); s.value = 'swap2'; s.dispatchEvent(new Event('change')); return true })()`)
	do(t, ctx, "start", chromedp.Click(chromedp.ID("newgame-ok")))
	waitFor(t, ctx, "the dialog closed", `document.getElementById('newgame-dialog').hidden`, 5*time.Second)
}

// swap2PhaseJS is the status line of the opening the page shows, empty
// for a game without one or once the colours are settled.
const swap2PhaseJS = `(() => { const p = document.getElementById('status').textContent; return p.startsWith('Swap2') ? p : '' })()`

// TestBrowserSwap2HumanOpens: the person (Black's player) opens with three
// stones clicked on the board; the engine answers; if it places two more
// stones, the person takes black; then play goes on with the colours
// chosen and the header names who plays what.
func TestBrowserSwap2HumanOpens(t *testing.T) {
	ctx, base, shots := browser(t)
	do(t, ctx, "open the page", chromedp.Navigate(base+"/?game=renju/renju&black=human&white=engine&time=300"),
		chromedp.WaitVisible(chromedp.CSS(`#board [data-sq="h8"]`)))
	newSwap2Game(t, ctx)
	waitFor(t, ctx, "the opener's task", `document.getElementById('status').textContent.startsWith('Swap2: the opener places three stones') && !document.getElementById('swap2').hidden`, 5*time.Second)
	if got := text(t, ctx, "black-label"); got != "Opener" {
		t.Errorf("black selector's label %q, want Opener", got)
	}
	// Three clicks, one taken back and clicked again: ghost stones, then Place.
	for _, sq := range []string{"h8", "h9", "j8", "j8", "j9"} {
		clickSq(t, ctx, sq, 0)
	}
	if n := eval[int](t, ctx, `document.querySelectorAll('#board .hint').length`); n != 3 {
		t.Errorf("%d stones drawn before Place, want 3", n)
	}
	if eval[bool](t, ctx, `document.getElementById('sw-confirm').disabled`) {
		t.Fatalf("Place is disabled with three stones")
	}
	screenshot(t, ctx, shots, "renju-swap2-three.png")
	do(t, ctx, "place", chromedp.Click(chromedp.ID("sw-confirm")))
	waitFor(t, ctx, "the stones and the engine's answer", `document.querySelectorAll('#moves li').length >= 3 && !document.getElementById('status').textContent.startsWith('Swap2: the responder')`, 20*time.Second)
	if got := strings.Join(strings.Fields(text(t, ctx, "record"))[:3], " "); got != "H8 H9 J9" {
		t.Errorf("the opening's stones %q, want H8 H9 J9", got)
	}
	t.Logf("engine: %s", text(t, ctx, "a-note"))
	if strings.HasPrefix(eval[string](t, ctx, swap2PhaseJS), "Swap2: the opener chooses") {
		// The engine placed two more stones: the person takes black.
		if !eval[bool](t, ctx, `document.getElementById('sw-place-two').hidden`) {
			t.Errorf("Place two more stones is offered after five stones")
		}
		do(t, ctx, "take black", chromedp.Click(chromedp.ID("sw-take-black")))
	}
	waitFor(t, ctx, "the colours settled", `document.getElementById('swap2').hidden && /^Opener \((Black|White)\)$/.test(document.getElementById('black-label').textContent)`, 20*time.Second)
	label := text(t, ctx, "black-label")
	t.Logf("settled: %s / %s, %s", label, text(t, ctx, "white-label"), text(t, ctx, "status"))
	// Play goes on: the person moves when it is their colour's turn.
	n := eval[int](t, ctx, movesJS())
	human := "Black"
	if label == "Opener (White)" {
		human = "White"
	}
	waitFor(t, ctx, "the person's turn", fmt.Sprintf(`document.getElementById('status').textContent === '%s to move' && !document.getElementById('go').disabled`, human), 20*time.Second)
	n = eval[int](t, ctx, movesJS())
	pt := eval[string](t, ctx, `[...document.querySelectorAll('#board [data-sq]')].find(e => e.style.cursor === 'pointer' && e.dataset.sq !== 'h8').dataset.sq`)
	clickSq(t, ctx, pt, n+1)
	waitFor(t, ctx, "the engine's answer", fmt.Sprintf("%s >= %d", movesJS(), n+2), 20*time.Second)
	pageShot(t, ctx, shots, "page-renju-swap2.png")
}

// TestBrowserSwap2EngineOpens: the engine (Black's player) opens; the
// person chooses white and plays the 4th stone; the engine, now Black,
// plays on; undo stops at the opening's stones. The opening's panel is in
// Japanese when the page is.
func TestBrowserSwap2EngineOpens(t *testing.T) {
	ctx, base, shots := browser(t)
	do(t, ctx, "open the page", chromedp.Navigate(base+"/?game=renju/standard&black=engine&white=human&time=300"),
		chromedp.WaitVisible(chromedp.CSS(`#board [data-sq="h8"]`)))
	newSwap2Game(t, ctx)
	waitFor(t, ctx, "the engine's three stones", `document.querySelectorAll('#moves li').length === 3 && !document.getElementById('swap2').hidden`, 20*time.Second)
	for _, id := range []string{"sw-take-black", "sw-take-white", "sw-place-two"} {
		if eval[bool](t, ctx, fmt.Sprintf(`document.getElementById(%q).hidden`, id)) {
			t.Errorf("#%s is not offered after three stones", id)
		}
	}
	if note := text(t, ctx, "a-note"); !strings.HasPrefix(note, "the engine placed three stones: ") {
		t.Errorf("note %q", note)
	}
	setLanguage(t, ctx, "ja")
	waitFor(t, ctx, "the panel in Japanese", `document.getElementById('sw-take-white').textContent === '白を持ち4石目を打つ'`, 5*time.Second)
	expectJapanese(t, ctx, "the responder's choice")
	setLanguage(t, ctx, "en")
	do(t, ctx, "take white", chromedp.Click(chromedp.ID("sw-take-white")))
	if got := text(t, ctx, "sw-note"); got != "Click the point of White's stone on the board (a second click takes it back)." {
		t.Errorf("note after Take white: %q", got)
	}
	pt := eval[string](t, ctx, `[...document.querySelectorAll('#board [data-sq]')].find(e => e.style.cursor === 'pointer').dataset.sq`)
	clickSq(t, ctx, pt, 0)
	do(t, ctx, "place", chromedp.Click(chromedp.ID("sw-confirm")))
	waitFor(t, ctx, "the engine's move as Black", movesJS()+" >= 5", 20*time.Second)
	if got := text(t, ctx, "white-label"); got != "Responder (White)" {
		t.Errorf("white selector's label %q, want Responder (White)", got)
	}
	waitFor(t, ctx, "the person's turn", `document.getElementById('status').textContent === 'White to move' && !document.getElementById('go').disabled`, 20*time.Second)
	pageShot(t, ctx, shots, "page-renju-swap2-responder.png")
	// Undo takes back the engine's move, then refuses the opening's stones.
	do(t, ctx, "undo", chromedp.Click(chromedp.ID("undo")))
	waitFor(t, ctx, "the undo", movesJS()+" === 4", 5*time.Second)
	do(t, ctx, "undo again", chromedp.Click(chromedp.ID("undo")))
	waitFor(t, ctx, "the refusal", `document.getElementById('error').textContent.includes('cannot be taken back')`, 5*time.Second)
	if n := eval[int](t, ctx, movesJS()); n != 4 {
		t.Errorf("%d moves after undoing into the opening, want its 4 stones", n)
	}
}
