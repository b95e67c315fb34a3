package match

import (
	"fmt"
	"strings"
	"time"
)

// GameRecord is one finished game: the JSON line of games.jsonl and what
// the record files are written from.
type GameRecord struct {
	Index       int       `json:"index"` // game number from 0; pair = index/2
	Game        string    `json:"game"`
	Opening     string    `json:"opening"`
	OpeningLine int       `json:"opening_line,omitempty"`
	First       string    `json:"first"` // engine moving first (sente, Black)
	Second      string    `json:"second"`
	TC          [2]string `json:"tc"` // first's and second's time control
	Result      string    `json:"result"`
	Winner      string    `json:"winner,omitempty"` // engine name, "" for a draw
	Reason      string    `json:"reason"`
	Moves       []string  `json:"moves"` // after the opening, protocol notation
	TimesMs     []int64   `json:"times_ms"`
	Scores      []string  `json:"scores"`
	Start       time.Time `json:"start"`
	Seconds     float64   `json:"seconds"`

	records []recordFile // the record files (not in the JSON line)
}

// recordFile is one record file of a game: its extension and text.
type recordFile struct {
	ext, text string
}

// recordsOf writes a finished game in its game's formats.
func recordsOf(g referee, r *GameRecord) []recordFile {
	switch g := g.(type) {
	case *shogiGame:
		return []recordFile{{"csa", shogiCSA(g, r)}, {"kif", shogiKIF(g, r)}}
	case *othelloGame:
		return []recordFile{{"ggf", othelloGGF(g, r)}}
	case *renjuGame:
		return []recordFile{{"txt", renjuText(g, r)}}
	}
	return nil
}

// timeOf returns the milliseconds of move i of the game (0 for the opening).
func timeOf(r *GameRecord, i int) int64 {
	if i >= 0 && i < len(r.TimesMs) {
		return r.TimesMs[i]
	}
	return 0
}

func recordHeader(r *GameRecord, prefix string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%sbitban match, game %d (pair %d), %s\n", prefix, r.Index+1, r.Index/2+1, r.Start.UTC().Format(time.RFC3339))
	fmt.Fprintf(&b, "%sopening (line %d): %s\n", prefix, r.OpeningLine, r.Opening)
	fmt.Fprintf(&b, "%stime controls: %s %s, %s %s\n", prefix, r.First, r.TC[0], r.Second, r.TC[1])
	fmt.Fprintf(&b, "%sresult %s: %s\n", prefix, r.Result, r.Reason)
	return b.String()
}
