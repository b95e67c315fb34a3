package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"bitban/match"
	renjusearch "bitban/renju/search"
)

// renjuGames is a games.jsonl of six renju games from bitban match.
const renjuGames = "testdata/renju_games.jsonl"

// TestRenjuTrainErrors pins the message and exit status of each refused
// renju train command line, and which check comes first.
func TestRenjuTrainErrors(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "p.json")
	missing := filepath.Join(dir, "none.json")
	bad := filepath.Join(dir, "bad.jsonl")
	os.WriteFile(bad, []byte("{\"game\": 3}\n"), 0o644)
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{renjuGames}, 2, "--out is required"},
		{[]string{"--out", out}, 2, "give games.jsonl files or --labels files"},
		{[]string{"--out", out, "--for", "chess", renjuGames}, 2, `--for "chess": want renju or gomoku`},
		{[]string{"--out", out, "--label-scale", "0", renjuGames}, 2, "--label-scale must be positive and --scale not negative"},
		{[]string{"--out", out, "--search-depth", "21", renjuGames}, 2, "--search-depth must be 0..20 and --lambda 0..1"},
		{[]string{"--out", out, "--search-depth", "-1", renjuGames}, 2, "--search-depth must be 0..20 and --lambda 0..1"},
		{[]string{"--out", out, "--lambda", "2", renjuGames}, 2, "--search-depth must be 0..20 and --lambda 0..1"},
		{[]string{"--out", out, "--search-depth", "2", "--game-scores", renjuGames}, 2, "--search-depth and --game-scores are two sources of the search label: give one"},
		{[]string{"--out", out, "--params", missing, "--lambda", "2", renjuGames}, 1, "open " + missing + ": no such file or directory"},
		{[]string{"--out", out, renjuGames, missing}, 1, "open " + missing + ": no such file or directory"},
		{[]string{"--out", out, bad}, 1, bad + ":1: json: cannot unmarshal number into Go struct field GameRecord.game of type string"},
	} {
		code, _, errOut := runBin(t, append([]string{"renju", "train"}, c.args...)...)
		first, _, _ := strings.Cut(errOut, "\n")
		if code != c.code || first != "bitban: "+c.want {
			t.Errorf("renju train %q: code %d, %q; want code %d, %q", c.args, code, first, c.code, "bitban: "+c.want)
		}
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Errorf("a refused command wrote %s", out)
	}
}

// TestRenjuTrainCLI fits on the test games, from the built-in weights and
// then from the result, and checks the report and the Params written.
func TestRenjuTrainCLI(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "p.json")
	code, _, errOut := runBin(t, "renju", "train", "--out", out, "--steps", "3", renjuGames)
	if code != 0 {
		t.Fatalf("code %d\n%s", code, errOut)
	}
	num := `[0-9]+\.[0-9]+`
	want := regexp.MustCompile(`^74 positions to train from 1 file\(s\), 21 to validate
scale ` + num + `; loss ` + num + ` \(validation ` + num + `\)
(step [0-9]+: loss ` + num + ` \(validation ` + num + `\)
)+loss ` + num + ` -> ` + num + `, validation ` + num + ` -> ` + num + `; written to ` + regexp.QuoteMeta(out) + `
$`)
	if !want.MatchString(errOut) {
		t.Errorf("report:\n%s", errOut)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	var prm renjusearch.Params
	if err := json.Unmarshal(data, &prm); err != nil || reflect.DeepEqual(prm, renjusearch.DefaultParams()) {
		t.Fatalf("params written: %v\n%s", err, data)
	}
	// From those weights, with search labels and nothing held out.
	out2 := filepath.Join(dir, "p2.json")
	code, _, errOut = runBin(t, "renju", "train", "--out", out2, "--params", out, "--steps", "2", "--search-depth", "1", "--validate", "0", renjuGames)
	if code != 0 {
		t.Fatalf("code %d\n%s", code, errOut)
	}
	if !regexp.MustCompile(`^[0-9]+ positions to train from 1 file\(s\), 0 to validate\nlabels: 0\.50 result \+ 0\.50 depth-1 search\nscale `).MatchString(errOut) {
		t.Errorf("report with search labels:\n%s", errOut)
	}
	if _, err := os.Stat(out2); err != nil {
		t.Error(err)
	}
}

// TestGameScoreLabel reads the recorded scores of a game: the score of
// the move played from a position, proven results as the mate score,
// nothing for a move without a score or past the record.
func TestGameScoreLabel(t *testing.T) {
	g := &match.GameRecord{Scores: []string{"+83", "-M8", "", "junk", "M3", "-120"}}
	label := gameScoreLabel(600)
	for next, want := range []struct {
		v  int32
		ok bool
	}{{83, true}, {-600, true}, {0, false}, {0, false}, {600, true}, {-120, true}, {0, false}} {
		if v, ok := label(nil, g, next); v != want.v || ok != want.ok {
			t.Errorf("move %d (%q): %d %v, want %d %v", next, g.Scores[min(next, len(g.Scores)-1)], v, ok, want.v, want.ok)
		}
	}
}

// TestRenjuTrainGameScores fits on a game whose moves carry scores: the
// positions whose move has one are the samples, with mixed labels.
func TestRenjuTrainGameScores(t *testing.T) {
	data, err := os.ReadFile(renjuGames)
	if err != nil {
		t.Fatal(err)
	}
	first, _, _ := strings.Cut(string(data), "\n")
	var g match.GameRecord
	if err := json.Unmarshal([]byte(first), &g); err != nil {
		t.Fatal(err)
	}
	for i := range g.Scores {
		g.Scores[i] = []string{"+40", "-25", ""}[i%3]
	}
	line, _ := json.Marshal(g)
	dir := t.TempDir()
	games, out := filepath.Join(dir, "g.jsonl"), filepath.Join(dir, "p.json")
	os.WriteFile(games, append(line, '\n'), 0o644)
	code, _, errOut := runBin(t, "renju", "train", "--out", out, "--steps", "2", "--validate", "0", "--game-scores", "--lambda", "0.25", games)
	if code != 0 {
		t.Fatalf("code %d\n%s", code, errOut)
	}
	m := regexp.MustCompile(`^([0-9]+) positions to train from 1 file\(s\), 0 to validate\nlabels: 0\.25 result \+ 0\.75 the games' own search scores\n`).FindStringSubmatch(errOut)
	if m == nil {
		t.Fatalf("report:\n%s", errOut)
	}
	// At most two positions in three have a scored move (after --skip 2).
	if n, _ := strconv.Atoi(m[1]); n == 0 || n > (len(g.Moves)-2)*2/3+1 {
		t.Errorf("%s positions from a game of %d moves, a third of them without a score", m[1], len(g.Moves))
	}
}
