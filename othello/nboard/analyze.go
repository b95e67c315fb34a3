package nboard

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"bitban/engine"
	"bitban/othello"
)

// analyze answers "analyze": every position of the game, from the last to
// the first (later positions fill the table for earlier ones), as
// "analysis <moves played> <eval for the side to move>", then "status".
// A ping stops it.
func (e *Engine) analyze() {
	positions := make([]othello.Position, 0, len(e.game.Moves)+1)
	p := e.game.Start
	positions = append(positions, p)
	for _, m := range e.game.Moves {
		p = p.Play(m.Move)
		positions = append(positions, p)
	}
	e.configure()
	e.println("status analyzing")
	for i := len(positions) - 1; i >= 0; i-- {
		if e.stopping.Load() {
			break
		}
		pos := positions[i]
		if pos.GameOver() {
			e.println("analysis %d %s", i, evalString(engine.Value(pos.FinalScore()*100)))
			continue
		}
		r := e.search(pos, e.fixedLimits(), nil)
		if e.stopping.Load() {
			break // a stopped search's score is not an evaluation
		}
		e.println("analysis %d %s", i, evalString(r.Score))
	}
	e.println("status")
}

// fixedLimits are the limits of an analysis (analyze, hint): the depth,
// or the fixed time per move; never the game clock.
func (e *Engine) fixedLimits() engine.Limits {
	if e.opts.MoveTime > 0 {
		return engine.Limits{MoveTime: e.opts.MoveTime}
	}
	return engine.Limits{Depth: e.depth}
}

// clockLeft is the time the side to move has left by the game's GGF record:
// the main time of its TI tag less the times recorded with that side's
// moves. ok is false when the record has no clock.
func clockLeft(g *othello.Game) (left time.Duration, ok bool) {
	var main time.Duration
	for _, t := range g.Tags {
		if t.Key == "TI" {
			d, err := parseGGFClock(t.Value)
			if err != nil || d <= 0 {
				return 0, false
			}
			main, ok = d, true
		}
	}
	if !ok {
		return 0, false
	}
	p := g.Start
	var used [2]float64
	for _, m := range g.Moves {
		if m.HasTime {
			used[p.Turn] += m.Time
		}
		p = p.Play(m.Move)
	}
	left = main - time.Duration(used[p.Turn]*float64(time.Second))
	return max(left, 0), true
}

// parseGGFClock reads the main time of a GGF clock "[[h:]m:]s[/inc[/ext]]".
func parseGGFClock(s string) (time.Duration, error) {
	mainPart, _, _ := strings.Cut(strings.TrimSpace(s), "/")
	fields := strings.Split(mainPart, ":")
	if mainPart == "" || len(fields) > 3 {
		return 0, fmt.Errorf("clock %q: want [[h:]m:]s", s)
	}
	var secs float64
	for _, f := range fields {
		v, err := strconv.ParseFloat(f, 64)
		if err != nil || v < 0 || v != v || v > 1e7 {
			return 0, fmt.Errorf("clock %q: bad number %q", s, f)
		}
		secs = secs*60 + v
	}
	return time.Duration(secs * float64(time.Second)), nil
}
