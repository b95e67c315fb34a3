package main

import (
	"math/bits"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"bitban/match"
	"bitban/othello"
	othellosearch "bitban/othello/search"
)

// refNegamax is the reference the quality set's scores are checked
// against: alpha-beta negamax over the rules' move generation, no table,
// no ordering, nothing shared with the solver.
func refNegamax(b othello.Board, alpha, beta int) int {
	m := b.Moves()
	if m == 0 {
		if b.Pass().Moves() == 0 {
			return b.FinalScore()
		}
		return -refNegamax(b.Pass(), -beta, -alpha)
	}
	for ; m != 0; m &= m - 1 {
		if v := -refNegamax(b.Play(bits.TrailingZeros64(m)), -beta, -alpha); v > alpha {
			alpha = v
			if alpha >= beta {
				break
			}
		}
	}
	return alpha
}

func readQualityFile(t *testing.T, path string) []othellosearch.QualityPosition {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	set, err := othellosearch.ReadQualitySet(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return set
}

// positionLines are the set's lines without the comments (which carry the
// date and the solve times).
func positionLines(t *testing.T, path string) []string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, l := range strings.Split(string(data), "\n") {
		if l != "" && l[0] != '#' {
			out = append(out, l)
		}
	}
	return out
}

// A tiny make: every stored score is the reference's, the empties are
// spread as promised, and the same flags make the same set.
func TestOthelloQualityMake(t *testing.T) {
	dir := t.TempDir()
	args := func(out string) []string {
		return []string{"othello", "quality", "make", "--out", out, "--positions", "3", "--min-empties", "11", "--max-empties", "12",
			"--depth", "2", "--seed", "5", "--hash-mb", "8", "--openings", "../../testdata/othello/xot-openings-48.txt"}
	}
	a, b := filepath.Join(dir, "a.txt"), filepath.Join(dir, "b.txt")
	code, out, errOut := runCLI(t, args(a)...)
	if code != 0 || out != "" || !strings.Contains(errOut, "3 positions written to") {
		t.Fatalf("make: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	set := readQualityFile(t, a)
	empties := map[int]int{}
	for _, q := range set {
		empties[q.Empties()]++
		if len(q.Scores) < 2 {
			t.Errorf("line %d: %d moves, want at least 2", q.Line, len(q.Scores))
		}
		for i, m := range q.Scores {
			if want := -refNegamax(q.Play(m.Move).Board, -64, 64); m.Score != want {
				t.Errorf("line %d move %s: stored %+d, reference %+d", q.Line, othello.MoveName(m.Move), m.Score, want)
			}
			if i > 0 && m.Score > q.Scores[i-1].Score {
				t.Errorf("line %d: not best first", q.Line)
			}
		}
	}
	if len(set) != 3 || empties[11] != 2 || empties[12] != 1 {
		t.Errorf("%d positions, by empties %v; want 11:2 12:1", len(set), empties)
	}
	data, _ := os.ReadFile(a)
	for _, want := range []string{"# Made by: bitban othello quality make ", "--seed 5", "--depth 2", "xot-openings-48.txt", "# with bitban "} {
		if !strings.Contains(string(data), want) {
			t.Errorf("header lacks %q:\n%s", want, data)
		}
	}
	if code, _, errOut := runCLI(t, args(b)...); code != 0 {
		t.Fatalf("make again: exit %d: %s", code, errOut)
	}
	if la, lb := positionLines(t, a), positionLines(t, b); strings.Join(la, "\n") != strings.Join(lb, "\n") {
		t.Errorf("the same flags made different sets:\n%v\n%v", la, lb)
	}
	// Run on it: the engine solves 11-12 empties exactly, so it loses nothing.
	code, out, errOut = runCLI(t, "othello", "quality", "run", a, "--time", "0.2")
	if code != 0 || !strings.Contains(out, "mean loss 0.000 discs over 3 positions") || !strings.Contains(out, "best move in 3 (100.0 %)") {
		t.Errorf("run on the made set: exit %d, %q, %q", code, out, errOut)
	}
}

var qualityLineRE = regexp.MustCompile(`^#(\d+) +line (\d+) +(\d+) empties +best +([+-]\d+) (\w\d) +chose (\w\d) +([+-]\d+) +loss +(\d+) +depth (\d+)(\*?) +([\d.]+) s$`)

// checkQualityRun checks run's output against the set: each line's scores
// are the set's, the loss is best - score and not negative, and the
// summary's figures are those of the lines.
func checkQualityRun(t *testing.T, set []othellosearch.QualityPosition, out string) (lossSum, best int) {
	t.Helper()
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != len(set)+4 {
		t.Fatalf("%d output lines for %d positions:\n%s", len(lines), len(set), out)
	}
	worst := 0
	for i, q := range set {
		m := qualityLineRE.FindStringSubmatch(lines[i+1])
		if m == nil {
			t.Fatalf("line %q does not read", lines[i+1])
		}
		atoi := func(s string) int { v, _ := strconv.Atoi(s); return v }
		chosen, err := othello.ParseMove(m[6])
		if err != nil {
			t.Fatal(err)
		}
		score, ok := q.ScoreOf(chosen)
		switch {
		case atoi(m[1]) != i+1 || atoi(m[2]) != q.Line || atoi(m[3]) != q.Empties():
			t.Errorf("%q: not position %d at line %d with %d empties", lines[i+1], i+1, q.Line, q.Empties())
		case !ok || atoi(m[7]) != score:
			t.Errorf("%q: the set scores %s %+d (%v)", lines[i+1], m[6], score, ok)
		case atoi(m[4]) != q.Best():
			t.Errorf("%q: best is %+d", lines[i+1], q.Best())
		case atoi(m[8]) != q.Best()-score || q.Best() < score:
			t.Errorf("%q: loss should be %d - %d", lines[i+1], q.Best(), score)
		}
		lossSum += q.Best() - score
		worst = max(worst, q.Best()-score)
		if score == q.Best() {
			best++
		}
	}
	n := len(set)
	want := "mean loss " + strconv.FormatFloat(float64(lossSum)/float64(n), 'f', 3, 64) + " discs over " + strconv.Itoa(n) +
		" positions (total " + strconv.Itoa(lossSum) + "); best move in " + strconv.Itoa(best) + " ("
	if !strings.HasPrefix(lines[n+1], want) || !strings.Contains(lines[n+1], "worst loss "+strconv.Itoa(worst)+" ") {
		t.Errorf("summary %q, want %q... and worst loss %d", lines[n+1], want, worst)
	}
	return lossSum, best
}

// Run's arithmetic on a set whose scores make every move but one a loss:
// the start position, where the engine's choice is one of four moves.
func TestOthelloQualityRunLoss(t *testing.T) {
	path := filepath.Join(t.TempDir(), "set.txt")
	text := "# made up scores (exact ones would all be equal)\n" +
		"---------------------------OX------XO--------------------------- X; F5:+4; E6:+2; D3:+0; C4:-2\n" +
		"---------------------------OX------XO--------------------------- O; F4:+0; E3:-4; D6:-6; C5:-8\n"
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runCLI(t, "othello", "quality", "run", path, "--depth", "3")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	set := readQualityFile(t, path)
	checkQualityRun(t, set, out)
	if !strings.Contains(out, "depth 3 ") || !strings.Contains(out, "mean loss by empties (positions): 60: ") {
		t.Errorf("output %q", out)
	}
	// --params: the header names the search's parameters.
	prm := filepath.Join(t.TempDir(), "p.json")
	if err := os.WriteFile(prm, []byte(`{"EndgameGap": 8}`), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut = runCLI(t, "othello", "quality", "run", path, "--depth", "3", "--params", prm)
	if code != 0 || !strings.Contains(strings.SplitN(out, "\n", 2)[0], `"EndgameGap":8`) {
		t.Errorf("with --params: exit %d, %q, %q", code, out, errOut)
	}
	checkQualityRun(t, set, out)
}

// The shipped set: 60 positions, 20 each with 24, 25 and 26 empties (see
// testdata/othello/README.md for why not up to 30), at least two moves each, no position twice up to symmetry; run reads it and its
// figures are those of its lines (at depth 2, so that it is quick and
// moves are lost).
func TestOthelloQualityShippedSet(t *testing.T) {
	const path = "../../testdata/othello/quality-60.txt"
	set := readQualityFile(t, path)
	empties := map[int]int{}
	keys := map[qualityKey]int{}
	for _, q := range set {
		empties[q.Empties()]++
		if len(q.Scores) < 2 {
			t.Errorf("line %d: %d moves", q.Line, len(q.Scores))
		}
		if l, ok := keys[symmetricKey(q.Position)]; ok {
			t.Errorf("line %d: the position of line %d up to symmetry", q.Line, l)
		}
		keys[symmetricKey(q.Position)] = q.Line
	}
	if len(set) != 60 {
		t.Errorf("%d positions, want 60", len(set))
	}
	if len(empties) != 3 || empties[24] != 20 || empties[25] != 20 || empties[26] != 20 {
		t.Errorf("positions by empties %v, want 20 each of 24, 25, 26", empties)
	}
	code, out, errOut := runCLI(t, "othello", "quality", "run", path, "--depth", "2")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if lossSum, best := checkQualityRun(t, set, out); lossSum == 0 || best == 0 {
		t.Errorf("depth 2: total loss %d, %d best moves; want some of each", lossSum, best)
	}
}

func TestOthelloQualitySymmetricKey(t *testing.T) {
	p, _, err := othello.ParseTranscript(othello.StartPosition(), "f5d6c3")
	if err != nil {
		t.Fatal(err)
	}
	// The four first moves lead to one position up to symmetry; two
	// different second moves do not.
	k := symmetricKey(othello.StartPosition().Play(37))
	for _, m := range []string{"f5", "e6", "d3", "c4"} {
		sq, _ := othello.ParseMove(m)
		if symmetricKey(othello.StartPosition().Play(sq)) != k {
			t.Errorf("%s: another key", m)
		}
	}
	q, _, _ := othello.ParseTranscript(othello.StartPosition(), "f5f6")
	r, _, _ := othello.ParseTranscript(othello.StartPosition(), "f5d6")
	if symmetricKey(q) == symmetricKey(r) {
		t.Error("f5f6 and f5d6 share a key")
	}
	// Every symmetry keeps the disc count; the eight images have one key.
	black, white := p.Discs()
	for s := 0; s < 8; s++ {
		b, w := othello.TransformSquares(black, s), othello.TransformSquares(white, s)
		if bits.OnesCount64(b) != bits.OnesCount64(black) || b&w != 0 {
			t.Fatalf("symmetry %d breaks the board", s)
		}
		if symmetricKey(othello.NewPosition(b, w, p.Turn)) != symmetricKey(p) {
			t.Errorf("symmetry %d: another key", s)
		}
	}
}

func TestOthelloQualityCLIErrors(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.txt")
	if err := os.WriteFile(bad, []byte("# header\n\n---------------------------OX------XO--------------------------- X; F5:+0; E6:+0\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"make"}, 2, "--out is required"},
		{[]string{"make", "--out", filepath.Join(dir, "x"), "--min-empties", "30", "--max-empties", "24"}, 2, "--min-empties 30"},
		{[]string{"make", "--out", filepath.Join(dir, "x"), "--positions", "0"}, 2, "--positions 0"},
		{[]string{"make", "--out", filepath.Join(dir, "x"), "--openings", filepath.Join(dir, "none")}, 2, "--openings"},
		{[]string{"make", "--out", filepath.Join(dir, "x"), "--threads", "0"}, 2, "--threads 0"},
		{[]string{"run"}, 2, "takes 1 argument"},
		{[]string{"run", bad, "--time", "1", "--depth", "3"}, 2, "give one"},
		{[]string{"run", bad, "--time", "0"}, 2, "--time 0"},
		{[]string{"run", bad, "--params", filepath.Join(dir, "none.json")}, 2, "--params"},
		{[]string{"run", bad}, 1, "bad.txt: line 3: quality: legal move"},
		{[]string{"run", filepath.Join(dir, "none")}, 1, "none"},
	} {
		code, _, errOut := runCLI(t, append([]string{"othello", "quality"}, c.args...)...)
		if code != c.code || !strings.Contains(errOut, c.want) {
			t.Errorf("quality %v: exit %d, stderr %q; want exit %d and %q", c.args, code, errOut, c.code, c.want)
		}
	}
}

// --resume: a make cut in the middle of a record continues to the same
// set (with other --threads and --hash-mb), a complete set stays as it
// is, and a set made by other flags is refused.
func TestOthelloQualityResume(t *testing.T) {
	dir := t.TempDir()
	args := func(out string, extra ...string) []string {
		return append([]string{"othello", "quality", "make", "--out", out, "--positions", "3", "--min-empties", "11", "--max-empties", "12",
			"--depth", "2", "--seed", "5", "--hash-mb", "8", "--openings", "../../testdata/othello/xot-openings-48.txt"}, extra...)
	}
	full, cut := filepath.Join(dir, "full.txt"), filepath.Join(dir, "cut.txt")
	if code, _, errOut := runCLI(t, args(full)...); code != 0 {
		t.Fatalf("make: exit %d: %s", code, errOut)
	}
	data, err := os.ReadFile(full)
	if err != nil {
		t.Fatal(err)
	}
	// Keep the first position and half of the second record.
	second := strings.Index(string(data), "\n# 2: ")
	third := strings.Index(string(data), "\n# 3: ")
	if second < 0 || third < 0 {
		t.Fatalf("no records 2 and 3 in:\n%s", data)
	}
	if err := os.WriteFile(cut, data[:(second+third)/2], 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errOut := runCLI(t, args(cut, "--resume", "--threads", "2", "--hash-mb", "4")...)
	if code != 0 || !strings.Contains(errOut, "resuming") || !strings.Contains(errOut, "1 of 3 positions already solved") ||
		!strings.Contains(errOut, "dropping an incomplete record") || !strings.Contains(errOut, "2 positions written") {
		t.Fatalf("resume: exit %d, stderr %q", code, errOut)
	}
	want := strings.Join(positionLines(t, full), "\n")
	if got := strings.Join(positionLines(t, cut), "\n"); got != want {
		t.Errorf("the resumed set differs:\n%s\nwant\n%s", got, want)
	}
	readQualityFile(t, cut) // parses, no position twice
	code, _, errOut = runCLI(t, args(cut, "--resume")...)
	if code != 0 || !strings.Contains(errOut, "3 of 3 positions already solved") || !strings.Contains(errOut, "0 positions written") {
		t.Errorf("resume of a complete set: exit %d, stderr %q", code, errOut)
	}
	if got := strings.Join(positionLines(t, cut), "\n"); got != want {
		t.Errorf("resuming a complete set changed it:\n%s", got)
	}
	other := args(cut, "--resume")
	other[slices.Index(other, "--seed")+1] = "6"
	if code, _, errOut := runCLI(t, other...); code != 1 || !strings.Contains(errOut, "was made by") {
		t.Errorf("resume with another seed: exit %d, stderr %q", code, errOut)
	}
	// A missing file is started.
	fresh := filepath.Join(dir, "fresh.txt")
	if code, _, errOut := runCLI(t, args(fresh, "--resume")...); code != 0 || !strings.Contains(errOut, "has no position yet: starting it") {
		t.Errorf("resume of a missing file: exit %d, stderr %q", code, errOut)
	}
	if got := strings.Join(positionLines(t, fresh), "\n"); got != want {
		t.Errorf("the fresh set differs:\n%s", got)
	}
}

// The set over 24-30 empties that is being made (testdata/othello/README.md):
// its positions are the first picks of the command in its header, in
// order, so that "quality make --resume" continues it; every line is a
// valid entry with at least two moves.
func TestOthelloQuality2430Set(t *testing.T) {
	const path = "../../testdata/othello/quality-24-30.txt"
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	made, ok := qualityMadeBy(data)
	want := "bitban othello quality make --depth 6 --max-empties 30 --min-empties 24 --openings testdata/othello/xot-openings-48.txt --positions 60 --random-plies 2 --seed 1"
	if !ok || qualityIdentity(made) != want {
		t.Fatalf("made by %q, want the identity %q", made, want)
	}
	set, _, err := completeQualityRecords(data)
	if err != nil || len(set) == 0 || len(set) > 60 {
		t.Fatalf("%d positions, %v", len(set), err)
	}
	f, err := os.Open("../../testdata/othello/xot-openings-48.txt")
	if err != nil {
		t.Fatal(err)
	}
	openings, err := match.ReadOpenings(f, "othello")
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	ms := qualityMakeSettings{positions: 60, minEmpties: 24, maxEmpties: 30, openings: openings, randomPlies: 2, depth: 6, seed: 1}
	picks, _, err := pickQualityPositions(ms)
	if err != nil {
		t.Fatal(err)
	}
	orderQualityPicks(picks)
	for i, q := range set {
		if q.Position != picks[i].pos {
			t.Errorf("line %d: position %d is not the command's pick", q.Line, i+1)
		}
		if len(q.Scores) < 2 || q.Empties() < 24 || q.Empties() > 30 {
			t.Errorf("line %d: %d moves, %d empties", q.Line, len(q.Scores), q.Empties())
		}
	}
}
