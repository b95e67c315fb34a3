package web

import (
	"context"
	"fmt"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// The game clocks in the browser: a game started from the New game dialog
// with a short sudden-death clock shows both clocks, counts the running one
// down, declares the loss on time, takes it back with Undo, and lets the
// engine play within its clock; the clocks fit a laptop and a phone.

// clockSeconds reads a side's clock as seconds ("0:06" or "5.4").
func clockSeconds(t *testing.T, ctx context.Context, side string) float64 {
	t.Helper()
	s := eval[string](t, ctx, fmt.Sprintf(`document.querySelector('#clock-%s .c-time').textContent`, side))
	var m, sec float64
	if _, err := fmt.Sscanf(s, "%f:%f", &m, &sec); err == nil {
		return m*60 + sec
	}
	v, err := strconv.ParseFloat(s, 64)
	if err != nil {
		t.Fatalf("%s's clock shows %q", side, s)
	}
	return v
}

func TestBrowserClockLossOnTime(t *testing.T) {
	ctx, base, shots := browser(t)
	do(t, ctx, "open the page at 1366x657", chromedp.EmulateViewport(1366, 657),
		chromedp.Navigate(base+"/?game=othello&black=human&white=human"),
		chromedp.WaitVisible(chromedp.CSS(`#board [data-sq="F5"]`)))
	if eval[bool](t, ctx, `!document.getElementById('clocks').hidden`) {
		t.Fatal("clocks shown in a game without a clock")
	}
	// The New game dialog: sudden death, 0.1 minutes (6 s) each.
	do(t, ctx, "open the New game dialog", chromedp.Click(chromedp.ID("new")),
		chromedp.WaitVisible(chromedp.ID("clock-kind")))
	setSelect(t, ctx, "clock-kind", "sudden")
	do(t, ctx, "set 0.1 min", chromedp.SetValue(chromedp.ID("clock-main"), "0.1"))
	if eval[bool](t, ctx, `document.getElementById('clock-inc-label').hidden !== true`) {
		t.Error("the increment is asked for a sudden-death clock")
	}
	do(t, ctx, "start", chromedp.Click(chromedp.ID("newgame-ok")))
	waitFor(t, ctx, "both clocks", `!document.getElementById('clocks').hidden && document.querySelector('#clock-black.running') && document.querySelector('#clock-white .c-time').textContent === '6.0'`, 5*time.Second)
	if !eval[bool](t, ctx, `document.getElementById('newgame-dialog').hidden`) {
		t.Error("the dialog stays open after Start")
	}
	for _, id := range []string{"board", "clocks", "undo", "stop"} {
		if bottom := eval[float64](t, ctx, fmt.Sprintf(`document.getElementById(%q).getBoundingClientRect().bottom`, id)); bottom > 657 {
			t.Errorf("#%s ends at %.0f px, below the 657 px window", id, bottom)
		}
	}
	clickSq(t, ctx, "F5", 1)
	waitFor(t, ctx, "white's clock running", `!!document.querySelector('#clock-white.running')`, 5*time.Second)
	// The running clock counts down between the server's states.
	w1 := clockSeconds(t, ctx, "white")
	time.Sleep(600 * time.Millisecond)
	if w2 := clockSeconds(t, ctx, "white"); w2 >= w1 || w2 < w1-3 {
		t.Errorf("white's clock went from %.1f to %.1f in 0.6 s", w1, w2)
	}
	if b := clockSeconds(t, ctx, "black"); b <= 0 || b >= 6 {
		t.Errorf("black's clock after its move shows %.1f s", b)
	}
	pageShot(t, ctx, shots, "page-clock-running.png")
	// White does not move: the server declares the loss on time.
	waitFor(t, ctx, "the loss on time", `document.getElementById('status').textContent.includes('White lost on time') && !!document.querySelector('#clock-white.flagged')`, 10*time.Second)
	if n := eval[int](t, ctx, `document.querySelectorAll('#board .legal').length`); n != 0 {
		t.Errorf("%d legal moves shown after the loss on time", n)
	}
	pageShot(t, ctx, shots, "page-clock-lost.png")
	// Undo takes black's move back: black to move with its time again.
	do(t, ctx, "undo", chromedp.Click(chromedp.ID("undo")))
	waitFor(t, ctx, "the game resumed", movesJS()+` === 0 && !!document.querySelector('#clock-black.running') && !document.querySelector('.clock.flagged')`, 5*time.Second)
	// The engine plays black within its clock.
	setPlayer(t, ctx, "black", "engine")
	waitFor(t, ctx, "the engine's move", movesJS()+` === 1 && !!document.querySelector('#clock-white.running')`, 10*time.Second)
	setPlayer(t, ctx, "black", "human")
	if b := clockSeconds(t, ctx, "black"); b <= 0 || b >= 6 {
		t.Errorf("black's clock after the engine's move shows %.1f s", b)
	}
	// The setting is kept for the next game.
	if k := eval[string](t, ctx, `localStorage.getItem('bitban.clock-kind')`); k != "sudden" {
		t.Errorf("kept clock kind %q", k)
	}
	// On a phone the clocks are under the board, side by side on screen.
	do(t, ctx, "a phone", chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile))
	for _, side := range []string{"black", "white"} {
		r := eval[[]float64](t, ctx, fmt.Sprintf(`(() => { const r = document.getElementById('clock-%s').getBoundingClientRect(); return [r.left, r.right, r.bottom] })()`, side))
		if r[0] < 0 || r[1] > 390 || r[2] > 844 {
			t.Errorf("%s's clock at %v on a 390x844 phone", side, r)
		}
	}
	pageShot(t, ctx, shots, "page-clock-phone.png")
}
