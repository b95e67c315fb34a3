package web

import (
	"fmt"
	"net/http"
	"time"

	"bitban/session"
)

// The game clock of a hosted game (session.Clock does the arithmetic and
// keeps the times of the main line's positions for undo). The server is
// the authority: it starts the clock of the side to move when a game is
// created, charges every move (a person's or the engine's) when it
// is played, and declares a loss on time from a timer that fires when the
// running clock runs out (and, to the millisecond, whenever the game is
// read: the timer only saves the page from asking). After a loss on time
// the game is over: moves and engine moves are refused until an undo, an
// import or a set-up position; analysis goes on.
//
// Undo restores the times of the position it goes back to, as they were
// when that position arose, and starts the clock of its side to move from
// the undo: time spent on moves taken back is given back, and a loss on
// time is lifted. A move played from an earlier position (the move list)
// is such an undo followed by the move. An import or a set-up position
// starts the clocks again from the setting.

// The methods below need g.mu held.

// startClock gives g a clock with setting set (none: no clock) for its
// record as it is, running for the side to move of v, the last position.
func (g *game) startClock(set session.ClockSetting, v view) {
	g.clock = nil
	if set.Kind != session.ClockNone {
		g.clock = session.NewClock(set, g.tree.main)
		g.clock.Start(clockSide(v), g.now())
	}
	g.armFlag()
}

// restartClock starts g's clock again from its setting (an import, a
// set-up position).
func (g *game) restartClock(v view) {
	if g.clock != nil {
		g.startClock(g.clock.Setting(), v)
	}
}

// clockSide is the side whose clock runs in a position: its side to move,
// none when the game is over there.
func clockSide(v view) int {
	if v.Over {
		return session.NoSide
	}
	return session.SideIndex(v.Turn)
}

// lostOnTime declares a loss on time that is due and reports whether the
// game is lost on time. An engine move being searched is stopped: it could
// not be played.
func (g *game) lostOnTime() bool {
	if g.clock == nil || !g.clock.Flag(g.now()) {
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
	won := g.clock.Outcome().Winner
	return fmt.Sprintf("%s wins (%s lost on time)", g.playerName(won), g.playerName(1-won))
}

// playerName is a side's name in the game: Sente and Gote in shogi.
func (g *game) playerName(side int) string {
	if g.name == "shogi" {
		return [2]string{"Sente", "Gote"}[side]
	}
	return [2]string{"Black", "White"}[side]
}

// clockMoved charges a move after which the record has ply moves and v is
// the position; false when the mover had lost on time (the move must not
// be played).
func (g *game) clockMoved(ply int, v view) bool {
	if g.clock == nil {
		return true
	}
	if !g.clock.Moved(g.now(), ply, clockSide(v)) {
		g.lostOnTime() // stops an engine search
		return false
	}
	g.armFlag()
	return true
}

// clockUndo takes the clock back to the position after ply moves.
func (g *game) clockUndo(ply int) error {
	if g.clock == nil {
		return nil
	}
	b, err := g.replay(g.tree.mainMoves()[:ply])
	if err != nil {
		return err
	}
	g.clock.Undo(ply, clockSide(b.view()), g.now())
	g.armFlag()
	return nil
}

// armFlag sets the timer that declares the running side lost on time when
// its time runs out, so that the page hears of it without asking.
func (g *game) armFlag() {
	if g.flagTimer != nil {
		g.flagTimer.Stop()
		g.flagTimer = nil
	}
	c := g.clock
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
	if g.clock == nil {
		return
	}
	if g.lostOnTime() && ply == g.tree.main {
		st.Over, st.Legal, st.Winner = true, []string{}, session.SideName(g.clock.Outcome().Winner)
		st.Result, st.Reason = g.timeLossResult(), "time"
	}
	st.Clock = g.clock.State(g.now())
}

// clockPlay charges a person's move played after the moves of path (b is
// the position after the move) when it changes the game, the main line: a
// move at the main line's end is charged as usual; a move that replaces
// the rest of the game (the move endpoint's "ply", branchMain) is an undo
// to its position followed by the move. A move that only adds or follows
// a variation is analysis and leaves the clock alone, even after a loss
// on time. It returns the refusal when the mover is lost on time.
func (g *game) clockPlay(path []string, branch bool, after view) error {
	if !changesGame(g, path, branch) {
		return nil
	}
	if len(path) < g.tree.main {
		if err := g.clockUndo(len(path)); err != nil {
			return errf(http.StatusInternalServerError, "%v", err)
		}
	}
	if !g.clockMoved(len(path)+1, after) {
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

// clockPromoted takes the clock to a new main line that leaves the old
// one after ply moves (a promoted variation): back to that position as an
// undo does, then the promoted moves charged as made at once, so that the
// clocks stand as they did where the lines part and run for the side to
// move at the new end.
func (g *game) clockPromoted(ply int) error {
	if g.clock == nil {
		return nil
	}
	if err := g.clockUndo(ply); err != nil {
		return err
	}
	main := g.tree.mainMoves()
	b, err := g.replay(main[:ply])
	if err != nil {
		return err
	}
	for i := ply; i < len(main); i++ {
		if _, err := b.play(main[i]); err != nil {
			return err
		}
		g.clock.Moved(g.now(), i+1, clockSide(b.view()))
	}
	g.armFlag()
	return nil
}
