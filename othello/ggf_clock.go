package othello

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// TimeLeft is the time the side to move has left by the game's record: the
// main time of its TI tag less the times recorded with that side's moves.
// ok is false when the record has no clock.
func (g *Game) TimeLeft() (left time.Duration, ok bool) {
	var main time.Duration
	for _, t := range g.Tags {
		if t.Key == "TI" {
			d, err := ParseGGFClock(t.Value)
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
			used[p.Turn&1] += m.Time
		}
		p = p.Play(m.Move)
	}
	left = main - time.Duration(used[p.Turn&1]*float64(time.Second))
	return max(left, 0), true
}

// ParseGGFClock reads the main time of a GGF clock "[[h:]m:]s[/inc[/ext]]".
func ParseGGFClock(s string) (time.Duration, error) {
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
