package match

import (
	"fmt"
	"io"
	"math"
	"sort"
)

// Comparison pairs the games of two runs against the same opponent on the
// same openings: game i of the base run and game i of the new run share
// an opening and the engine's colour, so the difference of their results
// measures the change between the runs with far less noise than the two
// scores apart (the opening, which decides many games, cancels).
type Comparison struct {
	// Engine is the compared engine's name in the base and in the new run.
	Engine [2]string
	// Opponents lists the engines the base and the new run played.
	Opponents [2][]string
	// Paired is the number of paired games; Base and New are the
	// engine's results in them (W/D/L from its side, no pairs counted).
	Paired    int
	Base, New Stats
	// Mean is the new run's mean points per game less the base run's
	// (−1..1), Margin the half width of its 95 % interval (the paired
	// differences' standard error times 1.96), LOS the likelihood that the
	// new run is the stronger (normal approximation).
	Mean, Margin, LOS float64
	// Changed counts the paired games whose result differs, Moves the
	// transitions: Moves[b][n] games the engine lost (0), drew (1) or won
	// (2) in the base run and lost, drew or won in the new one.
	Changed int
	Moves   [3][3]int
	// Unpaired counts each run's games that found no partner; Unfinished
	// its games without a result the engine's side can be read from.
	Unpaired, Unfinished [2]int
}

// pairKey identifies a game for pairing: the opening, the engine's colour
// and which occurrence of that opening and colour it is in its run (an
// openings file may hold an opening twice).
type pairKey struct {
	opening string
	first   bool
	nth     int
}

// Compare pairs the games of the base and the new run by opening and the
// compared engine's colour; names are that engine's name in each run (""
// takes the run's engine A, its match's first engine).
func Compare(base, neu []*GameRecord, names [2]string) (Comparison, error) {
	var c Comparison
	runs := [2][]*GameRecord{base, neu}
	var results [2]map[pairKey]int
	for i, recs := range runs {
		if len(recs) == 0 {
			return c, fmt.Errorf("%s run: no games", runName(i))
		}
		name := names[i]
		if name == "" {
			var err error
			if name, err = engineA(recs); err != nil {
				return c, fmt.Errorf("%s run: %v", runName(i), err)
			}
		}
		c.Engine[i] = name
		res, opps, unfinished, err := resultsOf(recs, name)
		if err != nil {
			return c, fmt.Errorf("%s run: %v", runName(i), err)
		}
		results[i], c.Opponents[i], c.Unfinished[i] = res, opps, unfinished
	}
	var diffs []float64
	for k, b := range results[0] {
		n, ok := results[1][k]
		if !ok {
			c.Unpaired[0]++
			continue
		}
		c.Moves[b][n]++
		addResult(&c.Base, b)
		addResult(&c.New, n)
		diffs = append(diffs, float64(n-b)/2)
		if n != b {
			c.Changed++
		}
	}
	c.Paired = len(diffs)
	c.Unpaired[1] = len(results[1]) - c.Paired
	if c.Paired == 0 {
		return c, fmt.Errorf("no game of the new run has a partner in the base run (the same opening with %s on the same side)", c.Engine[0])
	}
	c.Mean, c.Margin, c.LOS = pairedStats(diffs)
	return c, nil
}

func runName(i int) string {
	if i == 0 {
		return "base"
	}
	return "new"
}

// engineA is the engine whose statistics bitban match reports (its first
// --engine, which plays first in the even games), the same in every game.
func engineA(recs []*GameRecord) (string, error) {
	name := ""
	for _, r := range recs {
		a := r.First
		if r.Index%2 == 1 {
			a = r.Second
		}
		switch {
		case name == "":
			name = a
		case a != name:
			return "", fmt.Errorf("the games' first engines differ (%s, %s); name the compared engine", name, a)
		}
	}
	return name, nil
}

// resultsOf maps each game of engine name to its result from name's side
// (0 lost, 1 drawn, 2 won) and lists its opponents.
func resultsOf(recs []*GameRecord, name string) (res map[pairKey]int, opps []string, unfinished int, err error) {
	res = make(map[pairKey]int)
	seen := make(map[pairKey]int)
	oppSet := make(map[string]bool)
	for _, r := range recs {
		if !r.Plays(name) {
			return nil, nil, 0, fmt.Errorf("game %d (%s against %s) is not played by %s", r.Index+1, r.First, r.Second, name)
		}
		first := r.First == name
		opp := r.Second
		if !first {
			opp = r.First
		}
		oppSet[opp] = true
		var v int
		switch r.Result {
		case "1-0":
			v = 0
			if first {
				v = 2
			}
		case "0-1":
			v = 2
			if first {
				v = 0
			}
		case "1/2-1/2":
			v = 1
		default:
			unfinished++
			continue
		}
		k := pairKey{opening: r.Opening, first: first}
		k.nth = seen[k]
		seen[k]++
		res[k] = v
	}
	for o := range oppSet {
		opps = append(opps, o)
	}
	sort.Strings(opps)
	return res, opps, unfinished, nil
}

func addResult(s *Stats, v int) {
	switch v {
	case 0:
		s.L++
	case 1:
		s.D++
	default:
		s.W++
	}
}

// pairedStats is the mean of the differences, the half width of its 95 %
// interval and the likelihood that the true mean is above zero.
func pairedStats(d []float64) (mean, margin, los float64) {
	n := float64(len(d))
	for _, x := range d {
		mean += x
	}
	mean /= n
	if len(d) < 2 {
		return mean, math.NaN(), 0.5
	}
	var v float64
	for _, x := range d {
		v += (x - mean) * (x - mean)
	}
	se := math.Sqrt(v / (n - 1) / n)
	if se == 0 {
		switch {
		case mean > 0:
			return mean, 0, 1
		case mean < 0:
			return mean, 0, 0
		}
		return mean, 0, 0.5
	}
	return mean, z975 * se, 0.5 * (1 + math.Erf(mean/se/math.Sqrt2))
}

// WriteComparison prints a comparison: each run's result on the paired
// games, the paired difference in points (percent of a game) with its
// interval, and how the results moved.
func WriteComparison(w io.Writer, c Comparison) {
	fmt.Fprintf(w, "paired games  %d (unpaired: base %d, new %d; unfinished: base %d, new %d)\n",
		c.Paired, c.Unpaired[0], c.Unpaired[1], c.Unfinished[0], c.Unfinished[1])
	for i, s := range []Stats{c.Base, c.New} {
		elo, margin := s.Elo()
		fmt.Fprintf(w, "%-4s  %s against %v  W/D/L %d/%d/%d  score %.1f%%  Elo %s\n",
			runName(i), c.Engine[i], c.Opponents[i], s.W, s.D, s.L, 100*s.Score(), fmtElo(elo, margin))
	}
	margin := "n/a"
	if !math.IsNaN(c.Margin) {
		margin = fmt.Sprintf("%.1f", 100*c.Margin)
	}
	fmt.Fprintf(w, "new - base  %+.1f ± %s points a game (95 %%), LOS %.1f%%, %d results changed\n",
		100*c.Mean, margin, 100*c.LOS, c.Changed)
	fmt.Fprintf(w, "base → new  loss→draw %d  loss→win %d  draw→win %d  |  win→draw %d  win→loss %d  draw→loss %d\n",
		c.Moves[0][1], c.Moves[0][2], c.Moves[1][2], c.Moves[2][1], c.Moves[2][0], c.Moves[1][0])
}
