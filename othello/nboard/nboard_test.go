package nboard

import (
	"bitban/internal/testbin"
	"bytes"
	"strconv"
	"strings"
	"testing"
	"time"
)

// binary is the bitban program built once for the pipe tests.
var binary string

func TestMain(m *testing.M) { testbin.Main(m, "bitban/cmd/bitban", &binary) }

// session drives one engine process through pipes.
type session struct {
	*testbin.Proc
	t    *testing.T
	seen []string
}

func start(t *testing.T, args ...string) *session {
	t.Helper()
	return &session{Proc: testbin.Start(t, binary, testbin.Options{Args: append([]string{"othello", "nboard"}, args...)}), t: t}
}

func (s *session) send(line string) {
	s.t.Helper()
	s.Send(line)
}

// expect reads lines until one starts with prefix and returns it; every
// line read is checked for NaN.
func (s *session) expect(prefix string) string {
	s.t.Helper()
	deadline := time.After(60 * time.Second)
	for {
		select {
		case l, ok := <-s.Lines:
			if !ok {
				s.t.Fatalf("engine closed its output waiting for %q (saw %q)", prefix, s.seen)
			}
			s.seen = append(s.seen, l)
			if strings.Contains(strings.ToLower(l), "nan") {
				s.t.Fatalf("NaN in %q", l)
			}
			if strings.HasPrefix(l, prefix) {
				return l
			}
		case <-deadline:
			s.t.Fatalf("timeout waiting for %q (saw %q)", prefix, s.seen)
		}
	}
}

func TestNBoardSession(t *testing.T) {
	s := start(t, "--no-book")
	s.send("nboard 2")
	if l := s.expect("set myname"); l != "set myname bitban" {
		t.Fatalf("got %q", l)
	}
	s.send("set depth 4")
	s.send("set contempt 0")
	s.send("set game (;GM[Othello]PC[test]PB[a]PW[b]RE[?]TI[0]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[F5//0.1]W[D6];)")
	s.send("some unknown command")
	s.send("ping 1")
	s.expect("pong 1")

	// The engine answers go without playing its move.
	s.send("go")
	l := s.expect("=== ")
	f := strings.Split(strings.TrimPrefix(l, "=== "), "/")
	if len(f) != 3 || len(f[0]) != 2 {
		t.Fatalf("go answer %q", l)
	}
	// Play its move, then a reply, then ask for hints.
	s.send("move " + f[0] + "/" + f[1] + "/" + f[2])
	s.send("ping 2")
	s.expect("pong 2")
	s.send("hint 3")
	var hints []string
	for len(hints) < 3 {
		l := s.expect("search ")
		hints = append(hints, l)
		fields := strings.Fields(l)
		if len(fields) != 5 || fields[3] != "0" {
			t.Fatalf("hint line %q", l)
		}
	}
	s.expect("status")
	s.send("ping 3")
	s.expect("pong 3")

	// An illegal move is reported and ignored.
	s.send("move A1")
	s.expect("status move")
	s.send("learn")
	s.expect("learned")

	// Passes: A1 white, B1 black, black to move must pass; white plays C1.
	s.send("set game (;GM[Othello]BO[8 O*" + strings.Repeat("-", 62) + " *];)")
	s.send("go")
	if l := s.expect("=== "); l != "=== PA" {
		t.Fatalf("forced pass: %q", l)
	}
	s.send("move PA")
	s.send("go")
	l = s.expect("=== ")
	if !strings.HasPrefix(l, "=== C1/") {
		t.Fatalf("after the pass: %q", l)
	}
	s.send("move C1")
	s.send("hint 1")
	s.expect("status game over")
	s.send("ping 4")
	s.expect("pong 4")
}

func TestNBoardPingStopsSearch(t *testing.T) {
	s := start(t, "--no-book")
	s.send("nboard 2")
	s.expect("set myname")
	s.send("set depth 60") // would take far too long
	s.send("go")
	s.expect("status")
	t0 := time.Now()
	s.send("ping 7")
	s.expect("pong 7")
	if d := time.Since(t0); d > 10*time.Second {
		t.Fatalf("ping took %v", d)
	}
}

// TestHandleInProcess drives the engine without a process: bad input never
// stops it.
func TestHandleInProcess(t *testing.T) {
	var out bytes.Buffer
	e := New(&out, Options{Depth: 2, TTMB: 1})
	for _, l := range []string{"set depth x", "set depth 99", "depth 3", "set game (;", "move", "move zz", "move F5/abc/-1",
		"hint", "hint -2", "set", "set contempt q", "ping", "go", "ping 1"} {
		if !e.Handle(l) {
			t.Fatalf("%q ended the session", l)
		}
	}
	e.wait()
	if !strings.Contains(out.String(), "=== ") || !strings.Contains(out.String(), "pong 1") {
		t.Fatalf("output %q", out.String())
	}
}

// FuzzHandle: no command line makes the engine panic or stop answering.
func FuzzHandle(f *testing.F) {
	for _, s := range []string{"nboard 2", "set depth 1", "move F5/1.5/0.2", "move PA", "hint 2", "go", "ping 3",
		"set game (;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- *]B[F5];)",
		"set contempt 5", "learn", "depth 0", "hint 99999999999999999999"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		var out bytes.Buffer
		e := New(&out, Options{Depth: 1, TTMB: 1})
		e.Handle("set depth 1")
		if line == "quit" || strings.HasPrefix(strings.TrimSpace(line), "quit ") || strings.TrimSpace(line) == "quit" {
			return
		}
		if !e.Handle(line) {
			return
		}
		e.Handle("ping 1")
		if !strings.HasSuffix(out.String(), "pong 1\n") {
			t.Fatalf("%q: no pong, output %q", line, out.String())
		}
		if !strings.Contains(strings.ToLower(line), "nan") && strings.Contains(strings.ToLower(out.String()), "nan") {
			t.Fatalf("%q: NaN in %q", line, out.String())
		}
	})
}

// TestNBoardGUIFit: an exact hint shows as NBoard's exact form, analyze
// evaluates every position of the game, and the game clock bounds go.
func TestNBoardGUIFit(t *testing.T) {
	s := start(t, "--no-book")
	s.send("nboard 2")
	s.expect("set myname")
	// FFO #1 (14 empties, G8 +18), solved exactly by a depth-20 hint: "100%".
	s.send("set depth 20")
	s.send("set game (;GM[Othello]BO[8 --*****--OOO**-O-OOO**O*-O*O*O**O***O***--*O*O**-***OOO--OOOOO-- *];)")
	s.send("hint 1")
	if l := s.expect("search "); !strings.HasSuffix(l, " 100%") || !strings.HasPrefix(l, "search G8") {
		t.Fatalf("exact hint %q, want depth 100%%", l)
	}
	s.expect("status")

	// analyze: one line per position, the last position first, then status.
	s.send("set depth 4")
	s.send("set game (;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- *]B[F5]W[D6]B[C3]W[D3];)")
	s.send("analyze")
	for n := 4; n >= 0; n-- {
		l := s.expect("analysis ")
		f := strings.Fields(l)
		if len(f) != 3 || f[1] != strconv.Itoa(n) {
			t.Fatalf("analysis line %q, want move number %d", l, n)
		}
		if _, err := strconv.ParseFloat(f[2], 64); err != nil {
			t.Fatalf("analysis line %q: %v", l, err)
		}
	}
	s.expect("status")

	// A 2-second game clock, 1.5 s of it used by Black: go at depth 60
	// answers within the half second left (plus slack), not never.
	s.send("set depth 60")
	s.send("set game (;GM[Othello]TI[0:02]BO[8 ---------------------------O*------*O--------------------------- *]B[F5//1.5]W[D6//0.1];)")
	t0 := time.Now()
	s.send("go")
	s.expect("=== ")
	if d := time.Since(t0); d > 3*time.Second {
		t.Fatalf("go with 0.5 s on the clock took %v", d)
	}
}
