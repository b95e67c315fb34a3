// Command pbrain-bitban is bitban's renju/gomoku engine as a Gomocup brain:
// tournament managers and GUIs (Piskvork, Yixin-Board) look for programs
// named pbrain-*. It is the same engine as `bitban renju gomocup`.
package main

import (
	"fmt"
	"os"
	"time"

	"bitban/internal/version"
	"bitban/renju/gomocup"
)

const help = `pbrain-bitban: bitban's renju/gomoku engine, a Gomocup brain on standard
input and output (with the Yixin-Board extensions).

Register this program in Piskvork (Players > select the file), Yixin-Board
(Setting > Engine > choose the file) or a Gomocup manager such as
c-gomoku-cli ("cmd=pbrain-bitban"). The rule comes from INFO rule
(0 freestyle, 1 standard, 4 renju); INFO timeout_turn, timeout_match and
time_left set its time. It plays the Swap2 opening (SWAP2BOARD) in both
roles. It is the same engine as "bitban renju gomocup".

  pbrain-bitban --help      this text
  pbrain-bitban --version   the version
`

func main() {
	run, status := version.Args(os.Args[1:], "pbrain-bitban", help, os.Stdout, os.Stderr)
	if !run {
		os.Exit(status)
	}
	s := gomocup.NewSession(gomocup.NewBrain(20), os.Stdout, gomocup.Options{
		About:       gomocup.About{Name: "bitban", Version: version.String(), Author: "bitban authors", Country: "-"},
		DefaultTurn: 5 * time.Second,
	})
	if err := s.Run(os.Stdin); err != nil {
		fmt.Fprintln(os.Stderr, "pbrain-bitban:", err)
		os.Exit(1)
	}
}
