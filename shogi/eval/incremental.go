package eval

import "bitban/shogi"

// PieceSum is the part of the evaluation that is a sum over the pieces:
// each board piece's material, rank, distances to both kings and
// king-relative values, each kind of piece in hand by its count, and what
// they add to the danger around the enemy king. A move changes only the
// terms of the pieces it moves, takes or drops (and of the mover's hand),
// unless it moves a king (every distance changes), so the search keeps the
// sum from ply to ply (Update) and finishes the score from it (Finish)
// instead of looping over every piece at every node.
type PieceSum struct {
	Score  [2]int32 // by colour
	Danger [2]int32 // danger units around each colour's king

	// steps[c] is KingZoneSteps of c's king square while stepsOK[c]:
	// Finish computes it when it is not, and Update keeps it while the
	// moves miss the squares it depends on.
	steps   [2][2]shogi.Bitboard
	stepsOK [2]bool
}

// pieceTerm is the value of a piece pt of colour c on s and the danger it
// adds around the enemy king, with the kings on own and enemy (NoSquare:
// none).
func (v Evaluator) pieceTerm(c shogi.Color, pt shogi.PieceType, s, own, enemy shogi.Square) (score, danger int32) {
	score, danger = v.pieces.term(c, pt, s, own, enemy)
	if v.kingRel {
		score += v.kingRelTerm(c, pt, s, own, enemy)
	}
	return score, danger
}

// kingRelTerm is pieceTerm's king-relative part (none for a king).
func (v Evaluator) kingRelTerm(c shogi.Color, pt shogi.PieceType, s, own, enemy shogi.Square) int32 {
	if pt == shogi.King {
		return 0
	}
	return int32(kingRelTerms(v.e, c, pt, s, own, enemy))
}

// Sum computes the piece sum of p from scratch.
func (v Evaluator) Sum(p *shogi.Position) PieceSum {
	var sum PieceSum
	k := [2]shogi.Square{p.KingSquare(shogi.Black), p.KingSquare(shogi.White)}
	t := v.pieces
	for c := shogi.Black; c <= shogi.White; c++ {
		own, enemy := k[c], k[c.Opp()]
		b := p.Pieces(c)
		for b.NonZero() {
			s := b.PopLSB()
			pt := p.PieceOn(s).Type()
			// pieceTerm, with its table part inlined (a king move sums again)
			sc, d := t.term(c, pt, s, own, enemy)
			if v.kingRel {
				sc += v.kingRelTerm(c, pt, s, own, enemy)
			}
			sum.Score[c] += sc
			sum.Danger[c.Opp()] += d
		}
		if h := p.Hand(c); h != 0 {
			for pt := shogi.Pawn; pt <= shogi.Gold; pt++ {
				t := &v.hand[pt][min(h.Count(pt), 18)]
				sum.Score[c] += t.value
				sum.Danger[c.Opp()] += t.danger
			}
		}
	}
	return sum
}

// handChange adds to sum the change of c's hand terms when its count of
// pt moved from n to n+step (step ±1): the table's values are not linear
// in the count.
func (v Evaluator) handChange(sum *PieceSum, c shogi.Color, pt shogi.PieceType, n, step int) {
	row := &v.hand[pt&7]
	was, now := &row[min(n, 18)], &row[min(n+step, 18)]
	sum.Score[c] += now.value - was.value
	sum.Danger[c.Opp()] += now.danger - was.danger
}

// Update turns the piece sum of the position before the last move of p
// into the sum after it (p is the position after the move). It reports
// false, leaving sum unusable, when the move was a king's (then every
// term changes: compute Sum again). A null move changes nothing.
func (v Evaluator) Update(sum *PieceSum, p *shogi.Position) bool {
	m := p.LastMove()
	if m == shogi.MoveNone {
		return true
	}
	them := p.SideToMove()
	us := them.Opp()
	to := m.To()
	after := p.PieceOn(to).Type()
	if after == shogi.King {
		return false
	}
	ownK, enemyK := p.KingSquare(us), p.KingSquare(them)
	sum.keepSteps(p, m)
	add := func(c shogi.Color, pt shogi.PieceType, s shogi.Square, sign int32) {
		own, enemy := ownK, enemyK
		if c != us {
			own, enemy = enemyK, ownK
		}
		sc, d := v.pieceTerm(c, pt, s, own, enemy)
		sum.Score[c] += sign * sc
		sum.Danger[c.Opp()] += sign * d
	}
	if !m.IsDrop() {
		before := after
		if m.IsPromotion() {
			before = after.Demote()
		}
		add(us, before, m.From(), -1)
		if cap := p.CapturedPiece(); cap != shogi.NoPiece {
			add(them, cap.Type(), to, -1)
			won := cap.Type().Demote()
			v.handChange(sum, us, won, p.Hand(us).Count(won)-1, +1)
		}
	} else {
		v.handChange(sum, us, after, p.Hand(us).Count(after)+1, -1)
	}
	add(us, after, to, +1)
	return true
}

// Finish is the score of p (side to move's view) from its piece sum: the
// sliders' mobility, the shelter around each king and the danger around it.
// It keeps in sum what it computes of the king zones for the next moves.
func (v Evaluator) Finish(p *shogi.Position, sum *PieceSum) int {
	e := v.e
	score := [2]int{int(sum.Score[0]), int(sum.Score[1])}
	danger := [2]int{int(sum.Danger[0]), int(sum.Danger[1])}
	occ := p.Occupied()
	// The sliders' attacks, by colour: their mobility here, and the
	// king zones below read them again.
	var sliders [2]shogi.Bitboard
	for c := shogi.Black; c <= shogi.White; c++ {
		rd := p.PiecesOf(c, shogi.Rook).Or(p.PiecesOf(c, shogi.Dragon))
		for rd.NonZero() {
			a := shogi.RookAttacks(rd.PopLSB(), occ)
			score[c] += e.Mobility * a.PopCount()
			sliders[c] = sliders[c].Or(a)
		}
		bh := p.PiecesOf(c, shogi.Bishop).Or(p.PiecesOf(c, shogi.Horse))
		for bh.NonZero() {
			a := shogi.BishopAttacks(bh.PopLSB(), occ)
			score[c] += e.Mobility * a.PopCount()
			sliders[c] = sliders[c].Or(a)
		}
		if own := p.KingSquare(c); own != shogi.NoSquare {
			// Shelter: own pieces next to the king.
			shelter := shogi.KingAttacks(own).And(p.Pieces(c)).PopCount()
			score[c] += e.Shelter * shelter
			danger[c] -= shelter
		}
	}
	if e.KingZoneAttack != 0 || e.KingZoneWeak != 0 || e.KingTrapped != 0 || e.KingDropCheck != 0 {
		kingZones(p, e, sum, &sliders, &danger)
	}
	us := p.SideToMove()
	for c := shogi.Black; c <= shogi.White; c++ {
		if p.KingSquare(c) != shogi.NoSquare {
			n := max(0, danger[c])
			pen := min(e.DangerScale*n*n, e.DangerMax)
			if c == us && e.DangerMover != 0 {
				pen -= pen * e.DangerMover / 100
			}
			if e.DangerEnemy != 0 && v.enemyOK && c == v.enemy {
				pen -= pen * e.DangerEnemy / 100
			}
			score[c] -= pen
		}
	}
	hang := 0
	if e.HangFirst != 0 || e.HangSecond != 0 {
		hang = hangingPenalty(p, e)
	}
	return score[us] - score[us.Opp()] + e.Tempo - hang
}

// kingZones adds to each king's danger units the squares next to it that
// the enemy attacks (KingZoneAttack each) and those of them no piece of
// its own but the king defends (KingZoneWeak more), the empty ones of
// those where a piece in the enemy's hand would give check (KingDropCheck
// more), and, when any is attacked, KingTrapped for each of the two
// escapes the king lacks.
func kingZones(p *shogi.Position, e *Params, sum *PieceSum, sliders *[2]shogi.Bitboard, danger *[2]int) {
	for c := shogi.Black; c <= shogi.White; c++ {
		k := p.KingSquare(c)
		if k == shogi.NoSquare {
			continue
		}
		if !sum.stepsOK[c] {
			sum.steps[c], sum.stepsOK[c] = p.KingZoneSteps(k), true
		}
		zone := shogi.KingZoneAttacksStepsWith(k, &sum.steps[c], sliders)
		hit := zone[c.Opp()&1]
		if hit.IsZero() {
			continue
		}
		weak := hit.AndNot(zone[c&1])
		danger[c] += e.KingZoneAttack*hit.PopCount() + e.KingZoneWeak*weak.PopCount()
		if e.KingDropCheck != 0 {
			if h := p.Hand(c.Opp()); h != 0 {
				drops := weak.AndNot(p.Occupied()).And(dropChecks(c, k, h))
				danger[c] += e.KingDropCheck * drops.PopCount()
			}
		}
		if e.KingTrapped != 0 {
			escapes := shogi.KingAttacks(k).AndNot(p.Pieces(c)).AndNot(hit).PopCount()
			danger[c] += e.KingTrapped * max(0, 2-escapes)
		}
	}
}

// dropChecks returns the squares next to king k of color c from which a
// lance, silver, gold, bishop or rook that the enemy holds in hand h would
// give check once dropped there (a piece of the enemy's color on s
// attacks k exactly when the same piece of c's color on k attacks s).
func dropChecks(c shogi.Color, k shogi.Square, h shogi.Hand) shogi.Bitboard {
	var d shogi.Bitboard
	near := shogi.KingAttacks(k)
	if h.Has(shogi.Gold) {
		d = d.Or(shogi.GoldAttacks(c, k))
	}
	if h.Has(shogi.Silver) {
		d = d.Or(shogi.SilverAttacks(c, k))
	}
	if h.Has(shogi.Rook) {
		d = d.Or(shogi.RookAttacks(k, near))
	} else if h.Has(shogi.Lance) {
		d = d.Or(shogi.PawnAttacks(c, k))
	}
	if h.Has(shogi.Bishop) {
		d = d.Or(shogi.BishopAttacks(k, near))
	}
	return d
}

// keepSteps drops the kept king-zone steps that move m (made in the
// position the sum is now for) may have changed: those of a king whose
// KingZoneStepsDeps hold m's origin or destination. A king's own move
// makes Update sum every piece again, and Sum keeps none.
func (sum *PieceSum) keepSteps(p *shogi.Position, m shogi.Move) {
	for c := range sum.stepsOK {
		if !sum.stepsOK[c] {
			continue
		}
		deps := shogi.KingZoneStepsDeps(p.KingSquare(shogi.Color(c)))
		if deps.Has(m.To()) || !m.IsDrop() && deps.Has(m.From()) {
			sum.stepsOK[c] = false
		}
	}
}
