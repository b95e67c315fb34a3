package main

import (
	"bufio"
	"encoding/json"
	"os"
	"strconv"
	"strings"
	"testing"
)

// sampleLines reads the boards and expected forbidden sets (algebraic, board
// order) of the random sample.
func sampleLines(t *testing.T) (boards, want []string) {
	f, err := os.Open("../../testdata/renju/random_forbid_sample.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Split(sc.Text(), "\t")
		if fields[0] == "#id" {
			continue
		}
		boards = append(boards, fields[2])
		var pts []string
		for _, tok := range strings.Fields(fields[3]) {
			xy, _, _ := strings.Cut(tok, ":")
			xs, ys, _ := strings.Cut(xy, ",")
			x, _ := strconv.Atoi(xs)
			y, _ := strconv.Atoi(ys)
			pts = append(pts, string(rune('A'+x))+strconv.Itoa(15-y))
		}
		want = append(want, strings.Join(pts, " "))
	}
	return boards, want
}

func TestRenjuForbidSample(t *testing.T) {
	boards, want := sampleLines(t)
	code, out, errOut := runCLIIn(t, strings.Join(boards, "\n")+"\n", "renju", "forbid")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	got := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(got) != len(want) {
		t.Fatalf("%d output lines, want %d", len(got), len(want))
	}
	for i := range got {
		if got[i] != want[i] {
			t.Errorf("board %d: %q, want %q", i+1, got[i], want[i])
		}
	}
}

func TestRenjuForbidJSONAndBadLines(t *testing.T) {
	boards, want := sampleLines(t)
	in := boards[0] + "\nnot a board\n" + boards[0][:224] + "Z\n" + boards[1] + "\r\n"
	code, out, errOut := runCLIIn(t, in, "renju", "forbid", "--json")
	if code != 1 {
		t.Fatalf("exit %d, want 1", code)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != 4 || lines[1] != "" || lines[2] != "" {
		t.Fatalf("output lines %q", lines)
	}
	for _, i := range []int{0, 3} {
		var obj struct {
			Forbidden []struct{ Pt, Kind string }
		}
		if err := json.Unmarshal([]byte(lines[i]), &obj); err != nil {
			t.Fatalf("line %d %q: %v", i+1, lines[i], err)
		}
		var pts []string
		for _, f := range obj.Forbidden {
			pts = append(pts, f.Pt)
			if f.Kind != "double-three" && f.Kind != "double-four" && f.Kind != "overline" {
				t.Errorf("kind %q", f.Kind)
			}
		}
		if wantLine := want[map[int]int{0: 0, 3: 1}[i]]; strings.Join(pts, " ") != wantLine {
			t.Errorf("line %d: %v, want %q", i+1, pts, wantLine)
		}
	}
	if !strings.Contains(errOut, "line 2:") || !strings.Contains(errOut, "line 3:") || !strings.Contains(errOut, "offset 224") || strings.Contains(errOut, "line 4:") {
		t.Errorf("stderr %q", errOut)
	}
	// The flag does not stick to the next run.
	code, out, _ = runCLIIn(t, boards[0]+"\n", "renju", "forbid")
	if code != 0 || strings.HasPrefix(out, "{") || strings.TrimSpace(out) != want[0] {
		t.Errorf("plain run after --json: %q", out)
	}
}

func TestRenjuGroupUsage(t *testing.T) {
	code, out, _ := runCLI(t, "renju")
	if code != 0 || !strings.Contains(out, "forbid") {
		t.Errorf("renju: exit %d, %q", code, out)
	}
	if code, _, _ := runCLI(t, "renju", "forbid", "--nosuchflag"); code != 2 {
		t.Errorf("unknown flag: exit %d", code)
	}
	if code, _, _ := runCLI(t, "renju", "nosuchverb"); code != 2 {
		t.Errorf("unknown verb: exit %d", code)
	}
}

func TestRenjuBenchRows(t *testing.T) {
	for _, f := range []func(bool) (uint64, error){benchRenjuPerPoint, benchRenjuBoards} {
		n, err := f(true)
		if err != nil || n == 0 {
			t.Errorf("bench row: %d, %v", n, err)
		}
	}
}
