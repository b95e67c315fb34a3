package main

import (
	"fmt"
	"math"
	"os"

	"bitban/othello"
	"bitban/othello/search"
)

// midgameFit measures the midgame ProbCut model (search.MeasureMidSigma)
// from the openings in files (move strings, one per line; the XOT file by
// default) and prints one line per (empties, depth); it returns the exit
// status: 1 when the model is off by more than tol discs somewhere.
func midgameFit(files []string, reps, maxDepth int, tol float64) int {
	if len(files) == 0 {
		files = []string{"testdata/othello/xot-openings-48.txt"}
	}
	var starts []othello.Board
	for _, f := range files {
		b, err := readOpenings(f)
		if err != nil {
			fmt.Fprintln(os.Stderr, "sigmafit:", err)
			return 2
		}
		starts = append(starts, b...)
	}
	stats := search.MeasureMidSigma(starts, []int{24, 32, 40, 48}, maxDepth, reps, 1)
	off := 0
	for _, st := range stats {
		mark := ""
		if math.Abs(st.SD-st.Model) > tol {
			mark, off = "  OFF", off+1
		}
		fmt.Printf("empties %2d depth %2d vs %d: n %4d, mean %+.2f, sd %.2f, model %.2f%s\n",
			st.Empties, st.Depth, st.Shallow, st.N, st.Mean, st.SD, st.Model, mark)
	}
	if off > 0 {
		fmt.Fprintf(os.Stderr, "sigmafit: the model is off by more than %.1f discs in %d cells\n", tol, off)
		return 1
	}
	return 0
}

// readOpenings reads move strings ("f5d6c3...", one opening a line, #
// comments) and returns the boards they reach.
func readOpenings(name string) ([]othello.Board, error) {
	return readBoards(name, func(line string) (othello.Board, error) {
		p, _, err := othello.ParseTranscript(othello.StartPosition(), line)
		return p.Board, err
	})
}
