package web

import (
	"strconv"
	"testing"
	"time"
)

// The engine as a player: its clock limits and its strength levels.

// TestEngineClockJob: a game move's job carries the side's clock as it
// stands (the time already spent is gone), the margin, and the hard limit.
func TestEngineClockJob(t *testing.T) {
	s, fc := clockServer(t)
	a := createWith(t, s, `{"game":"shogi","clock":{"kind":"byoyomi","main_ms":60000,"byoyomi_ms":10000}}`)
	g, _ := s.lookup(httptestRequest(str(a, "id")))
	fc.advance(5 * time.Second)
	j := g.moveJob(job{Mode: "move", Time: time.Second})
	want := clockLimits{Left: 55 * time.Second, Byoyomi: 10 * time.Second, Margin: 850 * time.Millisecond}
	if j.Clock == nil || *j.Clock != want || j.Time != 65*time.Second-850*time.Millisecond {
		t.Fatalf("job clock %+v time %v, want %+v and 64.15 s", j.Clock, j.Time, want)
	}
	lim := j.limits()
	if lim.TimeLeft != 55*time.Second || lim.Byoyomi != 10*time.Second || lim.Margin != want.Margin || lim.MoveTime != 0 {
		t.Errorf("limits %+v", lim)
	}
	// Fischer: the increment; no clock: the time per move.
	a = createWith(t, s, `{"game":"othello","clock":{"kind":"fischer","main_ms":10000,"increment_ms":3000}}`)
	g, _ = s.lookup(httptestRequest(str(a, "id")))
	if j := g.moveJob(job{Mode: "move"}); j.Clock == nil || j.Clock.Increment != 3*time.Second || j.Clock.Left != 10*time.Second {
		t.Errorf("fischer job clock %+v", j.Clock)
	}
	if lim := (job{Mode: "move", Time: time.Second}).limits(); lim.MoveTime != time.Second || lim.TimeLeft != 0 {
		t.Errorf("limits without a clock %+v", lim)
	}
}

// TestEngineMoveUnderClock: the engine, given a second a move (byoyomi
// only), plays within it; the move is charged to its clock.
func TestEngineMoveUnderClock(t *testing.T) {
	s := testServer(t, nil)
	a := createWith(t, s, `{"game":"shogi","position":"startpos moves 7g7f 3c3d","clock":{"kind":"byoyomi","byoyomi_ms":1000}}`)
	r := mustCode(t, runEngine(t, s, str(a, "id"), `{"mode":"move","time_ms":20000}`), 200)
	st := r.body["state"].(map[string]any)
	if len(st["moves"].([]any)) != 3 || st["over"] == true {
		t.Fatalf("the engine's move under a 1 s byoyomi: %s", truncate(r.raw, 400))
	}
	if ms := r.body["time_ms"].(float64); ms > 1000 {
		t.Errorf("the engine searched %v ms of its 1000", ms)
	}
	c := st["clock"].(map[string]any)
	if c["running"] != "white" || c["flagged"] != "" {
		t.Errorf("clock after the engine's move: %v", c)
	}
}

// TestEngineLevels: a weak level's move is a shallow search on one thread
// in every game, and analysis stays at full strength.
func TestEngineLevels(t *testing.T) {
	s := testServer(t, nil)
	for _, c := range []struct{ game, position string }{
		{"othello", "f5d6c3"}, {"shogi", "startpos moves 7g7f"}, {"renju", "h8 h9 i9"},
	} {
		for _, level := range []int{1, 3, maxLevel} {
			a := createWith(t, s, `{"game":"`+c.game+`","position":"`+c.position+`","level":`+strconv.Itoa(level)+`}`)
			r := mustCode(t, runEngine(t, s, str(a, "id"), `{"mode":"move","time_ms":10000}`), 200)
			d := int(r.body["depth"].(float64))
			if d < 1 || d > levels[level].depth[c.game] || str(r, "best") == "" || r.body["settings"] == nil {
				t.Errorf("%s level %d: %s", c.game, level, truncate(r.raw, 300))
			}
		}
	}
	a := createWith(t, s, `{"game":"shogi","position":"startpos moves 7g7f","level":1}`)
	r := mustCode(t, runEngine(t, s, str(a, "id"), `{"mode":"analyse","time_ms":300}`), 200)
	if d := r.body["depth"].(float64); d < 3 {
		t.Errorf("analysis of a level 1 game searched depth %v: want full strength", d)
	}
}

func TestLevelJob(t *testing.T) {
	j := levelJob(job{Mode: "move", Depth: 0, Threads: 8}, 2, "shogi")
	if j.Depth != 2 || j.Threads != 1 || j.lines() != 3 || j.Level != 2 {
		t.Errorf("level 2: %+v lines %d", j, j.lines())
	}
	if j := levelJob(job{Mode: "move", Depth: 1}, 5, "othello"); j.Depth != 1 || othelloSolveEmpties(j) != 16 {
		t.Errorf("a request's smaller depth stays: %+v", j)
	}
	if j := levelJob(job{Mode: "move", Threads: 8}, 0, "renju"); j.Threads != 8 || j.Level != 0 || j.lines() != 1 {
		t.Errorf("full strength changed the job: %+v", j)
	}
}

func TestPickLine(t *testing.T) {
	line := func(score int, move string) info { return info{Score: score, PV: []string{move, "x"}, Depth: 1} }
	res := result{info: info{Score: 50, Nodes: 99}, Best: "a"}
	res.Lines = []info{line(50, "a"), line(20, "b"), line(-10, "c"), line(-400, "d")}
	seen := map[string]bool{}
	for k := 0; k < 4; k++ {
		out := pickLine(res, 100, func(n int) int {
			if n != 3 {
				t.Fatalf("%d candidates within 100 of 50, want 3", n)
			}
			return k % n
		})
		if out.PV[0] != out.Best || out.Nodes != 99 || out.Lines != nil {
			t.Errorf("picked %+v", out)
		}
		seen[out.Best] = true
	}
	if !seen["a"] || !seen["b"] || !seen["c"] || seen["d"] {
		t.Errorf("moves picked %v, want a, b and c", seen)
	}
	one := result{Best: "a"}
	if out := pickLine(one, 100, func(int) int { t.Fatal("a pick of one line"); return 0 }); out.Best != "a" {
		t.Errorf("one line: %+v", out)
	}
}
