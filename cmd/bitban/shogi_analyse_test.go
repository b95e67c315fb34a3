package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestShogiAnalyseCommand(t *testing.T) {
	code, out, errOut := runCLI(t, "shogi", "analyse", "--depth", "4", "--threads", "2", "--sfen", "startpos moves 7g7f")
	if code != 0 || !strings.Contains(out, "depth  4/") || !strings.Contains(out, "best ") || !strings.Contains(out, "2 threads") {
		t.Fatalf("exit %d\n%s%s", code, out, errOut)
	}
	code, out, errOut = runCLI(t, "shogi", "analyse", "--depth", "3", "--multipv", "2", "--threads", "1", "--json",
		"--sfen", "4k4/9/4P4/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	var last shogiAnalyseLine
	if code != 0 || json.Unmarshal([]byte(lines[len(lines)-1]), &last) != nil || last.Best != "G*5b" || last.Score != "mate 1" {
		t.Fatalf("mate in 1: exit %d last %+v\n%s%s", code, last, out, errOut)
	}
	// A params file: a known field is read, an unknown one is an error.
	dir := t.TempDir()
	good, bad := filepath.Join(dir, "good.json"), filepath.Join(dir, "bad.json")
	os.WriteFile(good, []byte(`{"AspirationDelta": 30, "Eval": {"Tempo": 10}}`), 0o644)
	os.WriteFile(bad, []byte(`{"Aspiration": 30}`), 0o644)
	if code, out, errOut := runCLI(t, "shogi", "analyse", "--depth", "2", "--params", good); code != 0 {
		t.Errorf("good params: exit %d\n%s%s", code, out, errOut)
	}
	if code, _, errOut := runCLI(t, "shogi", "analyse", "--depth", "2", "--params", bad); code == 0 || !strings.Contains(errOut, "Aspiration") {
		t.Errorf("unknown parameter accepted: exit %d %s", code, errOut)
	}
	for _, args := range [][]string{{"--threads", "0"}, {"--multipv", "0"}, {"--sfen", "nonsense"}, {"--time", "-1"}} {
		if code, _, _ := runCLI(t, append([]string{"shogi", "analyse"}, args...)...); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
	}
}

// TestShogiAnalyseStats: --stats prints the tree's shape after the result,
// and in JSON puts it on the result line, its nodes the search's.
func TestShogiAnalyseStats(t *testing.T) {
	code, out, errOut := runCLI(t, "shogi", "analyse", "--depth", "6", "--threads", "1", "--stats")
	if code != 0 || !strings.Contains(out, "quiescence") || !strings.Contains(out, "on the first move") || !strings.Contains(out, "later moves reduced") {
		t.Fatalf("exit %d\n%s%s", code, out, errOut)
	}
	code, out, errOut = runCLI(t, "shogi", "analyse", "--depth", "6", "--threads", "1", "--stats", "--json")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	var last shogiAnalyseLine
	if code != 0 || json.Unmarshal([]byte(lines[len(lines)-1]), &last) != nil || last.Stats == nil ||
		last.Stats.Nodes != last.Nodes || last.Stats.QNodes == 0 {
		t.Fatalf("json: exit %d last %+v\n%s%s", code, last, out, errOut)
	}
	if _, out, _ := runCLI(t, "shogi", "analyse", "--depth", "3", "--threads", "1"); strings.Contains(out, "quiescence") {
		t.Errorf("statistics without --stats:\n%s", out)
	}
}
