package main

// Tests through pipes with the built program, as a manager drives it.

import (
	"bitban/internal/testbin"
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"
	"time"

	"bitban/renju"
)

var binary string

func TestMain(m *testing.M) { testbin.Main(m, "bitban/cmd/pbrain-bitban", &binary) }

// brain is one running engine process.
type brain struct {
	*testbin.Proc
	t *testing.T
}

func startBrain(t *testing.T) *brain {
	t.Helper()
	return &brain{Proc: testbin.Start(t, binary, testbin.Options{Quit: "END"}), t: t}
}

func (b *brain) send(lines ...string) {
	b.t.Helper()
	b.Send(lines...)
}

// answer returns the next line that is not MESSAGE/DEBUG, within d.
func (b *brain) answer(d time.Duration) string {
	b.t.Helper()
	deadline := time.After(d)
	for {
		select {
		case l, ok := <-b.Lines:
			if !ok {
				b.t.Fatal("the brain closed its output")
			}
			if strings.HasPrefix(l, "MESSAGE") || strings.HasPrefix(l, "DEBUG") {
				continue
			}
			return l
		case <-deadline:
			b.t.Fatalf("no answer within %v", d)
		}
	}
}

func (b *brain) expect(want string) {
	b.t.Helper()
	if got := b.answer(5 * time.Second); got != want {
		b.t.Fatalf("got %q, want %q", got, want)
	}
}

func parseMove(t *testing.T, s string) renju.Point {
	t.Helper()
	var x, y int
	if _, err := fmt.Sscanf(s, "%d,%d", &x, &y); err != nil {
		t.Fatalf("answer %q is not a move", s)
	}
	return renju.Pt(x, y)
}

// TestSelfPlay: two processes play a whole game under each rule; the test
// referees with package renju: every move on an empty point, never a
// forbidden one for Black, every answer within timeout_turn (plus slack for
// a loaded machine).
func TestSelfPlay(t *testing.T) {
	const turn = 60 * time.Millisecond
	slack := 400 * time.Millisecond
	for _, c := range []struct {
		rule renju.Rule
		mask string
		size int
	}{{renju.Renju, "4", 15}, {renju.Standard, "1", 15}, {renju.Freestyle, "0", 20}, {renju.Renju, "2", 15}} {
		t.Run(fmt.Sprintf("%v-%d-rule%s", c.rule, c.size, c.mask), func(t *testing.T) {
			ref, _ := renju.NewBoard(c.size, c.rule)
			p := [2]*brain{startBrain(t), startBrain(t)}
			for _, e := range p {
				e.send(fmt.Sprintf("START %d", c.size))
				e.expect("OK")
				e.send("INFO rule "+c.mask, fmt.Sprintf("INFO timeout_turn %d", turn.Milliseconds()), "INFO timeout_match 1000000", "INFO time_left 1000000")
			}
			start := time.Now()
			p[0].send("BEGIN")
			last := p[0].answer(turn + slack)
			side := 0
			var slowest time.Duration
			for {
				el := time.Since(start)
				slowest = max(slowest, el)
				if el > turn+slack {
					t.Errorf("move %d took %v", ref.Stones()+1, el)
				}
				m := parseMove(t, last)
				mover := ref.SideToMove()
				if !ref.Legal(m, mover) {
					t.Fatalf("move %d %s by %v is not legal:\n%s", ref.Stones()+1, last, mover, ref)
				}
				won := ref.IsWinningMove(m, mover)
				ref.Place(m)
				if won || ref.Stones() == c.size*c.size {
					t.Logf("%d moves, winner %v, slowest answer %v (timeout_turn %v): %s", ref.Stones(), ref.Winner(), slowest, turn, renju.FormatMoves(ref.History(), c.size))
					return
				}
				side ^= 1
				start = time.Now()
				p[side].send("TURN " + last)
				last = p[side].answer(turn + slack)
			}
		})
	}
}

type vcfCase struct {
	ID       string   `json:"id"`
	Board    []string `json:"board"`
	Side     string   `json:"side_to_move"`
	Expected string   `json:"expected_final_move"`
}

// boardCommand writes the stones of b as a BOARD/YXBOARD block with own =
// colour own.
func boardCommand(kind string, b *renju.Board, own renju.Color) []string {
	lines := []string{kind}
	for y := 0; y < b.Size(); y++ {
		for x := 0; x < b.Size(); x++ {
			c := b.At(renju.Pt(x, y))
			if c == renju.Empty {
				continue
			}
			f := 2
			if c == own {
				f = 1
			}
			lines = append(lines, fmt.Sprintf("%d,%d,%d", x, y, f))
		}
	}
	return append(lines, "DONE")
}

// TestBoardForcedWin: a VCF position sent with BOARD; the engine must win
// against the forced defences (the test answers each four at its only
// point, by the rules) within a few moves.
func TestBoardForcedWin(t *testing.T) {
	data, err := os.ReadFile("../../testdata/renju/mintaka_vcf_puzzles.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases []vcfCase
	if err := json.Unmarshal(data, &cases); err != nil {
		t.Fatal(err)
	}
	for _, c := range cases[:8] {
		ref, err := renju.ParseRows(c.Board, renju.Renju)
		if err != nil {
			t.Fatal(err)
		}
		att := renju.Black
		if c.Side == "white" {
			att = renju.White
		}
		// BOARD gives the colours by counts: the brain is Black when the
		// counts are equal, White when it has fewer stones.
		nb, nw := ref.Count(renju.Black), ref.Count(renju.White)
		if (att == renju.Black) != (nb <= nw) {
			t.Logf("%s: counts %d/%d do not give the side to move; skipped", c.ID, nb, nw)
			continue
		}
		ref.SetSideToMove(att)
		e := startBrain(t)
		e.send("START 15", "INFO rule 4", "INFO timeout_turn 1000")
		e.expect("OK")
		e.send(boardCommand("BOARD", ref, att)...)
		for moves := 0; ; moves++ {
			if moves > 60 {
				t.Fatalf("%s: no win after 60 moves", c.ID)
			}
			m := parseMove(t, e.answer(3*time.Second))
			if !ref.Legal(m, att) {
				t.Fatalf("%s: illegal %s", c.ID, ref.PointName(m))
			}
			if ref.IsWinningMove(m, att) {
				break
			}
			ref.Set(m, att)
			// The defence: the attacker's single five point (a win for the
			// engine must keep one there).
			var fives []renju.Point
			for y := 0; y < 15; y++ {
				for x := 0; x < 15; x++ {
					if q := renju.Pt(x, y); ref.At(q) == renju.Empty && ref.IsWinningMove(q, att) {
						fives = append(fives, q)
					}
				}
			}
			if len(fives) == 0 {
				t.Fatalf("%s: %s is not a four", c.ID, ref.PointName(m))
			}
			d := fives[0]
			if !ref.Legal(d, att.Opponent()) {
				break // the only defence is forbidden: a win
			}
			ref.Set(d, att.Opponent())
			e.send(fmt.Sprintf("TURN %d,%d", d.X(), d.Y()))
		}
	}
}

type forbidCase struct {
	ID        string   `json:"id"`
	Board     []string `json:"board"`
	Forbidden []struct {
		Pt string `json:"pt"`
	} `json:"forbidden"`
}

// TestShowForbid: YXBOARD + YXSHOWFORBID on the labelled boards.
func TestShowForbid(t *testing.T) {
	data, err := os.ReadFile("../../testdata/renju/mintaka_forbid_cases.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases []forbidCase
	if err := json.Unmarshal(data, &cases); err != nil {
		t.Fatal(err)
	}
	e := startBrain(t)
	e.send("INFO rule 4", "START 15")
	e.expect("OK")
	n := 0
	for _, c := range cases {
		ref, err := renju.ParseRows(c.Board, renju.Renju)
		if err != nil {
			t.Fatal(err)
		}
		if ref.Count(renju.Black) < ref.Count(renju.White) {
			continue // BOARD cannot make the brain Black with fewer stones
		}
		var want []string
		for _, f := range c.Forbidden {
			p, err := renju.ParsePoint(f.Pt, 15)
			if err != nil {
				t.Fatal(err)
			}
			want = append(want, fmt.Sprintf("%02d%02d", p.X(), p.Y()))
		}
		sort.Strings(want)
		e.send(boardCommand("YXBOARD", ref, renju.Black)...)
		e.send("YXSHOWFORBID")
		got := e.answer(5 * time.Second)
		if !strings.HasPrefix(got, "FORBID ") || !strings.HasSuffix(got, ".") {
			t.Fatalf("%s: answer %q", c.ID, got)
		}
		body := strings.TrimSuffix(strings.TrimPrefix(got, "FORBID "), ".")
		var pts []string
		for i := 0; i+4 <= len(body); i += 4 {
			pts = append(pts, body[i:i+4])
		}
		sort.Strings(pts)
		if strings.Join(pts, " ") != strings.Join(want, " ") {
			t.Errorf("%s: FORBID %v, want %v", c.ID, pts, want)
		}
		n++
	}
	if n < 10 {
		t.Fatalf("only %d boards checked", n)
	}
	t.Logf("%d labelled boards", n)
}

// TestTakebackAndGarbage: TAKEBACK, and garbage that leaves the state as it
// was.
func TestTakebackAndGarbage(t *testing.T) {
	e := startBrain(t)
	e.send("START 15", "INFO timeout_turn 100")
	e.expect("OK")
	e.send("TURN 7,7")
	m := parseMove(t, e.answer(2*time.Second))
	e.send(fmt.Sprintf("TAKEBACK %d,%d", m.X(), m.Y()))
	e.expect("OK")
	e.send("TAKEBACK 7,7")
	e.expect("OK")
	e.send("TAKEBACK 7,7")
	e.expect("ERROR TAKEBACK 7,7: no stone there")
	// The board is empty again: BEGIN plays the centre.
	e.send("BEGIN")
	e.expect("7,7")
	e.send("TURN 7,7") // occupied
	if got := e.answer(2 * time.Second); !strings.HasPrefix(got, "ERROR") {
		t.Fatalf("TURN on an occupied point: %q", got)
	}
	for _, g := range [][]string{{"xyzzy"}, {"TURN"}, {"TURN a,b"}, {"TURN 99,99"}, {"BOARD\x00"},
		{"BOARD", "1,1,7", "DONE"}, {"YXBOARD", "7,7,1", "7,7,2", "DONE"}, {"YXNBEST -1"}, {"\xff\xfe"}} {
		e.send(g...)
		if got := e.answer(2 * time.Second); !strings.HasPrefix(got, "ERROR") && !strings.HasPrefix(got, "UNKNOWN") {
			t.Errorf("%q: answer %q", g, got)
		}
	}
	// State kept: one black stone at 7,7; White to move answers a legal
	// point next to nothing illegal.
	e.send("TURN 8,8")
	m = parseMove(t, e.answer(2*time.Second))
	if m == renju.Pt(7, 7) || m == renju.Pt(8, 8) {
		t.Fatalf("answered an occupied point %d,%d", m.X(), m.Y())
	}
	e.send("ABOUT")
	if got := e.answer(2 * time.Second); !strings.HasPrefix(got, `name="bitban"`) {
		t.Fatalf("ABOUT: %q", got)
	}
	// A failed START leaves no board: the next TURN is refused.
	e.send("START -3")
	if got := e.answer(2 * time.Second); !strings.HasPrefix(got, "ERROR") {
		t.Fatalf("START -3: %q", got)
	}
	e.send("TURN 9,9")
	if got := e.answer(2 * time.Second); !strings.HasPrefix(got, "ERROR") {
		t.Fatalf("TURN after a failed START: %q", got)
	}
}

// TestNBest: YXNBEST n answers n distinct legal moves as MESSAGE lines and
// the best as the move, without playing it.
func TestNBest(t *testing.T) {
	e := startBrain(t)
	e.send("START 15", "INFO timeout_turn 600", "YXBOARD", "7,7,1", "8,8,2", "DONE", "YXNBEST 3")
	e.expect("OK")
	var nbest []string
	deadline := time.After(5 * time.Second)
	var move string
	for move == "" {
		select {
		case l := <-e.Lines:
			switch {
			case strings.HasPrefix(l, "MESSAGE nbest "):
				f := strings.Fields(l)
				nbest = append(nbest, f[3])
			case strings.HasPrefix(l, "MESSAGE"):
			default:
				move = l
			}
		case <-deadline:
			t.Fatal("no answer to YXNBEST")
		}
	}
	if len(nbest) != 3 || nbest[0] != move {
		t.Fatalf("nbest %q, move %q", nbest, move)
	}
	seen := map[string]bool{"7,7": true, "8,8": true}
	for _, p := range nbest {
		if seen[p] {
			t.Fatalf("nbest %q repeats or is occupied", nbest)
		}
		seen[p] = true
	}
	// Not played: the same point is still free for TURN.
	e.send("TURN " + move)
	if got := e.answer(3 * time.Second); strings.HasPrefix(got, "ERROR") {
		t.Fatalf("TURN %s after YXNBEST: %q", move, got)
	}
}

// TestArguments: managers start the brain without arguments; people ask it
// for help and its version.
func TestArguments(t *testing.T) { testbin.EngineArguments(t, binary, "pbrain-bitban") }

// TestBadInfoAndFailedStart: a bad INFO value is a MESSAGE, never an ERROR a
// manager could take for its answer; a failed RECTSTART leaves no board.
func TestBadInfoAndFailedStart(t *testing.T) {
	b := startBrain(t)
	b.send("INFO timeout_turn soon", "INFO unknown_key 3", "START 15")
	b.expect("OK") // the first line that is not MESSAGE: nothing came before it
	b.send("TURN 7,7")
	parseMove(t, b.answer(10*time.Second))
	b.send("RECTSTART 15,x")
	if got := b.answer(5 * time.Second); !strings.HasPrefix(got, "ERROR") {
		t.Fatalf("bad RECTSTART answered %q", got)
	}
	b.send("BEGIN")
	if got := b.answer(5 * time.Second); !strings.HasPrefix(got, "ERROR") {
		t.Fatalf("BEGIN after a failed RECTSTART answered %q", got)
	}
}
