package main

// Tests through pipes with the built program, as a shogi GUI drives it.

import (
	"strings"
	"testing"
	"time"

	"bitban/internal/testbin"
	"bitban/shogi"
)

var binary string

func TestMain(m *testing.M) { testbin.Main(m, "bitban/cmd/bitban-usi", &binary) }

// expect reads lines until one starts with prefix.
func expect(t *testing.T, p *testbin.Proc, prefix string) string {
	t.Helper()
	timeout := time.After(20 * time.Second)
	for {
		select {
		case l, ok := <-p.Lines:
			if !ok {
				t.Fatalf("output closed before %q; stderr: %s", prefix, p.Stderr())
			}
			if strings.HasPrefix(l, prefix) {
				return l
			}
		case <-timeout:
			t.Fatalf("no %q within 20 s", prefix)
		}
	}
}

// TestGUISession is what a GUI does with a registered engine: the
// handshake, a new game, a search, quit.
func TestGUISession(t *testing.T) {
	p := testbin.Start(t, binary, testbin.Options{Quit: "quit", QuietStderr: true})
	p.Send("usi")
	if name := expect(t, p, "id name "); !strings.Contains(name, "bitban") {
		t.Fatalf("id line %q", name)
	}
	expect(t, p, "usiok")
	p.Send("isready")
	expect(t, p, "readyok")
	p.Send("usinewgame", "position startpos moves 7g7f", "go depth 3")
	if bm := expect(t, p, "bestmove "); len(strings.Fields(bm)) < 2 || bm == "bestmove resign" {
		t.Fatalf("answer %q", bm)
	}
}

// TestArguments: GUIs start the program without arguments; people ask it
// for help and its version.
func TestArguments(t *testing.T) { testbin.EngineArguments(t, binary, "bitban-usi") }

// TestGUIDefects: a refused position is not searched (bestmove resign until
// a valid one); a go without any time answers after a short search.
func TestGUIDefects(t *testing.T) {
	p := testbin.Start(t, binary, testbin.Options{Quit: "quit", QuietStderr: true})
	p.Send("usi", "isready")
	expect(t, p, "readyok")
	p.Send("usinewgame", "position startpos moves 7g7f 7g7f", "go btime 0 wtime 0 byoyomi 0")
	expect(t, p, "info string error:")
	if bm := expect(t, p, "bestmove "); bm != "bestmove resign" {
		t.Fatalf("after a refused position: %q", bm)
	}
	t0 := time.Now()
	p.Send("position startpos", "go")
	expect(t, p, "info string no time limit given")
	if bm := expect(t, p, "bestmove "); bm == "bestmove resign" || time.Since(t0) > 10*time.Second {
		t.Fatalf("bare go: %q after %v", bm, time.Since(t0))
	}
}

// TestMateLineEndsInCheckmate: go mate answers a line that a GUI can replay
// to a checkmate on the board, useless interpositions played out (the
// composers count this problem as a mate in 1).
func TestMateLineEndsInCheckmate(t *testing.T) {
	const sfen = "8k/6Gpp/R8/9/9/9/9/9/9 b r2b3g4s4n4l16p 1"
	p := testbin.Start(t, binary, testbin.Options{Quit: "quit", QuietStderr: true})
	p.Send("usi", "isready")
	expect(t, p, "readyok")
	p.Send("position sfen "+sfen, "go mate 10000")
	line := strings.Fields(strings.TrimPrefix(expect(t, p, "checkmate "), "checkmate "))
	pos, err := shogi.ParseSFENMoves(sfen+" moves "+strings.Join(line, " "), false)
	if err != nil {
		t.Fatalf("line %v: %v", line, err)
	}
	var buf [shogi.MaxMoves]shogi.Move
	if len(line) < 3 || !pos.InCheck() || len(pos.Generate(buf[:0])) != 0 {
		t.Fatalf("line %v does not end in checkmate on the board", line)
	}
}
