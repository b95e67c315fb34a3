package search

import (
	"fmt"

	"bitban/engine"
	"bitban/renju"
)

// The engine's three Swap2 roles. Every position they judge has White to
// move, and every score is White's: > 0 good for White.

// placeThree is the opener: Black on the centre, White on a random
// neighbour, and the black stone within two points of the centre that
// leaves White to move closest to even.
func (r *swap2Run) placeThree(st renju.Swap2) (Swap2Decision, error) {
	b, err := st.Board()
	if err != nil {
		return Swap2Decision{}, err
	}
	c := st.Size() / 2
	first := renju.Pt(c, c)
	ring := nearPoints(b, []renju.Point{first}, 1)
	white := ring[r.rng.IntN(len(ring))]
	b.Place(first)
	b.Place(white)
	third, sc, ok := r.balancedStone(b, nearPoints(b, []renju.Point{first}, 3))
	if !ok {
		// No search result (stopped at once): any stone keeps it legal.
		third = nearPoints(b, []renju.Point{first}, 1)[0]
		return Swap2Decision{Move: renju.Swap2Move{Action: renju.Swap2PlaceThree, Points: []renju.Point{first, white, third}},
			Why: "no search result: three stones near the centre"}, nil
	}
	m := renju.Swap2Move{Action: renju.Swap2PlaceThree, Points: []renju.Point{first, white, third}}
	return Swap2Decision{Move: m, Score: sc,
		Why: fmt.Sprintf("%s: White to move scores %s", m.Format(st.Size()), FormatScore(sc))}, nil
}

// answerThree is the responder: the better colour when the three stones
// favour one side by more than Balanced, otherwise two more stones (White's
// best move and the black stone that leaves the position closest to even),
// or the better colour when no such pair is balanced.
func (r *swap2Run) answerThree(st renju.Swap2) (Swap2Decision, error) {
	b, err := st.Board()
	if err != nil {
		return Swap2Decision{}, err
	}
	move, v, ok := r.search(b, r.limits(0.35, 0))
	if !ok {
		return Swap2Decision{Move: renju.Swap2Move{Action: renju.Swap2TakeBlack}, Why: "no search result: take black"}, nil
	}
	bal := r.opt.Balanced
	if imbalance(v) > bal {
		return r.betterColour(st, move, v, "")
	}
	b.Place(move)
	fifth, v5, ok := r.balancedStone(b, nearPoints(b, b.History(), 2))
	if !ok || imbalance(v5) > bal {
		return r.betterColour(st, move, v, fmt.Sprintf(" (balanced, but no two stones keep it within %d)", bal))
	}
	m := renju.Swap2Move{Action: renju.Swap2PlaceTwo, Points: []renju.Point{move, fifth}}
	return Swap2Decision{Move: m, Score: v5,
		Why: fmt.Sprintf("White to move scores %s, within %d: %s, after which White to move scores %s",
			FormatScore(v), bal, m.Format(st.Size()), FormatScore(v5))}, nil
}

// answerFive is the opener facing five stones: take white and play when
// White to move scores at least even, otherwise take black.
func (r *swap2Run) answerFive(st renju.Swap2) (Swap2Decision, error) {
	b, err := st.Board()
	if err != nil {
		return Swap2Decision{}, err
	}
	move, v, ok := r.search(b, r.limits(1, 0))
	if !ok {
		return Swap2Decision{Move: renju.Swap2Move{Action: renju.Swap2TakeBlack}, Why: "no search result: take black"}, nil
	}
	return r.betterColour(st, move, v, "")
}

// betterColour takes white and plays move when White to move scores v >= 0,
// black otherwise.
func (r *swap2Run) betterColour(st renju.Swap2, move renju.Point, v engine.Score, note string) (Swap2Decision, error) {
	m := renju.Swap2Move{Action: renju.Swap2TakeBlack}
	if signed(v) >= 0 {
		m = renju.Swap2Move{Action: renju.Swap2TakeWhite, Points: []renju.Point{move}}
	}
	return Swap2Decision{Move: m, Score: v,
		Why: fmt.Sprintf("White to move scores %s%s: %s", FormatScore(v), note, m.Format(st.Size()))}, nil
}
