package search

import (
	"bitban/shogi"
)

// Move-ordering statistics of a worker: the butterfly history (side, piece,
// destination), the continuation histories (how good a move was after the
// move one and two plies before it), the counter-move of each previous
// move, and the killers. All are updated when a quiet move cuts.

// contKeys is the number of (colour, piece type, square) keys of a move.
const contKeys = 2 * 16 * 81

// contHistory[prev][cur] is the score of a move keyed cur after the move
// keyed prev (int16 with gravity: bounded by historyMax).
type contHistory [contKeys][16 * 81]int16

// historyMax bounds every history entry (the gravity update keeps entries
// within it).
const historyMax = 16384

// captureHistory[piece][to][captured] is the capture history: how often a
// capture of the captured kind by that piece on that square cut (int16
// with gravity, bounded by historyMax).
type captureHistory [16][81][16]int16

// captureEntry is the capture history entry of capture m in p (before m).
func (w *worker) captureEntry(p *shogi.Position, m shogi.Move) *int16 {
	return &w.capt[m.PieceType()&15][m.To()%81][p.PieceOn(m.To()).Type()&15]
}

// rewardCaptures records a cut at depth: a bonus for cut, when it is a
// capture, and a malus for the captures tried before it.
func (w *worker) rewardCaptures(p *shogi.Position, cut shogi.Move, depth int, tried []shogi.Move) {
	bonus := int32(min(w.prm.CaptureHistory*depth*depth, 1500))
	if p.IsCapture(cut) {
		e := w.captureEntry(p, cut)
		*e = int16(gravity(int32(*e), bonus, historyMax))
	}
	for _, m := range tried {
		e := w.captureEntry(p, m)
		*e = int16(gravity(int32(*e), -bonus, historyMax))
	}
}

// pawnHistory[row][key] is the pawn history: how good quiet move key
// (moveKey) was in positions whose pawns hash to row (Params.PawnHistory;
// int16 with gravity, bounded by historyMax).
type pawnHistory [pawnRows][contKeys]int16

// pawnRows is the number of pawn-structure rows of the pawn history.
const pawnRows = 512

// pawnRow is the pawn-history row of p: both sides' pawns hashed.
func pawnRow(p *shogi.Position) int32 {
	return int32(pawnHash(p) >> 55) // the top 9 bits: pawnRows
}

// mainHistory[side][origin][to] is the butterfly history. The origin is
// the moved piece's type, or with Params.HistoryFromTo the square it left
// (a drop: historyDrops plus the dropped type).
type mainHistory [2][historyDrops + 16][81]int32

// historyDrops is the first origin index of drops in the from-to layout.
const historyDrops = 81

// historyEntry is the butterfly history entry of quiet move m by side us.
func (w *worker) historyEntry(us shogi.Color, m shogi.Move) *int32 {
	return &w.history[us&1][historyOrigin(m, w.prm.HistoryFromTo)][m.To()%81]
}

// historyOrigin is the butterfly history's origin index of m: the moved
// piece's type, or with fromTo the square it leaves (a drop: historyDrops
// plus the dropped type).
func historyOrigin(m shogi.Move, fromTo bool) int {
	if !fromTo {
		return int(m.PieceType() & 15)
	}
	if m.IsDrop() {
		return historyDrops + int(m.DropType()&15)
	}
	return int(m.From()) % historyDrops
}

// moveKey is the key of move m made by side c in the continuation tables.
func moveKey(c shogi.Color, m shogi.Move) int {
	return int(c&1)*16*81 + int(m.PieceType()&15)*81 + int(m.To()%81)
}

// pieceTo is the key of m without the colour.
func pieceTo(m shogi.Move) int { return int(m.PieceType()&15)*81 + int(m.To()%81) }

// quietScore is the ordering score of quiet move m of side us at ply: its
// history plus its continuation histories after the moves one and two
// plies up.
func (w *worker) quietScore(us shogi.Color, m shogi.Move, ply int) int32 {
	rows := w.quietRows(us, ply)
	return rows.score(m)
}

// quietRows is what the quiet scores of one node read, looked up once:
// the side's butterfly history and the continuation-history rows after
// the moves one, two and (with Params.ContFourth) four plies up (nil:
// none).
type quietRows struct {
	hist       *[historyDrops + 16][81]int32
	c1, c2, c4 *[16 * 81]int16
	pawn       *[contKeys]int16 // nil: no pawn history
	us         shogi.Color
	fromTo     bool
}

// quietRows returns the rows of the quiet moves of side us at ply.
func (w *worker) quietRows(us shogi.Color, ply int) quietRows {
	q := quietRows{hist: &w.history[us&1], fromTo: w.prm.HistoryFromTo, us: us}
	if w.pawnHist != nil && w.prm.PawnHistory {
		q.pawn = &w.pawnHist[w.pawnKey[ply]&(pawnRows-1)]
	}
	if ply >= 1 && w.played[ply-1] != shogi.MoveNone {
		q.c1 = &w.cont[moveKey(us.Opp(), w.played[ply-1])]
	}
	if ply >= 2 && w.played[ply-2] != shogi.MoveNone {
		q.c2 = &w.cont[moveKey(us, w.played[ply-2])]
	}
	if w.prm.ContFourth && ply >= 4 && w.played[ply-4] != shogi.MoveNone {
		q.c4 = &w.cont[moveKey(us, w.played[ply-4])]
	}
	return q
}

// score is quietScore of m from the node's rows.
func (q *quietRows) score(m shogi.Move) int32 {
	v := q.hist[historyOrigin(m, q.fromTo)][m.To()%81]
	k := pieceTo(m)
	if q.c1 != nil {
		v += int32(q.c1[k])
	}
	if q.c2 != nil {
		v += int32(q.c2[k])
	}
	if q.c4 != nil {
		v += int32(q.c4[k])
	}
	if q.pawn != nil {
		v += int32(q.pawn[moveKey(q.us, m)])
	}
	return v
}

// counterMove is the quiet move that last refuted the move played one ply
// up (MoveNone if none).
func (w *worker) counterMove(ply int) shogi.Move {
	if ply < 1 || w.played[ply-1] == shogi.MoveNone {
		return shogi.MoveNone
	}
	return w.counter[pieceTo(w.played[ply-1])]
}

// rewardQuiet records quiet move m of side us that cut at depth: a killer
// and the counter-move of ply, a history bonus, and a malus for the quiet
// moves tried before it.
func (w *worker) rewardQuiet(us shogi.Color, m shogi.Move, depth, ply int, tried []shogi.Move) {
	if k0 := w.killers[ply][0]; m != k0 {
		w.killers[ply][1] = k0
		w.killers[ply][0] = m
	}
	if ply >= 1 && w.played[ply-1] != shogi.MoveNone {
		w.counter[pieceTo(w.played[ply-1])] = m
	}
	bonus := int32(min(max(1, w.prm.HistoryBonusScale)*depth*depth, w.prm.HistoryMaxBonus))
	w.addHistory(us, m, ply, bonus)
	for _, q := range tried {
		w.addHistory(us, q, ply, -bonus)
	}
}

// addHistory moves the statistics of m towards ±historyMax by bonus (the
// gravity update: entries near the bound move less).
func (w *worker) addHistory(us shogi.Color, m shogi.Move, ply int, bonus int32) {
	h := w.historyEntry(us, m)
	*h = gravity(*h, bonus, historyMax)
	if w.pawnHist != nil && w.prm.PawnHistory {
		e := &w.pawnHist[w.pawnKey[ply]&(pawnRows-1)][moveKey(us, m)]
		*e = int16(gravity(int32(*e), bonus, historyMax))
	}
	k := pieceTo(m)
	last := 2
	if w.prm.ContFourth {
		last = 4
	}
	for back := 1; back <= last && back <= ply; back++ {
		prev := w.played[ply-back]
		if back == 3 || prev == shogi.MoveNone {
			continue
		}
		side := us.Opp()
		if back%2 == 0 {
			side = us
		}
		c := &w.cont[moveKey(side, prev)][k]
		*c = int16(gravity(int32(*c), bonus, historyMax))
	}
}

// gravity is statistic v moved by bonus towards ±limit, by less the nearer
// it is already (the update of every history and correction entry, which
// keeps them within ±limit).
func gravity(v, bonus, limit int32) int32 {
	return v + bonus - v*max(bonus, -bonus)/limit
}

// clearHistory forgets the statistics (a new game).
func (w *worker) clearHistory() {
	w.history = mainHistory{}
	w.killers = [MaxPly + 1][2]shogi.Move{}
	w.counter = [16 * 81]shogi.Move{}
	w.capt = captureHistory{}
	if w.corr != nil {
		*w.corr = corrHistory{}
	}
	if w.cont != nil {
		*w.cont = contHistory{}
	}
	if w.pawnHist != nil {
		*w.pawnHist = pawnHistory{}
	}
}
