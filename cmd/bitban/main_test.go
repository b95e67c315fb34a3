package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func runCLI(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	return runCLIIn(t, "", args...)
}

// runCLIIn runs the CLI in-process as main does, with stdin, and returns
// the exit status and both outputs.
func runCLIIn(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code = run(args, strings.NewReader(stdin), &out, &errOut)
	return code, out.String(), errOut.String()
}

// runBin runs the built program (bitbanBin) in a process of its own and
// returns the exit status and both outputs. Unlike runCLI it starts from
// every flag's default: the game command groups are built once per
// process, so in-process runs keep the flag values of earlier ones.
func runBin(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	return runBinIn(t, "", args...)
}

// runBinIn is runBin with stdin.
func runBinIn(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errOut bytes.Buffer
	cmd := exec.Command(bitbanBin, args...)
	cmd.Stdin = strings.NewReader(stdin)
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	var ee *exec.ExitError
	switch {
	case errors.As(err, &ee):
		code = ee.ExitCode()
	case err != nil:
		t.Fatal(err)
	}
	return code, out.String(), errOut.String()
}

func TestHelpAndVersion(t *testing.T) {
	for _, args := range [][]string{nil, {"help"}, {"--help"}, {"help", "bench"}} {
		code, out, _ := runCLI(t, args...)
		if code != 0 || !strings.Contains(out, "bitban") || !strings.Contains(out, "bench") {
			t.Fatalf("bitban %v: code %d, output %q", args, code, out)
		}
	}
	for _, args := range [][]string{{"version"}, {"--version"}} {
		code, out, _ := runCLI(t, args...)
		if code != 0 || !strings.HasPrefix(out, "bitban 0.") {
			t.Fatalf("%v: code %d, %q", args, code, out)
		}
	}
}

func TestUsageErrorsExitTwo(t *testing.T) {
	for _, args := range [][]string{
		{"nosuchgame"},
		{"--nosuchflag"},
		{"version", "extra"},
		{"bench", "--nosuchflag"},
		{"bench", "--game", "nosuchgame"},
		{"help", "nosuch"},
		{"help", "othello", "nosuchverb"},
	} {
		code, out, errOut := runCLI(t, args...)
		if code != 2 {
			t.Errorf("bitban %v: exit %d, want 2", args, code)
		}
		if out != "" || !strings.Contains(errOut, "Usage:") {
			t.Errorf("bitban %v: want usage on stderr only; stdout %q stderr %q", args, out, errOut)
		}
	}
}

func TestBenchQuickJSON(t *testing.T) {
	code, out, errOut := runCLI(t, "bench", "--quick", "--json", "--game", "bitboard")
	if code != 0 {
		t.Fatalf("bench: exit %d: %s", code, errOut)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) < 3 {
		t.Fatalf("bench printed %d rows, want the bitboard rows", len(lines))
	}
	for _, l := range lines {
		var r benchResult
		if err := json.Unmarshal([]byte(l), &r); err != nil {
			t.Fatalf("bench row %q: %v", l, err)
		}
		if r.Game != "bitboard" || r.Ops == 0 || r.Seconds <= 0 || r.Rate <= 0 || r.Unit == "" {
			t.Fatalf("bench row %+v is incomplete", r)
		}
	}
	code, out, _ = runCLI(t, "bench", "--list")
	if code != 0 || !strings.Contains(out, "bitboard") {
		t.Fatalf("bench --list: %d %q", code, out)
	}
}

// TestGroupDescriptions: each game's line in `bitban --help` names what
// its commands do, so it cannot go stale when a command is added.
func TestGroupDescriptions(t *testing.T) {
	words := map[string]string{"nboard": "NBoard", "perft": "perft", "play": "play", "solve": "solver",
		"mate": "mate", "usi": "USI", "forbid": "forbidden", "gomocup": "Gomocup", "vcf": "VCF",
		"analyse": "analysis", "openings": "openings", "tune": "tuning", "train": "tuning", "swap2": "Swap2", "data": "training data", "label": "labelling", "quality": "move quality", "review": "match review", "book": "opening book", "policy": "move policy", "blunders": "blunder"}
	root := newRootCmd(io.Discard, io.Discard)
	groups := 0
	for _, g := range root.Commands() {
		if g.Name() != "othello" && g.Name() != "shogi" && g.Name() != "renju" {
			continue
		}
		groups++
		for _, c := range g.Commands() {
			w, ok := words[c.Name()]
			if !ok {
				t.Errorf("%s %s: add the word its group description should use to this test", g.Name(), c.Name())
				continue
			}
			if !strings.Contains(g.Short, w) {
				t.Errorf("%s description %q does not mention %q (%s)", g.Name(), g.Short, w, c.Name())
			}
		}
	}
	if groups != 3 {
		t.Fatalf("%d game groups, want 3", groups)
	}
}

// TestCPUProfileFlag: --cpuprofile writes a gzipped pprof profile of any
// command; an unwritable path is an error that names the flag.
func TestCPUProfileFlag(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cpu.prof")
	code, _, stderr := runCLI(t, "othello", "perft", "--depth", "6", "--cpuprofile", path)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(data) < 2 || data[0] != 0x1f || data[1] != 0x8b {
		t.Errorf("profile is not gzipped pprof data: % x", data[:min(len(data), 8)])
	}
	code, _, stderr = runCLI(t, "othello", "perft", "--depth", "1", "--cpuprofile", filepath.Join(path, "no", "such"))
	if code != 1 || !strings.Contains(stderr, "--cpuprofile") {
		t.Errorf("unwritable path: exit %d, %q", code, stderr)
	}
}

// TestCPUProfileFlagDoesNotStick: a --cpuprofile of one command is not
// taken over by the next command run in the same process.
func TestCPUProfileFlagDoesNotStick(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "no", "such", "cpu.prof")
	if code, _, _ := runCLI(t, "othello", "perft", "--depth", "1", "--cpuprofile", bad); code != 1 {
		t.Fatalf("unwritable profile path: exit %d, want 1", code)
	}
	if code, _, stderr := runCLI(t, "othello", "perft", "--depth", "1"); code != 0 {
		t.Errorf("the next command: exit %d: %s", code, stderr)
	}
}
