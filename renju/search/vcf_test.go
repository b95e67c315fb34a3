package search

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"
	"time"

	"bitban/engine"
	"bitban/renju"
)

// winningPoints is the slow reference: every empty point where colour c
// makes a winning five, by asking IsWinningMove everywhere.
func winningPoints(b *renju.Board, c renju.Color) []renju.Point {
	var out []renju.Point
	for y := 0; y < b.Size(); y++ {
		for x := 0; x < b.Size(); x++ {
			p := renju.Pt(x, y)
			if b.At(p) == renju.Empty && b.IsWinningMove(p, c) {
				out = append(out, p)
			}
		}
	}
	return out
}

// verifyVCF replays a VCF line through the rules: each attacker move legal
// and a four (or the final five), the defender never having a five to play,
// each defence the single point that stops the four, and the end a win: a
// five, or a four whose only defence is forbidden to Black.
func verifyVCF(b0 *renju.Board, att renju.Color, line []renju.Point) error {
	b := b0.Clone()
	def := att.Opponent()
	if len(line) == 0 {
		return fmt.Errorf("empty line")
	}
	for i := 0; i < len(line); i += 2 {
		m := line[i]
		if !b.Legal(m, att) {
			return fmt.Errorf("move %d %s: not legal for the attacker", i+1, b.PointName(m))
		}
		if dw := winningPoints(b, def); len(dw) > 0 && !b.IsWinningMove(m, att) && !(len(dw) == 1 && dw[0] == m) {
			return fmt.Errorf("move %d %s: the defender has a five at %s", i+1, b.PointName(m), b.PointName(dw[0]))
		}
		if b.IsWinningMove(m, att) {
			if i != len(line)-1 {
				return fmt.Errorf("move %d %s: a five before the end of the line", i+1, b.PointName(m))
			}
			return nil
		}
		b.Set(m, att)
		aw := winningPoints(b, att)
		if len(aw) == 0 {
			return fmt.Errorf("move %d %s: not a four", i+1, b.PointName(m))
		}
		if i+1 == len(line) {
			// The line ends with a four: a win only if the defender
			// cannot block it and has no five.
			if len(winningPoints(b, def)) > 0 {
				return fmt.Errorf("final four %s: the defender has a five", b.PointName(m))
			}
			if len(aw) == 1 && def == renju.Black && b.Rule() == renju.Renju && b.IsForbidden(aw[0]) {
				return nil
			}
			return fmt.Errorf("line ends with a four %s that can be blocked at %s", b.PointName(m), b.PointName(aw[0]))
		}
		r := line[i+1]
		if len(aw) == 1 && aw[0] != r {
			return fmt.Errorf("defence %d %s is not the forced %s", i+2, b.PointName(r), b.PointName(aw[0]))
		}
		if len(aw) == 1 && def == renju.Black && b.Rule() == renju.Renju && b.IsForbidden(r) {
			return fmt.Errorf("defence %d %s is forbidden, the line should have ended", i+2, b.PointName(r))
		}
		if b.At(r) != renju.Empty {
			return fmt.Errorf("defence %d %s on a stone", i+2, b.PointName(r))
		}
		b.Set(r, def)
	}
	return fmt.Errorf("line ends with a defence")
}

type mintakaPuzzle struct {
	ID       string   `json:"id"`
	Board    []string `json:"board"`
	Side     string   `json:"side_to_move"`
	Expected string   `json:"expected_final_move"`
}

// loadMintaka reads the ten mintaka VCF puzzles.
func loadMintaka(t *testing.T) []mintakaPuzzle {
	t.Helper()
	data, err := os.ReadFile(testdataDir + "mintaka_vcf_puzzles.json")
	if err != nil {
		t.Fatal(err)
	}
	var ps []mintakaPuzzle
	if err := json.Unmarshal(data, &ps); err != nil {
		t.Fatal(err)
	}
	if len(ps) != 10 {
		t.Fatalf("%d puzzles, want 10", len(ps))
	}
	return ps
}

// board is the puzzle's position (renju rule) with the attacker to move.
func (p mintakaPuzzle) board(t *testing.T) (*renju.Board, renju.Color) {
	t.Helper()
	b, err := renju.ParseRows(p.Board, renju.Renju)
	if err != nil {
		t.Fatalf("%s: %v", p.ID, err)
	}
	att := renju.Black
	if p.Side == "white" {
		att = renju.White
	}
	b.SetSideToMove(att)
	return b, att
}

func TestVCFMintaka(t *testing.T) {
	s := NewVCFSolver(20)
	for _, p := range loadMintaka(t) {
		b, att := p.board(t)
		s.Clear()
		r := s.VCF(b, att, nil, 0)
		if !r.Win {
			t.Errorf("%s: no VCF found (%d nodes)", p.ID, r.Nodes)
			continue
		}
		if err := verifyVCF(b, att, r.Line); err != nil {
			t.Errorf("%s: line %s: %v", p.ID, renju.FormatMoves(r.Line, 15), err)
		}
		last := b.PointName(r.Line[len(r.Line)-1])
		t.Logf("%s: %s, %d nodes, final %s (expected %s)", p.ID, renju.FormatMoves(r.Line, 15), r.Nodes, last, p.Expected)
	}
}

type lfzPuzzle struct {
	ID        string `json:"id"`
	Stones    string `json:"stones"`
	Side      int    `json:"side"`
	RapfiEval string `json:"rapfi_eval"`
}

func loadLFZ(t testing.TB) []lfzPuzzle {
	f, err := os.Open("../../testdata/renju/lfz084_vcf_puzzles_rapfi.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var ps []lfzPuzzle
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		var p lfzPuzzle
		if err := json.Unmarshal(sc.Bytes(), &p); err != nil {
			t.Fatal(err)
		}
		ps = append(ps, p)
	}
	return ps
}

func lfzBoard(t testing.TB, p lfzPuzzle) (*renju.Board, renju.Color) {
	b, _ := renju.NewBoard(15, renju.Renju)
	moves, err := renju.ParseMoves(p.Stones, 15)
	if err != nil {
		t.Fatalf("%s: %v", p.ID, err)
	}
	if err := b.PlayMoves(moves); err != nil {
		t.Fatalf("%s: %v", p.ID, err)
	}
	att := renju.Black
	if p.Side == 2 {
		att = renju.White
	}
	b.SetSideToMove(att)
	return b, att
}

// solveLFZ solves puzzles with a time limit each and checks every line; it
// returns the solved count and the sorted solve times.
func solveLFZ(t testing.TB, ps []lfzPuzzle, limit time.Duration, maxNodes uint64) (int, []time.Duration) {
	s := NewVCFSolver(20)
	solved, forbidEnds := 0, 0
	var times []time.Duration
	for _, p := range ps {
		b, att := lfzBoard(t, p)
		flat := b.Flat()
		s.Clear()
		var st engine.Stopper
		st.Start(limit, 0)
		start := time.Now()
		r := s.VCF(b, att, &st, maxNodes)
		el := time.Since(start)
		if b.Flat() != flat {
			t.Fatalf("%s: the solver changed the board", p.ID)
		}
		if r.Win {
			if err := verifyVCF(b, att, r.Line); err != nil {
				t.Errorf("%s: line %s: %v", p.ID, renju.FormatMoves(r.Line, 15), err)
				continue
			}
			if endsOnForbiddenDefence(b, att, r.Line) {
				forbidEnds++
			}
			solved++
			times = append(times, el)
		}
	}
	sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
	t.Logf("%d lines won by a four whose only defence is forbidden to Black", forbidEnds)
	if forbidEnds == 0 && len(ps) > 100 {
		t.Errorf("no line ends on a forbidden defence: that rule is not exercised")
	}
	return solved, times
}

// endsOnForbiddenDefence reports whether a verified line ends with a four
// (the defence being forbidden) rather than a five.
func endsOnForbiddenDefence(b0 *renju.Board, att renju.Color, line []renju.Point) bool {
	b := b0.Clone()
	for j, p := range line[:len(line)-1] {
		c := att
		if j%2 == 1 {
			c = att.Opponent()
		}
		b.Set(p, c)
	}
	return !b.IsWinningMove(line[len(line)-1], att)
}

// TestVCFLFZSubset solves every 5th lfz084 puzzle (386 of 1,930) with a
// budget of 300,000 nodes each (about the work of 1 s on an idle machine; a
// node budget keeps the test independent of the machine's load). The whole
// set with 1 s each is a command:
//
//	bitban renju vcf --time-ms 1000 < testdata/renju/lfz084_vcf_puzzles_rapfi.jsonl
func TestVCFLFZSubset(t *testing.T) {
	ps := loadLFZ(t)
	var sub []lfzPuzzle
	for i := 0; i < len(ps); i += 5 {
		if strings.HasPrefix(ps[i].RapfiEval, "+M") {
			sub = append(sub, ps[i])
		}
	}
	solved, times := solveLFZ(t, sub, time.Minute, 300_000)
	t.Logf("solved %d of %d", solved, len(sub))
	if len(times) > 0 {
		t.Logf("median %v, 90th percentile %v", times[len(times)/2], times[len(times)*9/10])
	}
	if solved*100 < len(sub)*97 {
		t.Errorf("solved %d of %d (<97%%)", solved, len(sub))
	}
}

// BenchmarkVCFLFZ solves the first 200 lfz084 puzzles per iteration (1 s
// limit each) and reports nodes per second and the solved count.
func BenchmarkVCFLFZ(b *testing.B) {
	ps := loadLFZ(b)[:200]
	s := NewVCFSolver(20)
	var nodes uint64
	solved := 0
	for b.Loop() {
		for _, p := range ps {
			bd, att := lfzBoard(b, p)
			s.Clear()
			var st engine.Stopper
			st.Start(time.Second, 0)
			r := s.VCF(bd, att, &st, 0)
			nodes += r.Nodes
			if r.Win {
				solved++
			}
		}
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
	b.ReportMetric(float64(solved)/float64(b.N), "solved/200")
}
