# fault_classes.awk -- the page faults of one run, by the mapping they land
# in, from `perf script --show-mmap-events -F addr` of a run recorded with
# `perf record -e page-faults -c 1 -d`.  Prints one line:
#   image N, vdso N, stack N, small anon N, large anon N, other N, heap N
# image: the executable's file mappings; large anon: a mapping of at least
# 1 MB (llfuzz's pool of huge pages); small anon: the others (.bss beyond
# the file, the program break's first page); heap: malloc's heap, the
# program break once it has grown ([heap]).  A fault in no recorded mapping counts as
# "other".
function hex(s,  i, c, v) {
    v = 0; s = tolower(s); sub(/^0x/, "", s)
    for (i = 1; i <= length(s); i++) { c = index("0123456789abcdef", substr(s, i, 1)); if (!c) return -1; v = v * 16 + c - 1 }
    return v
}
/PERF_RECORD_MMAP/ {
    # [0xSTART(0xLEN) @ ...]: prot NAME
    if (!match($0, /\[0x[0-9a-f]+\(0x[0-9a-f]+\)/)) next
    r = substr($0, RSTART + 1, RLENGTH - 2); split(r, f, "(")
    name = $NF
    if (name ~ /kernel/) next
    n++; lo[n] = hex(f[1]); len[n] = hex(f[2]); nm[n] = name
    next
}
NF == 1 && $1 ~ /^[0-9a-f]+$/ {
    a = hex($1); cls = "other"
    for (k = n; k >= 1; k--)   # the latest mapping that holds it
        if (a >= lo[k] && a < lo[k] + len[k]) {
            if (nm[k] == "[vdso]" || nm[k] == "[vvar]" || nm[k] == "[vvar_vclock]") cls = "vdso"
            else if (nm[k] == "[stack]") cls = "stack"
            else if (nm[k] == "[heap]") cls = "heap"
            else if (nm[k] == "//anon") cls = len[k] >= 1048576 ? "large anon" : "small anon"
            else cls = "image"
            break
        }
    c[cls]++; total++
}
END {
    if (!total) { print "perf cannot record page faults here"; exit }
    printf "image %d, vdso %d, stack %d, small anon %d, large anon %d, other %d, heap %d\n", \
        c["image"], c["vdso"], c["stack"], c["small anon"], c["large anon"], c["other"], c["heap"]
}
