package usi

import (
	"reflect"
	"strings"
	"testing"
	"time"
)

// TestParseGo pins what parseGo makes of each kind of `go` argument, and
// the exact text of each of its errors.
func TestParseGo(t *testing.T) {
	const ms = time.Millisecond
	for _, c := range []struct {
		line string
		want GoCmd
		err  string
	}{
		{"", GoCmd{}, ""},
		{"infinite", GoCmd{Infinite: true}, ""},
		{"ponder", GoCmd{Ponder: true}, ""},
		{"btime 1000 wtime 2000 binc 10 winc 20", GoCmd{BTime: 1000 * ms, WTime: 2000 * ms, BInc: 10 * ms, WInc: 20 * ms, hasClockArg: true}, ""},
		{"byoyomi 500", GoCmd{Byoyomi: 500 * ms, hasClockArg: true}, ""},
		{"movetime 250", GoCmd{MoveTime: 250 * ms, hasClockArg: true}, ""},
		{"btime 0", GoCmd{hasClockArg: true}, ""},
		{"btime 99999999999999999", GoCmd{BTime: time.Duration(1<<40) * ms, hasClockArg: true}, ""}, // capped
		{"depth 7", GoCmd{Depth: 7}, ""},
		{"depth 5000", GoCmd{Depth: 1000}, ""}, // capped
		{"nodes 123456", GoCmd{Nodes: 123456}, ""},
		{"mate 1500", GoCmd{Mate: true, MateTime: 1500 * ms}, ""},
		{"mate infinite", GoCmd{Mate: true}, ""},
		{"perft 3", GoCmd{Perft: true, PerftDepth: 3}, ""},
		{"searchmoves 7g7f 2g2f depth 3", GoCmd{SearchMoves: []string{"7g7f", "2g2f"}, Depth: 3}, ""},
		{"searchmoves 7g7f", GoCmd{SearchMoves: []string{"7g7f"}}, ""},
		{"ponder btime 100 searchmoves 7g7f infinite", GoCmd{Ponder: true, BTime: 100 * ms, SearchMoves: []string{"7g7f"}, Infinite: true, hasClockArg: true}, ""},

		{"btime", GoCmd{}, `go: btime needs a number`},
		{"btime x", GoCmd{}, `go: btime "x" is not a non-negative integer`},
		{"btime -1", GoCmd{}, `go: btime "-1" is not a non-negative integer`},
		{"depth", GoCmd{}, `go: depth needs a number`},
		{"nodes -3", GoCmd{}, `go: nodes "-3" is not a non-negative integer`},
		{"mate", GoCmd{}, `go mate: want a time in milliseconds or infinite`},
		{"mate 0", GoCmd{}, `go mate: "0" is not a positive time in milliseconds or infinite`},
		{"mate x", GoCmd{}, `go mate: "x" is not a positive time in milliseconds or infinite`},
		{"perft", GoCmd{}, `go: perft needs a number`},
		{"perft 0", GoCmd{}, `go perft: depth 0 out of range 1..20`},
		{"perft 21", GoCmd{}, `go perft: depth 21 out of range 1..20`},
		{"perft x", GoCmd{}, `go: perft "x" is not a non-negative integer`},
		{"searchmoves", GoCmd{}, `go: searchmoves needs at least one move`},
		{"searchmoves depth 3", GoCmd{}, `go: searchmoves needs at least one move`},
		{"wibble", GoCmd{}, `go: unknown parameter "wibble"`},
		{"depth 3 wibble", GoCmd{}, `go: unknown parameter "wibble"`},
		{"mate 100 perft 2", GoCmd{}, `go: mate and perft cannot be combined`},
		{"perft 2 mate infinite", GoCmd{}, `go: mate and perft cannot be combined`},
	} {
		g, err := parseGo(strings.Fields(c.line))
		if c.err != "" {
			if err == nil || err.Error() != c.err {
				t.Errorf("parseGo(%q) error = %v, want %q", c.line, err, c.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("parseGo(%q): %v", c.line, err)
		} else if !reflect.DeepEqual(g, c.want) {
			t.Errorf("parseGo(%q) = %+v, want %+v", c.line, g, c.want)
		}
	}
}
