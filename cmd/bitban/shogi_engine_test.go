package main

import (
	"bitban/internal/testbin"
	"fmt"
	"strings"
	"testing"
	"time"

	"bitban/shogi"
	shogisearch "bitban/shogi/search"
)

// bitbanBin is the program built once by TestMain, so that the USI tests
// drive the real binary through pipes as a GUI does.
var bitbanBin string

func TestMain(m *testing.M) { testbin.Main(m, "bitban/cmd/bitban", &bitbanBin) }

// usiProc is one engine process under test.
type usiProc struct {
	*testbin.Proc
	t   *testing.T
	log []string // everything read, for failure messages
}

func startUSI(t *testing.T) *usiProc {
	t.Helper()
	return &usiProc{Proc: testbin.Start(t, bitbanBin, testbin.Options{Args: []string{"shogi", "usi"}, QuietStderr: true}), t: t}
}

func (u *usiProc) send(lines ...string) {
	u.t.Helper()
	u.Send(lines...)
}

// expect reads lines until one starts with prefix and returns it; it fails
// after timeout.
func (u *usiProc) expect(prefix string, timeout time.Duration) string {
	u.t.Helper()
	deadline := time.After(timeout)
	for {
		select {
		case l, ok := <-u.Lines:
			if !ok {
				u.t.Fatalf("engine output ended waiting for %q; read:\n%s", prefix, strings.Join(u.log, "\n"))
			}
			u.log = append(u.log, l)
			if strings.HasPrefix(l, prefix) {
				return l
			}
		case <-deadline:
			u.t.Fatalf("no %q within %v; read:\n%s", prefix, timeout, strings.Join(u.log, "\n"))
		}
	}
}

// quiet asserts that no line starting with prefix arrives within d.
func (u *usiProc) quiet(prefix string, d time.Duration) {
	u.t.Helper()
	deadline := time.After(d)
	for {
		select {
		case l, ok := <-u.Lines:
			if !ok {
				return
			}
			u.log = append(u.log, l)
			if strings.HasPrefix(l, prefix) {
				u.t.Fatalf("unexpected %q", l)
			}
		case <-deadline:
			return
		}
	}
}

// playLine plays USI moves from sfen ("" = start) and returns the position.
func playLine(t *testing.T, sfen string, moves []string) *shogi.Position {
	t.Helper()
	p := shogi.NewStartPosition()
	if sfen != "" {
		var err error
		if p, err = shogi.ParseSFEN(sfen); err != nil {
			t.Fatal(err)
		}
	}
	for i, s := range moves {
		m, err := p.ParseUSIMove(s)
		if err != nil {
			t.Fatalf("move %d %q: %v", i+1, s, err)
		}
		p.DoMove(m)
	}
	return p
}

func bestmoveOf(t *testing.T, line string) (best, ponder string) {
	t.Helper()
	f := strings.Fields(line)
	if len(f) < 2 || f[0] != "bestmove" {
		t.Fatalf("bad bestmove line %q", line)
	}
	if len(f) == 4 && f[2] == "ponder" {
		return f[1], f[3]
	}
	if len(f) != 2 {
		t.Fatalf("bad bestmove line %q", line)
	}
	return f[1], ""
}

func TestUSIHandshakeAndGarbage(t *testing.T) {
	u := startUSI(t)
	u.send("usi")
	u.expect("id name bitban", 5*time.Second)
	u.expect("option name USI_Hash type spin", time.Second)
	u.expect("usiok", time.Second)
	u.send("setoption name USI_Hash value 16", "isready")
	u.expect("readyok", 10*time.Second)
	u.send("usinewgame", "position startpos moves 7g7f")
	// Garbage and malformed lines: each an error, the state kept.
	for _, g := range []string{"hello world", "position startpos moves 7g7f 9z9z", "position sfen 9/9 b - 1",
		"position startpos moves 7g7f 3c3d 8h2b 2b2a", "go depth x", "go mate -1", "setoption name Nope value 1",
		"\x00\x01\xff", "position", "go perft 0"} {
		u.send(g)
		u.expect("info string error:", 5*time.Second)
	}
	// After a refused position the engine answers go with resign until
	// a valid position arrives (the GUI's position is not its own).
	u.send("go depth 2")
	if l := u.expect("bestmove", 10*time.Second); l != "bestmove resign" {
		t.Errorf("go after refused positions: %q, want bestmove resign", l)
	}
	u.send("position startpos moves 7g7f", "isready")
	u.expect("readyok", 5*time.Second)
	u.send("go depth 2")
	best, _ := bestmoveOf(t, u.expect("bestmove", 10*time.Second))
	// The position is the one after 7g7f: White's move.
	p := playLine(t, "", []string{"7g7f"})
	if _, err := p.ParseUSIMove(best); err != nil {
		t.Errorf("bestmove %s is not legal after 7g7f: %v", best, err)
	}
	u.send("quit")
}

func TestUSIGoPerftAndMate(t *testing.T) {
	u := startUSI(t)
	u.send("position startpos", "go perft 2")
	n := 0
	for {
		l := u.expect("", 10*time.Second)
		if strings.HasPrefix(l, "Nodes searched:") {
			if l != "Nodes searched: 900" {
				t.Errorf("got %q, want Nodes searched: 900", l)
			}
			break
		}
		if !strings.HasSuffix(l, ": 30") {
			t.Errorf("divide line %q, want <move>: 30", l)
		}
		n++
	}
	if n != 30 {
		t.Errorf("%d divide lines, want 30", n)
	}

	const mate3 = "1k7/3R5/9/9/9/9/9/9/9 b SR2b4g3s4n4l18p 1"
	u.send("position sfen "+mate3, "go mate 10000")
	l := u.expect("checkmate", 15*time.Second)
	moves := strings.Fields(l)[1:]
	if len(moves) != 3 {
		t.Fatalf("%q: want a 3-ply mate", l)
	}
	// Lines end in mate by the tsume convention: no legal move, or only
	// useless interpositions (shogisearch.MatedByConvention).
	if p := playLine(t, mate3, moves); !shogisearch.MatedByConvention(p) {
		t.Errorf("%q does not end in mate", l)
	}
	u.send("position sfen 4k4/9/9/9/9/9/9/9/9 b P2r2b4g4s4n4l17p 1", "go mate infinite")
	if l := u.expect("checkmate", 15*time.Second); l != "checkmate nomate" {
		t.Errorf("got %q, want checkmate nomate", l)
	}
	// A 15-ply problem is not solved in 20 ms: the answer comes in time and
	// is timeout, or a mate proven by then (a real one).
	const mate15 = "6k2/9/3R4P/9/9/9/9/9/9 b BSrb4g3s4n4l17p 1"
	u.send("position sfen "+mate15, "go mate 20")
	if l := u.expect("checkmate", 5*time.Second); l != "checkmate timeout" {
		if p := playLine(t, mate15, strings.Fields(l)[1:]); !shogisearch.MatedByConvention(p) {
			t.Errorf("go mate 20: %q is neither timeout nor a mate", l)
		}
	}
	// Stop ends an infinite search at once. df-pn may already have proven a
	// mate (not yet shortened) by then: the answer is that mate, which must
	// be a real one, or timeout.
	const mate13 = "9/k8/9/1ng6/2RR5/9/9/9/9 b LGS2b2g3s3n3l18p 1"
	u.send("position sfen "+mate13, "go mate infinite")
	time.Sleep(50 * time.Millisecond)
	u.send("stop")
	if l := u.expect("checkmate", 5*time.Second); l != "checkmate timeout" {
		if p := playLine(t, mate13, strings.Fields(l)[1:]); !shogisearch.MatedByConvention(p) {
			t.Errorf("after stop: %q is neither timeout nor a mate", l)
		}
	}
	u.send("quit")
}

func TestUSIStopInfiniteAndPonder(t *testing.T) {
	u := startUSI(t)
	u.send("setoption name USI_Ponder value true", "setoption name USI_Hash value 16", "isready")
	u.expect("readyok", 10*time.Second)
	u.send("position startpos moves 7g7f 3c3d", "go infinite")
	u.expect("info depth", 5*time.Second)
	u.quiet("bestmove", 300*time.Millisecond)
	u.send("isready")
	u.expect("readyok", 2*time.Second) // answered while thinking
	u.send("stop")
	best, _ := bestmoveOf(t, u.expect("bestmove", 5*time.Second))
	playLine(t, "", []string{"7g7f", "3c3d", best})

	// Ponder hit: the GUI's expected move was played; the clock starts at
	// ponderhit and the engine must answer within its byoyomi.
	u.send("position startpos moves 7g7f 3c3d 2g2f", "go ponder btime 0 wtime 0 byoyomi 500")
	u.quiet("bestmove", 300*time.Millisecond)
	start := time.Now()
	u.send("ponderhit")
	best, _ = bestmoveOf(t, u.expect("bestmove", 5*time.Second))
	if el := time.Since(start); el > 500*time.Millisecond {
		t.Errorf("answered %v after ponderhit with byoyomi 500ms", el)
	}
	playLine(t, "", []string{"7g7f", "3c3d", "2g2f", best})

	// Ponder miss: stop, bestmove (ignored by the GUI), then the real move.
	u.send("position startpos moves 7g7f 3c3d 2g2f 8c8d", "go ponder btime 0 wtime 0 byoyomi 500")
	u.quiet("bestmove", 200*time.Millisecond)
	u.send("stop")
	u.expect("bestmove", 5*time.Second)
	u.send("position startpos moves 7g7f 3c3d 2g2f 4c4d", "go btime 0 wtime 0 byoyomi 300")
	best, _ = bestmoveOf(t, u.expect("bestmove", 5*time.Second))
	playLine(t, "", []string{"7g7f", "3c3d", "2g2f", "4c4d", best})
	u.send("gameover lose", "quit")
}

// TestUSISelfPlay plays whole games between two engine processes at short
// time controls, keeping the clocks as a GUI does: each move's legality and
// time are checked, until a side resigns, declares a win, is mated, the
// game repeats four times, or a move limit. One game under byoyomi, one
// under a Fischer clock (increments): nobody may lose on time.
func TestUSISelfPlay(t *testing.T) {
	type clock struct {
		name          string
		main, inc, by time.Duration
	}
	for _, c := range []clock{
		{"byoyomi", 0, 0, 100 * time.Millisecond},
		{"increment", 800 * time.Millisecond, 40 * time.Millisecond, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			engines := [2]*usiProc{startUSI(t), startUSI(t)}
			for _, u := range engines {
				u.send("usi", "setoption name USI_Hash value 8", "setoption name NetworkDelay value 50", "isready")
				u.expect("readyok", 10*time.Second)
				u.send("usinewgame")
			}
			var moves []string
			p := shogi.NewStartPosition()
			left := [2]time.Duration{c.main, c.main}
			worst := -time.Hour
			result := "move limit (160 plies)"
			for ply := 0; ply < 160; ply++ {
				side := ply % 2
				u := engines[side]
				u.send("position startpos moves "+strings.Join(moves, " "),
					fmt.Sprintf("go btime %d wtime %d binc %d winc %d byoyomi %d", left[0].Milliseconds(), left[1].Milliseconds(),
						c.inc.Milliseconds(), c.inc.Milliseconds(), c.by.Milliseconds()))
				start := time.Now()
				best, _ := bestmoveOf(t, u.expect("bestmove", 5*time.Second))
				used := time.Since(start)
				// The clock: main time first, then byoyomi; the increment
				// arrives after the move. A loaded machine can stall a
				// process for a while (the engine keeps NetworkDelay back
				// for that), so only a gross overrun fails here.
				over := used - left[side] - c.by
				if over > 2*time.Second {
					t.Fatalf("ply %d: %v used with %v left + byoyomi %v: lost on time", ply, used, left[side], c.by)
				}
				worst = max(worst, over)
				left[side] = max(0, left[side]-used) + c.inc
				if best == "resign" || best == "win" {
					result = fmt.Sprintf("%s at ply %d", best, ply)
					break
				}
				m, err := p.ParseUSIMove(best)
				if err != nil {
					t.Fatalf("ply %d: engine played %s: %v (moves %v)", ply, best, err, moves)
				}
				p.DoMove(m)
				moves = append(moves, best)
				var buf [shogi.MaxMoves]shogi.Move
				if len(p.Generate(buf[:0])) == 0 {
					result = fmt.Sprintf("mate at ply %d", ply+1)
					break
				}
				if p.RepetitionCount() >= 4 {
					result = fmt.Sprintf("fourfold repetition at ply %d", ply+1)
					break
				}
			}
			for _, u := range engines {
				u.send("gameover draw", "quit")
			}
			t.Logf("%s: %s after %d plies; closest to the flag: %v past main time + byoyomi (negative = to spare); clocks %v",
				c.name, result, len(moves), worst, left)
		})
	}
}

func TestShogiMateCommand(t *testing.T) {
	code, out, errOut := runCLIIn(t, "", "shogi", "mate", "--sfen", "1k7/3R5/9/9/9/9/9/9/9 b SR2b4g3s4n4l18p 1", "--time", "10")
	if code != 0 || !strings.Contains(out, "mate in 3") || !strings.Contains(out, "usi: ") || !strings.Contains(out, "kif: ▲") {
		t.Fatalf("exit %d\n%s%s", code, out, errOut)
	}
	in := "4k4/9/4P4/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1\n# comment\n4k4/9/9/9/9/9/9/9/9 b P2r2b4g4s4n4l17p 1\nnot a position\n"
	code, out, errOut = runCLIIn(t, in, "shogi", "mate", "--time", "10")
	if code != 1 || !strings.Contains(out, "mate in 1") || !strings.Contains(out, "kif: ▲５二金打") ||
		!strings.Contains(out, "no mate") || !strings.Contains(errOut, "1 line(s)") {
		t.Fatalf("exit %d\n%s%s", code, out, errOut)
	}
	if code, _, _ := runCLIIn(t, "", "shogi", "mate", "--time", "-1", "--sfen", "x"); code != 2 {
		t.Errorf("negative --time: exit %d, want 2", code)
	}
}

func TestShogiPlayCommand(t *testing.T) {
	in := "help\nmoves\n9z9z\nwin\n7g7f\nundo\n2g2f\nboard\nresign\n"
	code, out, errOut := runCLIIn(t, in, "shogi", "play", "--time", "0.2")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{"30 legal moves", "Not a legal move", "You play 7g7f ７六歩(77)", "Engine plays",
		"You play 2g2f ２六歩(27)", "You cannot declare yet", "|v香v桂v銀v金v玉v金v銀v桂v香|一 a", "You resign"} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in\n%s", want, out)
		}
	}
	if n := strings.Count(out, "Engine plays"); n != 2 {
		t.Errorf("engine moved %d times, want 2 (after 7g7f and after 2g2f)", n)
	}
	// The engine opens when the human plays White.
	code, out, _ = runCLIIn(t, "quit\n", "shogi", "play", "--color", "white", "--time", "0.1")
	if code != 0 || !strings.Contains(out, "Engine plays") {
		t.Errorf("engine did not open for --color white: exit %d\n%s", code, out)
	}
	if code, _, _ := runCLIIn(t, "", "shogi", "play", "--color", "red"); code != 2 {
		t.Errorf("--color red: exit %d, want 2", code)
	}
}
