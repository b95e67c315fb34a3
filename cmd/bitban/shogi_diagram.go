package main

import (
	"fmt"
	"io"
	"strings"

	"bitban/shogi"
)

// kanji are the board names of the piece types (shogi.PieceType order).
var kanji = [...]string{"・", "歩", "香", "桂", "銀", "角", "飛", "金", "玉", "と", "杏", "圭", "全", "馬", "龍"}

// kanjiRanks are the rank names of the board's right edge.
var kanjiRanks = [...]string{"", "一", "二", "三", "四", "五", "六", "七", "八", "九"}

// drawShogi prints the position in the BOD style of KIF files.
func drawShogi(w io.Writer, p *shogi.Position) {
	hand := func(c shogi.Color) string {
		h := p.Hand(c)
		var parts []string
		for _, pt := range []shogi.PieceType{shogi.Rook, shogi.Bishop, shogi.Gold, shogi.Silver, shogi.Knight, shogi.Lance, shogi.Pawn} {
			if n := h.Count(pt); n == 1 {
				parts = append(parts, kanji[pt])
			} else if n > 1 {
				parts = append(parts, fmt.Sprintf("%s%d", kanji[pt], n))
			}
		}
		if len(parts) == 0 {
			return "なし"
		}
		return strings.Join(parts, " ")
	}
	fmt.Fprintf(w, "後手(white)の持駒：%s\n", hand(shogi.White))
	fmt.Fprintln(w, "  ９ ８ ７ ６ ５ ４ ３ ２ １")
	fmt.Fprintln(w, "+---------------------------+")
	for r := 1; r <= 9; r++ {
		var sb strings.Builder
		sb.WriteString("|")
		for f := 9; f >= 1; f-- {
			pc := p.PieceOn(shogi.Square((f-1)*9 + r - 1))
			if pc == shogi.NoPiece {
				sb.WriteString(" ・")
				continue
			}
			if pc.Color() == shogi.White {
				sb.WriteString("v")
			} else {
				sb.WriteString(" ")
			}
			sb.WriteString(kanji[pc.Type()])
		}
		fmt.Fprintf(w, "%s|%s %c\n", sb.String(), kanjiRanks[r], 'a'+r-1)
	}
	fmt.Fprintln(w, "+---------------------------+")
	fmt.Fprintf(w, "先手(black)の持駒：%s\n", hand(shogi.Black))
}
