package usi

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// The parsers below turn one protocol line (already split into fields) into
// a plain value. They hold no game knowledge: an SFEN or a move is only a
// string here and the engine validates it. Every parser returns an error
// naming what was wrong and where; none panics (see FuzzParseLine).

// PositionCmd is a parsed `position` line.
type PositionCmd struct {
	SFEN  string   // "" for startpos
	Moves []string // USI moves after `moves`
}

// parsePosition reads the fields after `position`:
//
//	startpos [moves m1 m2 ...]
//	sfen <board> <side> <hands> [<ply>] [moves m1 m2 ...]
func parsePosition(args []string) (PositionCmd, error) {
	var pc PositionCmd
	if len(args) == 0 {
		return pc, fmt.Errorf("position: missing startpos or sfen")
	}
	i := 0
	switch args[0] {
	case "startpos":
		i = 1
	case "sfen":
		i = 1
		var parts []string
		for i < len(args) && args[i] != "moves" {
			parts = append(parts, args[i])
			i++
		}
		if len(parts) < 3 || len(parts) > 4 {
			return pc, fmt.Errorf("position sfen: want <board> <side> <hands> [<ply>], got %d field(s) %q", len(parts), strings.Join(parts, " "))
		}
		pc.SFEN = strings.Join(parts, " ")
	default:
		return pc, fmt.Errorf("position: want startpos or sfen, got %q", args[0])
	}
	if i == len(args) {
		return pc, nil
	}
	if args[i] != "moves" {
		return pc, fmt.Errorf("position: unexpected %q after the position (want moves)", args[i])
	}
	pc.Moves = append([]string(nil), args[i+1:]...)
	return pc, nil
}

// GoCmd is a parsed `go` line. Times are as sent; zero means absent.
type GoCmd struct {
	BTime, WTime, BInc, WInc, Byoyomi, MoveTime time.Duration
	Depth                                       int
	Nodes                                       uint64
	Infinite, Ponder                            bool
	SearchMoves                                 []string // restrict the root to these moves

	Mate        bool          // go mate ...
	MateTime    time.Duration // 0 with Mate: infinite
	Perft       bool          // go perft N
	PerftDepth  int
	hasClockArg bool
}

// goKeywords end a searchmoves list.
var goKeywords = map[string]bool{"infinite": true, "ponder": true, "btime": true, "wtime": true, "binc": true,
	"winc": true, "byoyomi": true, "movetime": true, "depth": true, "nodes": true, "mate": true, "perft": true,
	"searchmoves": true}

// parseGo reads the fields after `go`: parameters in any order, each
// followed by its value(s) where it takes any. Mate and perft exclude each
// other.
func parseGo(args []string) (GoCmd, error) {
	var g GoCmd
	for i := 0; i < len(args); i++ {
		used, err := g.parseGoParam(args, i)
		if err != nil {
			return g, err
		}
		i += used
	}
	if g.Mate && g.Perft {
		return g, fmt.Errorf("go: mate and perft cannot be combined")
	}
	return g, nil
}

// parseGoParam reads the parameter args[i] into g and reports how many of
// the fields after it were its values.
func (g *GoCmd) parseGoParam(args []string, i int) (used int, err error) {
	switch a := args[i]; a {
	case "infinite":
		g.Infinite = true
	case "ponder":
		g.Ponder = true
	case "btime", "wtime", "binc", "winc", "byoyomi", "movetime":
		n, err := goNumber(args, i)
		if err != nil {
			return 0, err
		}
		g.setClock(a, goMillis(n))
		return 1, nil
	case "depth", "nodes":
		n, err := goNumber(args, i)
		if err != nil {
			return 0, err
		}
		if a == "depth" {
			g.Depth = int(min(n, 1000))
		} else {
			g.Nodes = uint64(n)
		}
		return 1, nil
	case "mate":
		return g.parseGoMate(args, i)
	case "perft":
		n, err := goNumber(args, i)
		if err != nil {
			return 0, err
		}
		if n < 1 || n > 20 {
			return 0, fmt.Errorf("go perft: depth %d out of range 1..20", n)
		}
		g.Perft, g.PerftDepth = true, int(n)
		return 1, nil
	case "searchmoves":
		return g.parseSearchMoves(args, i)
	default:
		return 0, fmt.Errorf("go: unknown parameter %q", a)
	}
	return 0, nil
}

// goNumber reads the non-negative integer after the parameter args[i].
func goNumber(args []string, i int) (int64, error) {
	if i+1 >= len(args) {
		return 0, fmt.Errorf("go: %s needs a number", args[i])
	}
	n, err := strconv.ParseInt(args[i+1], 10, 64)
	if err != nil || n < 0 {
		return 0, fmt.Errorf("go: %s %q is not a non-negative integer", args[i], args[i+1])
	}
	return n, nil
}

// goMillis turns a count of milliseconds from a `go` line into a Duration,
// capped so that a huge value cannot overflow it.
func goMillis(n int64) time.Duration {
	const maxMs = int64(1) << 40 // ~35 years: keeps Duration from overflowing
	return time.Duration(min(n, maxMs)) * time.Millisecond
}

// setClock stores d as the clock parameter name (btime, wtime, binc, winc,
// byoyomi or movetime).
func (g *GoCmd) setClock(name string, d time.Duration) {
	switch name {
	case "btime":
		g.BTime = d
	case "wtime":
		g.WTime = d
	case "binc":
		g.BInc = d
	case "winc":
		g.WInc = d
	case "byoyomi":
		g.Byoyomi = d
	case "movetime":
		g.MoveTime = d
	}
	g.hasClockArg = true
}

// parseGoMate reads `mate <ms>` or `mate infinite` at args[i]; an infinite
// mate search has MateTime 0. It reports the one field it used.
func (g *GoCmd) parseGoMate(args []string, i int) (used int, err error) {
	g.Mate = true
	if i+1 >= len(args) {
		return 0, fmt.Errorf("go mate: want a time in milliseconds or infinite")
	}
	if args[i+1] == "infinite" {
		g.MateTime = 0
		return 1, nil
	}
	n, err := strconv.ParseInt(args[i+1], 10, 64)
	if err != nil || n <= 0 {
		return 0, fmt.Errorf("go mate: %q is not a positive time in milliseconds or infinite", args[i+1])
	}
	g.MateTime = goMillis(n)
	return 1, nil
}

// parseSearchMoves reads the moves after `searchmoves` at args[i], up to
// the next keyword, and reports how many there were. It does not check
// them: the engine does.
func (g *GoCmd) parseSearchMoves(args []string, i int) (used int, err error) {
	j := i + 1
	for j < len(args) && !goKeywords[args[j]] {
		j++
	}
	if j == i+1 {
		return 0, fmt.Errorf("go: searchmoves needs at least one move")
	}
	g.SearchMoves = append([]string(nil), args[i+1:j]...)
	return j - i - 1, nil
}

// parseSetOption reads `name <id...> [value <x...>]` (names and values may
// contain spaces).
func parseSetOption(args []string) (name, value string, err error) {
	if len(args) < 2 || args[0] != "name" {
		return "", "", fmt.Errorf("setoption: want name <id> [value <x>]")
	}
	i := 1
	var nm []string
	for i < len(args) && args[i] != "value" {
		nm = append(nm, args[i])
		i++
	}
	if len(nm) == 0 {
		return "", "", fmt.Errorf("setoption: empty option name")
	}
	if i < len(args) {
		value = strings.Join(args[i+1:], " ")
	}
	return strings.Join(nm, " "), value, nil
}
