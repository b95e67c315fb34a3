package search

import (
	"bitban/bitboard"
	"bitban/shogi"
)

// Useless interpositions (muda-ai, 無駄合い).
//
// Tsume composers do not count an interposition that only lengthens the
// mate: the defender drops a piece between a long-range checker and the
// king, the checker takes it, and the attacker mates as it would have
// anyway. By convention such a drop is not a defence at all: a published
// solution never contains one, and a position whose only evasions are
// useless drops is already mate. Solvers that count every legal evasion
// report, for example, a published 3-ply problem as a mate in 11.
//
// The definition followed is the common one (Japanese Wikipedia, 合駒,
// 無駄合: the interposed piece is taken for nothing, and the mate goes on
// as without the interposition, without using the taken piece). Where it
// is debated (a capture by a piece other than the checker; see the
// discussion on yaneuraou.yaneu.com, "詰将棋の無駄合の定義について",
// 2023-01-28), the published problems in classic.txt decide.
//
// The rule MateSolver applies when shortening (the lengths it reports):
//
//   - What may be useless: a DROP of the defender (any piece) on a square X
//     strictly between the king and the single checker, a sliding piece
//     (rook, bishop, lance, dragon, horse) at a distance. Moving a board
//     piece into the line never is: it changes the position in a way the
//     convention counts.
//   - The capture that makes it useless: the attacker takes the dropped
//     piece on X with check, and the defender then has no legal move that
//     takes back on X (no defender piece guards X and, next to the king,
//     the capturing piece is protected): the defender got nothing for its
//     piece. Usually the checker takes, but any piece may: in two-king
//     problems the checker can be pinned against the attacker's own king,
//     and the published solutions (yumei2 0233 in classic.txt) count a
//     capture by another piece as making the drop useless too.
//   - Counted through the plies left: such a free capture costs no plies
//     (its child gets the plies the defender had before the drop), and the
//     mate must go on without the captured piece: the search continues
//     from the position where the piece is back in the defender's hand
//     (GiveBackCapture), which is the position without the drop but with
//     the capturing piece (usually the checker, now nearer) on X. So the
//     drop is useless exactly when that advance leaves a mate within the
//     same length, with the same pieces. Every other answer to the drop costs its ply as
//     usual, so a drop that is not useless this way is a defence like any
//     other. A node reached by a drop on the check line carries the drop
//     square in its table key, since the same position reached otherwise
//     has no free capture.
//
// A defender in check whose only evasions are such drops is mate when no
// plies are left, if each drop is freely captured into a position that is
// mate again in this sense (MatedByConvention); that is how a published
// solution ends.
//
// Soundness: these drops are still legal moves and the proof covers them:
// a mate follows the capture from the position with the piece given back,
// so also from the real one, where the attacker holds one piece more and
// the defender one less (hand superiority). Every reported mate is a real
// one; only the count changes. One case the plies-left budget cannot
// express: a drop whose capture needs the whole budget while the other
// evasions need less lengthens the mate, so it is not useless; the
// search still counts it free, and the line (exactLine) plays it and
// comes out longer, at the length composers count (yumei 0357 in
// classic.txt, a drop the attacker later uses). All 35 published problems
// in testdata/shogi/mate/classic.txt (and the 4 long ones) come out at
// their published length with this rule.
//
// The first, unlimited df-pn run (the proof) counts every evasion as
// before; since the convention only adds options to the attacker, that
// proof's length stays an upper bound of the conventional one, and its
// disproofs remain disproofs.

// mudaKey[x] marks the table key of a node reached by a useless drop on x;
// mudaKey[NoSquare] is 0.
var mudaKey [bitboard.NumSquares81 + 1]uint64

func init() {
	x := uint64(0xD1B54A32D192ED03)
	for i := range bitboard.NumSquares81 {
		x ^= x << 13
		x ^= x >> 7
		x ^= x << 17
		mudaKey[i] = x &^ 1
	}
}

// checkLine returns the squares where a drop of the side to move (the
// defender, in check) interposes against a single distant slider: the
// drops that may be useless. Empty when not in such a check.
func checkLine(p *shogi.Position) shogi.Bitboard {
	ch := p.Checkers()
	if ch.IsZero() || ch.MoreThanOne() {
		return shogi.Bitboard{}
	}
	return bitboard.Between81[ch.LSB()][p.KingSquare(p.SideToMove())]
}

// allDrops reports whether every evasion in moves is a drop on line: the
// defender is then mate by convention if each is freely captured.
func allDrops(moves []shogi.Move, line shogi.Bitboard) bool {
	if line.IsZero() {
		return false
	}
	for _, m := range moves {
		if !m.IsDrop() || !line.Has(m.To()) {
			return false
		}
	}
	return true
}

// freeCapture reports whether the attacker's move m, after the defender's
// drop on x, takes the dropped piece with check such that the defender
// cannot take back on x.
func freeCapture(p *shogi.Position, m shogi.Move, x shogi.Square) bool {
	if m.IsDrop() || m.To() != x {
		return false
	}
	p.DoMove(m)
	free := p.InCheck()
	if free {
		var buf [shogi.MaxMoves]shogi.Move
		for _, r := range p.Generate(buf[:0]) {
			if r.To() == x {
				free = false
				break
			}
		}
	}
	p.UndoMove(m)
	return free
}

// MatedByConvention reports whether the side to move is mate in the tsume
// sense, the position a line returned by MateSolver.Solve ends in: in
// check, and either without a legal move or with only drops on the check
// line, each of which the attacker takes freely (freeCapture) into a
// position that is again mate in this sense, the piece given back to the
// defender. That is the solver's rule with no plies left. The dropped
// piece's kind does not matter (the position after the capture is the
// same), so one drop per square is tried. Chains of such captures are cut
// at 32 (then: not mate), which no real position reaches; it only bounds
// the recursion where a capture by another piece uncovers a new check.
func MatedByConvention(p *shogi.Position) bool { return matedByConvention(p, 32) }

func matedByConvention(p *shogi.Position, depth int) bool {
	if !p.InCheck() {
		return false
	}
	var buf [shogi.MaxMoves]shogi.Move
	moves := p.Generate(buf[:0])
	if len(moves) == 0 {
		return true
	}
	if depth == 0 || !allDrops(moves, checkLine(p)) {
		return false
	}
	var tried shogi.Bitboard
	for _, d := range moves {
		x := d.To()
		if tried.Has(x) {
			continue
		}
		tried = tried.With(x)
		p.DoMove(d)
		ok := false
		var replies [shogi.MaxMoves]shogi.Move
		for _, c := range p.Generate(replies[:0]) {
			if !freeCapture(p, c, x) {
				continue
			}
			p.DoMove(c)
			p.GiveBackCapture()
			ok = matedByConvention(p, depth-1)
			p.TakeBackCapture()
			p.UndoMove(c)
			if ok {
				break
			}
		}
		p.UndoMove(d)
		if !ok {
			return false
		}
	}
	return true
}
