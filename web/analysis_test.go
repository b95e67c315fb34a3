package web

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"runtime"
	"strings"
	"testing"
	"time"
)

// The analysis board's API: the engine settings (multi-PV lines, threads,
// table memory), the multi-PV lines of an analysis and the whole-game
// analysis with its move marks.

// TestEngineSettingsValidation: nonsense settings are a 400 naming the
// field; threads and memory beyond the server's limits are lowered to them
// and the answer says what the search ran with.
func TestEngineSettingsValidation(t *testing.T) {
	s := testServer(t, nil)
	id := str(create(t, s, "othello", "", "f5d6"), "id")
	for body, field := range map[string]string{
		`{"mode":"analyse","lines":0}`:     "lines 0",
		`{"mode":"analyse","lines":6}`:     "lines 6",
		`{"mode":"analyse","lines":-2}`:    "lines -2",
		`{"mode":"analyse","lines":"3"}`:   "lines",
		`{"mode":"analyse","threads":0}`:   "threads 0",
		`{"mode":"analyse","hash_mb":0}`:   "hash_mb 0",
		`{"mode":"analyse","hash_mb":-64}`: "hash_mb -64",
	} {
		a := mustCode(t, runEngine(t, s, id, body), http.StatusBadRequest)
		if !strings.Contains(str(a, "error"), field) {
			t.Errorf("%s: error %q does not name %q", body, str(a, "error"), field)
		}
	}
	// Too many threads or megabytes: lowered to the server's limits.
	a := mustCode(t, runEngine(t, s, id, `{"mode":"analyse","depth":2,"lines":2,"threads":4096,"hash_mb":100000}`), 200)
	set, _ := a.body["settings"].(map[string]any)
	if set["threads"] != float64(runtime.NumCPU()) || set["hash_mb"] != 16.0 || set["lines"] != 2.0 {
		t.Errorf("settings %v, want threads %d, hash_mb 16 (the test server's --engine-mb), lines 2", set, runtime.NumCPU())
	}
	// A game move searches one line whatever the setting.
	a = mustCode(t, runEngine(t, s, id, `{"mode":"move","depth":2,"lines":3,"threads":1}`), 200)
	if set, _ := a.body["settings"].(map[string]any); set["lines"] != 1.0 || a.body["lines"] != nil {
		t.Errorf("an engine move with lines 3: settings %v, lines %v", set, a.body["lines"])
	}
	// The page learns the ranges.
	g := mustCode(t, call(t, s, "GET", "/api/games", ""), 200)
	lim, _ := g.body["engine"].(map[string]any)
	if lim["max_lines"] != 5.0 || lim["max_threads"] != float64(runtime.NumCPU()) || lim["max_hash_mb"] != 16.0 {
		t.Errorf("engine limits %v", lim)
	}
	// The whole-game analysis checks its settings the same way.
	for body, field := range map[string]string{
		`{"threads":0}`:      "threads 0",
		`{"hash_mb":0}`:      "hash_mb 0",
		`{"time_ms":0}`:      "time_ms 0",
		`{"time_ms":999999}`: "time_ms 999999",
		`{"depth":-1}`:       "depth -1",
		`{"lines":2}`:        "lines", // one line per position: the field is unknown
	} {
		a := mustCode(t, call(t, s, "POST", "/api/games/"+id+"/analyse-game", body), http.StatusBadRequest)
		if !strings.Contains(str(a, "error"), field) {
			t.Errorf("analyse-game %s: error %q does not name %q", body, str(a, "error"), field)
		}
	}
}

// TestMultiPVLines: an analysis with lines 3 answers three lines for each
// game, best first, each with its own first move, score and line; shogi's
// lines are also written in KIF notation.
func TestMultiPVLines(t *testing.T) {
	s := testServer(t, nil)
	for _, c := range []struct{ game, rule, position, body string }{
		{"shogi", "", "startpos moves 7g7f 3c3d", `{"mode":"analyse","lines":3,"depth":3,"threads":1,"time_ms":10000}`},
		{"othello", "", "f5d6c3", `{"mode":"analyse","lines":3,"depth":4,"threads":1,"time_ms":10000}`},
		{"renju", "standard", "h8 h9 i9", `{"mode":"analyse","lines":3,"depth":2,"threads":1,"time_ms":10000}`},
	} {
		id := str(create(t, s, c.game, c.rule, c.position), "id")
		a := mustCode(t, runEngine(t, s, id, c.body), 200)
		var r EngineResult
		if err := json.Unmarshal([]byte(a.raw), &r); err != nil {
			t.Fatal(err)
		}
		if len(r.Lines) != 3 {
			t.Fatalf("%s: %d lines, want 3: %s", c.game, len(r.Lines), a.raw)
		}
		first := map[string]bool{}
		for i, l := range r.Lines {
			if l.MultiPV != i+1 || l.Depth < 1 || l.ScoreText == "" || len(l.PV) == 0 {
				t.Errorf("%s line %d: %+v", c.game, i+1, l)
				continue
			}
			if first[l.PV[0]] {
				t.Errorf("%s: two lines start with %s", c.game, l.PV[0])
			}
			first[l.PV[0]] = true
			if c.game == "shogi" && len(l.PVLabels) != len(l.PV) {
				t.Errorf("shogi line %d: labels %v for %v", i+1, l.PVLabels, l.PV)
			}
			if c.game != "renju" && i > 0 && l.Score > r.Lines[i-1].Score {
				// Shogi and Othello search the lines together: best first.
				t.Errorf("%s: line %d scores %d, more than line %d's %d", c.game, i+1, l.Score, i, r.Lines[i-1].Score)
			}
		}
		if r.Best != r.Lines[0].PV[0] {
			t.Errorf("%s: best %s is not line 1's first move %s", c.game, r.Best, r.Lines[0].PV[0])
		}
		t.Logf("%s: %s | %s | %s", c.game, lineText(r.Lines[0]), lineText(r.Lines[1]), lineText(r.Lines[2]))
	}
}

func lineText(l info) string { return l.ScoreText + " " + strings.Join(l.PV, " ") }

// TestMultiPVEvents: the info events of a multi-PV analysis carry every
// line reported so far, so that an event dropped by the throttle loses none.
func TestMultiPVEvents(t *testing.T) {
	s := testServer(t, nil)
	srv := httptest.NewServer(s)
	t.Cleanup(srv.Close) // after the event stream's cleanup
	id := str(create(t, s, "othello", "", "f5d6c3"), "id")
	next := eventStream(t, srv.URL+"/api/games/"+id+"/events")
	next("state")
	done := postAsync(srv.URL+"/api/games/"+id+"/engine", `{"mode":"analyse","lines":3,"depth":6,"threads":1,"time_ms":10000}`)
	// Othello reports the three lines of an iteration one after the
	// other: the third event of depth 1 has them all.
	var in info
	for i := 0; i < 3; i++ {
		in = info{}
		if err := json.Unmarshal([]byte(next("info")), &in); err != nil {
			t.Fatal(err)
		}
		if len(in.Lines) != i+1 || in.Lines[0].PV[0] != in.PV[0] {
			t.Fatalf("info event %d: %d lines, best %v, lines %+v", i+1, len(in.Lines), in.PV, in.Lines)
		}
	}
	var res EngineResult
	if err := json.Unmarshal([]byte(next("done")), &res); err != nil || len(res.Lines) != 3 {
		t.Errorf("done event: %d lines, %v", len(res.Lines), err)
	}
	mustCode(t, <-done, 200)
}

// eventStream reads a game's server-sent events; the function it returns
// waits for the next event of a name and returns its data.
func eventStream(t *testing.T, url string) func(name string) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	t.Cleanup(cancel)
	req, _ := http.NewRequestWithContext(ctx, "GET", url, nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { resp.Body.Close() })
	if ct := resp.Header.Get("Content-Type"); ct != "text/event-stream" {
		t.Fatalf("Content-Type %q", ct)
	}
	events := make(chan [2]string, 1000)
	go func() {
		defer close(events)
		sc := bufio.NewScanner(resp.Body)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		var name string
		for sc.Scan() {
			switch line := sc.Text(); {
			case strings.HasPrefix(line, "event: "):
				name = line[7:]
			case strings.HasPrefix(line, "data: "):
				events <- [2]string{name, line[6:]}
			}
		}
	}()
	return func(want string) string {
		t.Helper()
		for {
			select {
			case e, ok := <-events:
				if !ok {
					t.Fatalf("stream ended waiting for %s", want)
				}
				if e[0] == want {
					return e[1]
				}
			case <-ctx.Done():
				t.Fatalf("no %s event", want)
			}
		}
	}
}

// analyseGame runs a whole-game analysis and decodes its answer.
func analyseGame(t *testing.T, h http.Handler, id, body string) GameAnalysis {
	t.Helper()
	a := mustCode(t, call(t, h, "POST", "/api/games/"+id+"/analyse-game", body), 200)
	var r GameAnalysis
	if err := json.Unmarshal([]byte(a.raw), &r); err != nil {
		t.Fatal(err)
	}
	return r
}

// TestAnalyseGame: every position of a renju game is evaluated (the last,
// a five, as the win it is) and the record is left as it was; White's
// move that ignores Black's open three is marked a blunder: after it Black
// wins by force.
func TestAnalyseGame(t *testing.T) {
	s := testServer(t, nil)
	const game = "h8 a1 i8 a2 j8 a3 k8 a4 l8"
	id := str(create(t, s, "renju", "standard", game), "id")
	r := analyseGame(t, s, id, `{"depth":3,"threads":1,"time_ms":5000}`)
	st := r.State
	if r.Analysed != 10 || r.Total != 10 || r.Stopped || st.Engine != "" {
		t.Fatalf("analysed %d of %d, stopped %v, engine %q", r.Analysed, r.Total, r.Stopped, st.Engine)
	}
	if st.Record != "H8 A1 I8 A2 J8 A3 K8 A4 L8" || st.Ply != 9 {
		t.Errorf("the record changed: %q at ply %d", st.Record, st.Ply)
	}
	for k, e := range st.Evals {
		if e == nil {
			t.Fatalf("no evaluation of the position after %d moves: %v", k, st.Evals)
		}
	}
	if *st.Evals[9] != renjuWinEval {
		t.Errorf("the final five: eval %v, want %v", *st.Evals[9], renjuWinEval)
	}
	// Move 6 (a3, White) lets Black's open three become an open four.
	if len(st.Marks) != 9 || st.Marks[5] != "??" {
		t.Errorf("marks %q, want move 6 marked ?? (evals %v)", st.Marks, evalText(st.Evals))
	}
	// A GET shows the same marks (they follow from the evaluations).
	g := call(t, s, "GET", "/api/games/"+id, "")
	if fmt.Sprint(strs(g, "marks")) != fmt.Sprint(st.Marks) {
		t.Errorf("GET marks %v, analysis marks %v", strs(g, "marks"), st.Marks)
	}
}

func evalText(evals []*float64) string {
	var b strings.Builder
	for _, e := range evals {
		if e == nil {
			b.WriteString(" -")
		} else {
			fmt.Fprintf(&b, " %.4g", *e)
		}
	}
	return b.String()
}

// importKIF starts a shogi game from the Habu-Kato record (67 moves).
func importKIF(t *testing.T, s *Server) string {
	t.Helper()
	kif := readTestRecord(t, "shogi/habu-kato-1989.kif")
	id := str(create(t, s, "shogi", "", ""), "id")
	b, _ := json.Marshal(map[string]string{"format": "kif", "text": string(kif)})
	mustCode(t, call(t, s, "POST", "/api/games/"+id+"/import", string(b)), 200)
	return id
}

// TestAnalyseGameStopAndConflicts: while a whole-game analysis runs, moves,
// imports, setups and other searches are refused with 409 and progress
// events tell how far it is; stop ends it with the evaluations so far and
// the game unchanged.
func TestAnalyseGameStopAndConflicts(t *testing.T) {
	s := testServer(t, nil)
	srv := httptest.NewServer(s)
	t.Cleanup(srv.Close) // after the event stream's cleanup
	id := importKIF(t, s)
	next := eventStream(t, srv.URL+"/api/games/"+id+"/events")
	before := call(t, s, "GET", "/api/games/"+id, "")
	done := postAsync(srv.URL+"/api/games/"+id+"/analyse-game", `{"time_ms":300,"threads":1}`)
	waitEngine(t, s, id, gameAnalysisMode)
	var p progress
	for p.Done < 2 {
		if err := json.Unmarshal([]byte(next("progress")), &p); err != nil {
			t.Fatal(err)
		}
	}
	if p.Total != 68 || p.Mode != gameAnalysisMode {
		t.Errorf("progress %+v, want of 68 positions", p)
	}
	mustCode(t, call(t, s, "POST", "/api/games/"+id+"/move", `{"move":"7g7f","ply":0}`), http.StatusConflict)
	mustCode(t, runEngine(t, s, id, `{"mode":"analyse","time_ms":100}`), http.StatusConflict)
	mustCode(t, call(t, s, "POST", "/api/games/"+id+"/analyse-game", `{"time_ms":100}`), http.StatusConflict)
	mustCode(t, call(t, s, "POST", "/api/games/"+id+"/setup", `{"position":"startpos"}`), http.StatusConflict)
	stop := mustCode(t, call(t, s, "POST", "/api/games/"+id+"/stop", ""), 200)
	if stop.body["mode"] != gameAnalysisMode {
		t.Errorf("stop: %s", stop.raw)
	}
	r := <-done
	var res GameAnalysis
	if err := json.Unmarshal([]byte(r.raw), &res); r.code != 200 || err != nil {
		t.Fatalf("the stopped analysis: %d %s", r.code, r.raw)
	}
	if !res.Stopped || res.Analysed < 2 || res.Analysed >= res.Total || res.State.Engine != "" {
		t.Errorf("stopped analysis: stopped %v, %d of %d, engine %q", res.Stopped, res.Analysed, res.Total, res.State.Engine)
	}
	if res.State.Record != str(before, "record") || len(res.State.Moves) != 67 {
		t.Errorf("the game changed: %d moves", len(res.State.Moves))
	}
	known := 0
	for _, e := range res.State.Evals {
		if e != nil {
			known++
		}
	}
	if known != res.Analysed {
		t.Errorf("%d evaluations kept, %d reported", known, res.Analysed)
	}
	// Idle again: a move from an earlier position is accepted.
	mustCode(t, call(t, s, "POST", "/api/games/"+id+"/move", `{"move":"7g7f","ply":0}`), 200)
}

// TestAnalyseGameUndo: undo during a whole-game analysis stops it, takes
// the move back, and nothing is written to the changed game afterwards.
func TestAnalyseGameUndo(t *testing.T) {
	s := testServer(t, nil)
	srv := httptest.NewServer(s)
	defer srv.Close()
	id := importKIF(t, s)
	done := postAsync(srv.URL+"/api/games/"+id+"/analyse-game", `{"time_ms":300,"threads":1}`)
	waitEngine(t, s, id, gameAnalysisMode)
	time.Sleep(400 * time.Millisecond)
	u := mustCode(t, call(t, s, "POST", "/api/games/"+id+"/undo", `{"plies":1}`), 200)
	if n := len(u.body["moves"].([]any)); n != 66 {
		t.Fatalf("undo: %d moves, want 66", n)
	}
	r := <-done
	if r.code != 200 || r.body["stopped"] != true {
		t.Fatalf("the analysis after the undo: %d %s", r.code, r.raw)
	}
	g := call(t, s, "GET", "/api/games/"+id, "")
	if fmt.Sprint(g.body["evals"]) != fmt.Sprint(u.body["evals"]) || len(strs(g, "moves")) != 66 {
		t.Errorf("written after the undo: evals %v, then %v", u.body["evals"], g.body["evals"])
	}
}

// TestLineSet: a multi-PV search's events carry all lines known so far,
// whatever the order of the reports; a one-line search's pass unchanged.
func TestLineSet(t *testing.T) {
	one := newLineSet(1)
	if got := one.add(1, info{Depth: 3, PV: []string{"a"}}); got.Lines != nil || got.Depth != 3 {
		t.Errorf("one line: %+v", got)
	}
	ls := newLineSet(3)
	ls.add(1, info{Depth: 1, Score: 5, PV: []string{"a"}})
	ls.add(2, info{Depth: 1, Score: 3, PV: []string{"b"}})
	got := ls.add(1, info{Depth: 2, Score: 4, PV: []string{"a", "x"}, Nodes: 100})
	if len(got.Lines) != 2 || got.Depth != 2 || got.Score != 4 || got.Lines[1].PV[0] != "b" || got.Nodes != 100 {
		t.Errorf("after 1, 2, 1: %+v", got)
	}
	got = ls.add(3, info{Depth: 1, Score: -2, PV: []string{"c"}, Nodes: 150})
	if len(got.Lines) != 3 || got.Lines[2].MultiPV != 3 || got.PV[0] != "a" || got.Nodes != 150 {
		t.Errorf("after line 3: %+v", got)
	}
}

// TestMoveMarks judges moves from evaluations (Black's view) with the
// shogi scale: drops from the mover's view of 150 and 300 centipawns, a
// walk into a proven mate, and a won game kept won without a new proof.
func TestMoveMarks(t *testing.T) {
	f := func(v ...float64) []*float64 {
		out := make([]*float64, len(v))
		for i := range v {
			if v[i] != 999 { // 999: unknown
				out[i] = &v[i]
			}
		}
		return out
	}
	jd := shogiAdapter{}.judgement()
	cases := []struct {
		evals      []*float64
		blackFirst bool
		want       []string
	}{
		{f(0, -160, 200, 250), true, []string{"?", "??", ""}}, // Black drops 160, White 360, Black gains
		{f(0, 160, -200), false, []string{"?", "??"}},         // White moved first: its view is the other way up
		{f(0, 999, -1000), true, nil},                         // unknown evaluations judge nothing
		{f(100, -3000), true, []string{"??"}},                 // into a mate
		{f(3000, 2000), true, nil},                            // won, still won: not marked
		{f(3000, 100), true, []string{"??"}},                  // a won game thrown away
		{f(10, 20, 30), true, nil},                            // no marks at all: nil
	}
	for _, c := range cases {
		if got := moveMarks(jd, c.evals, c.blackFirst); fmt.Sprintf("%q", got) != fmt.Sprintf("%q", c.want) {
			t.Errorf("%v, black first %v: marks %q, want %q", evalText(c.evals), c.blackFirst, got, c.want)
		}
	}
}
