package web

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// The move list's variations in the browser: a move from an earlier
// position starts one, the keys walk the lines and switch between them,
// Promote and Delete (buttons and the right-click menu) change the tree.

// serverTree reads the game's state from the server (not the page) and
// writes its tree as the API tests do.
func serverTree(t *testing.T, ctx context.Context, base string) string {
	t.Helper()
	id := eval[string](t, ctx, `location.hash.slice(1)`)
	resp, err := http.Get(base + "/api/games/" + id)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var st State
	if err := json.NewDecoder(resp.Body).Decode(&st); err != nil {
		t.Fatal(err)
	}
	return shape(st)
}

// key presses a key of the move list (the page, not a field, has focus).
func key(t *testing.T, ctx context.Context, k string) {
	t.Helper()
	do(t, ctx, "key "+k, chromedp.KeyEvent(k))
}

// currentMoveJS is the text of the move shown in the move list.
const currentMoveJS = `((document.querySelector('#moves .current') || {}).textContent || '')`

// variationJS lists the variation moves shown, "3.C5 4.B4", bold (on the
// line shown) ones marked with a star.
const variationJS = `[...document.querySelectorAll('#moves .vm')].map(e => e.textContent + (e.classList.contains('line') ? '*' : '')).join(' ')`

// waitCurrent waits until the move list highlights the move want ("" at
// the start) and the line note says note.
func waitCurrent(t *testing.T, ctx context.Context, what, want, note string) {
	t.Helper()
	waitFor(t, ctx, what, fmt.Sprintf(`%s === %q && document.getElementById('line-note').textContent === %q`, currentMoveJS, want, note), 5*time.Second)
}

func TestBrowserVariations(t *testing.T) {
	ctx, base, shots := browser(t)
	do(t, ctx, "open the page", chromedp.Navigate(base+"/?game=othello&black=human&white=human"),
		chromedp.WaitVisible(chromedp.CSS(`#board [data-sq="F5"]`)))
	for i, sq := range []string{"F5", "D6", "C3", "D3"} {
		clickSq(t, ctx, sq, i+1)
	}
	// Back two moves with the keyboard, then another move: a variation.
	key(t, ctx, kb.ArrowLeft)
	key(t, ctx, kb.ArrowLeft)
	waitCurrent(t, ctx, "ply 2", "D6", "main line")
	clickSq(t, ctx, "C5", 0)
	waitFor(t, ctx, "the variation", `document.querySelectorAll('#moves .vm').length === 1`, 5*time.Second)
	clickSq(t, ctx, "B4", 0)
	waitCurrent(t, ctx, "the variation's second move", "4.B4", "variation from move 3")
	if got := eval[string](t, ctx, variationJS); got != "3.C5* 4.B4*" {
		t.Errorf("variation shown %q", got)
	}
	if n := eval[int](t, ctx, movesJS()); n != 4 || text(t, ctx, "record") != "f5d6c3d3" {
		t.Errorf("the game changed: %d moves, record %q", n, text(t, ctx, "record"))
	}
	if !strings.Contains(text(t, ctx, "status"), "move 4 of 4 in a variation") {
		t.Errorf("status %q", text(t, ctx, "status"))
	}
	if got := serverTree(t, ctx, base); got != "F5 D6 C3 (C5 B4) D3; line F5 D6 C5 B4 @4" {
		t.Errorf("server: %s", got)
	}

	// The keys: back along the variation, up to the main line's move, down
	// again, forward, Home and End.
	key(t, ctx, kb.ArrowLeft)
	waitCurrent(t, ctx, "back in the variation", "3.C5", "variation from move 3")
	key(t, ctx, kb.ArrowUp)
	waitCurrent(t, ctx, "up: the main line's move", "C3", "main line")
	key(t, ctx, kb.ArrowUp)
	waitCurrent(t, ctx, "up at the first: stays", "C3", "main line")
	key(t, ctx, kb.ArrowDown)
	waitCurrent(t, ctx, "down: the variation", "3.C5", "variation from move 3")
	key(t, ctx, kb.ArrowRight)
	waitCurrent(t, ctx, "forward", "4.B4", "variation from move 3")
	key(t, ctx, kb.Home)
	waitCurrent(t, ctx, "home", "", "variation from move 3")
	key(t, ctx, kb.End)
	waitCurrent(t, ctx, "end", "4.B4", "variation from move 3")
	pageShot(t, ctx, shots, "page-variations.png")
	// A click on a main-line move shows the main line; Right follows it.
	do(t, ctx, "click D6", chromedp.Click(chromedp.CSS(`#moves li[data-ply="2"]`)))
	waitCurrent(t, ctx, "the main line's D6", "D6", "main line")
	key(t, ctx, kb.ArrowRight)
	waitCurrent(t, ctx, "forward on the main line", "C3", "main line")
	// A click on the variation's last move shows it again.
	do(t, ctx, "click B4", chromedp.Click(chromedp.CSS(`#moves .vm[data-ply="4"]`)))
	waitCurrent(t, ctx, "the variation again", "4.B4", "variation from move 3")

	// Promote: the variation becomes the game, the old moves a variation.
	do(t, ctx, "promote", chromedp.Click(chromedp.ID("promote")))
	waitFor(t, ctx, "the promotion", `document.getElementById('record').textContent === 'f5d6c5b4'`, 5*time.Second)
	waitCurrent(t, ctx, "the promoted line", "B4", "main line")
	if got := eval[string](t, ctx, variationJS); got != "3.C3 4.D3" {
		t.Errorf("after the promotion the variations are %q", got)
	}
	if got := serverTree(t, ctx, base); got != "F5 D6 C5 (C3 D3) B4; line F5 D6 C5 B4 @4" {
		t.Errorf("server after the promotion: %s", got)
	}

	// The right-click menu deletes the variation from its second move.
	rightClick(t, ctx, `#moves .vm[data-ply="4"]`)
	do(t, ctx, "delete from this move", chromedp.WaitVisible(chromedp.ID("vm-delete")), chromedp.Click(chromedp.ID("vm-delete")))
	waitFor(t, ctx, "the deletion", `document.querySelectorAll('#moves .vm').length === 1`, 5*time.Second)
	waitCurrent(t, ctx, "the position before the deleted move", "3.C3", "variation from move 3")
	// The Delete button deletes the rest: the variation is gone.
	do(t, ctx, "delete", chromedp.Click(chromedp.ID("delete-var")))
	waitFor(t, ctx, "no variation", `!document.querySelector('#moves .vars')`, 5*time.Second)
	waitCurrent(t, ctx, "back on the main line", "D6", "main line")
	if got := serverTree(t, ctx, base); got != "F5 D6 C5 B4; line F5 D6 C5 B4 @4" {
		t.Errorf("server after the deletions: %s", got)
	}
	if !eval[bool](t, ctx, `document.getElementById('promote').disabled && document.getElementById('delete-var').disabled`) {
		t.Errorf("Promote and Delete are enabled on the main line")
	}
}

// rightClick presses and releases the right button on an element's centre
// (the browser then sends contextmenu, as on a user's right-click).
func rightClick(t *testing.T, ctx context.Context, sel string) {
	t.Helper()
	r := eval[[]float64](t, ctx, fmt.Sprintf(`(() => { const r = document.querySelector(%q).getBoundingClientRect(); return [r.x + r.width/2, r.y + r.height/2] })()`, sel))
	do(t, ctx, "right-click "+sel,
		chromedp.MouseEvent(input.DispatchMouseEventTypeMousePressed, r[0], r[1], chromedp.ButtonRight, chromedp.ClickCount(1)),
		chromedp.MouseEvent(input.DispatchMouseEventTypeMouseReleased, r[0], r[1], chromedp.ButtonRight, chromedp.ClickCount(1)))
}

// TestBrowserVariationsLayout: on a laptop (1366x657) and a phone
// (390x844) a nested variation stays inside the move list and the page
// does not scroll sideways; the line tools are on screen.
func TestBrowserVariationsLayout(t *testing.T) {
	for _, size := range []struct {
		w, h   int64
		mobile bool
	}{{1366, 657, false}, {390, 844, true}} {
		t.Run(fmt.Sprintf("%dx%d", size.w, size.h), func(t *testing.T) {
			ctx, base, shots := browser(t)
			opts := []chromedp.EmulateViewportOption{}
			if size.mobile {
				opts = append(opts, chromedp.EmulateMobile)
			}
			do(t, ctx, "open the page", chromedp.EmulateViewport(size.w, size.h, opts...),
				chromedp.Navigate(base+"/?game=shogi&black=human&white=human&position="+
					"startpos%20moves%207g7f%203c3d%202g2f%208c8d%202f2e%208d8e%206i7h%204a3b"),
				chromedp.WaitVisible(chromedp.CSS(`#board [data-sq="7g"]`)))
			waitFor(t, ctx, "the game", movesJS()+" === 8", 5*time.Second)
			// A variation at move 3 with a variation of its own, through the API
			// as another tab would make them: the page follows the events.
			id := eval[string](t, ctx, `location.hash.slice(1)`)
			for _, m := range [][2]string{{"6g6f", "7g7f 3c3d"}, {"8c8d", "7g7f 3c3d 6g6f"}, {"8b4b", "7g7f 3c3d 6g6f"}} {
				resp, err := http.Post(base+"/api/games/"+id+"/move", "application/json", strings.NewReader(moveBody(m[0], m[1])))
				if err != nil || resp.StatusCode != 200 {
					t.Fatalf("move %s: %v %v", m[0], err, resp.Status)
				}
				resp.Body.Close()
			}
			waitFor(t, ctx, "the variations", `document.querySelectorAll('#moves .vm').length === 3`, 5*time.Second)
			if got := eval[string](t, ctx, variationJS); got != "3.６六歩(67)* 4.８四歩(83) 4.４二飛(82)*" {
				t.Errorf("variations %q", got)
			}
			checks := map[string]string{
				"the page scrolls sideways":           `document.documentElement.scrollWidth > innerWidth`,
				"the move list scrolls sideways":      `(() => { const m = document.getElementById('moves'); return m.scrollWidth > m.clientWidth })()`,
				"a variation leaves the move list":    `[...document.querySelectorAll('#moves .vm')].some(e => e.getBoundingClientRect().right > document.getElementById('moves').getBoundingClientRect().right)`,
				"the Delete button is off the screen": `document.getElementById('delete-var').getBoundingClientRect().right > innerWidth`,
				"move 4 left the right column":        `(() => { const li = n => document.querySelector('#moves li:nth-of-type(' + n + ')'); return li(4).offsetLeft !== li(2).offsetLeft })()`,
			}
			for what, js := range checks {
				if eval[bool](t, ctx, js) {
					t.Errorf("%s", what)
				}
			}
			eval[any](t, ctx, `document.getElementById('var-tools').scrollIntoView()`)
			pageShot(t, ctx, shots, fmt.Sprintf("page-variations-%dx%d.png", size.w, size.h))
		})
	}
}

// TestBrowserVariationMarks: the move list marks a variation's move whose
// evaluation dropped as it marks the main line's (the state's marks of a
// variation, drawn by the page's own move list code into the page's list).
func TestBrowserVariationMarks(t *testing.T) {
	ctx, base, _ := browser(t)
	do(t, ctx, "open the page", chromedp.Navigate(base+"/?game=othello&black=human&white=human"),
		chromedp.WaitVisible(chromedp.CSS(`#board [data-sq="F5"]`)))
	const js = `import(new URL('movelist.js', document.baseURI)).then(m => {
	  const list = document.getElementById('moves');
	  const st = { moves: ['F5', 'D6', 'C3', 'D3'], line: ['F5', 'D6', 'C3', 'D3'],
	    variations: [{ ply: 2, moves: ['C5', 'B4'], marks: ['??', ''] }] };
	  m.renderMoves(list, st, 4, { pickMain() {}, pick() {}, menu() {} });
	  const vm = [...list.querySelectorAll('.vm')];
	  const mark = vm[0].querySelector('.mark');
	  return [vm[0].textContent, vm[0].className, getComputedStyle(mark).color, String(vm[1].querySelector('.mark'))].join(' | ');
	})`
	got, err := chromedp.Run(ctx, chromedp.Evaluate[string](js, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatal(err)
	}
	if want := "3.C5?? | vm blunder | rgb(204, 0, 0) | null"; got != want {
		t.Errorf("variation moves %q, want %q", got, want)
	}
}
