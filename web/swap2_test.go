package web

import (
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"testing"
	"time"
)

// swap2Of decodes the opening of a state answer (nil without one).
func swap2Of(t *testing.T, a answer) *swap2State {
	t.Helper()
	raw, ok := a.body["swap2"].(map[string]any)
	if !ok {
		return nil
	}
	out := &swap2State{Stones: int(raw["stones"].(float64))}
	out.Phase, _ = raw["phase"].(string)
	out.Chooser, _ = raw["chooser"].(string)
	out.Black, _ = raw["black"].(string)
	for _, x := range raw["actions"].([]any) {
		out.Actions = append(out.Actions, x.(string))
	}
	return out
}

// wantSwap2 checks a state's opening: phase, chooser, who plays black and
// the stones on the board.
func wantSwap2(t *testing.T, a answer, phase, chooser, black string, moves string) {
	t.Helper()
	o := swap2Of(t, a)
	if o == nil {
		t.Fatalf("no swap2 in the state: %s", a.raw)
	}
	if o.Phase != phase || o.Chooser != chooser || o.Black != black {
		t.Errorf("swap2 phase %q chooser %q black %q, want %q %q %q", o.Phase, o.Chooser, o.Black, phase, chooser, black)
	}
	if got := strings.Join(strs(a, "moves"), " "); got != moves {
		t.Errorf("moves %q, want %q", got, moves)
	}
}

func swap2Call(t *testing.T, h http.Handler, id, body string) answer {
	t.Helper()
	return call(t, h, "POST", "/api/games/"+id+"/swap2", body)
}

// wantRefused checks a refusal's status and that its message says why.
func wantRefused(t *testing.T, a answer, code int, why string) {
	t.Helper()
	mustCode(t, a, code)
	if msg := str(a, "error"); !strings.Contains(msg, why) {
		t.Errorf("error %q, want it to say %q", msg, why)
	}
}

// TestSwap2PlaceTwoTakeWhite plays the longest opening by hand: three
// stones, two more, the opener takes white and plays the 6th stone; the
// game then goes on as usual and the opening's stones stay.
func TestSwap2PlaceTwoTakeWhite(t *testing.T) {
	s := testServer(t, nil)
	a := createWith(t, s, `{"game":"renju","rule":"renju","opening":"swap2"}`)
	id := str(a, "id")
	wantSwap2(t, a, "place_three", "opener", "", "")
	if o := swap2Of(t, a); !reflect.DeepEqual(o.Actions, []string{"place_three"}) {
		t.Errorf("actions %v, want place_three", o.Actions)
	}
	// No other move while the opening is undecided.
	wantRefused(t, call(t, s, "POST", "/api/games/"+id+"/move", `{"move":"h8"}`), http.StatusConflict, "Swap2 opening is not decided")
	wantRefused(t, runEngine(t, s, id, `{"mode":"move","time_ms":100}`), http.StatusConflict, "Swap2 opening is not decided")

	a = mustCode(t, swap2Call(t, s, id, `{"action":"place_three","stones":["h8","h9","j8"]}`), http.StatusOK)
	wantSwap2(t, a, "answer_three", "responder", "", "H8 H9 J8")
	if o := swap2Of(t, a); !reflect.DeepEqual(o.Actions, []string{"take_white", "take_black", "place_two"}) {
		t.Errorf("actions %v", o.Actions)
	}
	wantRefused(t, call(t, s, "POST", "/api/games/"+id+"/undo", `{}`), http.StatusConflict, "cannot be taken back")

	a = mustCode(t, swap2Call(t, s, id, `{"action":"place_two","stones":["g7","k8"]}`), http.StatusOK)
	wantSwap2(t, a, "answer_five", "opener", "", "H8 H9 J8 G7 K8")
	a = mustCode(t, swap2Call(t, s, id, `{"action":"take_white","stones":["j9"]}`), http.StatusOK)
	wantSwap2(t, a, "settled", "", "responder", "H8 H9 J8 G7 K8 J9")
	if str(a, "turn") != "black" {
		t.Errorf("turn %q after six stones, want black", str(a, "turn"))
	}
	wantRefused(t, swap2Call(t, s, id, `{"action":"take_black"}`), http.StatusConflict, "opening is over")

	// Play goes on; undo takes back moves after the opening, not its stones.
	mustCode(t, call(t, s, "POST", "/api/games/"+id+"/move", `{"move":"f6"}`), http.StatusOK)
	a = mustCode(t, call(t, s, "POST", "/api/games/"+id+"/undo", `{"plies":1}`), http.StatusOK)
	wantSwap2(t, a, "settled", "", "responder", "H8 H9 J8 G7 K8 J9")
	wantRefused(t, call(t, s, "POST", "/api/games/"+id+"/undo", `{"plies":1}`), http.StatusConflict, "6 stones cannot be taken back")
	wantRefused(t, call(t, s, "POST", "/api/games/"+id+"/move", `{"move":"a1","ply":2}`), http.StatusConflict, "cannot be taken back")
}

// TestSwap2TakeBlack: the responder takes black after three stones; the
// opener, now White, plays the 4th stone as an ordinary move.
func TestSwap2TakeBlack(t *testing.T) {
	s := testServer(t, nil)
	id := str(createWith(t, s, `{"game":"renju","rule":"freestyle","opening":"swap2"}`), "id")
	mustCode(t, swap2Call(t, s, id, `{"action":"place_three","stones":["h8","h9","j8"]}`), http.StatusOK)
	a := mustCode(t, swap2Call(t, s, id, `{"action":"take_black"}`), http.StatusOK)
	wantSwap2(t, a, "settled", "", "responder", "H8 H9 J8")
	if str(a, "turn") != "white" {
		t.Errorf("turn %q, want white (the opener plays the 4th stone)", str(a, "turn"))
	}
	a = mustCode(t, call(t, s, "POST", "/api/games/"+id+"/move", `{"move":"g7"}`), http.StatusOK)
	wantSwap2(t, a, "settled", "", "responder", "H8 H9 J8 G7")
}

// TestSwap2Refusals: bad openings and decisions are 4xx with the reason.
func TestSwap2Refusals(t *testing.T) {
	s := testServer(t, nil)
	for body, why := range map[string]string{
		`{"game":"othello","opening":"swap2"}`:                    "only renju and gomoku",
		`{"game":"renju","opening":"swap3"}`:                      `opening "swap3"`,
		`{"game":"renju","opening":"swap2","position":"h8 h9"}`:   "starts from the empty board",
		`{"game":"renju","opening":"swap2","position":"h8"}`:      "starts from the empty board",
		`{"game":"renju","rule":"nonsense","opening":"swap2"}`:    "unknown rule",
		`{"game":"renju","opening":["swap2"]}`:                    "opening",
		`{"game":"renju","opening":"swap2","clock":{"kind":"x"}}`: "clock",
	} {
		wantRefused(t, call(t, s, "POST", "/api/games", body), http.StatusBadRequest, why)
	}
	plain := str(create(t, s, "renju", "renju", ""), "id")
	wantRefused(t, swap2Call(t, s, plain, `{"action":"take_black"}`), http.StatusConflict, "no Swap2 opening")

	id := str(createWith(t, s, `{"game":"renju","rule":"renju","opening":"swap2"}`), "id")
	for body, why := range map[string]string{
		`{"action":"take_black"}`:                                 "not allowed here; the opener may: place three",
		`{"action":"place_three","stones":["h8","h9"]}`:           "want 3 stone(s), got 2",
		`{"action":"place_three","stones":["h8","h9","h8"]}`:      "stone 3 at H8: occupied",
		`{"action":"place_three","stones":["h8","h9","z99"]}`:     `stone 3 "z99"`,
		`{"action":"place_three","stones":["h8","h9","j8","k8"]}`: "at most 3",
		`{"action":"swap"}`:                                       `action "swap"`,
		`{"action":"engine","time_ms":-1}`:                        "time_ms -1",
		`{"action":"engine","threads":0}`:                         "threads 0",
		`{"stones":"h8"}`:                                         "stones",
	} {
		wantRefused(t, swap2Call(t, s, id, body), http.StatusBadRequest, why)
	}
	// After three stones: an occupied point and a missing stone are
	// refused, and a refused decision leaves the game as it was.
	mustCode(t, swap2Call(t, s, id, `{"action":"place_three","stones":["h8","a1","j9"]}`), http.StatusOK)
	wantRefused(t, swap2Call(t, s, id, `{"action":"place_two","stones":["h8","k10"]}`), http.StatusBadRequest, "stone 4 at H8: occupied")
	wantRefused(t, swap2Call(t, s, id, `{"action":"take_white","stones":[]}`), http.StatusBadRequest, "want 1 stone(s), got 0")
	if a := mustCode(t, call(t, s, "GET", "/api/games/"+id, ""), http.StatusOK); len(strs(a, "moves")) != 3 {
		t.Errorf("a refused decision changed the game: %s", a.raw)
	}
}

// TestSwap2Engine: the engine decides every step for whoever chooses
// until the colours are settled; each answer names the decision and why.
func TestSwap2Engine(t *testing.T) {
	s := testServer(t, nil)
	id := str(createWith(t, s, `{"game":"renju","rule":"standard","opening":"swap2"}`), "id")
	var a answer
	for step := 0; step < 3; step++ {
		a = mustCode(t, swap2Call(t, s, id, `{"action":"engine","time_ms":300,"threads":1}`), http.StatusOK)
		if str(a, "decision") == "" || str(a, "why") == "" || str(a, "action") == "" {
			t.Fatalf("engine decision without its text: %s", a.raw)
		}
		t.Logf("decision %d: %s (%s)", step+1, str(a, "decision"), str(a, "why"))
		if swap2Of(t, a).Phase == "settled" {
			break
		}
	}
	o := swap2Of(t, a)
	if o.Phase != "settled" || o.Black == "" {
		t.Fatalf("after the engine's decisions: %+v", o)
	}
	if n := len(strs(a, "moves")); n < 3 || n > 6 || n != o.Stones {
		t.Errorf("%d moves, %d opening stones: want 3..6 and the same", n, o.Stones)
	}
	if !strings.HasPrefix(str(a, "decision"), "take ") {
		t.Errorf("the settling decision %q takes no colour", str(a, "decision"))
	}
}

// TestSwap2Clock: the clock waits for the colours; an import ends the
// opening rule and its clock starts.
func TestSwap2Clock(t *testing.T) {
	s := testServer(t, nil)
	a := createWith(t, s, `{"game":"renju","opening":"swap2","clock":{"kind":"sudden","main_ms":60000}}`)
	id := str(a, "id")
	if a.body["clock"] != nil {
		t.Errorf("a clock runs during the opening: %v", a.body["clock"])
	}
	mustCode(t, swap2Call(t, s, id, `{"action":"place_three","stones":["h8","h9","j8"]}`), http.StatusOK)
	a = mustCode(t, swap2Call(t, s, id, `{"action":"take_white","stones":["g7"]}`), http.StatusOK)
	if c := clockOf(t, a); c.Running != "black" {
		t.Errorf("after the opening the clock runs for %q, want black", c.Running)
	}

	id = str(createWith(t, s, `{"game":"renju","opening":"swap2","clock":{"kind":"sudden","main_ms":60000}}`), "id")
	a = mustCode(t, importRecord(t, s, id, "", "h8 h9 j8 g7"), http.StatusOK)
	if a.body["swap2"] != nil {
		t.Errorf("an imported game keeps the opening rule: %v", a.body["swap2"])
	}
	if c := clockOf(t, a); c.Running != "black" {
		t.Errorf("after an import the clock runs for %q, want black", c.Running)
	}
	mustCode(t, call(t, s, "POST", "/api/games/"+id+"/move", `{"move":"k8"}`), http.StatusOK)
}

// TestSwap2EngineStop: Stop ends the engine's decision early and the
// decision is made at once; while it thinks, other decisions and moves
// are refused.
func TestSwap2EngineStop(t *testing.T) {
	s := testServer(t, nil)
	srv := httptest.NewServer(s)
	defer srv.Close()
	id := str(createWith(t, s, `{"game":"renju","rule":"renju","opening":"swap2"}`), "id")
	done := postAsync(srv.URL+"/api/games/"+id+"/swap2", `{"action":"engine","time_ms":15000,"threads":1}`)
	waitEngine(t, s, id, "swap2")
	wantRefused(t, swap2Call(t, s, id, `{"action":"place_three","stones":["h8","h9","j8"]}`), http.StatusConflict, "engine is thinking")
	start := time.Now()
	mustCode(t, call(t, s, "POST", "/api/games/"+id+"/stop", ""), http.StatusOK)
	a := <-done
	if a.code != http.StatusOK {
		t.Fatalf("the stopped decision: %d %s", a.code, a.raw)
	}
	if waited := time.Since(start); waited > 5*time.Second {
		t.Errorf("the decision came %v after Stop", waited)
	}
	if got := str(a, "action"); got != "place_three" || len(strs(a, "moves")) != 3 {
		t.Errorf("after Stop: action %q, moves %v; want the three stones placed", got, strs(a, "moves"))
	}
}
