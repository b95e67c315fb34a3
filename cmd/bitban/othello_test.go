package main

import (
	"encoding/json"
	"strings"
	"testing"
	"time"
)

func TestOthelloPerftCLI(t *testing.T) {
	code, out, errOut := runCLI(t, "othello", "perft", "--depth", "6")
	if code != 0 || !strings.Contains(out, "8200 leaves") {
		t.Fatalf("perft 6: exit %d, %q %q", code, out, errOut)
	}
	// The JSON line is the last line, and the divide entries sum to it.
	code, out, errOut = runCLI(t, "othello", "perft", "--depth", "10", "--mode", "edax", "--divide", "--json")
	if code != 0 {
		t.Fatalf("perft json: exit %d: %s", code, errOut)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	var res othelloPerftResult
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &res); err != nil {
		t.Fatalf("last line %q: %v", lines[len(lines)-1], err)
	}
	if res.Game != "othello" || res.Depth != 10 || res.Nodes != 24571056 || res.Mode != "edax" || res.Seconds <= 0 || res.NPS <= 0 {
		t.Errorf("json result %+v", res)
	}
	var sum uint64
	for _, d := range res.Divide {
		sum += d.Nodes
	}
	if len(res.Divide) != 4 || sum != res.Nodes {
		t.Errorf("divide %+v does not sum to %d", res.Divide, res.Nodes)
	}
	// Flags do not leak into the next run (the command objects are reused).
	code, out, _ = runCLI(t, "othello", "perft", "--depth", "3")
	if code != 0 || !strings.HasPrefix(out, "perft 3 (published): 56 leaves") {
		t.Errorf("perft 3 after a run with flags: %q", out)
	}
	// Divide in plain text, a given position, the hash table.
	code, out, _ = runCLI(t, "othello", "perft", "--depth", "2", "--divide", "--pos",
		"---------------------------OX------XO--------------------------- X")
	if code != 0 || !strings.Contains(out, "F5 3\n") || !strings.Contains(out, ": 12 leaves") {
		t.Errorf("divide 2: %q", out)
	}
	code, out, _ = runCLI(t, "othello", "perft", "--depth", "9", "--hash", "--hash-mb", "4")
	if code != 0 || !strings.Contains(out, "3005288 leaves") || !strings.Contains(out, "hash") {
		t.Errorf("hash perft 9: %q", out)
	}
	// A forced pass at the root, and a finished game.
	code, out, _ = runCLI(t, "othello", "perft", "--depth", "1", "--divide", "--pos", "XO"+strings.Repeat("-", 62)+" O")
	if code != 0 || !strings.Contains(out, "PA 1\n") {
		t.Errorf("pass root: %q", out)
	}
	code, out, _ = runCLI(t, "othello", "perft", "--depth", "3", "--mode", "edax", "--pos", strings.Repeat("X", 64)+" O")
	if code != 0 || !strings.Contains(out, ": 0 leaves") {
		t.Errorf("finished game, edax: %q", out)
	}
}

func TestOthelloPerftCLIBadInput(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--depth", "-1"}, "--depth"},
		{[]string{"--depth", "61"}, "--depth"},
		{[]string{"--depth", "x"}, "depth"},
		{[]string{"--mode", "fast"}, "--mode"},
		{[]string{"--pos", "XO"}, "--pos"},
		{[]string{"--pos", strings.Repeat("-", 64) + " Z"}, "side to move"},
		{[]string{"--pos", strings.Repeat("-", 30) + "#" + strings.Repeat("-", 33) + " X"}, "character 31"},
		{[]string{"--hash-mb", "0"}, "--hash-mb"},
		{[]string{"extra"}, "unexpected argument"},
	} {
		code, out, errOut := runCLI(t, append([]string{"othello", "perft"}, c.args...)...)
		if code != 2 || out != "" || !strings.Contains(errOut, c.want) {
			t.Errorf("perft %v: exit %d, stdout %q, stderr %q; want exit 2 and %q", c.args, code, out, errOut, c.want)
		}
	}
	code, _, _ := runCLI(t, "othello", "nosuchverb")
	if code != 2 {
		t.Errorf("othello nosuchverb: exit %d, want 2", code)
	}
}

// FuzzOthelloPerftPos: no --pos value makes the CLI panic.
func FuzzOthelloPerftPos(f *testing.F) {
	f.Add("---------------------------OX------XO--------------------------- X")
	f.Add("XO" + strings.Repeat("-", 62) + " O; PA:+0;")
	f.Add("")
	f.Add("\xff")
	f.Fuzz(func(t *testing.T, pos string) {
		code, _, _ := runCLI(t, "othello", "perft", "--depth", "2", "--pos", pos)
		if code != 0 && code != 2 {
			t.Fatalf("--pos %q: exit %d", pos, code)
		}
	})
}

func TestOthelloBenchRows(t *testing.T) {
	code, out, errOut := runCLI(t, "bench", "--quick", "--json", "--game", "othello")
	if code != 0 {
		t.Fatalf("bench: exit %d: %s", code, errOut)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) < 2 { // the rules' perft rows; the engine adds solver rows
		t.Fatalf("othello bench rows: %q", out)
	}
	for _, l := range lines {
		var r benchResult
		if err := json.Unmarshal([]byte(l), &r); err != nil || r.Game != "othello" || r.Ops == 0 {
			t.Errorf("bench row %q: %v", l, err)
		}
	}
}

// TestFFOBenchTimesTheSolveOnly: the FFO row's seconds leave out the
// 256 MB table (allocating and clearing it costs about as much as #40).
func TestFFOBenchTimesTheSolveOnly(t *testing.T) {
	start := time.Now()
	nodes, spent, err := benchOthelloSolve(true, 1)
	wall := time.Since(start)
	if err != nil || nodes == 0 {
		t.Fatalf("%d nodes, %v", nodes, err)
	}
	if spent <= 0 || spent >= wall {
		t.Fatalf("timed %v of a %v run: the set-up is not left out", spent, wall)
	}
}
