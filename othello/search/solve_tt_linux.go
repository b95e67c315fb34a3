//go:build linux

package search

import (
	"syscall"
	"unsafe"
)

// adviseHugePages asks the kernel to back the table with 2 MB pages: a
// probe of a large table is a cache miss anyway, and with 4 KB pages it is
// a TLB miss too (a page walk per probe). Where transparent huge pages are
// off or only on request ("madvise", a common default) this is the request;
// errors are ignored (the table works either way).
func adviseHugePages(e []ttEntry) {
	if len(e) == 0 {
		return
	}
	b := unsafe.Slice((*byte)(unsafe.Pointer(&e[0])), uintptr(len(e))*unsafe.Sizeof(e[0]))
	_ = syscall.Madvise(b, syscall.MADV_HUGEPAGE)
}
