package main

import (
	"fmt"
	"io"
	"os"
	"time"
)

// progressLine writes a "done/total root moves" line to stderr for long runs
// (perft of any game): only when stderr is a terminal and only once the run
// has lasted over a second, so pipes and short runs see nothing.
type progressLine struct {
	w       io.Writer
	label   string
	steps   string // what is counted: "root moves", "units"
	enabled bool
	shown   bool
}

func newProgressLine(errOut io.Writer, label string) *progressLine {
	p := &progressLine{w: errOut, label: label, steps: "root moves"}
	if f, ok := errOut.(*os.File); ok {
		if st, err := f.Stat(); err == nil && st.Mode()&os.ModeCharDevice != 0 {
			p.enabled = true
		}
	}
	return p
}

func (p *progressLine) report(start time.Time, done, total int) {
	if !p.enabled {
		return
	}
	el := time.Since(start)
	if el < time.Second {
		return
	}
	fmt.Fprintf(p.w, "\r%s: %d/%d %s, %.1f s", p.label, done, total, p.steps, el.Seconds())
	p.shown = true
}

// clear erases the progress line if one was shown.
func (p *progressLine) clear() {
	if p.shown {
		fmt.Fprint(p.w, "\r\033[K")
	}
}
