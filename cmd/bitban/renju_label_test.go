package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	renjusearch "bitban/renju/search"
)

// bitban renju label scores the positions of match games with a Gomocup
// brain (here our own), continues an interrupted file where it stopped,
// and bitban renju train fits to the file it wrote.
func TestRenjuLabelCLI(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "lab.txt")
	eng := "name=self cmd=\"" + bitbanBin + " renju gomocup\""
	args := []string{"renju", "label", "--engine", eng, "--limit", "movetime=30ms", "--jobs", "2", "--every", "7", "--out", out, renjuGames}
	code, _, errOut := runCLI(t, args...)
	if code != 0 {
		t.Fatalf("code %d\n%s", code, errOut)
	}
	b, _ := os.ReadFile(out)
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	if len(lines) < 5 || !strings.Contains(errOut, "already in") {
		t.Fatalf("%d lines:\n%s\n%s", len(lines), b, errOut)
	}
	scored := 0
	for i, l := range lines {
		p, err := parseRenjuPosition(l)
		if err != nil || p.game != "renju" || p.size != 15 || len(p.stones) < 5 {
			t.Fatalf("line %d %q: %+v, %v", i+1, l, p, err)
		}
		if p.String() != l {
			t.Errorf("line %d %q written back as %q", i+1, l, p.String())
		}
		if p.scored {
			scored++
		}
	}
	if scored == 0 {
		t.Errorf("no position scored:\n%s", b)
	}
	// Cut the file after its first line: the run continues from there.
	os.WriteFile(out, []byte(lines[0]+"\n"), 0o644)
	code, _, errOut = runCLI(t, args...)
	b2, _ := os.ReadFile(out)
	if code != 0 || !strings.Contains(errOut, "1 already in") || len(strings.Split(strings.TrimSpace(string(b2)), "\n")) != len(lines) {
		t.Fatalf("resumed: code %d, %s\n%s", code, errOut, b2)
	}
	p := filepath.Join(dir, "p.json")
	code, _, errOut = runCLI(t, "renju", "train", "--out", p, "--steps", "2", "--validate", "0", "--labels", out)
	if code != 0 || !strings.Contains(errOut, "positions to train from 0 file(s)") {
		t.Fatalf("train --labels: code %d\n%s", code, errOut)
	}
	// --for gomoku fits the weights of freestyle and standard only.
	g := filepath.Join(dir, "g.json")
	code, _, errOut = runCLI(t, "renju", "train", "--out", g, "--steps", "2", "--validate", "0", "--for", "gomoku", "--labels", out)
	var prm renjusearch.Params
	data, _ := os.ReadFile(g)
	if code != 0 || json.Unmarshal(data, &prm) != nil {
		t.Fatalf("train --for gomoku: code %d\n%s", code, errOut)
	}
	def := renjusearch.DefaultParams()
	if prm.Params != def.Params || prm.GomokuEval == nil || *prm.GomokuEval == *def.GomokuEval {
		t.Errorf("--for gomoku changed the renju weights or left GomokuEval as it was")
	}
}

func TestParseRenjuPositionErrors(t *testing.T) {
	for _, c := range []struct{ line, want string }{
		{"renju 15 h8h9", "want 4 fields"},
		{"chess 15 h8h9 5", `game "chess"`},
		{"renju 99 h8h9 5", `size "99"`},
		{"renju 15 h8zz 5", "move 2"},
		{"renju 15 h8h9 x", `score "x"`},
		{"renju 15 h8h9 +M0", `score "+M0"`},
	} {
		if _, err := parseRenjuPosition(c.line); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want an error with %q", c.line, err, c.want)
		}
	}
	p, err := parseRenjuPosition("gomoku 20 h8h9 none")
	if err != nil || p.scored || p.size != 20 || len(p.stones) != 2 {
		t.Errorf("gomoku 20 h8h9 none: %+v, %v", p, err)
	}
	for _, l := range []string{"renju 15 h8h9 -M24", "renju 15 h8h9 +M3", "renju 15 h8h9 -76"} {
		p, err := parseRenjuPosition(l)
		if err != nil || !p.scored || p.String() != l {
			t.Errorf("%q: %+v, %v, written back as %q", l, p, err, p.String())
		}
	}
}

// bitban renju label --openings scores each opening's position after its
// last stone; bad combinations of flags are refused with a message.
func TestRenjuLabelOpenings(t *testing.T) {
	dir := t.TempDir()
	ops := filepath.Join(dir, "ops.txt")
	os.WriteFile(ops, []byte("# three openings\nh8 h9 j10 # a comment\nh8i9j8\n7,7 7,6 9,5 8,8\n"), 0o644)
	out := filepath.Join(dir, "lab.txt")
	eng := "name=self cmd=\"" + bitbanBin + " renju gomocup\""
	code, _, errOut := runCLI(t, "renju", "label", "--engine", eng, "--limit", "movetime=30ms", "--openings", ops, "--game", "gomoku", "--every", "1", "--out", out)
	if code != 0 {
		t.Fatalf("code %d\n%s", code, errOut)
	}
	b, _ := os.ReadFile(out)
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	want := []string{"gomoku 15 h8h9j10 ", "gomoku 15 h8i9j8 ", "gomoku 15 h8h9j10i7 "}
	if len(lines) != len(want) {
		t.Fatalf("%d lines, want %d:\n%s", len(lines), len(want), b)
	}
	for i, l := range lines {
		if !strings.HasPrefix(l, want[i]) {
			t.Errorf("line %d %q, want it to start %q", i+1, l, want[i])
		}
		if _, err := parseRenjuPosition(l); err != nil {
			t.Errorf("line %d %q: %v", i+1, l, err)
		}
	}
	// The command's flags keep their values between runs in one process,
	// so each case sets the ones it depends on.
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--openings", ops, "games.jsonl"}, "not both"},
		{[]string{"--openings", ""}, "no games.jsonl file"},
		{[]string{"--openings", ops, "--game", "chess"}, `--game "chess"`},
		{[]string{"--game", "renju", "--openings", filepath.Join(dir, "none.txt")}, "none.txt"},
	} {
		args := append([]string{"renju", "label", "--engine", eng, "--out", out}, c.args...)
		code, _, errOut := runCLI(t, args...)
		if code == 0 || !strings.Contains(errOut, c.want) {
			t.Errorf("%v: code %d, want an error with %q:\n%s", c.args, code, c.want, errOut)
		}
	}
	// --every 2 keeps the first and the third opening.
	out2 := filepath.Join(dir, "lab2.txt")
	code, _, errOut = runCLI(t, "renju", "label", "--engine", eng, "--limit", "movetime=30ms", "--openings", ops, "--game", "gomoku", "--every", "2", "--out", out2)
	b, _ = os.ReadFile(out2)
	lines = strings.Split(strings.TrimSpace(string(b)), "\n")
	if code != 0 || len(lines) != 2 || !strings.HasPrefix(lines[0], want[0]) || !strings.HasPrefix(lines[1], want[2]) {
		t.Errorf("--every 2: code %d, lines %q\n%s", code, lines, errOut)
	}
}

// A game drawn on a full board ends in positions with no move to search:
// the labeller leaves them out (a brain asked for a move there answers
// with an error, and the run used to stop at it).
func TestRenjuLabelSkipsFinishedPositions(t *testing.T) {
	pos, err := readRenjuPositions([]string{"testdata/renju_full_board.jsonl"}, 0, 1)
	if err != nil {
		t.Fatal(err)
	}
	if len(pos) == 0 {
		t.Fatal("no position read")
	}
	for _, p := range pos {
		if len(p.stones) >= p.size*p.size {
			t.Fatalf("a full board (%d stones) to label", len(p.stones))
		}
	}
	if last := pos[len(pos)-1]; len(last.stones) < 200 {
		t.Errorf("the last position has %d stones: the game's late positions were lost", len(last.stones))
	}
}
