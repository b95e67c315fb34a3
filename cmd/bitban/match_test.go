package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/spf13/pflag"

	"bitban/match"
)

// bitban match plays the built program against itself (the test binary is
// not bitban, so the engines are bitbanBin, not cmd=self) and prints the
// progress and the summary; games.jsonl and the records are in --out.
func TestMatchCLI(t *testing.T) {
	dir := t.TempDir()
	eng := func(name, depth string) string {
		return "name=" + name + " cmd=\"" + bitbanBin + " othello nboard\" tc=depth=" + depth
	}
	code, out, errOut := runCLI(t, "match", "--game", "othello", "--engine", eng("deep", "3"), "--engine", eng("shallow", "1"),
		"--games", "2", "--sprt", "elo0=0,elo1=20", "--out", dir)
	if code != 0 {
		t.Fatalf("code %d\n%s\n%s", code, out, errOut)
	}
	for _, want := range []string{"match othello: deep (depth=3) vs shallow (depth=1)", "W/D/L", "pentanomial", "SPRT elo0=0 elo1=20", "endings: final count"} {
		if !strings.Contains(out, want) {
			t.Errorf("summary lacks %q:\n%s", want, out)
		}
	}
	if !strings.Contains(errOut, "games 2/2") {
		t.Errorf("progress:\n%s", errOut)
	}
	if _, err := os.Stat(filepath.Join(dir, "records", "game-0002.ggf")); err != nil {
		t.Error(err)
	}
}

func TestMatchUsageErrors(t *testing.T) {
	ok := "name=A cmd=x"
	for _, args := range [][]string{
		{"match", "--game", "chess", "--engine", ok, "--engine", "name=B cmd=y"},
		{"match", "--game", "shogi", "--engine", ok},
		{"match", "--game", "shogi", "--engine", ok, "--engine", "cmd=y"},
		{"match", "--game", "shogi", "--engine", ok, "--engine", "name=B cmd=y", "--tc", "blitz"},
		{"match", "--game", "shogi", "--engine", ok, "--engine", "name=B cmd=y", "--sprt", "elo0=5,elo1=0"},
		{"match", "--game", "shogi", "--engine", ok, "--engine", "name=B cmd=y", "--resume"},
	} {
		if code, _, errOut := runCLI(t, args...); code != 2 {
			t.Errorf("%v: code %d, want 2\n%s", args, code, errOut)
		}
	}
	bad := filepath.Join(t.TempDir(), "bad.txt")
	os.WriteFile(bad, []byte("7g7f\n7g7f 7g7f\n"), 0o644)
	code, _, errOut := runCLI(t, "match", "--game", "shogi", "--engine", ok, "--engine", "name=B cmd=y", "--openings", bad)
	if code != 1 || !strings.Contains(errOut, "openings line 2") {
		t.Errorf("bad openings: code %d %s", code, errOut)
	}
}

// TestMatchDistributed: --distribute plays the pairs as work units on local
// workers, with the same summary; the same command again resumes the job
// (no game is played twice).
func TestMatchDistributed(t *testing.T) {
	dir, store := t.TempDir(), t.TempDir()
	eng := func(name, depth string) string {
		return "name=" + name + " cmd=\"" + bitbanBin + " othello nboard\" tc=depth=" + depth
	}
	args := []string{"match", "--game", "othello", "--engine", eng("deep", "3"), "--engine", eng("shallow", "1"),
		"--games", "4", "--distribute", "--workers", "2", "--store", store, "--out", dir}
	for run, want := range []string{"2 pairs, 0 resumed", "2 pairs, 2 resumed"} {
		code, out, errOut := runCLI(t, args...)
		if code != 0 || !strings.Contains(errOut, want) {
			t.Fatalf("run %d: code %d\n%s\n%s", run, code, out, errOut)
		}
		if !strings.Contains(out, "match othello: deep (depth=3) vs shallow (depth=1)") || !strings.Contains(out, "endings: final count 4") {
			t.Fatalf("run %d: summary\n%s", run, out)
		}
	}
	data, err := os.ReadFile(filepath.Join(dir, "games.jsonl"))
	if err != nil || strings.Count(string(data), "\n") != 4 {
		t.Fatalf("games.jsonl: %v\n%s", err, data)
	}
	if code, _, _ := runCLI(t, append(args, "--resume")...); code != 2 {
		t.Errorf("--resume with --distribute: code %d, want 2", code)
	}
}

// TestMatchAdjudication: with a tiny threshold every game is adjudicated as
// soon as both engines report a score beyond it.
func TestMatchAdjudication(t *testing.T) {
	eng := func(name, depth string) string {
		return "name=" + name + " cmd=\"" + bitbanBin + " othello nboard\" tc=depth=" + depth
	}
	code, out, errOut := runCLI(t, "match", "--game", "othello", "--engine", eng("deep", "3"), "--engine", eng("shallow", "1"),
		"--games", "2", "--adjudicate", "win=0.01,moves=1,draw=0,drawmoves=1")
	if code != 0 || !strings.Contains(out, "adjudicated") {
		t.Fatalf("code %d\n%s\n%s", code, out, errOut)
	}
	if code, _, _ := runCLI(t, "match", "--game", "othello", "--engine", eng("a", "1"), "--engine", eng("b", "1"), "--adjudicate", "win=x"); code != 2 {
		t.Errorf("--adjudicate win=x: code %d, want 2", code)
	}
}

// TestMatchFlagErrors pins the message and exit status of each refused
// match command line, and which check speaks first when several would.
// None of them starts an engine.
func TestMatchFlagErrors(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "none", "o.txt")
	two := []string{"--game", "shogi", "--engine", "name=A cmd=x", "--engine", "name=B cmd=y"}
	with := func(more ...string) []string { return append(append([]string(nil), two...), more...) }
	const tcWant = `time control "blitz": want byoyomi=1s, fischer=60s+1s, movetime=200ms, depth=N or nodes=N`
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"--game", "chess", "--engine", "name=A cmd=x"}, 2, `--game: unknown game "chess" (want shogi, othello, renju, gomoku, standard)`},
		{[]string{"--game", "shogi"}, 2, "want two --engine, got 0"},
		{[]string{"--game", "shogi", "--engine", "name=A cmd=x"}, 2, "want two --engine, got 1"},
		{with("--engine", "name=C cmd=z"), 2, "want two --engine, got 3"},
		{[]string{"--game", "shogi", "--engine", "name=A cmd=x", "--engine", "cmd=y"}, 2, `--engine: engine "cmd=y": missing name=`},
		{with("--tc", "blitz"), 2, "--tc: " + tcWant},
		{with("--adjudicate", "win=x"), 2, `--adjudicate: adjudication: "win=x": want key=number`},
		{with("--sprt", "elo0=5,elo1=0"), 2, "--sprt: sprt: elo1 (0) must be greater than elo0 (5)"},
		{with("--resume"), 2, "--resume needs --out DIR"},
		{with("--resume", "--tc", "blitz"), 2, "--tc: " + tcWant},
		{with("--sprt", "x", "--adjudicate", "win=x"), 2, `--adjudicate: adjudication: "win=x": want key=number`},
		{with("--openings", missing), 1, missing + ": open " + missing + ": no such file or directory"},
		{with("--engine-log", missing), 1, "open " + missing + ": no such file or directory"},
		{with("--out", dir, "--resume", "--distribute"), 2, "--resume and --engine-log do not apply with --distribute (the job resumes by itself)"},
		{with("--engine-log", filepath.Join(dir, "log"), "--distribute"), 2, "--resume and --engine-log do not apply with --distribute (the job resumes by itself)"},
	} {
		code, _, errOut := runCLI(t, append([]string{"match"}, c.args...)...)
		first, _, _ := strings.Cut(errOut, "\n")
		if code != c.code || first != "bitban: "+c.want {
			t.Errorf("match %q: code %d, %q; want code %d, %q", c.args, code, first, c.code, "bitban: "+c.want)
		}
	}
}

// TestMatchFlagsConfig: every flag lands in its field of the match.Config.
func TestMatchFlagsConfig(t *testing.T) {
	var fl matchFlags
	fs := pflag.NewFlagSet("match", pflag.ContinueOnError)
	fl.add(fs)
	err := fs.Parse([]string{"--game", "othello", "--engine", "name=A cmd=a", "--engine", "name=B cmd=b tc=depth=1", "--games", "6",
		"--tc", "depth=3", "--margin", "50ms", "--max-wait", "5s", "--max-ply", "100", "--concurrency", "2", "--out", "d", "--resume",
		"--adjudicate", "win=400,moves=4", "--sprt", "elo0=0,elo1=10"})
	if err != nil {
		t.Fatal(err)
	}
	var progress strings.Builder
	cfg, err := fl.config(&progress)
	if err != nil {
		t.Fatal(err)
	}
	builtin, _ := match.BuiltinOpenings("othello")
	if cfg.Game != "othello" || cfg.Games != 6 || cfg.Margin != 50*time.Millisecond || cfg.MaxWait != 5*time.Second ||
		cfg.MaxPly != 100 || cfg.Concurrency != 2 || cfg.Out != "d" || !cfg.Resume || cfg.Progress != &progress ||
		len(cfg.Openings) != len(builtin) || cfg.SelfExe != "" || cfg.EngineLog != nil {
		t.Errorf("config %+v", cfg)
	}
	if cfg.Engines[0].Name != "A" || cfg.Engines[1].Name != "B" || cfg.Engines[0].TC != nil || cfg.Engines[1].TC == nil ||
		cfg.TC.Kind != match.TCDepth || cfg.TC.Depth != 3 {
		t.Errorf("engines %+v, tc %+v", cfg.Engines, cfg.TC)
	}
	if cfg.Adjudicate == nil || cfg.SPRT == nil || cfg.SPRT.Elo1 != 10 {
		t.Errorf("adjudicate %+v, sprt %+v", cfg.Adjudicate, cfg.SPRT)
	}
	// The defaults: no adjudication or SPRT, movetime=1s.
	fl = matchFlags{}
	fs = pflag.NewFlagSet("match", pflag.ContinueOnError)
	fl.add(fs)
	if err := fs.Parse([]string{"--game", "shogi", "--engine", "name=A cmd=a", "--engine", "name=B cmd=b"}); err != nil {
		t.Fatal(err)
	}
	if cfg, err = fl.config(nil); err != nil {
		t.Fatal(err)
	}
	if cfg.Adjudicate != nil || cfg.SPRT != nil || cfg.TC.Kind != match.TCMoveTime || cfg.TC.MoveTime != time.Second ||
		cfg.Margin != 200*time.Millisecond || cfg.MaxPly != 512 || cfg.Concurrency != 1 {
		t.Errorf("defaults %+v", cfg)
	}
}
