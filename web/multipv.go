package web

import "bitban/engine"

// Multi-PV analysis: the engines report each line of an iteration
// separately (engine.Info.MultiPV), but the server sends at most about 20
// info events a second and drops the others. So that no line is lost with a
// dropped event, every event of a multi-PV search carries all the lines
// known so far (info.Lines), and the client simply redraws them.

// lineSet keeps the last report of each line of one search.
type lineSet struct {
	n     int    // lines asked for
	lines []info // lines[k-1]: the last report of line k (Depth 0: none yet)
}

func newLineSet(n int) *lineSet { return &lineSet{n: max(1, n)} }

// add records the report of line k (1-based; 0 counts as 1) and returns
// the event to send: the report itself when one line was asked for, else
// the best line's fields with every line reported so far, and the latest
// report's nodes and time (the progress of the whole search).
func (ls *lineSet) add(k int, in info) info {
	if ls.n <= 1 {
		return in
	}
	k = max(1, k)
	if k > ls.n {
		return ls.current(in)
	}
	for len(ls.lines) < k {
		ls.lines = append(ls.lines, info{})
	}
	in.MultiPV = k
	ls.lines[k-1] = in
	return ls.current(in)
}

// current is the event for the lines so far, with progress from latest.
func (ls *lineSet) current(latest info) info {
	var out info
	var lines []info
	for _, l := range ls.lines {
		if l.Depth > 0 || len(l.PV) > 0 {
			lines = append(lines, l)
		}
	}
	if len(lines) > 0 {
		out = lines[0]
	}
	out.Lines = lines
	out.Nodes, out.NPS, out.TimeMS = latest.Nodes, latest.NPS, latest.TimeMS
	return out
}

// resultLines converts a search result's lines (engine.Result.Lines, set
// when more than one line was asked for) with the game's converter; nil
// for a single-line search.
func resultLines[M any](lines []engine.Info[M], conv func(engine.Info[M]) info) []info {
	if len(lines) < 2 {
		return nil
	}
	out := make([]info, len(lines))
	for i, l := range lines {
		out[i] = conv(l)
		out[i].MultiPV = i + 1
	}
	return out
}

// reporter returns the engine's Info callback: each report converted with
// conv, gathered into the line set and passed to report.
func reporter[M any](lines int, conv func(engine.Info[M]) info, report func(info)) func(engine.Info[M]) {
	ls := newLineSet(lines)
	return func(in engine.Info[M]) { report(ls.add(in.MultiPV, conv(in))) }
}
