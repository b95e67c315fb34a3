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
	// Depths and Nodes are each move's last reported search depth and node
	// count (0: the engine reported none, or the move was forced).
	Depths []int   `json:"depths,omitempty"`
	Nodes  []int64 `json:"nodes,omitempty"`
	// Search sums the reports of the first's and the second's moves.
	Search  [2]SearchStats `json:"search"`
	Start   time.Time      `json:"start"`
	Seconds float64        `json:"seconds"`

	records []recordFile // the record files (not in the JSON line)
}

// EngineOf is the name of the engine playing Black (sente: First) when
// black is set, of the one playing White (Second) otherwise. The record's
// moves start with the side to move after the opening, which is White's
// after an opening of an odd number of moves: find a move's engine by the
// position's side to move, not by the move's index.
func (r *GameRecord) EngineOf(black bool) string {
	if black {
		return r.First
	}
	return r.Second
}

// Plays reports whether the engine name played in the game.
func (r *GameRecord) Plays(name string) bool { return r.First == name || r.Second == name }

// SearchStats sums what an engine reported of its searches over its
// moves: how many moves reported a depth and their depths' sum, and the
// nodes and milliseconds of the moves that reported a node count.
type SearchStats struct {
	DepthMoves int   `json:"depth_moves"`
	DepthSum   int64 `json:"depth_sum"`
	NodeMoves  int   `json:"node_moves"`
	Nodes      int64 `json:"nodes"`
	NodeMs     int64 `json:"node_ms"`
}

// add counts one move's report: depth and nodes (0: not reported) found
// in the time it took.
func (s *SearchStats) add(depth int, nodes int64, took time.Duration) {
	if depth > 0 {
		s.DepthMoves++
		s.DepthSum += int64(depth)
	}
	if nodes > 0 {
		s.NodeMoves++
		s.Nodes += nodes
		s.NodeMs += took.Milliseconds()
	}
}

// merge adds o's sums to s.
func (s *SearchStats) merge(o SearchStats) {
	s.DepthMoves += o.DepthMoves
	s.DepthSum += o.DepthSum
	s.NodeMoves += o.NodeMoves
	s.Nodes += o.Nodes
	s.NodeMs += o.NodeMs
}

// String is the summary's form: mean depth and nodes a second, with the
// number of moves each is over ("not reported" when neither is known).
func (s SearchStats) String() string {
	var parts []string
	if s.DepthMoves > 0 {
		parts = append(parts, fmt.Sprintf("depth %.1f (%d moves)", float64(s.DepthSum)/float64(s.DepthMoves), s.DepthMoves))
	}
	if s.NodeMoves > 0 {
		nps := "-"
		if s.NodeMs > 0 {
			nps = fmt.Sprintf("%.0f", float64(s.Nodes)*1000/float64(s.NodeMs))
		}
		parts = append(parts, fmt.Sprintf("%.0f nodes a move, %s nodes/s (%d moves)", float64(s.Nodes)/float64(s.NodeMoves), nps, s.NodeMoves))
	}
	if len(parts) == 0 {
		return "not reported"
	}
	return strings.Join(parts, ", ")
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
