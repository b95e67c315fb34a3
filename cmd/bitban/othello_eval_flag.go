package main

import (
	"os"

	"github.com/spf13/pflag"

	othelloeval "bitban/othello/eval"
)

// evalFlagHelp is the help of --eval on the Othello commands that search.
const evalFlagHelp = "evaluation weights file (as othello/cmd/train writes them; default: the shipped weights)"

// othelloEvalFlag reads the weights file of --eval: nil when the flag is
// not given (the shipped weights), else the file's evaluation or an error
// naming the file. distributed refuses it: workers use the shipped weights.
func othelloEvalFlag(fl *pflag.FlagSet, distributed bool) (*othelloeval.Evaluator, error) {
	path, _ := fl.GetString("eval")
	if path == "" {
		return nil, nil
	}
	if distributed {
		return nil, usagef("--eval: not with --distribute (workers use the shipped weights)")
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, usagef("--eval: %v", err)
	}
	defer f.Close()
	ev, err := othelloeval.ReadWeights(f)
	if err != nil {
		return nil, usagef("--eval: %s: %v", path, err)
	}
	return ev, nil
}
