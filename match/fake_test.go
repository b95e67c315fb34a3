package match

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"time"
)

// fakeEngine is a misbehaving engine for the referee's tests: the test
// binary re-runs itself as `<test binary> -fakeengine PROTOCOL MODE` (see
// TestMain). It speaks enough of the protocol to start a game, then answers
// every move request by MODE:
//
//	crash     exit at once with status 3
//	hang      never answer
//	silent    print noise lines but never a move
//	late      answer a move after 600 ms
//	illegal   an illegal move (shogi 5i5a, Othello A1)
//	garbage   an unreadable move
//	occupied  (gomocup) the centre, taken by every opening
//	forbidden (gomocup) h8, 7,7: forbidden for Black in forbidOpening
//	resign    (usi) bestmove resign
//	win       (usi) bestmove win (a false declaration)
//	startfail=FILE (gomocup) the first process answers START with an
//	          error (and creates FILE), the next ones start normally
func fakeEngine(proto, mode string) {
	in := bufio.NewScanner(os.Stdin)
	say := func(s string) { fmt.Println(s) }
	answer := func(move string) {
		switch mode {
		case "crash":
			os.Exit(3)
		case "hang":
			time.Sleep(time.Hour)
		case "silent":
			for i := 0; i < 3; i++ {
				say("info string thinking hard")
			}
			time.Sleep(time.Hour)
		case "late":
			time.Sleep(600 * time.Millisecond)
		}
		say(move)
	}
	for in.Scan() {
		f := strings.Fields(in.Text())
		if len(f) == 0 {
			continue
		}
		switch proto {
		case "usi":
			switch f[0] {
			case "usi":
				say("id name fake")
				say("usiok")
			case "isready":
				say("readyok")
			case "go":
				m := map[string]string{"illegal": "5i5a", "garbage": "@@!!", "resign": "resign", "win": "win"}[mode]
				if m == "" {
					m = "1g1f" // legal for sente, illegal for gote: late only
				}
				answer("bestmove " + m)
			case "quit":
				return
			}
		case "nboard":
			switch f[0] {
			case "nboard":
				say("set myname fake")
			case "ping":
				say("pong " + f[1])
			case "go":
				answer("=== " + map[string]string{"illegal": "A1", "garbage": "Z9"}[mode] + "/0.00")
			case "quit":
				return
			}
		case "gomocup":
			switch strings.ToUpper(f[0]) {
			case "START":
				if file, ok := strings.CutPrefix(mode, "startfail="); ok {
					if _, err := os.Stat(file); err != nil {
						if err := os.WriteFile(file, nil, 0o644); err != nil {
							say("ERROR " + err.Error())
						} else {
							say("ERROR not ready")
						}
						continue
					}
				}
				say("OK")
			case "BEGIN", "TURN", "DONE":
				m := map[string]string{"garbage": "hello there", "occupied": "7,7", "forbidden": "7,7"}[mode]
				if m == "" {
					m = "0,0" // empty in every built-in opening: late only
				}
				answer(m)
			case "END":
				return
			}
		}
	}
}

// forbidOpening leaves Black to move with h8 a double-three (i8 j8 and h7
// h6), White's stones in the corners.
const forbidOpening = "i8 a1 j8 a3 h7 o1 h6 o15\n"
