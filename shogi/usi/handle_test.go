package usi

import (
	"reflect"
	"testing"
)

// gameOvers wraps the fake engine and records the results it is told.
type gameOvers struct {
	*fakeEngine
	results []string
}

func (g *gameOvers) GameOver(result string) { g.results = append(g.results, result) }

// TestHandleAnswers pins, line by line, what Handle prints for each command
// that answers without searching (and for refused ones), and which lines
// end the loop.
func TestHandleAnswers(t *testing.T) {
	out := &syncBuf{}
	eng := &gameOvers{fakeEngine: newFake()}
	l := New(eng, out)
	const resignNote = " (go answers bestmove resign until a valid position arrives)\n"
	for _, c := range []struct {
		line string
		want string
		quit bool
	}{
		{"", "", false},
		{"  \t ", "", false},
		{"usi", "id name fake\nid author test\noption name USI_Ponder type check default false\n" +
			"option name NetworkDelay type spin default 0 min 0 max 10000\noption name MultiPV type spin default 1 min 1 max 16\n" +
			"option name Threads type spin default 1 min 1 max 256\noption name USI_Hash type spin default 16 min 1 max 1024\nusiok\n", false},
		{"isready", "readyok\n", false},
		{"setoption", "info string error: setoption: want name <id> [value <x>]\n", false},
		{"setoption name", "info string error: setoption: want name <id> [value <x>]\n", false},
		{"setoption name Nope value 1", "info string error: setoption Nope: unknown option\n", false},
		{"setoption name USI_Ponder value maybe", "info string error: setoption USI_Ponder: want true or false, got \"maybe\"\n", false},
		{"setoption name USI_Hash value 32", "", false},
		{"usinewgame", "", false},
		{"stop", "", false},      // idle: nothing to stop
		{"ponderhit", "", false}, // idle: nothing to hit
		{"hello", "info string error: unknown command \"hello\"\n", false},
		{"position", "info string error: position: missing startpos or sfen" + resignNote, false},
		{"position foo", "info string error: position: want startpos or sfen, got \"foo\"" + resignNote, false},
		{"position startpos moves 7g7f bad", "info string error: illegal move \"bad\"" + resignNote, false},
		{"go mate 100", "info string error: no valid position: the last position command was refused\ncheckmate nomate\n", false},
		{"go depth 1", "info string error: no valid position: the last position command was refused\nbestmove resign\n", false},
		{"go wibble", "info string error: go: unknown parameter \"wibble\"\n", false},
		{"go perft 1", "7g7f: 30\n2g2f: 30\nNodes searched: 60\n", false}, // perft needs no position
		{"position startpos", "", false},
		{"go mate -1", "info string error: go mate: \"-1\" is not a positive time in milliseconds or infinite\n", false},
		{"gameover", "info string error: gameover: want win, lose or draw\n", false},
		{"gameover maybe", "info string error: gameover: want win, lose or draw\n", false},
		{"gameover win", "", false},
		{"quit", "", true},
	} {
		out.Reset()
		quit := l.Handle(c.line)
		l.Wait()
		if got := out.String(); got != c.want || quit != c.quit {
			t.Errorf("Handle(%q) printed %q, quit %v; want %q, quit %v", c.line, got, quit, c.want, c.quit)
		}
	}
	// A gameover without a result tells the engine nothing; a bad one is
	// passed on after the complaint.
	if want := []string{"maybe", "win"}; !reflect.DeepEqual(eng.results, want) {
		t.Errorf("GameOver got %q, want %q", eng.results, want)
	}
	if eng.opts["USI_Hash"] != "32" {
		t.Errorf("USI_Hash = %q, want 32", eng.opts["USI_Hash"])
	}
}
