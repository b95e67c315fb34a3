//go:build !unix

package match

import "os/exec"

func setProcAttr(cmd *exec.Cmd) {}

func killProc(cmd *exec.Cmd) {
	if cmd.Process != nil {
		_ = cmd.Process.Kill()
	}
}
