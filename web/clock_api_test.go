package web

import (
	"encoding/json"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"bitban/session"
)

// The game clock through the API, on a fake clock the test moves forward.

type fakeClock struct {
	mu sync.Mutex
	t  time.Time
}

func (f *fakeClock) now() time.Time {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.t
}

func (f *fakeClock) advance(d time.Duration) {
	f.mu.Lock()
	f.t = f.t.Add(d)
	f.mu.Unlock()
}

// t0 is the fake clock's start.
var t0 = time.Date(2024, 1, 1, 12, 0, 0, 0, time.UTC)

// clockServer is a test server whose games read a fake clock.
func clockServer(t *testing.T) (*Server, *fakeClock) {
	t.Helper()
	s := testServer(t, nil)
	fc := &fakeClock{t: t0}
	s.now = fc.now
	return s, fc
}

// createWith creates a game from a JSON body (with its clock or level).
func createWith(t *testing.T, h http.Handler, body string) answer {
	t.Helper()
	return mustCode(t, call(t, h, "POST", "/api/games", body), http.StatusCreated)
}

// clockOf decodes the clock of a state answer.
func clockOf(t *testing.T, a answer) session.ClockState {
	t.Helper()
	var v struct{ Clock *session.ClockState }
	if err := json.Unmarshal([]byte(a.raw), &v); err != nil || v.Clock == nil {
		t.Fatalf("no clock in %s", truncate(a.raw, 300))
	}
	return *v.Clock
}

// wantClock checks the main time left of both sides and the running side.
func wantClock(t *testing.T, a answer, blackMS, whiteMS int64, running string) {
	t.Helper()
	c := clockOf(t, a)
	if c.Black.MainMS != blackMS || c.White.MainMS != whiteMS || c.Running != running {
		t.Errorf("clock black %d white %d running %q, want %d %d %q", c.Black.MainMS, c.White.MainMS, c.Running, blackMS, whiteMS, running)
	}
}

func TestAPIClockFischerAndLossOnTime(t *testing.T) {
	s, fc := clockServer(t)
	a := createWith(t, s, `{"game":"othello","clock":{"kind":"fischer","main_ms":10000,"increment_ms":2000}}`)
	g := "/api/games/" + str(a, "id")
	wantClock(t, a, 10000, 10000, "black")
	fc.advance(3 * time.Second)
	a = mustCode(t, call(t, s, "POST", g+"/move", `{"move":"f5"}`), 200)
	wantClock(t, a, 9000, 10000, "white") // 10 - 3 + 2
	fc.advance(1500 * time.Millisecond)
	a = mustCode(t, call(t, s, "GET", g, ""), 200)
	wantClock(t, a, 9000, 8500, "white") // white's clock runs
	// White runs out: the game is over on time.
	fc.advance(8501 * time.Millisecond)
	a = mustCode(t, call(t, s, "GET", g, ""), 200)
	if a.body["over"] != true || str(a, "winner") != "black" || str(a, "reason") != "time" ||
		str(a, "result") != "Black wins (White lost on time)" || len(strs(a, "legal")) != 0 {
		t.Errorf("after the loss on time: %s", truncate(a.raw, 400))
	}
	if c := clockOf(t, a); c.Flagged != "white" || c.Running != "" || c.White.MainMS != 0 {
		t.Errorf("clock after the loss: %+v", c)
	}
	// No more moves, engine moves or moves from an earlier position.
	for _, req := range []struct{ path, body string }{
		{g + "/move", `{"move":"d6"}`}, {g + "/move", `{"move":"f4","ply":0}`}, {g + "/engine", `{"mode":"move"}`},
	} {
		r := mustCode(t, call(t, s, "POST", req.path, req.body), 400)
		if e := str(r, "error"); !strings.Contains(e, "White lost on time") || !strings.Contains(e, "undo or start a new game") {
			t.Errorf("%s %s after the loss: %s", req.path, req.body, r.raw)
		}
	}
	// Analysis goes on.
	mustCode(t, runEngine(t, s, str(a, "id"), `{"mode":"analyse","depth":1}`), 200)
	// An earlier position of a game lost on time is not over.
	if r := mustCode(t, call(t, s, "GET", g+"?ply=0", ""), 200); r.body["over"] == true {
		t.Errorf("ply 0 of a game lost on time is over: %s", truncate(r.raw, 200))
	}
	// Undo of nothing lifts the loss: white's time as its position arose.
	fc.advance(time.Minute)
	a = mustCode(t, call(t, s, "POST", g+"/undo", `{"plies":0}`), 200)
	if a.body["over"] == true || str(a, "reason") != "" {
		t.Errorf("after the undo: %s", truncate(a.raw, 300))
	}
	wantClock(t, a, 9000, 10000, "white")
}

func TestAPIClockByoyomiAndUndo(t *testing.T) {
	s, fc := clockServer(t)
	a := createWith(t, s, `{"game":"shogi","clock":{"kind":"byoyomi","main_ms":5000,"byoyomi_ms":10000},"level":2}`)
	g := "/api/games/" + str(a, "id")
	if a.body["level"] != 2.0 {
		t.Errorf("level %v, want 2", a.body["level"])
	}
	fc.advance(12 * time.Second) // 5 s main and 7 s of the period
	a = mustCode(t, call(t, s, "POST", g+"/move", `{"move":"7g7f"}`), 200)
	wantClock(t, a, 0, 5000, "white")
	if c := clockOf(t, a); c.Black.ByoyomiMS != 10000 || c.Kind != "byoyomi" || c.MainMS != 5000 || c.ByoyomiMS != 10000 {
		t.Errorf("clock %+v", c)
	}
	fc.advance(time.Second)
	a = mustCode(t, call(t, s, "POST", g+"/move", `{"move":"3c3d"}`), 200)
	wantClock(t, a, 0, 4000, "black")
	fc.advance(9 * time.Second)
	a = mustCode(t, call(t, s, "GET", g, ""), 200)
	if c := clockOf(t, a); c.Black.MainMS != 0 || c.Black.ByoyomiMS != 1000 {
		t.Errorf("black's byoyomi after 9 s: %+v", c.Black)
	}
	// Undo of two moves: the start position and its times.
	a = mustCode(t, call(t, s, "POST", g+"/undo", `{"plies":2}`), 200)
	wantClock(t, a, 5000, 5000, "black")
	// A move from an earlier position is an undo to it and the move.
	mustCode(t, call(t, s, "POST", g+"/move", `{"move":"7g7f"}`), 200)
	fc.advance(2 * time.Second)
	mustCode(t, call(t, s, "POST", g+"/move", `{"move":"3c3d"}`), 200)
	fc.advance(2 * time.Second)
	a = mustCode(t, call(t, s, "POST", g+"/move", `{"move":"8c8d","ply":1}`), 200)
	wantClock(t, a, 5000, 5000, "black")
}

// TestAPIClockFlagEvent: the flag timer's firing tells the streams of the
// loss on time (the timer itself only waits for it).
func TestAPIClockFlagEvent(t *testing.T) {
	s, fc := clockServer(t)
	a := createWith(t, s, `{"game":"renju","clock":{"kind":"sudden","main_ms":1000}}`)
	g, err := s.lookup(httptestRequest(str(a, "id")))
	if err != nil {
		t.Fatal(err)
	}
	ch := make(chan event, 4)
	g.mu.Lock()
	g.subs[ch] = struct{}{}
	g.mu.Unlock()
	g.flagFired() // early: nothing to say, the timer is set again
	if len(ch) != 0 {
		t.Fatalf("an event before the time ran out: %s", (<-ch).data)
	}
	fc.advance(1001 * time.Millisecond)
	g.flagFired()
	ev := <-ch
	if ev.name != "state" || !strings.Contains(string(ev.data), `"reason":"time"`) {
		t.Errorf("event %s %s", ev.name, truncate(string(ev.data), 300))
	}
}

func httptestRequest(id string) *http.Request {
	r, _ := http.NewRequest("GET", "/api/games/"+id, nil)
	r.SetPathValue("id", id)
	return r
}

// TestAPIClockHostileInput: settings that make no sense answer 400 naming
// the field, and no game is made.
func TestAPIClockHostileInput(t *testing.T) {
	s, _ := clockServer(t)
	cases := map[string]string{
		`{"game":"shogi","clock":{"kind":"sudden","main_ms":-5000}}`:                         "clock.main_ms -5000",
		`{"game":"shogi","clock":{"kind":"sudden","main_ms":0}}`:                             "clock.main_ms 0",
		`{"game":"shogi","clock":{"kind":"fischer","main_ms":99999999999999}}`:               "clock.main_ms 99999999999999",
		`{"game":"shogi","clock":{"kind":"fischer","main_ms":60000,"increment_ms":-1}}`:      "clock.increment_ms -1",
		`{"game":"shogi","clock":{"kind":"fischer","main_ms":60000,"increment_ms":6000000}}`: "clock.increment_ms 6000000",
		`{"game":"shogi","clock":{"kind":"fischer","main_ms":60000,"increment_ms":6e8}}`:     "increment_ms",
		`{"game":"shogi","clock":{"kind":"byoyomi","main_ms":60000}}`:                        "clock.byoyomi_ms 0",
		`{"game":"shogi","clock":{"kind":"byoyomi","byoyomi_ms":-30000}}`:                    "clock.byoyomi_ms -30000",
		`{"game":"shogi","clock":{"kind":"sudden","main_ms":60000,"byoyomi_ms":30000}}`:      "clock.byoyomi_ms 30000",
		`{"game":"shogi","clock":{"main_ms":60000}}`:                                         "clock.main_ms 60000",
		`{"game":"shogi","clock":{"kind":"hourglass","main_ms":60000}}`:                      "clock.kind",
		`{"game":"shogi","clock":{"kind":"sudden","main_ms":1e30}}`:                          "main_ms",
		`{"game":"shogi","clock":{"kind":"sudden","main_ms":1.5}}`:                           "main_ms",
		`{"game":"shogi","clock":{"kind":"sudden","main_ms":"60000"}}`:                       "main_ms",
		`{"game":"shogi","clock":{"kind":"sudden","main_ms":60000,"extra":1}}`:               "extra",
		`{"game":"shogi","clock":"fischer"}`:                                                 "clock",
		`{"game":"shogi","level":-1}`:                                                        "level -1",
		`{"game":"shogi","level":7}`:                                                         "level 7",
		`{"game":"shogi","level":1000000000}`:                                                "level 1000000000",
		`{"game":"shogi","level":1e9}`:                                                       "level",
		`{"game":"shogi","level":"max"}`:                                                     "level",
	}
	for body, want := range cases {
		a := mustCode(t, call(t, s, "POST", "/api/games", body), 400)
		if !strings.Contains(str(a, "error"), want) {
			t.Errorf("%s: error %q, want it to name %q", body, str(a, "error"), want)
		}
	}
	s.mu.Lock()
	n := len(s.games)
	s.mu.Unlock()
	if n != 0 {
		t.Errorf("%d games made from refused settings", n)
	}
}

// TestAPIClockImportRestarts: an import or a set-up position starts the
// clocks again from the setting.
func TestAPIClockImportRestarts(t *testing.T) {
	s, fc := clockServer(t)
	a := createWith(t, s, `{"game":"othello","clock":{"kind":"sudden","main_ms":60000}}`)
	g := "/api/games/" + str(a, "id")
	fc.advance(10 * time.Second)
	mustCode(t, call(t, s, "POST", g+"/move", `{"move":"f5"}`), 200)
	fc.advance(70 * time.Second)
	a = mustCode(t, call(t, s, "POST", g+"/import", `{"format":"transcript","text":"f5d6c3"}`), 200)
	wantClock(t, a, 60000, 60000, "white")
	fc.advance(time.Second)
	a = mustCode(t, call(t, s, "POST", g+"/setup", `{"position":"---------------------------OX------XO--------------------------- X"}`), 200)
	wantClock(t, a, 60000, 60000, "black")
}

// TestAPIClockAndVariations: the clock follows the main line only. A
// variation played from an earlier position leaves it alone; promoting
// the variation takes it back to where the lines part (as an undo there)
// and charges the promoted moves as made at once.
func TestAPIClockAndVariations(t *testing.T) {
	s, fc := clockServer(t)
	a := createWith(t, s, `{"game":"othello","clock":{"kind":"fischer","main_ms":10000,"increment_ms":1000}}`)
	g := "/api/games/" + str(a, "id")
	fc.advance(2 * time.Second)
	a = mustCode(t, call(t, s, "POST", g+"/move", `{"move":"f5"}`), 200)
	wantClock(t, a, 9000, 10000, "white") // 10 - 2 + 1
	fc.advance(3 * time.Second)
	a = mustCode(t, call(t, s, "POST", g+"/move", `{"move":"d6"}`), 200)
	wantClock(t, a, 9000, 8000, "black") // 10 - 3 + 1
	fc.advance(1 * time.Second)
	// A variation at ply 1 (White's other reply): analysis, no charge.
	a = mustCode(t, call(t, s, "POST", g+"/move", `{"move":"f6","path":["F5"]}`), 200)
	wantClock(t, a, 8000, 8000, "black") // Black's clock kept running: 9 - 1
	if m := strs(a, "moves"); len(m) != 2 || m[1] != "D6" {
		t.Fatalf("main line after the variation: %v", m)
	}
	// Promote it: the clock goes back to the position after F5 (White to
	// move, with the times it had then), and F6 is charged at once.
	fc.advance(1 * time.Second)
	a = mustCode(t, call(t, s, "POST", g+"/variations/promote", `{"path":["F5","F6"]}`), 200)
	if m := strs(a, "moves"); len(m) != 2 || m[1] != "F6" {
		t.Fatalf("main line after the promotion: %v", m)
	}
	wantClock(t, a, 9000, 11000, "black") // White: 10 + 1 for its move made at once
	// A move at the new end is charged as usual.
	fc.advance(500 * time.Millisecond)
	a = mustCode(t, call(t, s, "POST", g+"/move", `{"move":"e6"}`), 200)
	wantClock(t, a, 9500, 11000, "white") // 9 - 0.5 + 1
}

// TestAPIClockVariationsHistory walks a game with a clock through every
// kind of tree change and checks the clock and that its per-ply history
// stays the main line's: a path move at the main line's end is charged;
// showing, adding and deleting variations leave the clock alone; a "ply"
// move is an undo there plus the move; after a loss on time variations
// may still be played but not the game; promoting a line takes the clock
// back to where the lines part, and an undo inside the promoted moves
// finds the times the promotion recorded.
func TestAPIClockVariationsHistory(t *testing.T) {
	s, fc := clockServer(t)
	a := createWith(t, s, `{"game":"othello","clock":{"kind":"fischer","main_ms":10000,"increment_ms":1000}}`)
	id := str(a, "id")
	g := "/api/games/" + id
	consistent := func(step string) {
		t.Helper()
		s.mu.Lock()
		gm := s.games[id]
		s.mu.Unlock()
		gm.mu.Lock()
		defer gm.mu.Unlock()
		if n, main := gm.clock().Plies(), gm.tree.main; n != main {
			t.Errorf("%s: the clock's history holds %d moves, the main line %d", step, n, main)
		}
		if played, tree := gm.main.Moves(), gm.tree.mainMoves(); !slices.Equal(played, tree) {
			t.Errorf("%s: the session played %v, the tree's main line is %v", step, played, tree)
		}
	}
	main := func(a answer, want ...string) {
		t.Helper()
		if m := strs(a, "moves"); strings.Join(m, " ") != strings.Join(want, " ") {
			t.Errorf("main line %v, want %v", m, want)
		}
	}

	fc.advance(2 * time.Second)
	a = mustCode(t, call(t, s, "POST", g+"/move", `{"move":"f5"}`), 200)
	wantClock(t, a, 9000, 10000, "white")
	fc.advance(3 * time.Second)
	// A move with path at the main line's end goes on with the game.
	a = mustCode(t, call(t, s, "POST", g+"/move", `{"move":"d6","path":["F5"]}`), 200)
	wantClock(t, a, 9000, 8000, "black")
	fc.advance(time.Second)
	a = mustCode(t, call(t, s, "POST", g+"/move", `{"move":"c3"}`), 200)
	wantClock(t, a, 9000, 8000, "white")
	main(a, "F5", "D6", "C3")
	consistent("three moves")

	// A variation, its continuation, showing it and deleting part of it:
	// White's clock runs on untouched.
	fc.advance(time.Second)
	a = mustCode(t, call(t, s, "POST", g+"/move", `{"move":"f6","path":["F5"]}`), 200)
	wantClock(t, a, 9000, 7000, "white")
	a = mustCode(t, call(t, s, "POST", g+"/move", `{"move":"e6","path":["F5","F6"]}`), 200)
	wantClock(t, a, 9000, 7000, "white")
	fc.advance(time.Second)
	a = mustCode(t, call(t, s, "POST", g+"/variations/show", `{"path":["F5","F6"]}`), 200)
	wantClock(t, a, 9000, 6000, "white")
	a = mustCode(t, call(t, s, "POST", g+"/variations/delete", `{"path":["F5","F6","E6"]}`), 200)
	wantClock(t, a, 9000, 6000, "white")
	mustCode(t, call(t, s, "POST", g+"/variations/delete", `{"path":["F5","D6"]}`), 409) // main line
	a = mustCode(t, call(t, s, "GET", g, ""), 200)
	wantClock(t, a, 9000, 6000, "white")
	main(a, "F5", "D6", "C3")
	consistent("variations")

	// A move with ply replaces the rest of the game: an undo to the
	// position after F5 (White 10 s as then), F4 charged at once (+1 s).
	fc.advance(time.Second)
	a = mustCode(t, call(t, s, "POST", g+"/move", `{"move":"f4","ply":1}`), 200)
	wantClock(t, a, 9000, 11000, "black")
	main(a, "F5", "F4")
	consistent("ply move")

	// Black loses on time. Variations are analysis and still allowed
	// (D6 C3 stayed in the tree as one); game moves are refused, a path
	// move at the main line's end too.
	fc.advance(9500 * time.Millisecond)
	a = mustCode(t, call(t, s, "GET", g, ""), 200)
	if str(a, "reason") != "time" || clockOf(t, a).Flagged != "black" {
		t.Fatalf("no loss on time: %s", truncate(a.raw, 300))
	}
	a = mustCode(t, call(t, s, "POST", g+"/move", `{"move":"d3","path":["F5","D6","C3"]}`), 200)
	if c := clockOf(t, a); c.Flagged != "black" {
		t.Errorf("a variation move lifted the loss on time: %+v", c)
	}
	mustCode(t, call(t, s, "POST", g+"/move", `{"move":"e3"}`), 400)
	mustCode(t, call(t, s, "POST", g+"/move", `{"move":"e3","path":["F5","F4"]}`), 400)
	consistent("loss on time")

	// Promoting F5 D6 C3 D3: back to the position after F5 (where the
	// lines part; the loss on time is lifted as by an undo), then D6, C3
	// and D3 charged at once, each with its increment.
	fc.advance(time.Second)
	a = mustCode(t, call(t, s, "POST", g+"/variations/promote", `{"path":["F5","D6","C3","D3"]}`), 200)
	main(a, "F5", "D6", "C3", "D3")
	wantClock(t, a, 10000, 12000, "black")
	if c := clockOf(t, a); c.Flagged != "" || a.body["over"] == true {
		t.Errorf("the promotion kept the loss on time: %s", truncate(a.raw, 300))
	}
	consistent("promote")
	// An undo inside the promoted moves finds the times recorded then.
	fc.advance(time.Second)
	a = mustCode(t, call(t, s, "POST", g+"/undo", `{"plies":1}`), 200)
	wantClock(t, a, 10000, 11000, "white")
	consistent("undo")
	// Promoting the first variation back: again from the position after F5.
	fc.advance(time.Second)
	a = mustCode(t, call(t, s, "POST", g+"/variations/promote", `{"path":["F5","F4"]}`), 200)
	main(a, "F5", "F4")
	wantClock(t, a, 9000, 11000, "black")
	consistent("promote back")
	fc.advance(2 * time.Second)
	a = mustCode(t, call(t, s, "POST", g+"/move", `{"move":"e3"}`), 200)
	wantClock(t, a, 8000, 11000, "white")
	main(a, "F5", "F4", "E3")
	consistent("move after the promotion")
}
