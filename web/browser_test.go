package web

import (
	"context"
	"flag"
	"fmt"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// The browser tests start the server and drive headless Chromium (Debian's
// chromium package) through the DevTools protocol: they click moves on the
// SVG boards, watch the engine answer, set positions up from text, run the
// tools, and write a screenshot of each board. Screenshots go to the
// -screenshots directory when given (go test ./web -args -screenshots DIR),
// else to the test's temporary directory. The browser is /usr/bin/chromium
// (or chromium on the PATH, or -chromium PATH); without it the tests skip.

const chromiumPath = "/usr/bin/chromium"

var (
	chromiumFlag    = flag.String("chromium", "", "browser binary for the browser tests (default: chromium)")
	screenshotsFlag = flag.String("screenshots", "", "directory that keeps the browser tests' screenshots")
)

// browser starts the server and a fresh headless Chromium; it skips the
// test when Chromium is not installed.
func browser(t *testing.T) (ctx context.Context, base string, shots string) {
	t.Helper()
	path := *chromiumFlag // another browser binary, for example Chrome
	if path == "" {
		path = chromiumPath
		if _, err := os.Stat(path); err != nil {
			path, _ = exec.LookPath("chromium")
		}
	}
	if _, err := os.Stat(path); path == "" || err != nil {
		t.Skip("chromium is not installed (apt-get install chromium; or -args -chromium PATH): browser tests skipped")
	}
	cfg := DefaultConfig()
	cfg.MaxSearches = 2
	s := New(cfg)
	srv := httptest.NewServer(s)
	t.Cleanup(func() { s.Close(); srv.Close() })

	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.Flag("disable-quic", true),
		chromedp.NoFirstRun,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1200, 1000),
	)
	actx, cancelA := chromedp.NewExecAllocator(context.Background(), opts...)
	bctx, cancelB := chromedp.NewContext(actx)
	t.Cleanup(func() { cancelB(); cancelA() })
	// Start the browser with a context that has no timeout (see chromedp.Run).
	if err := chromedp.Do(bctx, chromedp.Navigate("about:blank")); err != nil {
		t.Fatalf("starting chromium: %v", err)
	}
	// The whole scenario's guard against a hang; each step waits within
	// its own bound (up to 60 s for a solver), which a loaded machine (the
	// other packages' tests beside this one) may need: a 45 s guard ran out
	// inside the renju VCF step once.
	ctx, cancel := context.WithTimeout(bctx, 120*time.Second)
	t.Cleanup(cancel)
	shots = *screenshotsFlag
	if shots == "" {
		shots = t.TempDir()
	} else if err := os.MkdirAll(shots, 0o755); err != nil {
		t.Fatal(err)
	}
	return ctx, srv.URL, shots
}

func do(t *testing.T, ctx context.Context, what string, steps ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	if err := chromedp.Do(ctx, steps...); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
}

// eval evaluates a JavaScript expression in the page.
func eval[T any](t *testing.T, ctx context.Context, expr string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		t.Fatalf("evaluating %s: %v", expr, err)
	}
	return v
}

// waitFor polls a JavaScript condition; on a timeout it reports the page's
// status and error line.
func waitFor(t *testing.T, ctx context.Context, what, cond string, timeout time.Duration) {
	t.Helper()
	_, err := chromedp.Run(ctx, chromedp.Poll[chromedp.Void](cond, chromedp.WithPollingTimeout(timeout)))
	if err != nil {
		// The page's busy buttons tell a request still running from an
		// answer shown and then covered.
		status, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById('status').textContent + ' | ' + document.getElementById('error').textContent + ' | ' + document.getElementById('a-note').textContent + ' | tool disabled: ' + document.getElementById('tool').disabled + ', thinking flag: ' + (document.getElementById('status').dataset.thinking || '')`))
		t.Fatalf("waiting for %s (%s): %v; page: %s", what, cond, err, status)
	}
}

func movesJS() string { return `document.querySelectorAll('#moves li').length` }

// clickSq clicks a square (data-sq) of the board and waits for the move
// list to reach n moves.
func clickSq(t *testing.T, ctx context.Context, sq string, n int) {
	t.Helper()
	// The board is redrawn on every state event, so the square found may be
	// replaced before the click lands ("Could not find node"): try again on
	// a fresh one while the move has not been made.
	sel := chromedp.CSS(fmt.Sprintf(`#board [data-sq="%s"]`, sq))
	var err error
	for attempt := 0; attempt < 5; attempt++ {
		if err = chromedp.Do(ctx, chromedp.Click(sel)); err == nil {
			break
		}
		if n > 0 && eval[int](t, ctx, movesJS()) >= n {
			err = nil
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if err != nil {
		t.Fatalf("click %s: %v", sq, err)
	}
	if n > 0 {
		waitFor(t, ctx, fmt.Sprintf("move %d after a click on %s", n, sq), fmt.Sprintf("%s >= %d", movesJS(), n), 10*time.Second)
	}
}

func screenshot(t *testing.T, ctx context.Context, dir, name string) {
	t.Helper()
	// The board is redrawn on every update (the SVG node is replaced), so
	// a capture can lose its node: try again.
	var png []byte
	var err error
	for try := 0; try < 5; try++ {
		if png, err = chromedp.Run(ctx, chromedp.Screenshot(chromedp.CSS("#board svg"))); err == nil {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if err != nil {
		t.Fatalf("screenshot %s: %v", name, err)
	}
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, png, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshot %s (%d bytes)", p, len(png))
}

// pageShot captures the whole window (board, analysis, graph, move list).
func pageShot(t *testing.T, ctx context.Context, dir, name string) {
	t.Helper()
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatalf("screenshot %s: %v", name, err)
	}
	if err := os.WriteFile(filepath.Join(dir, name), png, 0o644); err != nil {
		t.Fatal(err)
	}
}

// setPlayer switches a side between human and engine as a user would.
func setPlayer(t *testing.T, ctx context.Context, side, who string) {
	t.Helper()
	eval[any](t, ctx, fmt.Sprintf(`(() => { const s = document.getElementById(%q); s.value = %q; s.dispatchEvent(new Event('change')); return true })()`, side, who))
}

// setUp pastes a position into the text box and loads it.
func setUp(t *testing.T, ctx context.Context, text string) {
	t.Helper()
	do(t, ctx, "set up "+text,
		chromedp.SetValue(chromedp.ID("pos-in"), text),
		chromedp.Click(chromedp.ID("load")),
	)
}

func text(t *testing.T, ctx context.Context, id string) string {
	return eval[string](t, ctx, fmt.Sprintf(`document.getElementById(%q).textContent`, id))
}

// engineAnswers lets the engine play the side to move (switched to
// "engine") and checks that it answered with a move and live analysis.
func engineAnswers(t *testing.T, ctx context.Context, side string, before int) {
	t.Helper()
	setPlayer(t, ctx, side, "engine")
	waitFor(t, ctx, "the engine's move", fmt.Sprintf("%s >= %d", movesJS(), before+1), 20*time.Second)
	setPlayer(t, ctx, side, "human")
	waitFor(t, ctx, "analysis shown", `document.getElementById('a-depth').textContent !== '–'`, 5*time.Second)
	t.Logf("engine answered %s; eval %s depth %s pv %s", lastMove(t, ctx), text(t, ctx, "a-score"), text(t, ctx, "a-depth"), text(t, ctx, "a-pv"))
}

func lastMove(t *testing.T, ctx context.Context) string {
	return eval[string](t, ctx, `(() => { const l = document.querySelectorAll('#moves li'); return l.length ? l[l.length-1].textContent : '' })()`)
}

func TestBrowserOthello(t *testing.T) {
	ctx, base, shots := browser(t)
	do(t, ctx, "open the page", chromedp.Navigate(base+"/?game=othello&black=human&white=human"),
		chromedp.WaitVisible(chromedp.CSS(`#board [data-sq="F5"]`)))
	for i, sq := range []string{"F5", "D6", "C3", "D3"} {
		clickSq(t, ctx, sq, i+1)
	}
	if got := text(t, ctx, "record"); got != "f5d6c3d3" {
		t.Fatalf("record after four clicks = %q, want f5d6c3d3", got)
	}
	// The disc count: eight discs after four moves.
	var nb, nw int
	status := text(t, ctx, "status")
	_, count, _ := strings.Cut(status, "discs ")
	if _, err := fmt.Sscanf(count, "Black %d – %d White", &nb, &nw); err != nil || nb+nw != 8 {
		t.Errorf("status %q: want the disc count (8 discs)", status)
	}
	// The last move and its flips are drawn; legal moves are marked.
	if n := eval[int](t, ctx, `document.querySelectorAll('#board .last').length`); n != 1 {
		t.Errorf("last-move markers = %d, want 1", n)
	}
	if n := eval[int](t, ctx, `document.querySelectorAll('#board .flip').length`); n < 1 {
		t.Errorf("flip markers = %d, want at least 1", n)
	}
	if n := eval[int](t, ctx, `document.querySelectorAll('#board .legal').length`); n < 1 {
		t.Errorf("legal move markers = %d, want some", n)
	}
	engineAnswers(t, ctx, "black", 4)
	// Undo takes the engine's move back.
	do(t, ctx, "undo", chromedp.Click(chromedp.ID("undo")))
	waitFor(t, ctx, "the undo", movesJS()+" === 4", 5*time.Second)
	engineAnswers(t, ctx, "black", 4)
	screenshot(t, ctx, shots, "othello-play.png")
	pageShot(t, ctx, shots, "page-othello.png")

	// A reload resumes the game (its id is in the address).
	do(t, ctx, "reload", chromedp.Reload())
	waitFor(t, ctx, "the resumed game", movesJS()+" === 5", 10*time.Second)

	// Navigation: back to the start and forward again.
	do(t, ctx, "first", chromedp.Click(chromedp.ID("first")))
	waitFor(t, ctx, "the start position", `document.getElementById('position').textContent.startsWith('---------------------------OX------XO')`, 5*time.Second)
	do(t, ctx, "last", chromedp.Click(chromedp.ID("last")))

	// A position from text (FFO #1, 14 empties: G8 wins by 18) and its
	// exact solve.
	const obf = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X"
	setUp(t, ctx, obf)
	waitFor(t, ctx, "the OBF position", fmt.Sprintf(`document.getElementById('position').textContent === %q`, obf), 5*time.Second)
	do(t, ctx, "solve", chromedp.Click(chromedp.ID("tool")))
	waitFor(t, ctx, "the solve result", `document.getElementById('a-note').textContent.includes('exact')`, 30*time.Second)
	if note := text(t, ctx, "a-note"); note != "exact: Black wins by 18 with G8" {
		t.Errorf("solve: %q", note)
	}
	// The best move is marked on the board.
	if !eval[bool](t, ctx, `!!document.querySelector('#board .hint') && document.querySelectorAll('#board .hint').length === 1`) {
		t.Errorf("no best-move mark after the solve")
	}
	screenshot(t, ctx, shots, "othello-setup.png")
}

func TestBrowserShogi(t *testing.T) {
	ctx, base, shots := browser(t)
	do(t, ctx, "open the page", chromedp.Navigate(base+"/?game=shogi&black=human&white=human"),
		chromedp.WaitVisible(chromedp.CSS(`#board [data-sq="7g"]`)))
	if got := text(t, ctx, "black-label"); !strings.Contains(got, "Sente") {
		t.Errorf("black side label = %q, want Sente", got)
	}
	// Click moves: piece then square.
	clickSq(t, ctx, "7g", 0)
	if n := eval[int](t, ctx, `document.querySelectorAll('#board .target').length`); n != 1 {
		t.Errorf("targets of the 7g pawn = %d, want 1", n)
	}
	clickSq(t, ctx, "7f", 1)
	clickSq(t, ctx, "3c", 0)
	clickSq(t, ctx, "3d", 2)
	// The bishop takes on 2b: both promotion and non-promotion are legal,
	// so the page asks.
	clickSq(t, ctx, "8h", 0)
	clickSq(t, ctx, "2b", 0)
	waitFor(t, ctx, "the promotion choice", `!document.getElementById('promo').hidden`, 5*time.Second)
	do(t, ctx, "promote", chromedp.Click(chromedp.ID("promo-yes")))
	waitFor(t, ctx, "8h2b+", movesJS()+" >= 3", 5*time.Second)
	// Gote recaptures by dragging the silver from 3a to 2b.
	drag(t, ctx, "3a", "2b")
	waitFor(t, ctx, "the dragged move", movesJS()+" >= 4", 5*time.Second)
	if got := text(t, ctx, "record"); got != "startpos moves 7g7f 3c3d 8h2b+ 3a2b" {
		t.Fatalf("record = %q", got)
	}
	// Both hands hold a bishop now.
	if n := eval[int](t, ctx, `document.querySelectorAll('#board [data-hand="black-B"], #board [data-hand="white-B"]').length`); n != 2 {
		t.Errorf("bishops in hand drawn = %d, want 2", n)
	}
	engineAnswers(t, ctx, "black", 4)
	// Live analysis: the depth and line show up while the engine still
	// thinks (server-sent events), before the request's answer.
	eval[any](t, ctx, `(() => { document.getElementById('time').value = '3000'; return true })()`)
	do(t, ctx, "analyse", chromedp.Click(chromedp.ID("analyse")))
	waitFor(t, ctx, "live analysis", `document.getElementById('go').disabled && document.getElementById('analysis').dataset.depth >= 3`, 5*time.Second)
	t.Logf("live: depth %s pv %s", text(t, ctx, "a-depth"), text(t, ctx, "a-pv"))
	do(t, ctx, "stop", chromedp.Click(chromedp.ID("stop")))
	waitFor(t, ctx, "the analysis to stop", `!document.getElementById('go').disabled`, 5*time.Second)
	screenshot(t, ctx, shots, "shogi-play.png")
	pageShot(t, ctx, shots, "page-shogi.png")

	// A tsume position from text: Black mates in 1 with G*5b... and the mate tool.
	const sfen = "sfen 4k4/9/4P4/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1"
	setUp(t, ctx, sfen)
	waitFor(t, ctx, "the SFEN position", `document.getElementById('position').textContent.startsWith('4k4/9/4P4/9/9/9/9/9/9 b G')`, 5*time.Second)
	do(t, ctx, "find mate", chromedp.Click(chromedp.ID("tool")))
	waitFor(t, ctx, "the mate", `document.getElementById('a-note').textContent.includes('mates')`, 20*time.Second)
	if note := text(t, ctx, "a-note"); note != "Sente mates in 1: G*5b" {
		t.Errorf("find mate: %q", note)
	}
	if n := eval[int](t, ctx, `document.querySelectorAll('#board .hint').length`); n != 1 {
		t.Errorf("mate move marks: %d, want 1", n)
	}
	// Play the mate: a drop by dragging the gold from the hand.
	dragFrom(t, ctx, `#board [data-hand="black-G"]`, `#board [data-sq="5b"]`)
	waitFor(t, ctx, "checkmate", `document.getElementById('status').textContent.includes('checkmate')`, 5*time.Second)
	t.Logf("status: %s", text(t, ctx, "status"))
	// Flip the board for the screenshot: Gote's view.
	do(t, ctx, "flip", chromedp.Click(chromedp.ID("flip")))
	screenshot(t, ctx, shots, "shogi-setup-flipped.png")
}

// drag moves the mouse from one square's centre to another's with the
// button held, as a user dragging a piece.
func drag(t *testing.T, ctx context.Context, from, to string) {
	t.Helper()
	dragFrom(t, ctx, fmt.Sprintf(`#board [data-sq="%s"]`, from), fmt.Sprintf(`#board [data-sq="%s"]`, to))
}

// dragFrom drags from the centre of one element to the centre of another.
func dragFrom(t *testing.T, ctx context.Context, fromSel, toSel string) {
	t.Helper()
	centre := func(sel string) (float64, float64) {
		r := eval[[]float64](t, ctx, fmt.Sprintf(`(() => { const r = document.querySelector(%q).getBoundingClientRect(); return [r.x + r.width/2, r.y + r.height/2] })()`, sel))
		return r[0], r[1]
	}
	x0, y0 := centre(fromSel)
	x1, y1 := centre(toSel)
	steps := []chromedp.Action[chromedp.Void]{chromedp.MouseEvent(input.DispatchMouseEventTypeMousePressed, x0, y0, chromedp.ButtonLeft, chromedp.ClickCount(1))}
	for i := 1; i <= 5; i++ {
		f := float64(i) / 5
		steps = append(steps, chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, x0+(x1-x0)*f, y0+(y1-y0)*f, chromedp.ButtonLeft))
	}
	steps = append(steps, chromedp.MouseEvent(input.DispatchMouseEventTypeMouseReleased, x1, y1, chromedp.ButtonLeft, chromedp.ClickCount(1)))
	do(t, ctx, "drag "+fromSel+" to "+toSel, steps...)
}

func TestBrowserRenju(t *testing.T) {
	ctx, base, shots := browser(t)
	do(t, ctx, "open the page", chromedp.Navigate(base+"/?game=renju/renju&black=human&white=human"),
		chromedp.WaitVisible(chromedp.CSS(`#board [data-sq="h8"]`)))
	for i, sq := range []string{"h8", "h9", "i9", "g7", "j10"} {
		clickSq(t, ctx, sq, i+1)
	}
	if got := text(t, ctx, "record"); got != "H8 H9 I9 G7 J10" {
		t.Fatalf("record = %q", got)
	}
	engineAnswers(t, ctx, "white", 5)
	screenshot(t, ctx, shots, "renju-play.png")
	pageShot(t, ctx, shots, "page-renju.png")

	// A position from text where Black has a forbidden point: J8 would
	// make two open threes (G8 H8 . J8 and J8 J9 J10).
	const seq = "g8 a1 h8 a3 j9 a5 j10 a7"
	setUp(t, ctx, seq)
	waitFor(t, ctx, "the sequence", `document.querySelectorAll('#moves li').length === 8`, 5*time.Second)
	if !eval[bool](t, ctx, `!!document.querySelector('#board [data-sq="j8"]') && document.querySelectorAll('#board .forbidden').length >= 1`) {
		t.Errorf("no forbidden point drawn")
	}
	screenshot(t, ctx, shots, "renju-forbidden.png")
	// A click on it says why it cannot be played.
	do(t, ctx, "click the forbidden point", chromedp.Click(chromedp.CSS(`#board [data-sq="j8"]`)))
	waitFor(t, ctx, "the refusal", `document.getElementById('error').textContent.includes('forbidden')`, 5*time.Second)
	if n := eval[int](t, ctx, movesJS()); n != 8 {
		t.Errorf("the forbidden point was played: %d moves", n)
	}
	// A VCF puzzle (lfz084 #1): Black to move wins by continuous fours.
	setUp(t, ctx, "I9H10H8E7D7E6G6I6H6C4D5G4H5H4F3I4G3J3I3H2")
	waitFor(t, ctx, "the puzzle", `document.querySelectorAll('#moves li').length === 20`, 5*time.Second)
	do(t, ctx, "find VCF", chromedp.Click(chromedp.ID("tool")))
	waitFor(t, ctx, "the VCF result", `document.getElementById('a-note').textContent.includes('VCF found')`, 60*time.Second)
	t.Logf("vcf: %s", text(t, ctx, "a-note"))
	// The winning line is drawn as numbered ghost stones.
	if n := eval[int](t, ctx, `document.querySelectorAll('#board .hint').length`); n < 5 {
		t.Errorf("VCF line stones drawn: %d", n)
	}
	screenshot(t, ctx, shots, "renju-vcf.png")

	// Engine against engine (gomoku, 0.1 s a move) until Stop.
	do(t, ctx, "engine vs engine", chromedp.Navigate(base+"/?game=renju/freestyle&black=engine&white=engine&time=100"))
	waitFor(t, ctx, "six engine moves", movesJS()+" >= 6", 20*time.Second)
	do(t, ctx, "stop", chromedp.Click(chromedp.ID("stop")))
	waitFor(t, ctx, "the engines to pause", `!document.getElementById('go').disabled`, 5*time.Second)
	n := eval[int](t, ctx, movesJS())
	time.Sleep(500 * time.Millisecond)
	if m := eval[int](t, ctx, movesJS()); m != n {
		t.Errorf("the engines kept playing after Stop: %d moves, then %d", n, m)
	}
	if p := eval[int](t, ctx, `document.querySelectorAll('#graph .eval-point').length`); p < 4 {
		t.Errorf("evaluation graph has %d points, want one per engine move", p)
	}
	pageShot(t, ctx, shots, "page-gomoku-engines.png")
}

// TestBrowserSwitchWhileThinking: an engine answer that arrives after the
// user switched to another game is not applied to the new one, and the
// analysis of the old game is cleared. (The opening book is turned off
// first: a book move is no thinking.)
func TestBrowserSwitchWhileThinking(t *testing.T) {
	ctx, base, _ := browser(t)
	do(t, ctx, "turn the opening book off", chromedp.Navigate(base+"/?game=othello&black=human&white=human"),
		chromedp.WaitVisible(chromedp.CSS(`#board [data-sq="F5"]`)))
	eval[any](t, ctx, `(() => { const b = document.getElementById('book'); b.checked = false; b.dispatchEvent(new Event('change')); return true })()`)
	do(t, ctx, "open the page", chromedp.Navigate(base+"/?game=othello&black=engine&white=human&time=3000"),
		chromedp.WaitVisible(chromedp.CSS(`#board [data-sq="F5"]`)))
	waitFor(t, ctx, "the engine thinking", `document.getElementById('a-note').textContent === 'thinking…'`, 5*time.Second)
	eval[any](t, ctx, `(() => { const s = document.getElementById('game'); s.value = 'shogi'; s.dispatchEvent(new Event('change')); return true })()`)
	waitFor(t, ctx, "the shogi game", `document.getElementById('position').textContent.startsWith('lnsgkgsnl')`, 5*time.Second)
	// The Othello search is cancelled with its game and answers at once;
	// give its answer time to arrive.
	time.Sleep(1500 * time.Millisecond)
	if pos := text(t, ctx, "position"); !strings.HasPrefix(pos, "lnsgkgsnl") {
		t.Fatalf("after the old game's engine answer the page shows %q", pos)
	}
	if note := text(t, ctx, "a-note"); note != "" && note != "thinking…" {
		t.Fatalf("the old game's analysis is still shown: %q", note)
	}
}

// TestBrowserShogiLaptop: on a common laptop screen (1366x657 inside the
// browser) the board with both hands and the buttons under it are visible
// without scrolling, and a king in check is marked.
func TestBrowserShogiLaptop(t *testing.T) {
	ctx, base, shots := browser(t)
	do(t, ctx, "open the page at 1366x657", chromedp.EmulateViewport(1366, 657),
		chromedp.Navigate(base+"/?game=shogi&black=human&white=human"),
		chromedp.WaitVisible(chromedp.CSS(`#board [data-sq="7g"]`)))
	for _, id := range []string{"board", "undo", "stop"} {
		if bottom := eval[float64](t, ctx, fmt.Sprintf(`document.getElementById(%q).getBoundingClientRect().bottom`, id)); bottom > 657 {
			t.Errorf("#%s ends at %.0f px, below the 657 px window", id, bottom)
		}
	}
	// Gote's king on 5a is checked by Sente's gold on 5b.
	setUp(t, ctx, "sfen 4k4/4G4/9/9/9/9/9/9/4K4 w - 1")
	waitFor(t, ctx, "the check marked", `document.querySelectorAll('#board .check').length === 1`, 5*time.Second)
	screenshot(t, ctx, shots, "shogi-laptop.png")
	pageShot(t, ctx, shots, "page-shogi-laptop.png")
}

// TestBrowserSettingsKept: the game, players and engine time survive a
// visit without them in the address; a game that is gone from the server
// is reported, and a new one starts.
func TestBrowserSettingsKept(t *testing.T) {
	ctx, base, _ := browser(t)
	do(t, ctx, "open the page with settings", chromedp.Navigate(base+"/?game=renju/standard&black=human&white=human&time=300"),
		chromedp.WaitVisible(chromedp.CSS(`#board [data-sq="h8"]`)))
	// The address sets them; a change by the user is kept too.
	eval[any](t, ctx, `(() => { const s = document.getElementById('time'); s.value = '3000'; s.dispatchEvent(new Event('change')); return true })()`)
	do(t, ctx, "open the bare address", chromedp.Navigate(base+"/"))
	waitFor(t, ctx, "the settings restored", `document.getElementById('game').value === 'renju/standard' && document.getElementById('time').value === '3000'`, 5*time.Second)
	// A new document (the query makes it one: a hash change alone does
	// not reload the page) whose address names a game that is gone.
	do(t, ctx, "open a game that is gone", chromedp.Navigate(base+"/?from=bookmark#0123456789abcdef"),
		chromedp.WaitVisible(chromedp.CSS(`#board [data-sq="h8"]`)))
	waitFor(t, ctx, "the message", `document.getElementById('error').textContent.includes('no longer on the server')`, 5*time.Second)
	if g := eval[string](t, ctx, `document.getElementById('game').value`); g != "renju/standard" {
		t.Errorf("the new game is %q, want the kept renju/standard", g)
	}
}

// TestBrowserTenTabs: ten tabs of the app at once keep working. Browsers
// allow six HTTP/1.1 connections per host; a long-lived stream per tab
// used them all and froze the seventh tab.
func TestBrowserTenTabs(t *testing.T) {
	ctx, base, _ := browser(t)
	tabs := []context.Context{ctx}
	for range 9 {
		tab, cancel := chromedp.NewContext(ctx)
		t.Cleanup(cancel)
		tabs = append(tabs, tab)
	}
	for i, tab := range tabs {
		do(t, tab, fmt.Sprintf("open tab %d", i+1), chromedp.Navigate(base+"/?game=othello&black=human&white=human"),
			chromedp.WaitVisible(chromedp.CSS(`#board [data-sq="F5"]`)))
	}
	// Every tab still answers: a move in the first and in the last.
	for _, i := range []int{0, 9} {
		clickSq(t, tabs[i], "F5", 1)
	}
}

// TestBrowserPhone: on a phone (390x844) renju points are targets of at
// least 32 px, and playing a move does not scroll the page.
func TestBrowserPhone(t *testing.T) {
	ctx, base, shots := browser(t)
	do(t, ctx, "open the page at 390x844", chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile),
		chromedp.Navigate(base+"/?game=renju/renju&black=human&white=human"),
		chromedp.WaitVisible(chromedp.CSS(`#board [data-sq="h8"]`)))
	if w := eval[float64](t, ctx, `document.querySelector('#board [data-sq="h8"]').getBoundingClientRect().width`); w < 32 {
		t.Errorf("a renju point is %.1f px wide, want at least 32", w)
	}
	for i, sq := range []string{"h8", "h9", "i9", "j10", "g7", "i7", "i10", "g9"} {
		eval[any](t, ctx, `window.scrollTo(0, 0)`)
		eval[any](t, ctx, fmt.Sprintf(`document.querySelector('#board [data-sq="%s"]').scrollIntoView({block: 'center', inline: 'center'})`, sq))
		y := eval[float64](t, ctx, `window.scrollY`)
		clickSq(t, ctx, sq, i+1)
		if after := eval[float64](t, ctx, `window.scrollY`); after != y {
			t.Fatalf("move %d (%s) scrolled the page from %.0f to %.0f", i+1, sq, y, after)
		}
	}
	pageShot(t, ctx, shots, "page-renju-phone.png")
}
