package shogi

// Repetition (sennichite). The game ends when the same position (board,
// hands and side to move) occurs for the fourth time: a draw, except that
// the side that gave check with every one of its moves during the cycle
// (perpetual check) loses. The search treats the first repetition of a
// position, inside its own tree or against the game history given by
// `position ... moves`, as that final outcome: if a cycle can be repeated
// once, it can be repeated until the fourth occurrence.

// Repetition outcomes for the side to move.
const (
	RepNone = iota // no earlier occurrence found
	RepDraw        // a repeated position: draw
	RepWin         // the opponent gave check with every move of the cycle
	RepLoss        // the side to move gave check with every move of the cycle
)

// Repetition tells whether the current position occurred before (looking
// back at most maxBack plies, not across a null move) and what that cycle
// means for the side to move.
func (p *Position) Repetition(maxBack int) int {
	n := len(p.stack) - 1
	if n < 4 {
		return RepNone
	}
	cur := &p.stack[n]
	key := cur.boardKey ^ cur.handKey
	lo := max(0, n-maxBack)
	for j := n - 2; j >= lo; j -= 2 {
		// A null move breaks every cycle through it (the stack entry after a
		// null move has MoveNone, like the root).
		if p.stack[j+1].move == MoveNone || p.stack[j+2].move == MoveNone {
			return RepNone
		}
		e := &p.stack[j]
		if j > n-4 || e.boardKey^e.handKey != key {
			continue
		}
		// Positions j+2, j+4, ..., n have us to move: all in check means the
		// opponent checked with every move. Positions j+1, ..., n-1 have the
		// opponent to move: all in check means we did.
		weChecked, theyChecked := true, true
		for i := j + 1; i <= n; i++ {
			inCheck := p.stack[i].checkers.NonZero()
			if (n-i)%2 == 0 {
				theyChecked = theyChecked && inCheck
			} else {
				weChecked = weChecked && inCheck
			}
		}
		switch {
		case theyChecked && !weChecked:
			return RepWin
		case weChecked && !theyChecked:
			return RepLoss
		}
		return RepDraw
	}
	return RepNone
}

// RepetitionCount returns how many times the current position occurred in
// the whole history of the position, the current occurrence included (4
// ends the game).
func (p *Position) RepetitionCount() int {
	n := len(p.stack) - 1
	cur := &p.stack[n]
	key := cur.boardKey ^ cur.handKey
	count := 1
	for j := n - 2; j >= 0; j -= 2 {
		if p.stack[j+1].move == MoveNone {
			break
		}
		if e := &p.stack[j]; e.boardKey^e.handKey == key {
			count++
		}
	}
	return count
}
