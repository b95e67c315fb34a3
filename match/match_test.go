package match

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"bitban/internal/testbin"
)

var bitbanPath string

func TestMain(m *testing.M) {
	if len(os.Args) == 4 && os.Args[1] == "-fakeengine" {
		fakeEngine(os.Args[2], os.Args[3])
		os.Exit(0)
	}
	testbin.Main(m, "bitban/cmd/bitban", &bitbanPath)
}

// selfMatch is a match of bitban against itself at tiny limits.
func selfMatch(t *testing.T, game string, games int, tcA, tcB string) Config {
	t.Helper()
	ops, err := BuiltinOpenings(game)
	if err != nil {
		t.Fatal(err)
	}
	a, _ := ParseTC(tcA)
	b, _ := ParseTC(tcB)
	return Config{Game: game, Games: games, Openings: ops, SelfExe: bitbanPath,
		Engines: [2]EngineSpec{{Name: "A", Cmd: []string{"self"}, TC: &a}, {Name: "B", Cmd: []string{"self"}, TC: &b}}}
}

func readGames(t *testing.T, dir string) []GameRecord {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, "games.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	var rs []GameRecord
	for _, l := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		var r GameRecord
		if err := json.Unmarshal([]byte(l), &r); err != nil {
			t.Fatalf("games.jsonl line %q: %v", l, err)
		}
		rs = append(rs, r)
	}
	return rs
}

// Bitban against bitban in each game at depth limits: every game ends by
// a rule of its game, colours alternate, records are written.
func TestSelfMatches(t *testing.T) {
	for _, c := range []struct {
		game, tcA, tcB, ext string
		reasons             []string
	}{
		{"shogi", "depth=2", "depth=1", "kif", []string{"checkmate", "resign", "sennichite", "perpetual", "entering-king", "max ply"}},
		{"othello", "depth=3", "depth=1", "ggf", []string{"final count"}},
		{"renju", "depth=2", "depth=1", "txt", []string{"five in a row", "no point left to play"}},
		{"gomoku", "nodes=2000", "nodes=500", "txt", []string{"five in a row", "no point left to play"}},
	} {
		t.Run(c.game, func(t *testing.T) {
			t.Parallel()
			cfg := selfMatch(t, c.game, 4, c.tcA, c.tcB)
			cfg.Out = t.TempDir()
			cfg.Concurrency = 2
			var progress bytes.Buffer
			cfg.Progress = &progress
			sum, err := Run(context.Background(), cfg)
			if err != nil {
				t.Fatal(err)
			}
			if sum.Played != 4 || sum.Stats.Games() != 4 || sum.Stats.Pairs() != 2 || sum.Stopped != "" {
				t.Fatalf("summary %+v", sum)
			}
			// bitban's engines report depth and nodes in every protocol.
			for i, st := range sum.Search {
				if st.DepthMoves == 0 || st.NodeMoves == 0 || st.Nodes == 0 {
					t.Errorf("engine %d: search reports %+v", i, st)
				}
			}
			rs := readGames(t, cfg.Out)
			if len(rs) != 4 {
				t.Fatalf("%d JSON lines", len(rs))
			}
			for _, r := range rs {
				ok := false
				for _, p := range c.reasons {
					ok = ok || strings.HasPrefix(r.Reason, p)
				}
				if !ok {
					t.Errorf("game %d: reason %q", r.Index, r.Reason)
				}
				if want := [2]string{"A", "B"}[r.Index%2]; r.First != want {
					t.Errorf("game %d: first %s, want %s", r.Index, r.First, want)
				}
				if len(r.Moves) != len(r.TimesMs) || len(r.Moves) == 0 {
					t.Errorf("game %d: %d moves, %d times", r.Index, len(r.Moves), len(r.TimesMs))
				}
				if len(r.Depths) != len(r.Moves) || len(r.Nodes) != len(r.Moves) {
					t.Errorf("game %d: %d moves, %d depths, %d node counts", r.Index, len(r.Moves), len(r.Depths), len(r.Nodes))
				}
				if _, err := os.Stat(filepath.Join(cfg.Out, "records", "game-000"+string(rune('1'+r.Index))+"."+c.ext)); err != nil {
					t.Error(err)
				}
			}
			if !strings.Contains(progress.String(), "games 4/4") {
				t.Errorf("progress:\n%s", progress.String())
			}
		})
	}
}

// --resume plays only the games missing from games.jsonl; without it an
// existing match directory is an error.
func TestResume(t *testing.T) {
	cfg := selfMatch(t, "othello", 2, "depth=1", "depth=1")
	cfg.Out = t.TempDir()
	if _, err := Run(context.Background(), cfg); err != nil {
		t.Fatal(err)
	}
	cfg.Games = 4
	if _, err := Run(context.Background(), cfg); err == nil || !strings.Contains(err.Error(), "--resume") {
		t.Fatalf("rerun without --resume: %v", err)
	}
	cfg.Resume = true
	sum, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if sum.Played != 4 {
		t.Fatalf("played %d, want 4", sum.Played)
	}
	rs := readGames(t, cfg.Out)
	if len(rs) != 4 || rs[2].Index != 2 || rs[3].Index != 3 {
		t.Fatalf("games %+v", rs)
	}
}

// fakeSpec is the fake engine of fake_test.go in one mode.
func fakeSpec(t *testing.T, proto, mode string) EngineSpec {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	return EngineSpec{Name: "fake", Cmd: []string{exe, "-fakeengine", proto, mode}}
}

// Every misbehaviour loses the game with its reason, and the match goes
// on (the second game is played, after a restart if the engine died).
func TestFakeEngines(t *testing.T) {
	forbid, err := ReadOpenings(strings.NewReader(forbidOpening), "renju")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		game, mode, tc, reason string
	}{
		{"shogi", "crash", "movetime=100ms", "engine crashed"},
		{"shogi", "hang", "movetime=100ms", "time: no answer within"},
		{"shogi", "silent", "depth=1", "no answer within"},
		{"shogi", "late", "movetime=100ms", "time: answered"},
		{"shogi", "illegal", "movetime=100ms", "illegal move"},
		{"shogi", "garbage", "movetime=100ms", "illegal move"},
		{"shogi", "resign", "movetime=100ms", "resign"},
		{"shogi", "win", "movetime=100ms", "false entering-king declaration"},
		{"othello", "illegal", "depth=1", "illegal move"},
		{"othello", "garbage", "depth=1", "illegal move"},
		{"othello", "crash", "depth=1", "engine crashed"},
		{"renju", "occupied", "depth=1", "move on an occupied point"},
		{"renju", "garbage", "depth=1", "unreadable move"},
		{"renju", "forbidden", "depth=1", "forbidden point at H8 (double-three)"},
		{"renju", "late", "movetime=100ms", "time: answered"},
	} {
		t.Run(c.game+"-"+c.mode, func(t *testing.T) {
			t.Parallel()
			cfg := selfMatch(t, c.game, 2, "depth=1", "depth=1")
			cfg.Engines[1] = fakeSpec(t, protocolOf(c.game), c.mode)
			cfg.TC, _ = ParseTC(c.tc) // the fake's; bitban keeps depth=1
			// bitban plays at depth 1 and waits up to MaxWait: generous,
			// as the whole suite may load the machine; the silent fake is
			// a hang at depth 1 and costs one MaxWait per game.
			cfg.Margin, cfg.Grace, cfg.MaxWait = 100*time.Millisecond, 300*time.Millisecond, 10*time.Second
			if c.mode == "silent" {
				cfg.MaxWait = 2 * time.Second
			}
			if c.mode == "late" {
				cfg.Grace = 3 * time.Second
			}
			if c.mode == "forbidden" {
				cfg.Openings = forbid
			}
			cfg.Out = t.TempDir()
			sum, err := Run(context.Background(), cfg)
			if err != nil {
				t.Fatal(err)
			}
			if sum.Played != 2 {
				t.Fatalf("played %d games, want 2 (the match goes on)", sum.Played)
			}
			rs := readGames(t, cfg.Out)
			// The fake loses both games, the second (index 1, where it
			// moves first) at its first move.
			for _, r := range rs {
				if r.Index == 0 && c.mode == "forbidden" {
					continue // the fake is White there: h8 is legal for White
				}
				if r.Winner != "A" || !strings.HasPrefix(r.Reason, c.reason) {
					t.Errorf("game %d: winner %q reason %q, want A by %q", r.Index, r.Winner, r.Reason, c.reason)
				}
			}
		})
	}
}

// Cancelling the context (Ctrl-C) ends the match at once: the game in
// progress is dropped and the summary says how to resume.
func TestInterrupt(t *testing.T) {
	cfg := selfMatch(t, "shogi", 2, "depth=1", "depth=1")
	cfg.Engines[1] = fakeSpec(t, "usi", "hang")
	cfg.MaxWait = time.Minute
	cfg.Out = t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 500*time.Millisecond)
	defer cancel()
	t0 := time.Now()
	sum, err := Run(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if time.Since(t0) > 20*time.Second || !strings.Contains(sum.Stopped, "--resume") {
		t.Fatalf("stopped %q after %v", sum.Stopped, time.Since(t0))
	}
}

// A brain that fails its first START is restarted once and plays: no
// game is forfeited for it.
func TestEngineStartRetried(t *testing.T) {
	cfg := selfMatch(t, "renju", 2, "depth=1", "depth=1")
	cfg.Engines[1] = fakeSpec(t, "gomocup", "startfail="+filepath.Join(t.TempDir(), "started"))
	cfg.MaxWait = 10 * time.Second
	cfg.Out = t.TempDir()
	sum, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if sum.Played != 2 {
		t.Fatalf("played %d games, want 2", sum.Played)
	}
	for _, r := range readGames(t, cfg.Out) {
		if strings.Contains(r.Reason, "failed to start") || len(r.Moves) == 0 {
			t.Errorf("game %d: %q after %d moves, want a game played", r.Index, r.Reason, len(r.Moves))
		}
	}
}

// An engine that does not start stops the match with a clear error.
func TestEngineDoesNotStart(t *testing.T) {
	cfg := selfMatch(t, "othello", 2, "depth=1", "depth=1")
	cfg.Engines[1] = EngineSpec{Name: "ghost", Cmd: []string{"/nonexistent/engine"}}
	_, err := Run(context.Background(), cfg)
	if err == nil || !strings.Contains(err.Error(), "ghost") {
		t.Fatalf("err = %v", err)
	}
}
