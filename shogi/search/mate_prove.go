package search

import (
	"bitban/engine"
	"bitban/shogi"
)

// Prove searches p for a forced mate by checks of the side to move, as
// Solve does, but stops at the first proof: the line is a mate against
// every defence, read back from the proof (the attacker's shortest proven
// check, the defender's longest evasion), not necessarily the shortest
// mate. The search uses it at the root, where a proof within a few
// thousand nodes is worth having and its shortening is not.
func (ms *MateSolver) Prove(p *shogi.Position, stop *engine.Stopper) ([]shogi.Move, MateStatus) {
	ms.reset(p, stop)
	ms.inexact = true // the line is not shortened
	pn, dn, _ := ms.run(p, maxMatePly, true)
	switch {
	case ms.stopped || (pn != 0 && dn != 0):
		return nil, MateUnknown
	case dn == 0:
		return nil, MateNone
	}
	return orNil(ms.line(p, maxMatePly))
}
