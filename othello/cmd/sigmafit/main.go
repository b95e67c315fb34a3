// Command sigmafit re-measures the error model of the Othello solver's
// ProbCut (probCutSigma in othello/solve_selective.go): the standard
// deviation of the exact score minus a depth-d evaluation search, by
// empties and depth, over positions played out from OBF files (the FFO
// suites by default). It prints one line per (empties, depth) and exits
// with status 1 when the model is off by more than --tolerance discs
// somewhere. About a minute with the four FFO files.
//
//	go run ./othello/cmd/sigmafit [--reps 3] [--tolerance 2] [FILE.obf ...]
package main

import (
	"bufio"
	"flag"
	"fmt"
	"math"
	"os"
	"strings"

	"bitban/othello"
	"bitban/othello/search"
)

func main() {
	reps := flag.Int("reps", 3, "play-outs of each start position per target")
	tol := flag.Float64("tolerance", 2, "largest accepted |measured - model| in discs")
	maxDepth := flag.Int("max-depth", 6, "deepest evaluation search measured")
	midgame := flag.Bool("midgame", false, "measure the midgame search's ProbCut model instead (midSigma: depth D against its shallow depth), from the XOT openings by default")
	flag.Parse()
	if *midgame {
		os.Exit(midgameFit(flag.Args(), *reps, *maxDepth, *tol))
	}
	files := flag.Args()
	if len(files) == 0 {
		for _, f := range []string{"fforum-1-19.obf", "fforum-20-39.obf", "fforum-40-59.obf", "fforum-60-79.obf"} {
			files = append(files, "testdata/othello/"+f)
		}
	}
	var starts []othello.Board
	for _, f := range files {
		b, err := readOBF(f)
		if err != nil {
			fmt.Fprintln(os.Stderr, "sigmafit:", err)
			os.Exit(2)
		}
		starts = append(starts, b...)
	}
	stats := search.MeasureProbCutSigma(starts, []int{10, 12, 14, 16, 18, 20}, *maxDepth, *reps, 1)
	off := 0
	for _, st := range stats {
		mark := ""
		if math.Abs(st.SD-st.Model) > *tol {
			mark, off = "  OFF", off+1
		}
		fmt.Printf("empties %2d depth %d: n %4d, mean %+.2f, sd %.2f, model %.2f%s\n", st.Empties, st.Depth, st.N, st.Mean, st.SD, st.Model, mark)
	}
	if off > 0 {
		fmt.Fprintf(os.Stderr, "sigmafit: the model is off by more than %.1f discs in %d cells\n", *tol, off)
		os.Exit(1)
	}
}

// readOBF reads the boards of an OBF file; a bad line is an error naming it.
func readOBF(name string) ([]othello.Board, error) {
	return readBoards(name, func(line string) (othello.Board, error) {
		o, err := othello.ParseOBF(line)
		return o.Board, err
	})
}

// readBoards reads one board a line with parse, skipping blank lines and
// # comments; a bad line is an error naming the file and line.
func readBoards(name string, parse func(string) (othello.Board, error)) ([]othello.Board, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []othello.Board
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		t := strings.TrimSpace(sc.Text())
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		b, err := parse(t)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %v", name, line, err)
		}
		out = append(out, b)
	}
	return out, sc.Err()
}
