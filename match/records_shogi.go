package match

import (
	"fmt"
	"strings"

	"bitban/shogi"
)

var (
	csaPieces  = [...]string{"", "FU", "KY", "KE", "GI", "KA", "HI", "KI", "OU", "TO", "NY", "NK", "NG", "UM", "RY"}
	kifBoard   = [...]string{"・", "歩", "香", "桂", "銀", "角", "飛", "金", "玉", "と", "杏", "圭", "全", "馬", "龍"}
	kifNumbers = [...]string{"", "一", "二", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二", "十三", "十四", "十五", "十六", "十七", "十八"}
	handOrder  = [...]shogi.PieceType{shogi.Rook, shogi.Bishop, shogi.Gold, shogi.Silver, shogi.Knight, shogi.Lance, shogi.Pawn}
)

// csaSquare is CSA's file digit and rank digit ("77").
func csaSquare(s shogi.Square) string { return fmt.Sprintf("%d%d", int(s)/9+1, int(s)%9+1) }

// shogiReplay calls f with the position before each move of the game (the
// opening's moves first), then the position at the end.
func shogiReplay(g *shogiGame, f func(p *shogi.Position, i int, usi string, m shogi.Move)) *shogi.Position {
	p, err := shogi.ParseSFEN(g.op.Start)
	if err != nil {
		return shogi.NewStartPosition()
	}
	all := append(append([]string{}, g.op.Moves...), g.played...)
	for i, u := range all {
		m, err := p.ParseUSIMove(u)
		if err != nil { // "win": the declaration ends the list
			f(p, i, u, shogi.MoveNone)
			break
		}
		f(p, i, u, m)
		p.DoMove(m)
	}
	return p
}

// csaEnd is the CSA end-of-game line of the outcome.
func csaEnd(reason string) string {
	switch {
	case strings.HasPrefix(reason, "checkmate"):
		return "%TSUMI"
	case reason == "resign":
		return "%TORYO"
	case strings.HasPrefix(reason, "entering-king"):
		return "%KACHI"
	case strings.HasPrefix(reason, "perpetual"):
		return "%OUTE_SENNICHITE"
	case strings.HasPrefix(reason, "sennichite"):
		return "%SENNICHITE"
	case strings.HasPrefix(reason, "illegal"), strings.HasPrefix(reason, "false"):
		return "%ILLEGAL_MOVE"
	case strings.HasPrefix(reason, "time"):
		return "%TIME_UP"
	case strings.HasPrefix(reason, "max ply"):
		return "%HIKIWAKE"
	}
	return "%CHUDAN"
}

// shogiCSA writes the game in CSA format (V2.2).
func shogiCSA(g *shogiGame, r *GameRecord) string {
	var b strings.Builder
	b.WriteString("V2.2\n")
	for _, l := range strings.Split(strings.TrimSpace(recordHeader(r, "'")), "\n") {
		b.WriteString(l + "\n")
	}
	fmt.Fprintf(&b, "N+%s\nN-%s\n$EVENT:bitban match\n$START_TIME:%s\n", r.First, r.Second, r.Start.Format("2006/01/02 15:04:05"))
	start, _ := shogi.ParseSFEN(g.op.Start)
	if start == nil {
		start = shogi.NewStartPosition()
	}
	for rank := 1; rank <= 9; rank++ {
		fmt.Fprintf(&b, "P%d", rank)
		for file := 9; file >= 1; file-- {
			pc := start.PieceOn(shogi.Square((file-1)*9 + rank - 1))
			if pc == shogi.NoPiece {
				b.WriteString(" * ")
				continue
			}
			sign := "+"
			if pc.Color() == shogi.White {
				sign = "-"
			}
			b.WriteString(sign + csaPieces[pc.Type()])
		}
		b.WriteString("\n")
	}
	for c, sign := range []string{"+", "-"} {
		h := start.Hand(shogi.Color(c))
		var hs strings.Builder
		for _, pt := range handOrder {
			for k := 0; k < h.Count(pt); k++ {
				hs.WriteString("00" + csaPieces[pt])
			}
		}
		if hs.Len() > 0 {
			fmt.Fprintf(&b, "P%s%s\n", sign, hs.String())
		}
	}
	if start.SideToMove() == shogi.Black {
		b.WriteString("+\n")
	} else {
		b.WriteString("-\n")
	}
	nOpen := len(g.op.Moves)
	shogiReplay(g, func(p *shogi.Position, i int, u string, m shogi.Move) {
		if m == shogi.MoveNone {
			return
		}
		sign := "+"
		if p.SideToMove() == shogi.White {
			sign = "-"
		}
		from := "00"
		pt := m.PieceType()
		if m.IsDrop() {
			pt = m.DropType()
		} else {
			from = csaSquare(m.From())
			if m.IsPromotion() {
				pt += shogi.Promoted
			}
		}
		fmt.Fprintf(&b, "%s%s%s%s\n", sign, from, csaSquare(m.To()), csaPieces[pt])
		if ms := timeOf(r, i-nOpen); i >= nOpen {
			fmt.Fprintf(&b, "T%d\n", (ms+999)/1000)
		}
	})
	b.WriteString(csaEnd(r.Reason) + "\n")
	return b.String()
}

// shogiKIF writes the game in KIF format: header, a BOD diagram when the
// start is not the initial position, and the moves with their times.
func shogiKIF(g *shogiGame, r *GameRecord) string {
	var b strings.Builder
	b.WriteString(recordHeader(r, "# "))
	fmt.Fprintf(&b, "開始日時：%s\n", r.Start.Format("2006/01/02 15:04:05"))
	start, _ := shogi.ParseSFEN(g.op.Start)
	if start == nil || g.op.Start == shogi.StartSFEN {
		b.WriteString("手合割：平手\n")
	} else {
		kifDiagram(&b, start)
	}
	fmt.Fprintf(&b, "先手：%s\n後手：%s\n", r.First, r.Second)
	b.WriteString("手数----指手---------消費時間--\n")
	nOpen := len(g.op.Moves)
	var total [2]int64 // each side's time so far
	n := 0
	shogiReplay(g, func(p *shogi.Position, i int, u string, m shogi.Move) {
		if m == shogi.MoveNone {
			return
		}
		ms := int64(0)
		if i >= nOpen {
			ms = timeOf(r, i-nOpen)
		}
		sec := (ms + 500) / 1000
		t := &total[i%2]
		*t += sec
		n = i + 1
		fmt.Fprintf(&b, "%4d %s   (%2d:%02d/%02d:%02d:%02d)\n", n, p.KIF(m), sec/60, sec%60, *t/3600, *t/60%60, *t%60)
	})
	end := map[string]string{"%TORYO": "投了", "%TSUMI": "詰み", "%KACHI": "入玉勝ち", "%SENNICHITE": "千日手",
		"%OUTE_SENNICHITE": "反則負け", "%ILLEGAL_MOVE": "反則負け", "%TIME_UP": "切れ負け", "%HIKIWAKE": "持将棋", "%CHUDAN": "中断"}[csaEnd(r.Reason)]
	fmt.Fprintf(&b, "%4d %s\n", n+1, end)
	switch r.Result {
	case "1-0":
		fmt.Fprintf(&b, "まで%d手で先手の勝ち\n", n)
	case "0-1":
		fmt.Fprintf(&b, "まで%d手で後手の勝ち\n", n)
	default:
		fmt.Fprintf(&b, "まで%d手で引き分け\n", n)
	}
	return b.String()
}

// kifDiagram writes the BOD board of a start position.
func kifDiagram(b *strings.Builder, p *shogi.Position) {
	hand := func(c shogi.Color) string {
		var parts []string
		for _, pt := range handOrder {
			if n := p.Hand(c).Count(pt); n == 1 {
				parts = append(parts, kifBoard[pt])
			} else if n > 1 {
				parts = append(parts, kifBoard[pt]+kifNumbers[n])
			}
		}
		if len(parts) == 0 {
			return "なし"
		}
		return strings.Join(parts, "　")
	}
	fmt.Fprintf(b, "後手の持駒：%s\n", hand(shogi.White))
	b.WriteString("  ９ ８ ７ ６ ５ ４ ３ ２ １\n+---------------------------+\n")
	for rank := 1; rank <= 9; rank++ {
		b.WriteString("|")
		for file := 9; file >= 1; file-- {
			pc := p.PieceOn(shogi.Square((file-1)*9 + rank - 1))
			switch {
			case pc == shogi.NoPiece:
				b.WriteString(" ・")
			case pc.Color() == shogi.White:
				b.WriteString("v" + kifBoard[pc.Type()])
			default:
				b.WriteString(" " + kifBoard[pc.Type()])
			}
		}
		b.WriteString("|" + kifNumbers[rank] + "\n")
	}
	b.WriteString("+---------------------------+\n")
	fmt.Fprintf(b, "先手の持駒：%s\n", hand(shogi.Black))
	if p.SideToMove() == shogi.White {
		b.WriteString("後手番\n")
	}
}
