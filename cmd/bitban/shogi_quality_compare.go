package main

import (
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
)

// The paired comparison of bitban shogi quality --compare: two builds
// judged on the same positions differ only where they chose different
// moves, so the difference of their losses position by position has far
// less noise than the difference of two means.

// readQualityLosses reads the per-position lines that bitban shogi quality
// -v printed ("N<TAB>SFEN<TAB>ours M<TAB>reference M<TAB>loss L"; other
// lines, such as the summary, are skipped): each position's move and loss.
func readQualityLosses(path string) (map[string]judged, error) {
	out := map[string]judged{}
	err := scanLines(path, func(text []byte) error {
		f := strings.Split(string(text), "\t")
		if len(f) != 5 || !strings.HasPrefix(f[2], "ours ") || !strings.HasPrefix(f[4], "loss ") {
			return nil
		}
		loss, err := strconv.Atoi(strings.TrimPrefix(f[4], "loss "))
		if err != nil {
			return fmt.Errorf("loss %q: %v", f[4], err)
		}
		out[f[1]] = judged{ours: strings.TrimPrefix(f[2], "ours "), loss: loss}
		return nil
	})
	if err == nil && len(out) == 0 {
		err = fmt.Errorf("%s: no per-position lines (write it with -v)", path)
	}
	return out, err
}

// qualityCompare prints the paired difference of res against an earlier
// run: the mean loss difference (this run less that one) with its 95 %
// interval, over the positions both judged.
func qualityCompare(out io.Writer, res []judged, sfens []string, before map[string]judged, path string) error {
	var d []float64
	better, worse, differ := 0, 0, 0
	for i, r := range res {
		b, ok := before[sfens[i]]
		if !ok || r.skipped {
			continue
		}
		x := float64(r.loss - b.loss)
		d = append(d, x)
		if r.ours != b.ours {
			differ++
		}
		if x < 0 {
			better++
		} else if x > 0 {
			worse++
		}
	}
	if len(d) < 2 {
		_, err := fmt.Fprintf(out, "against %s: %d position(s) in both runs, too few to compare\n", path, len(d))
		return err
	}
	mean, sd := meanSD(d)
	_, err := fmt.Fprintf(out, "against %s: %d positions in both, %d other moves; mean loss %+.1f ± %.1f cp (95 %%), lower in %d, higher in %d\n",
		path, len(d), differ, mean, 1.96*sd/math.Sqrt(float64(len(d))), better, worse)
	return err
}

// meanSD is the mean and the sample standard deviation of xs (len ≥ 2).
func meanSD(xs []float64) (mean, sd float64) {
	for _, x := range xs {
		mean += x
	}
	mean /= float64(len(xs))
	for _, x := range xs {
		sd += (x - mean) * (x - mean)
	}
	return mean, math.Sqrt(sd / float64(len(xs)-1))
}
