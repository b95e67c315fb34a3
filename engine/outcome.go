package engine

// Outcome is where a game stands by its rules: still playing, or over with
// a winner (or a draw) and the rule that ended it. Each game's rules package
// computes it once (shogi.Position.Outcome, othello.Position.Outcome,
// renju.Board.Outcome); the terminal play loop, the web and the match
// referee only word it.
type Outcome struct {
	Over bool
	// Winner is 0 for the first player (Black, shogi's sente), 1 for the
	// second (White, gote), Draw for a draw; meaningless while not Over.
	Winner int
	Ending Ending
	// Black and White are Othello's final counts with the empty squares
	// given to the winner, as the rules count (for example 33-31).
	Black, White int
}

// Draw is Outcome.Winner for a drawn game.
const Draw = -1

// Ending names the rule that ended a game.
type Ending uint8

const (
	Playing        Ending = iota // the game goes on
	Checkmate                    // shogi: no legal move while in check
	NoLegalMove                  // shogi: no legal move without check (loses as well)
	PerpetualCheck               // shogi: a fourfold repetition where one side checked with every move; that side loses
	Sennichite                   // shogi: a fourfold repetition: a draw
	Five                         // renju and gomoku: five in a row under the rule
	NoPointLeft                  // renju and gomoku: no point the side to move may play (a draw)
	FinalCount                   // Othello: neither side can move; the discs decide
	// The endings below are not the position's: a player ends the game
	// (session.Session records them beside the rules' Outcome).
	Resignation // a side resigned; the other wins
	Declaration // a side claimed a win the rules allow (shogi's entering king)
	TimeLoss    // a side's clock ran out; the other wins
)

// String is a short English name of the ending ("checkmate").
func (e Ending) String() string {
	switch e {
	case Playing:
		return "playing"
	case Checkmate:
		return "checkmate"
	case NoLegalMove:
		return "no legal move"
	case PerpetualCheck:
		return "perpetual check"
	case Sennichite:
		return "sennichite"
	case Five:
		return "five in a row"
	case NoPointLeft:
		return "no point left to play"
	case FinalCount:
		return "final count"
	case Resignation:
		return "resignation"
	case Declaration:
		return "declaration"
	case TimeLoss:
		return "loss on time"
	}
	return "unknown ending"
}

// Win is a finished game won by side (0 or 1).
func Win(side int, e Ending) Outcome { return Outcome{Over: true, Winner: side, Ending: e} }

// Drawn is a finished drawn game.
func Drawn(e Ending) Outcome { return Outcome{Over: true, Winner: Draw, Ending: e} }
