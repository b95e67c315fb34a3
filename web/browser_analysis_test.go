package web

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// The analysis board in the browser: multi-PV lines and the whole-game
// analysis.

// setSelect chooses a value of a select as a user would (a change event).
func setSelect(t *testing.T, ctx context.Context, id, value string) {
	t.Helper()
	eval[any](t, ctx, fmt.Sprintf(`(() => { const s = document.getElementById(%q); s.value = %q; s.dispatchEvent(new Event('change')); return true })()`, id, value))
}

// linesJS is the number of rows of engine lines shown.
const linesJS = `document.querySelectorAll('#a-lines li').length`

// TestBrowserMultiPV: with Lines set to 3 an analysis shows three rows
// (score, depth, line); a click on the second row draws its first move on
// the board; the setting survives a reload; shogi's lines are in Japanese
// notation.
func TestBrowserMultiPV(t *testing.T) {
	ctx, base, shots := browser(t)
	do(t, ctx, "open the page", chromedp.Navigate(base+"/?game=othello&black=human&white=human&time=d4"),
		chromedp.WaitVisible(chromedp.CSS(`#board [data-sq="F5"]`)))
	for i, sq := range []string{"F5", "D6", "C3"} {
		clickSq(t, ctx, sq, i+1)
	}
	do(t, ctx, "open the settings", chromedp.Click(chromedp.CSS("#settings summary")))
	setSelect(t, ctx, "lines", "3")
	do(t, ctx, "analyse", chromedp.Click(chromedp.ID("analyse")))
	waitFor(t, ctx, "three lines, analysis done", linesJS+` === 3 && !document.getElementById('go').disabled`, 20*time.Second)
	rows := eval[[]string](t, ctx, `[...document.querySelectorAll('#a-lines li')].map(li => li.textContent)`)
	firsts := map[string]bool{}
	for i, r := range rows {
		// "-1.7d4F4 F3 E3 D3": a signed score, the depth, the line.
		var score float64
		var depth int
		var pv string
		if n, _ := fmt.Sscanf(strings.Replace(r, "d", " ", 1), "%g %d%s", &score, &depth, &pv); n != 3 || depth < 1 {
			t.Errorf("line %d: %q, want a score, a depth and a line", i+1, r)
		}
		firsts[pv[:min(2, len(pv))]] = true
	}
	if len(firsts) != 3 {
		t.Errorf("lines %q: want three different first moves", rows)
	}
	// A click on line 2 draws its first move as the hint.
	do(t, ctx, "click line 2", chromedp.Click(chromedp.CSS(`#a-lines li[data-line="2"]`)))
	onHint := `(() => {
		const m = document.querySelector('#a-lines li[data-line="2"]').title.split(' ')[0];
		const h = document.querySelector('#board .hint'), r = document.querySelector('#board [data-sq="' + m + '"]');
		if (!h || !r) return false;
		const x = +h.getAttribute('cx'), y = +h.getAttribute('cy'), rx = +r.getAttribute('x'), ry = +r.getAttribute('y'), w = +r.getAttribute('width');
		return x > rx && x < rx + w && y > ry && y < ry + w;
	})()`
	waitFor(t, ctx, "line 2's move drawn", onHint, 5*time.Second)
	if !eval[bool](t, ctx, `document.querySelector('#a-lines li[data-line="2"]').classList.contains('selected')`) {
		t.Errorf("line 2 not shown as selected")
	}
	screenshot(t, ctx, shots, "othello-lines.png")
	pageShot(t, ctx, shots, "page-othello-lines.png")

	// Shogi after a reload: the setting is kept, the lines are in KIF.
	do(t, ctx, "open shogi", chromedp.Navigate(base+"/?game=shogi&black=human&white=human&time=d4"),
		chromedp.WaitVisible(chromedp.CSS(`#board [data-sq="7g"]`)))
	if v := eval[string](t, ctx, `document.getElementById('lines').value`); v != "3" {
		t.Errorf("lines after a reload: %q, want the kept 3", v)
	}
	do(t, ctx, "analyse", chromedp.Click(chromedp.ID("analyse")))
	waitFor(t, ctx, "three shogi lines", linesJS+` === 3 && !document.getElementById('go').disabled`, 20*time.Second)
	for i, r := range eval[[]string](t, ctx, `[...document.querySelectorAll('#a-lines .l-pv')].map(e => e.textContent)`) {
		if !strings.ContainsAny(r, "歩角飛銀金玉桂香") {
			t.Errorf("shogi line %d %q: want KIF notation", i+1, r)
		}
	}
	pageShot(t, ctx, shots, "page-shogi-lines.png")
}

// TestBrowserAnalyseGame imports the Habu-Kato KIF and analyses the whole
// game: Stop ends a first run part-way; a second at 0.1 s a position fills
// the graph with a point per position and the move list shows the server's
// marks; the game is unchanged.
func TestBrowserAnalyseGame(t *testing.T) {
	ctx, base, shots := browser(t)
	importHabuKato(t, ctx, base)

	// A first run, stopped after a few positions.
	do(t, ctx, "open the settings", chromedp.Click(chromedp.CSS("#settings summary")))
	setSelect(t, ctx, "game-time", "500")
	do(t, ctx, "analyse the game", chromedp.Click(chromedp.ID("analyse-game")))
	waitFor(t, ctx, "the progress", `/^analysing [3-9]\/68$/.test(document.getElementById('a-note').textContent)`, 20*time.Second)
	if !eval[bool](t, ctx, `document.getElementById('analyse').disabled && document.getElementById('go').disabled`) {
		t.Errorf("the engine buttons are enabled during the analysis")
	}
	do(t, ctx, "stop", chromedp.Click(chromedp.ID("stop")))
	waitFor(t, ctx, "the stopped note", `document.getElementById('a-note').textContent.startsWith('analysis stopped')`, 5*time.Second)
	if p := eval[int](t, ctx, `document.querySelectorAll('#graph .eval-point').length`); p < 2 || p >= 68 {
		t.Errorf("after Stop the graph has %d points, want some of 68", p)
	}

	// The whole game at 0.1 s a position.
	setSelect(t, ctx, "game-time", "100")
	do(t, ctx, "analyse the game", chromedp.Click(chromedp.ID("analyse-game")))
	waitFor(t, ctx, "the analysis", `document.getElementById('a-note').textContent.startsWith('game analysed')`, 40*time.Second)
	t.Logf("note: %s", text(t, ctx, "a-note"))
	if p := eval[int](t, ctx, `document.querySelectorAll('#graph .eval-point').length`); p != 68 {
		t.Errorf("the graph has %d points, want one per position (68)", p)
	}
	// The marks shown are the server's, on the right moves.
	shown := eval[[]string](t, ctx, `[...document.querySelectorAll('#moves li')].map(li => (li.querySelector('.mark') || {}).textContent || '')`)
	server, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`fetch('/api/games/' + location.hash.slice(1)).then(r => r.json()).then(s => s.marks || [])`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("the server's marks: %v", err)
	}
	marked := 0
	for i, m := range shown {
		if i < len(server) && m != server[i] || i >= len(server) && m != "" {
			t.Fatalf("move %d shows mark %q, the server's is %q", i+1, m, server)
		}
		if m != "" {
			marked++
		}
	}
	t.Logf("%d moves marked: %q", marked, shown)
	if !strings.Contains(text(t, ctx, "a-note"), fmt.Sprintf("%d move", marked)) {
		t.Errorf("note %q does not count the %d marked moves", text(t, ctx, "a-note"), marked)
	}
	if n := eval[int](t, ctx, movesJS()); n != 67 || !strings.HasPrefix(lastMove(t, ctx), "３二金打") {
		t.Errorf("the game changed: %d moves, last %q", n, lastMove(t, ctx))
	}
	// The screenshot shows the middle of the game, where the marks are.
	eval[any](t, ctx, `document.getElementById('moves').scrollTop = 150`)
	pageShot(t, ctx, shots, "page-shogi-analysed.png")
}
