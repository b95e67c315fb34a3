package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"bitban/match"
)

func TestShogiPerftCLI(t *testing.T) {
	code, out, errOut := runCLI(t, "shogi", "perft", "--depth", "3")
	if code != 0 || !strings.Contains(out, "perft 3: 25470 leaves") {
		t.Fatalf("perft 3: exit %d, %q %q", code, out, errOut)
	}
	// A position with moves after it, as USI writes it: perft 2 after 7g7f
	// is the 7g7f line of the start position's perft 3 divide.
	code, out, errOut = runCLI(t, "shogi", "perft", "--depth", "2", "--sfen", "startpos moves 7g7f")
	if code != 0 || !strings.Contains(out, "perft 2: 1110 leaves") {
		t.Fatalf("perft --sfen startpos moves: exit %d, %q %q", code, out, errOut)
	}
	// --json: the last line is one object with the required fields; the
	// divide lines are in it, not printed before it.
	code, out, errOut = runCLI(t, "shogi", "perft", "--depth", "2", "--divide", "--json",
		"--sfen", "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1")
	if code != 0 {
		t.Fatalf("perft --json: exit %d: %s", code, errOut)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	var res struct {
		Game    string  `json:"game"`
		Depth   int     `json:"depth"`
		Nodes   uint64  `json:"nodes"`
		Seconds float64 `json:"seconds"`
		NPS     float64 `json:"nps"`
		Divide  []struct {
			Move  string `json:"move"`
			Nodes uint64 `json:"nodes"`
		} `json:"divide"`
	}
	if len(lines) != 1 {
		t.Fatalf("--json printed %d lines", len(lines))
	}
	if err := json.Unmarshal([]byte(lines[0]), &res); err != nil {
		t.Fatal(err)
	}
	if res.Game != "shogi" || res.Depth != 2 || res.Nodes != 28684 || res.Seconds <= 0 || len(res.Divide) != 207 {
		t.Fatalf("json result %+v", res)
	}
	var sum uint64
	for _, d := range res.Divide {
		sum += d.Nodes
	}
	if sum != res.Nodes {
		t.Fatalf("divide sums to %d, want %d", sum, res.Nodes)
	}
	// Plain --divide prints a line per root move before the total; the
	// flags of the previous run are back to their defaults.
	code, out, _ = runCLI(t, "shogi", "perft", "--depth", "1", "--divide")
	if code != 0 || len(strings.Split(strings.TrimSpace(out), "\n")) != 31 || !strings.Contains(out, "7g7f 1\n") {
		t.Fatalf("perft --divide: %d %q", code, out)
	}
	// A published position with three bishops is counted too.
	code, out, _ = runCLI(t, "shogi", "perft", "--depth", "2", "--sfen", "k+n7/sg7/9/9/9/9/+r5K1g/7L1/2LN1R1+Bb b RBGSNLP 1")
	if code != 0 || !strings.Contains(out, "perft 2: 1148 leaves") {
		t.Fatalf("peeper-1: %d %q", code, out)
	}
}

func TestShogiPerftCLIBadInput(t *testing.T) {
	for _, args := range [][]string{
		{"shogi", "perft", "--depth", "0"},
		{"shogi", "perft", "--depth", "x"},
		{"shogi", "perft", "--sfen", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSN b - 1"},
		{"shogi", "perft", "extra"},
		{"shogi", "perft", "--sfen", "startpos moves 7g7f 7g7f"},
		{"shogi", "nosuchverb"},
	} {
		code, out, errOut := runCLI(t, args...)
		if code != 2 || out != "" || !strings.Contains(errOut, "bitban:") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, out, errOut)
		}
	}
	code, out, _ := runCLI(t, "shogi")
	if code != 0 || !strings.Contains(out, "perft") {
		t.Fatalf("bitban shogi: %d %q", code, out)
	}
}

func TestShogiBenchRows(t *testing.T) {
	code, out, errOut := runCLI(t, "bench", "--quick", "--json", "--game", "shogi")
	if code != 0 {
		t.Fatalf("bench: exit %d: %s", code, errOut)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) < 3 { // the rules' perft rows; the engine adds search and mate rows
		t.Fatalf("shogi bench rows: %q", out)
	}
	for _, l := range lines {
		var r benchResult
		if err := json.Unmarshal([]byte(l), &r); err != nil || r.Game != "shogi" || r.Ops == 0 || r.Unit == "" {
			t.Errorf("bench row %q: %v", l, err)
		}
	}
}

// TestShogiDataAndTrain: `shogi data` writes positions that `shogi train`
// reads, and train writes a params file that analyse loads; bad input is
// refused with the file and line.
func TestShogiDataAndTrain(t *testing.T) {
	dir := t.TempDir()
	data, params := filepath.Join(dir, "d.txt"), filepath.Join(dir, "p.json")
	code, _, errOut := runBin(t, "shogi", "data", "--games", "4", "--nodes", "500", "--workers", "2", "--max-plies", "50", "--out", data)
	if code != 0 || !strings.Contains(errOut, "games 4/4") {
		t.Fatalf("data: %d %q", code, errOut)
	}
	weights := filepath.Join(dir, "kr.json")
	code, _, errOut = runBin(t, "shogi", "train", "--epochs", "5", "--out", params, "--weights-out", weights, data)
	if code != 0 || !strings.Contains(errOut, "written to") {
		t.Fatalf("train: %d %q", code, errOut)
	}
	if w, err := os.ReadFile(weights); err != nil || !bytes.HasPrefix(w, []byte(`{"Format": "bitban-shogi-kingrel", "Version": 1,`)) {
		t.Errorf("--weights-out: %v %.80q", err, w)
	}
	code, out, errOut := runBin(t, "shogi", "analyse", "--depth", "2", "--threads", "1", "--params", params)
	if code != 0 || !strings.Contains(out, "best ") {
		t.Fatalf("analyse with the trained params: %d %q %q", code, out, errOut)
	}
	bad := filepath.Join(dir, "bad.txt")
	if err := os.WriteFile(bad, []byte("startpos\t1\t0.5\t0\nx\ty\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errOut = runBin(t, "shogi", "train", "--out", params, bad)
	if code != 1 || !strings.Contains(errOut, "bad.txt:2") {
		t.Errorf("a bad data line: %d %q, want the file and line 2", code, errOut)
	}
	games := filepath.Join(dir, "games.jsonl")
	rec := `{"game":"shogi","opening":"7g7f","first":"a","second":"b","result":"1-0","moves":["3c3d","2g2f"],"scores":["cp 10","cp 20"]}` + "\n"
	if err := os.WriteFile(games, []byte(rec), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errOut = runBin(t, "shogi", "train", "--epochs", "2", "--validate", "0", "--player", "a", "--out", params, games)
	if code != 0 || !strings.Contains(errOut, "1 positions") {
		t.Errorf("train --player a: %d %q, want the one position where a was to move", code, errOut)
	}
	code, _, errOut = runBin(t, "shogi", "train", "--player", "nobody", "--out", params, games)
	if code != 1 || !strings.Contains(errOut, `"nobody"`) {
		t.Errorf("train --player nobody: %d %q, want an error naming the player", code, errOut)
	}
	if code, _, _ = runBin(t, "shogi", "data", "--games", "1"); code != 2 {
		t.Errorf("data without --out: status %d, want 2", code)
	}
}

// TestMatchGameData: a match record's quiet positions become samples
// with the mover's score and the result from the mover's side; a bad move
// is an error naming it; an unfinished game gives none.
func TestMatchGameData(t *testing.T) {
	g := match.GameRecord{Game: "shogi", Opening: "7g7f", Moves: []string{"3c3d", "2g2f", "resign"},
		Scores: []string{"cp 10", "mate 3", "cp 5"}, Result: "1-0"}
	s, err := matchGameData(g, 7, "")
	if err != nil || len(s) != 1 {
		t.Fatalf("samples %+v, %v: want one (the mate score is no sample)", s, err)
	}
	if s[0].Score != 10 || s[0].Result != 0 || s[0].Game != 7 || !strings.Contains(s[0].SFEN, " w ") {
		t.Errorf("sample %+v: want White to move, score 10, result 0 (Black won), game 7", s[0])
	}
	g.First, g.Second = "a", "b"
	if s, err := matchGameData(g, 7, "b"); err != nil || len(s) != 1 || s[0].Score != 10 {
		t.Errorf("the second's positions: %+v, %v, want White's one", s, err)
	}
	if s, err := matchGameData(g, 7, "a"); err != nil || len(s) != 0 {
		t.Errorf("the first's positions: %+v, %v, want none (its one score is a mate)", s, err)
	}
	g.Moves[1] = "2g2x"
	if _, err := matchGameData(g, 0, ""); err == nil || !strings.Contains(err.Error(), "move 2") {
		t.Errorf("bad move: %v, want an error about move 2", err)
	}
	g.Result = ""
	if s, err := matchGameData(g, 0, ""); err != nil || len(s) != 0 {
		t.Errorf("unfinished game: %v %v, want no samples", s, err)
	}
}
