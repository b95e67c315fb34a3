package usi

import (
	"strings"
	"testing"
)

// FuzzHandle feeds arbitrary lines to the loop (with the fake engine): no
// line may panic it, and after any line the loop still answers isready.
func FuzzHandle(f *testing.F) {
	for _, s := range []string{"usi", "isready", "position startpos moves 7g7f",
		"position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 moves 7g7f",
		"go btime 1000 wtime 1000 byoyomi 100", "go depth 2", "go mate 10", "go perft 1",
		"setoption name USI_Hash value 8", "setoption name NetworkDelay value 10", "go nodes 5",
		"gameover win", "ponderhit", "stop", "go movetime 5 binc 3 winc 4", "go mate infinite"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		out := &syncBuf{}
		l := New(newFake(), out)
		if strings.Contains(line, "infinite") || strings.Contains(line, "ponder") {
			// Searches that wait for stop: stop them so the fuzz case ends.
			l.Handle(line)
			l.Handle("stop")
		} else {
			l.Handle(line)
		}
		l.Handle("quit")
		l.Handle("isready")
		if !strings.HasSuffix(out.String(), "readyok\n") {
			t.Fatalf("after %q no readyok:\n%s", line, out.String())
		}
	})
}

// FuzzParse checks that the pure parsers never panic and keep their
// invariants on any field list.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"startpos moves 7g7f", "sfen 9/9/9/9/9/9/9/9/9 b - 1", "btime 5 wtime 6 byoyomi 7",
		"mate infinite", "perft 3", "name USI_Hash value 16", "name A B value C D"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		args := strings.Fields(s)
		if pc, err := parsePosition(args); err == nil && pc.SFEN != "" && len(strings.Fields(pc.SFEN)) < 3 {
			t.Errorf("short sfen accepted: %q", pc.SFEN)
		}
		if g, err := parseGo(args); err == nil {
			if g.BTime < 0 || g.WTime < 0 || g.Byoyomi < 0 || g.MoveTime < 0 || g.Depth < 0 {
				t.Errorf("negative limit from %q: %+v", s, g)
			}
		}
		if name, _, err := parseSetOption(args); err == nil && name == "" {
			t.Errorf("empty option name accepted from %q", s)
		}
	})
}
