package search

import (
	"bufio"
	"cmp"
	"errors"
	"fmt"
	"io"
	"math/bits"
	"slices"
	"strings"

	"bitban/othello"
)

// A move-quality set holds positions with the exact score of every legal
// move, to measure how much the engine's choices lose against perfect play.
// It is a file of OBF lines in the form of the FFO suites:
//
//	<64 squares A1..H8> <side to move>; MOVE:score; MOVE:score; ...
//
// with one annotation for each legal move of the side to move, best first:
// the exact final disc differential after that move with perfect play from
// both sides, from the mover's view, empties going to the winner (always
// even). Blank lines and lines starting with # (comments: how the set was
// made) are skipped. `bitban othello solve` reads the same file and checks
// the best score of each line.

// QualityPosition is one position of a move-quality set.
type QualityPosition struct {
	Line        int // line of the file (1-based)
	othello.OBF     // the position; Scores has every legal move, best first
}

// Best returns the best exact score of the position.
func (q QualityPosition) Best() int {
	best := q.Scores[0].Score
	for _, m := range q.Scores[1:] {
		best = max(best, m.Score)
	}
	return best
}

// ScoreOf returns the exact score of move, and whether the set has it.
func (q QualityPosition) ScoreOf(move int) (int, bool) {
	for _, m := range q.Scores {
		if m.Move == move {
			return m.Score, true
		}
	}
	return 0, false
}

// CheckQuality checks that o is an entry of a move-quality set: no square
// holds two discs, the side to move has a legal move, and the annotations
// score every legal move exactly once, each with an even score.
func CheckQuality(o othello.OBF) error {
	if o.Player&o.Opponent != 0 {
		return fmt.Errorf("square %s holds both colours", othello.MoveName(bits.TrailingZeros64(o.Player&o.Opponent)))
	}
	legal := o.Moves()
	if legal == 0 {
		return fmt.Errorf("%s to move has no legal move", o.Turn)
	}
	var seen uint64
	for _, m := range o.Scores {
		switch {
		case m.Move == othello.PassMove:
			return fmt.Errorf("PA:%+d: a pass is not a move here (%s has a legal move)", m.Score, o.Turn)
		case legal&(1<<uint(m.Move)) == 0:
			return fmt.Errorf("%s:%+d: %s is not a legal move for %s", othello.MoveName(m.Move), m.Score, othello.MoveName(m.Move), o.Turn)
		case seen&(1<<uint(m.Move)) != 0:
			return fmt.Errorf("%s is scored twice", othello.MoveName(m.Move))
		case m.Score%2 != 0:
			return fmt.Errorf("%s:%+d: an exact score is even (empties go to the winner)", othello.MoveName(m.Move), m.Score)
		}
		seen |= 1 << uint(m.Move)
	}
	if missing := legal &^ seen; missing != 0 {
		return fmt.Errorf("legal move %s has no score (every legal move needs one)", othello.MoveName(bits.TrailingZeros64(missing)))
	}
	return nil
}

// ParseQuality reads one line of a move-quality set (ParseOBF, then
// CheckQuality).
func ParseQuality(line string) (othello.OBF, error) {
	o, err := othello.ParseOBF(line)
	if err != nil {
		return o, err
	}
	if err := CheckQuality(o); err != nil {
		return o, fmt.Errorf("quality: %v", err)
	}
	return o, nil
}

// maxQualityLine bounds a line: 64 squares, the side and at most 33
// annotations fit in a few hundred bytes.
const maxQualityLine = 4096

// ErrNoQualityPositions is ReadQualitySet's error for input that holds no
// position (only comments and blank lines, or nothing).
var ErrNoQualityPositions = errors.New("no position in the set")

// ReadQualitySet reads a move-quality set. The error of a bad line names
// it ("line 7: ..."); a position given twice (the same discs and side to
// move) and a file without positions are errors too.
func ReadQualitySet(r io.Reader) ([]QualityPosition, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 1024), maxQualityLine)
	var set []QualityPosition
	first := map[othello.Position]int{}
	n := 0
	for sc.Scan() {
		n++
		line := strings.TrimSpace(sc.Text())
		if line == "" || line[0] == '#' {
			continue
		}
		o, err := ParseQuality(line)
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", n, err)
		}
		if l, ok := first[o.Position]; ok {
			return nil, fmt.Errorf("line %d: the same position as line %d", n, l)
		}
		first[o.Position] = n
		set = append(set, QualityPosition{Line: n, OBF: o})
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return nil, fmt.Errorf("line %d: longer than %d bytes", n+1, maxQualityLine)
		}
		return nil, fmt.Errorf("line %d: %v", n+1, err)
	}
	if len(set) == 0 {
		return nil, fmt.Errorf("%w (%d lines)", ErrNoQualityPositions, n)
	}
	return set, nil
}

// SortScores orders move scores best first, ties by square.
func SortScores(ms []othello.MoveScore) {
	slices.SortStableFunc(ms, func(a, b othello.MoveScore) int {
		if c := cmp.Compare(b.Score, a.Score); c != 0 {
			return c
		}
		return cmp.Compare(a.Move, b.Move)
	})
}

// SolveMoves solves every legal move of b exactly: each score is the final
// disc differential after the move with perfect play, from the view of b's
// side to move. The moves are solved one after the other with s's table
// kept between them (the children share much of their trees); each is
// passed to each, if not nil, as it is solved. The result is sorted best
// first (SortScores); a board without a legal move gives none.
func (s *Solver) SolveMoves(b othello.Board, each func(othello.MoveScore, SolveResult)) []othello.MoveScore {
	var out []othello.MoveScore
	for m := b.Moves(); m != 0; m &= m - 1 {
		sq := bits.TrailingZeros64(m)
		r := s.Solve(b.Play(sq))
		ms := othello.MoveScore{Move: sq, Score: -r.Score}
		if each != nil {
			each(ms, r)
		}
		out = append(out, ms)
	}
	SortScores(out)
	return out
}
