package web

import (
	"fmt"
	"net/http"
	"time"

	"bitban/session"
)

// The main line and the game clock of a hosted game: the main line's
// session (main_line.go) plays every move that changes the game and
// charges it to its session.Clock, which keeps the times of the main
// line's positions for undo. The server is the authority: it starts the
// clock of the side to move when a game is created, charges every move (a
// person's or the engine's) when it is played, and declares a loss on time
// from a timer that fires when the running clock runs out (and, to the
// millisecond, whenever the game is read: the timer only saves the page
// from asking). After a loss on time the game is over: moves and engine
// moves are refused until an undo, an import or a set-up position;
// analysis goes on.
//
// Undo restores the times of the position it goes back to, as they were
// when that position arose, and starts the clock of its side to move from
// the undo: time spent on moves taken back is given back, and a loss on
// time is lifted. A move played from an earlier position (the move list)
// is such an undo followed by the move. An import or a set-up position
// starts the clocks again from the setting.

// The methods below need g.mu held.

// clock is g's game clock, nil without one: its main line's (main_line.go).
func (g *game) clock() *session.Clock { return g.main.Clock() }

// startClock gives g a clock with setting set (none: no clock) for its
// main line as it is, running for its side to move.
func (g *game) startClock(set session.ClockSetting) {
	g.main.SetClock(set, g.now)
	g.armFlag()
}

// newMain makes moves (checked) g's main line, from g's start under its
// rule: an import or a set-up position. A clock starts again from its
// setting.
func (g *game) newMain(moves []string) {
	old := g.clock()
	g.main = newMainLine(g.ad, g.rule, g.start, moves)
	if old != nil {
		g.startClock(old.Setting())
	}
}

// lostOnTime declares a loss on time that is due and reports whether the
// game is lost on time. An engine move being searched is stopped: it could
// not be played.
func (g *game) lostOnTime() bool {
	c := g.clock()
	if c == nil || !c.Flag(g.now()) {
		return false
	}
	if g.cancel != nil && g.mode == "move" {
		g.cancel()
	}
	return true
}

// timeLossError is the refusal of a move after a loss on time.
func (g *game) timeLossError() error {
	return errf(http.StatusBadRequest, "the game is over (%s); undo or start a new game", g.timeLossResult())
}

// timeLossResult is the result sentence of a loss on time.
func (g *game) timeLossResult() string {
	won := g.clock().Outcome().Winner
	return fmt.Sprintf("%s wins (%s lost on time)", g.playerName(won), g.playerName(1-won))
}

// playerName is a side's name in the game: Sente and Gote in shogi.
func (g *game) playerName(side int) string {
	if g.name == "shogi" {
		return [2]string{"Sente", "Gote"}[side]
	}
	return [2]string{"Black", "White"}[side]
}

// mainPlay plays m (legal) at the end of the main line, charged to the
// clock; false when the mover had lost on time (the move is not played).
func (g *game) mainPlay(m string) bool {
	if g.main.Play(m) != nil {
		g.lostOnTime() // stops an engine search
		return false
	}
	g.armFlag()
	return true
}

// mainTakeBack takes the main line back to its first ply moves, and the
// clock to the times that position had when it arose.
func (g *game) mainTakeBack(ply int) {
	g.main.TakeBack(ply)
	g.armFlag()
}

// armFlag sets the timer that declares the running side lost on time when
// its time runs out, so that the page hears of it without asking.
func (g *game) armFlag() {
	if g.flagTimer != nil {
		g.flagTimer.Stop()
		g.flagTimer = nil
	}
	c := g.clock()
	if c == nil || c.Running() == session.NoSide {
		return
	}
	main, period := c.Remaining(c.Running(), g.now())
	// A millisecond late, so the clock has surely run out; at least 10 ms
	// apart should the server's clock stand still (a test's fake clock).
	g.flagTimer = time.AfterFunc(max(main+period+time.Millisecond, 10*time.Millisecond), g.flagFired)
}

// flagFired is the timer's: the loss on time goes out to the streams; a
// clock that has not run out yet (it was set again meanwhile) is timed
// again.
func (g *game) flagFired() {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.lostOnTime() {
		g.flagTimer = nil
		g.notify()
		return
	}
	g.armFlag()
}

// stopClockTimer releases the timer (the game is deleted or dropped).
func (g *game) stopClockTimer() {
	if g.flagTimer != nil {
		g.flagTimer.Stop()
		g.flagTimer = nil
	}
}

// play is the part of a state that says how the game is played.
type play struct {
	Level  int                 `json:"level"`            // engine strength of game moves, 0 = full
	Clock  *session.ClockState `json:"clock,omitempty"`  // the game clock, absent without one
	Reason string              `json:"reason,omitempty"` // "time": the game was lost on time
}

// playState adds the level and the clock to a state at ply; at the end of
// a game lost on time, the position is over with that result.
func (g *game) playState(st *State, ply int) {
	st.Level = g.level
	c := g.clock()
	if c == nil {
		return
	}
	if g.lostOnTime() && ply == g.tree.main {
		st.Over, st.Legal, st.Winner = true, []string{}, session.SideName(c.Outcome().Winner)
		st.Result, st.Reason = g.timeLossResult(), "time"
	}
	st.Clock = c.State(g.now())
}

// mainMove plays a person's move m after the moves of path on the main
// line when it changes the game: a move at the main line's end is played
// and charged as usual; a move that replaces the rest of the game (the
// move endpoint's "ply", branchMain) is an undo to its position followed
// by the move. A move that only adds or follows a variation is analysis
// and leaves the main line and the clock alone, even after a loss on time.
// It returns the refusal when the mover is lost on time.
func (g *game) mainMove(path []string, branch bool, m string) error {
	if !changesGame(g, path, branch) {
		return nil
	}
	if len(path) < g.tree.main {
		g.mainTakeBack(len(path))
	}
	if !g.mainPlay(m) {
		return g.timeLossError()
	}
	return nil
}

// changesGame reports whether a move after the moves of path changes the
// game (its main line): at the main line's end, or replacing the rest of
// the game (branch: the move endpoint's "ply" form).
func changesGame(g *game, path []string, branch bool) bool {
	return branch || len(path) == g.tree.main && g.tree.onMain(path)
}

// mainPromoted takes the main line to the tree's new one, which leaves the
// old after ply moves (a promoted variation): back to that position as an
// undo does, then the promoted moves played and charged as made at once,
// so that the clocks stand as they did where the lines part and run for
// the side to move at the new end.
func (g *game) mainPromoted(ply int) {
	g.main.TakeBack(ply)
	for _, m := range g.tree.mainMoves()[ply:] {
		g.main.Play(m)
	}
	g.armFlag()
}
