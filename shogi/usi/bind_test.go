package usi

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	shogisearch "bitban/shogi/search"
)

// FuzzShogiPosition sends arbitrary `position` lines to the real engine:
// nothing panics, and a rejected line leaves the previous position.
func FuzzShogiPosition(f *testing.F) {
	for _, s := range []string{"startpos moves 7g7f 3c3d 8h2b+ 3a2b B*4e",
		"sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 moves 7g7f",
		"sfen 4k4/9/4P4/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1 moves G*5b", "startpos moves 7g7f 7g7f",
		"sfen 9/9/9/9/9/9/9/9/9 w 18P 3", "startpos moves P*5e"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		e := NewShogi("test")
		out := &syncBuf{}
		l := New(e, out)
		l.Handle("position startpos moves 7g7f")
		before := e.pos.SFEN()
		l.Handle("position " + s)
		if strings.Contains(out.String(), "error") && e.pos.SFEN() != before {
			t.Fatalf("rejected %q but the position changed to %s", s, e.pos.SFEN())
		}
		l.Handle("go perft 1")
		l.Wait()
	})
}

func TestShogiBinding(t *testing.T) {
	e := NewShogi("test")
	out := &syncBuf{}
	l := New(e, out)
	l.Handle("setoption name MultiPV value 2")
	l.Handle("setoption name EnteringKingRule value Maybe")
	l.Handle("setoption name USI_Hash value 0")
	l.Handle("isready")
	l.Handle("position startpos moves 7g7f 3c3d")
	l.Handle("go depth 3")
	l.Wait()
	got := out.String()
	for _, want := range []string{"info string error: setoption EnteringKingRule", "info string error: setoption USI_Hash",
		"readyok", "info depth 3 seldepth", " multipv 1 ", " multipv 2 ", "bestmove "} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %q in\n%s", want, got)
		}
	}
	// Entering-king declaration: Black's king and pieces deep in White's
	// camp with enough points.
	out = &syncBuf{}
	l = New(e, out)
	l.Handle("position sfen K+R+B+P+P+P+P+P+P/+P+P+P+P5/9/9/9/9/9/9/k8 b RB2G 1")
	l.Handle("go depth 1")
	l.Wait()
	if !strings.Contains(out.String(), "bestmove win") {
		t.Errorf("no declaration:\n%s", out.String())
	}
	out = &syncBuf{}
	l = New(e, out)
	l.Handle("setoption name EnteringKingRule value NoEnteringKing")
	l.Handle("position sfen K+R+B+P+P+P+P+P+P/+P+P+P+P5/9/9/9/9/9/9/k8 b RB2G 1")
	l.Handle("go depth 1")
	l.Wait()
	if strings.Contains(out.String(), "bestmove win") || !strings.Contains(out.String(), "bestmove ") {
		t.Errorf("declared with the rule off:\n%s", out.String())
	}
	// No legal move: resign.
	out = &syncBuf{}
	l = New(e, out)
	l.Handle("position sfen 4k4/4G4/4P4/9/9/9/9/9/9 w 2r2b3g4s4n4l17p 1")
	l.Handle("go depth 2")
	l.Wait()
	if !strings.Contains(out.String(), "bestmove resign") {
		t.Errorf("mated side did not resign:\n%s", out.String())
	}
}

// TestShogiPonderRace drives the real engine with two threads through
// ponder and ponderhit (run with -race: the loop must not read the position
// while the search moves on it).
func TestShogiPonderRace(t *testing.T) {
	out := &syncBuf{}
	l := New(NewShogi("test"), out)
	l.Handle("setoption name USI_Hash value 4")
	l.Handle("setoption name Threads value 2")
	l.Handle("position startpos moves 7g7f 3c3d")
	l.Handle("go ponder btime 200 wtime 200 byoyomi 100")
	waitFor(t, out, "info depth ") // any depth: the main thread skips depths helpers completed
	l.Handle("ponderhit")
	l.Wait()
	if !strings.Contains(out.String(), "bestmove ") {
		t.Fatalf("no bestmove:\n%s", out.String())
	}
}

func TestShogiSearchMoves(t *testing.T) {
	g, err := parseGo([]string{"searchmoves", "1g1f", "9g9f", "depth", "3"})
	if err != nil || strings.Join(g.SearchMoves, " ") != "1g1f 9g9f" || g.Depth != 3 {
		t.Fatalf("parse: %+v %v", g, err)
	}
	out := &syncBuf{}
	l := New(NewShogi("test"), out)
	l.Handle("position startpos")
	l.Handle("go depth 3 searchmoves 1g1f")
	l.Wait()
	if !strings.Contains(out.String(), "bestmove 1g1f") {
		t.Errorf("searchmoves 1g1f not obeyed:\n%s", out.String())
	}
}

func TestShogiParamsOption(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "p.json")
	if err := os.WriteFile(good, []byte(`{"Eval": {"Tempo": 1020}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	e := NewShogi("test")
	out := &syncBuf{}
	l := New(e, out)
	l.Handle("usi")
	if strings.Contains(out.String(), "option name Params") {
		t.Error("the Params option is announced")
	}
	l.Handle("setoption name Params value " + filepath.Join(dir, "missing.json"))
	l.Handle("setoption name Params value " + good)
	l.Handle("isready")
	if n := count(out.String(), "info string error: setoption Params"); n != 1 {
		t.Errorf("%d errors, want 1 (the missing file):\n%s", n, out.String())
	}
	if e.searcher.Params.Eval.Tempo != 1020 || e.searcher.Params.AspirationDelta != shogisearch.DefaultParams().AspirationDelta {
		t.Errorf("params not applied: tempo %d", e.searcher.Params.Eval.Tempo)
	}
	l.Handle("setoption name Params value <empty>")
	if e.searcher.Params != shogisearch.DefaultParams() {
		t.Error("an empty Params option did not restore the defaults")
	}
}
