package eval

import (
	"fmt"
	"strconv"
	"strings"
)

// DataSample is one position of a self-play game: its SFEN, the search's
// score (centipawns) and the game's result (1 win, 0.5 draw, 0 loss), both
// for the side to move, and the game's number.
type DataSample struct {
	SFEN   string
	Score  int
	Result float64
	Game   int
}

// String is the sample's line in a data file: SFEN, score, result and
// game separated by tabs.
func (d DataSample) String() string {
	return fmt.Sprintf("%s\t%d\t%g\t%d", d.SFEN, d.Score, d.Result, d.Game)
}

// ParseDataSample reads a line that DataSample.String wrote.
func ParseDataSample(line string) (DataSample, error) {
	var d DataSample
	f := strings.Split(line, "\t")
	if len(f) != 4 {
		return d, fmt.Errorf("want 4 tab-separated fields (SFEN, score, result, game), got %d", len(f))
	}
	var err error
	d.SFEN = f[0]
	if d.Score, err = strconv.Atoi(f[1]); err != nil {
		return d, fmt.Errorf("score %q: %v", f[1], err)
	}
	if d.Result, err = strconv.ParseFloat(f[2], 64); err != nil || d.Result < 0 || d.Result > 1 {
		return d, fmt.Errorf("result %q: want 0, 0.5 or 1", f[2])
	}
	if d.Game, err = strconv.Atoi(f[3]); err != nil {
		return d, fmt.Errorf("game %q: %v", f[3], err)
	}
	return d, nil
}
