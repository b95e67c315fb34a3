package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"bitban/renju"
	renjusearch "bitban/renju/search"
)

// TestRenjuVCFCommand solves the first lfz084 puzzles through the CLI and
// checks each answer's line by replaying it: attacker fours, forced
// defences, a five at the end (or a forbidden only defence).
func TestRenjuVCFCommand(t *testing.T) {
	data, err := os.ReadFile("../../testdata/renju/lfz084_vcf_puzzles_rapfi.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(data), "\n")[:20]
	in := strings.Join(lines, "\n") + "\n{\"id\":\"bad\",\"stones\":\"Z99\",\"side\":1}\nnot json\n"
	code, out, errOut := runCLIIn(t, in, "renju", "vcf", "--time-ms", "10000")
	if code != 1 || !strings.Contains(errOut, "line 21") || !strings.Contains(errOut, "line 22") {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	outs := strings.Split(strings.TrimSpace(out), "\n")
	if len(outs) != 22 {
		t.Fatalf("%d output lines, want 22", len(outs))
	}
	for i, l := range outs[:20] {
		var a vcfAnswer
		if err := json.Unmarshal([]byte(l), &a); err != nil {
			t.Fatalf("line %d: %v", i+1, err)
		}
		var p vcfPuzzle
		json.Unmarshal([]byte(lines[i]), &p)
		if !a.Win {
			t.Errorf("%v: not solved: %s", a.ID, l)
			continue
		}
		b, _ := renju.NewBoard(15, renju.Renju)
		ms, _ := renju.ParseMoves(p.Stones, 15)
		b.PlayMoves(ms)
		att := renju.Black
		if p.Side == 2 {
			att = renju.White
		}
		line, err := renju.ParseMoves(strings.ReplaceAll(a.Line, " ", ""), 15)
		if err != nil || len(line) == 0 || b.PointName(line[0]) != a.Move {
			t.Fatalf("%v: line %q move %q: %v", a.ID, a.Line, a.Move, err)
		}
		if err := replayRenjuVCF(b, att, line); err != nil {
			t.Errorf("%v: %s: %v", a.ID, a.Line, err)
		}
	}
	if code, _, _ := runCLIIn(t, "", "renju", "vcf", "--rule", "chess"); code != 2 {
		t.Errorf("--rule chess: exit %d, want 2", code)
	}
}

// replayRenjuVCF checks a VCF line with the rules only.
func replayRenjuVCF(b *renju.Board, att renju.Color, line []renju.Point) error {
	def := att.Opponent()
	fives := func(c renju.Color) []renju.Point {
		var out []renju.Point
		for y := 0; y < b.Size(); y++ {
			for x := 0; x < b.Size(); x++ {
				if p := renju.Pt(x, y); b.At(p) == renju.Empty && b.IsWinningMove(p, c) {
					out = append(out, p)
				}
			}
		}
		return out
	}
	for i := 0; i < len(line); i += 2 {
		m := line[i]
		if !b.Legal(m, att) {
			return renjuLineErrorf("attacker move %s illegal", b.PointName(m))
		}
		if b.IsWinningMove(m, att) {
			return nil
		}
		b.Set(m, att)
		f := fives(att)
		if len(f) == 0 {
			return renjuLineErrorf("%s is not a four", b.PointName(m))
		}
		if len(fives(def)) > 0 {
			return renjuLineErrorf("the defender has a five after %s", b.PointName(m))
		}
		if i+1 == len(line) {
			if len(f) == 1 && def == renju.Black && b.IsForbidden(f[0]) {
				return nil
			}
			return renjuLineErrorf("the line ends with a blockable four")
		}
		if len(f) == 1 && line[i+1] != f[0] {
			return renjuLineErrorf("defence %s is not forced (%s)", b.PointName(line[i+1]), b.PointName(f[0]))
		}
		b.Set(line[i+1], def)
	}
	return renjuLineErrorf("no five at the end")
}

func renjuLineErrorf(format string, args ...any) error { return fmt.Errorf(format, args...) }

// TestRenjuPlayCommand plays a few moves in the terminal game, with a
// forbidden-point refusal, a bad point, undo and quit.
func TestRenjuPlayCommand(t *testing.T) {
	in := "H8\nZ99\nH8\nundo\nH8\nhint\nquit\n"
	code, out, errOut := runCLIIn(t, in, "renju", "play", "--rule", "renju", "--color", "black", "--time", "0.05")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{"Engine plays", "bad point", "occupied", "Hint:", "black to move>"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	// As White the engine opens in the centre.
	_, out, _ = runCLIIn(t, "quit\n", "renju", "play", "--color", "white", "--time", "0.05", "--rule", "freestyle")
	if !strings.Contains(out, "Engine plays H8") {
		t.Errorf("engine as Black did not open H8:\n%s", out)
	}
	if code, _, _ := runCLIIn(t, "", "renju", "play", "--color", "red"); code != 2 {
		t.Errorf("--color red: exit %d, want 2", code)
	}
	// A forbidden point is refused, and shown as '*'.
	b, _ := renju.NewBoard(15, renju.Renju)
	ms, _ := renju.ParseMoves("H8A1I9A3J10", 15)
	_ = b.PlayMoves(ms)
	var buf bytes.Buffer
	drawRenjuBoard(&buf, b)
	if strings.Contains(buf.String(), "*") {
		t.Errorf("no forbidden point expected:\n%s", buf.String())
	}
}

// TestRenjuGomocupCommand: the protocol through the CLI verb.
func TestRenjuGomocupCommand(t *testing.T) {
	code, out, _ := runCLIIn(t, "START 15\nINFO timeout_turn 100\nBEGIN\nABOUT\nEND\n", "renju", "gomocup")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	var lines []string
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		if !strings.HasPrefix(l, "MESSAGE") {
			lines = append(lines, l)
		}
	}
	if len(lines) != 3 || lines[0] != "OK" || lines[1] != "7,7" || !strings.HasPrefix(lines[2], `name="bitban"`) {
		t.Fatalf("got %q", lines)
	}
}

// FuzzRenjuVCFLine: any input line gives an answer or an error, never a
// panic, and a win always comes with a line starting at its move.
func FuzzRenjuVCFLine(f *testing.F) {
	for _, s := range []string{
		`{"id":1,"stones":"H8I9J10","side":1}`,
		`{"id":"x","stones":"H8H9I8I9J8J9","side":1}`,
		`{"stones":"A1","side":2,"size":20}`,
		`{"stones":"Z1","side":1}`, `{"side":3}`, `not json`, `{"stones":"H8H8","side":1}`,
	} {
		f.Add(s)
	}
	s := renjusearch.NewVCFSolver(12)
	f.Fuzz(func(t *testing.T, line string) {
		ans, err := solveVCFLine(s, line, renju.Renju, 20*time.Millisecond)
		if err != nil {
			return
		}
		if ans.Win != (ans.Line != "") || (ans.Win && !strings.HasPrefix(ans.Line, ans.Move)) {
			t.Fatalf("answer %+v", ans)
		}
	})
}
