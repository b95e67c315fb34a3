// Command bitban-usi is bitban's shogi engine for USI GUIs (ShogiHome,
// ShogiGUI, Shogidokoro), which register an engine by one executable path
// without arguments. It is the same engine as `bitban shogi usi`.
package main

import (
	"fmt"
	"os"

	"bitban/internal/version"
	"bitban/shogi/usi"
)

const help = `bitban-usi: bitban's shogi engine, speaking USI on standard input and output.

Register this program in a shogi GUI (ShogiHome: Settings > Engines > Add;
Shogidokoro: Engine > Engine settings > Add; ShogiGUI: Tools > Engines > Add).
It is the same engine as "bitban shogi usi": see "bitban help shogi usi" for
its options (USI_Hash, USI_Ponder, MultiPV, NetworkDelay, EnteringKingRule).

  bitban-usi --help      this text
  bitban-usi --version   the version
`

func main() {
	run, status := version.Args(os.Args[1:], "bitban-usi", help, os.Stdout, os.Stderr)
	if !run {
		os.Exit(status)
	}
	l := usi.New(usi.NewShogi(version.String()), os.Stdout)
	if err := l.Run(os.Stdin); err != nil {
		fmt.Fprintln(os.Stderr, "bitban-usi:", err)
		os.Exit(1)
	}
}
