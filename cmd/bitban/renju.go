package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"

	"github.com/spf13/cobra"

	"bitban/renju"
)

func init() {
	registerGame(renjuGroup())
	registerBench(
		benchRow{Game: "renju", Name: "forbidden check per empty point (mid-game)", Unit: "points", Run: benchRenjuPerPoint},
		benchRow{Game: "renju", Name: "whole-board forbidden set (mid-game)", Unit: "boards", Run: benchRenjuBoards},
	)
}

var renjuCmd *cobra.Command

// renjuGroup returns the `bitban renju` command group, built once, so that
// other files of this package can add their subcommands to it
// (renjuGroup().AddCommand(...) from their init).
func renjuGroup() *cobra.Command {
	if renjuCmd == nil {
		renjuCmd = newGroup("renju", "renju and gomoku: forbidden points, VCF solver, Gomocup engine, Swap2 opening, play in the terminal, match openings and match review, evaluation tuning and labelling by another engine, a move policy learnt from its moves",
			`Renju (RIF rules) and gomoku (freestyle, standard) on boards up to 20x20.

Points are written algebraically: column letter A.. (the letter I is used),
row number from the bottom; H8 is the centre of the 15x15 board.`)
		renjuCmd.AddCommand(newRenjuForbidCmd())
	}
	return renjuCmd
}

func newRenjuForbidCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "forbid [--json]",
		Short: "list Black's forbidden points (RIF renju) of boards read from stdin",
		Long: `forbid reads boards from stdin, one a line, in the flat form: 225 characters
(15x15; other sizes n*n up to 20x20 also work), row 15 first, each row from
column A, 'X' black, 'O' white, '.' empty. For each board it prints one line:
Black's forbidden points under the RIF renju rules, whoever is to move,
in algebraic form separated by spaces, in board order (row 15 first, then
row 14, ...; within a row from column A); an empty line when there are none.

With --json each output line is one object:
  {"forbidden":[{"pt":"E14","kind":"double-four"},...]}
with kind double-three, double-four or overline.

A bad input line is reported on stderr with its line number and the
problem, and its output line is empty so output lines stay aligned with
input lines; the exit status is then 1.`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			f := cmd.Flags().Lookup("json")
			jsonOut := f.Value.String() == "true"
			// The command object outlives one run (tests run several): put
			// the flag back to its default.
			_ = f.Value.Set("false")
			f.Changed = false
			bad, err := renjuForbid(cmd.InOrStdin(), cmd.OutOrStdout(), cmd.ErrOrStderr(), jsonOut)
			if err != nil {
				return err
			}
			if bad > 0 {
				return fmt.Errorf("renju forbid: %d bad board line(s)", bad)
			}
			return nil
		},
	}
	cmd.Flags().Bool("json", false, "print one JSON object per board")
	return cmd
}

type renjuForbidJSON struct {
	Forbidden []renjuForbidPoint `json:"forbidden"`
}

type renjuForbidPoint struct {
	Pt   string `json:"pt"`
	Kind string `json:"kind"`
}

// renjuForbid answers every board line of in on out, errors on errOut; it
// returns the number of bad lines.
func renjuForbid(in io.Reader, out, errOut io.Writer, jsonOut bool) (bad int, err error) {
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 4096), 1<<20)
	w := bufio.NewWriter(out)
	var pts []renju.ForbiddenPoint
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		b, perr := renju.ParseFlat(line, renju.Renju)
		if perr != nil {
			bad++
			fmt.Fprintf(errOut, "bitban renju forbid: line %d: %v\n", n, perr)
			w.WriteByte('\n')
		} else {
			pts = b.ForbiddenKinds(pts[:0])
			if jsonOut {
				obj := renjuForbidJSON{Forbidden: []renjuForbidPoint{}}
				for _, p := range pts {
					obj.Forbidden = append(obj.Forbidden, renjuForbidPoint{b.PointName(p.Point), p.Kind.String()})
				}
				data, _ := json.Marshal(obj)
				w.Write(data)
				w.WriteByte('\n')
			} else {
				for i, p := range pts {
					if i > 0 {
						w.WriteByte(' ')
					}
					w.WriteString(b.PointName(p.Point))
				}
				w.WriteByte('\n')
			}
		}
		// One answer per line as it comes, for use through a pipe.
		if err := w.Flush(); err != nil {
			return bad, err
		}
	}
	if err := sc.Err(); err != nil {
		return bad, fmt.Errorf("reading boards: %w", err)
	}
	return bad, nil
}

// renjuBenchBoards returns n random mid-game 15x15 renju boards (40..80
// stones), the same on every run.
func renjuBenchBoards(n int) []*renju.Board {
	r := rand.New(rand.NewPCG(21, 22))
	bs := make([]*renju.Board, n)
	for i := range bs {
		bs[i] = renju.RandomGame(r, 15, renju.Renju, 40+r.IntN(41))
	}
	return bs
}

// benchRenjuPerPoint probes every empty point of random mid-game boards
// (board generation is part of the timed work, about 5% of it).
func benchRenjuPerPoint(quick bool) (uint64, error) {
	boards, passes := 100, 3000
	if quick {
		boards, passes = 20, 1000
	}
	bs := renjuBenchBoards(boards)
	var n uint64
	sink := 0
	for i := 0; i < passes; i++ {
		for _, b := range bs {
			for y := 0; y < 15; y++ {
				for x := 0; x < 15; x++ {
					p := renju.Pt(x, y)
					if b.At(p) == renju.Empty {
						sink += int(b.Forbidden(p))
						n++
					}
				}
			}
		}
	}
	benchSink += uint64(sink)
	return n, nil
}

// benchRenjuBoards computes whole-board forbidden sets.
func benchRenjuBoards(quick bool) (uint64, error) {
	boards, passes := 100, 3000
	if quick {
		boards, passes = 20, 1000
	}
	bs := renjuBenchBoards(boards)
	var dst []renju.ForbiddenPoint
	var n uint64
	for i := 0; i < passes; i++ {
		for _, b := range bs {
			dst = b.ForbiddenKinds(dst[:0])
			benchSink += uint64(len(dst))
			n++
		}
	}
	return n, nil
}
