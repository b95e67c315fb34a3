package main

import (
	"bytes"
	"encoding/json"
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

func TestHelpAndVersion(t *testing.T) {
	for _, args := range [][]string{nil, {"help"}, {"--help"}, {"help", "bench"}} {
		code, out, _ := runCLI(t, args...)
		if code != 0 || !strings.Contains(out, "bitban") || !strings.Contains(out, "bench") {
			t.Fatalf("bitban %v: code %d, output %q", args, code, out)
		}
	}
	code, out, _ := runCLI(t, "version")
	if code != 0 || !strings.HasPrefix(out, "bitban ") {
		t.Fatalf("version: code %d, %q", code, out)
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
