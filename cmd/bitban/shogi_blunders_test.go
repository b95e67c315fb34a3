package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"bitban/match"
	shogieval "bitban/shogi/eval"
)

// blunderGame is a short game after the opening 7g7f: a plays White's
// moves (the second engine), b Black's; the scores are each mover's own.
func blunderGame(scores ...string) match.GameRecord {
	return match.GameRecord{
		Game: "shogi", Opening: "7g7f", First: "b", Second: "a", Result: "1-0",
		Moves:  []string{"3c3d", "8h2b+", "3a2b", "B*4e", "2b3c"},
		Scores: scores,
	}
}

// A move of the player is a blunder when the opponent's next score rose by
// --jump to --above from at most --below; mates count as ±10000; the data
// line is the position before the move, with the player's own score and
// the result for the side to move.
func TestShogiBlunders(t *testing.T) {
	o := blunderOptions{player: "a", jump: 250, above: 300, below: 200}
	// a's moves are 0, 2 and 4; b's scores around a's move 2 go 50 -> 400.
	g := blunderGame("cp 10", "cp 50", "cp -20", "cp 400", "cp -380")
	bs, err := shogiBlunders(g, 7, o)
	if err != nil {
		t.Fatal(err)
	}
	if len(bs) != 1 {
		t.Fatalf("got %d blunders, want 1: %+v", len(bs), bs)
	}
	b := bs[0]
	want := shogieval.DataSample{SFEN: "lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w B 4", Score: -20, Result: 0, Game: 7}
	if b.sample != want || b.move != "3a2b" || b.ply != 2 || b.before != 50 || b.after != 400 {
		t.Errorf("got %+v (sample %v), want the position before 3a2b: %v", b, b.sample, want)
	}
	// The same rise from a lost position (before above --below), too small
	// a rise, or too low an end: none.
	for _, sc := range [][]string{
		{"cp 10", "cp 250", "cp -20", "cp 600", "cp 0"},
		{"cp 10", "cp 50", "cp -20", "cp 299", "cp 0"},
		{"cp 10", "cp 150", "cp -20", "cp 350", "cp 0"},
		{"cp 10", "cp 50", "cp -20"}, // no score after the move
	} {
		if bs, err := shogiBlunders(blunderGame(sc...), 0, o); err != nil || len(bs) != 0 {
			t.Errorf("scores %v: got %+v, %v; want none", sc, bs, err)
		}
	}
	// A mate announced by the opponent counts as 10000; b's own moves are
	// found when b is the player, and both engines' when none is named.
	g = blunderGame("cp 10", "cp 50", "cp -20", "mate 5", "mate -4")
	if bs, _ := shogiBlunders(g, 0, o); len(bs) != 1 || bs[0].after != blunderMate {
		t.Errorf("mate after: %+v", bs)
	}
	g = blunderGame("cp 0", "cp 0", "cp 0", "cp -30", "cp 400")
	if bs, _ := shogiBlunders(g, 0, blunderOptions{player: "b", jump: 250, above: 300, below: 200}); len(bs) != 1 || bs[0].move != "B*4e" {
		t.Errorf("b's blunder: %+v", bs)
	}
	if bs, _ := shogiBlunders(g, 0, blunderOptions{jump: 250, above: 300, below: 200}); len(bs) != 1 {
		t.Errorf("both engines: %+v", bs)
	}
	// Unfinished games have no result to label the positions: skipped.
	g.Result = "*"
	if bs, err := shogiBlunders(g, 0, o); err != nil || len(bs) != 0 {
		t.Errorf("unfinished game: %+v, %v", bs, err)
	}
	// A broken record is an error that names the move.
	g = blunderGame("cp 0")
	g.Moves[1] = "9a9z"
	if _, err := shogiBlunders(g, 0, o); err == nil || !strings.Contains(err.Error(), "move 2") {
		t.Errorf("bad move: %v", err)
	}
}

// The command writes data lines that bitban shogi quality reads, once per
// position, and says what it found on standard error.
func TestShogiBlundersCLI(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "games.jsonl")
	var lines []string
	for range 2 { // the same game twice: its position once
		js, _ := json.Marshal(blunderGame("cp 10", "cp 50", "cp -20", "cp 400", "cp -380"))
		lines = append(lines, string(js))
	}
	os.WriteFile(path, []byte(strings.Join(lines, "\n")+"\n"), 0o644)
	code, out, errOut := runBin(t, "shogi", "blunders", "--player", "a", "-v", path)
	if code != 0 {
		t.Fatalf("code %d\n%s", code, errOut)
	}
	if n := strings.Count(out, "\n"); n != 1 {
		t.Fatalf("%d lines, want 1:\n%s", n, out)
	}
	if _, err := shogieval.ParseDataSample(strings.TrimSpace(out)); err != nil {
		t.Errorf("not a data line: %v\n%s", err, out)
	}
	for _, want := range []string{"move 3 3a2b: opponent +50 -> +400", "2 games, 1 positions", "1 repeated"} {
		if !strings.Contains(errOut, want) {
			t.Errorf("stderr lacks %q:\n%s", want, errOut)
		}
	}
	if code, _, errOut := runBin(t, "shogi", "blunders", "--jump", "0", path); code != 2 {
		t.Errorf("--jump 0: code %d\n%s", code, errOut)
	}
	os.WriteFile(path, []byte("{not json\n"), 0o644)
	if code, _, errOut := runBin(t, "shogi", "blunders", path); code != 1 || !strings.Contains(errOut, "games.jsonl line 1") {
		t.Errorf("bad file: code %d\n%s", code, errOut)
	}
}
