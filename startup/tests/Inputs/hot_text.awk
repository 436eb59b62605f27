# hot_text.awk SECTIONS PROFILE -- the code pages a run touched, in the
# output section .text.hot_first (startup/hot-text.ld) and outside it in .text.
# SECTIONS is `readelf -SW` of the binary, PROFILE a callgrind profile
# written with --dump-instr=yes --compress-pos=no.  (Hexadecimal by hand:
# Debian's awk, mawk, has no strtonum.)
function hex(s,   i, v) {
    v = 0
    s = tolower(s)
    sub(/^0x/, "", s)
    for (i = 1; i <= length(s); i++)
        v = v * 16 + index("0123456789abcdef", substr(s, i, 1)) - 1
    return v
}
FNR == NR {
    sub(/^ *\[ *[0-9]+\] */, "")
    if ($1 == ".text.hot_first") { hl = hex($3); hh = hl + hex($5) }
    if ($1 == ".text") { tl = hex($3); th = tl + hex($5) }
    next
}
/^0x/ {
    a = hex($1)
    if (a >= hl && a < hh) hot[int(a / 4096)] = 1
    else if (a >= tl && a < th) cold[int(a / 4096)] = 1
}
END {
    for (p in hot) nh++
    for (p in cold) nc++
    printf "%d code pages in the list's section, %d elsewhere in .text\n", nh, nc
    print (nh > 0 && nc <= 8 ? "the code of a run lies in the list's section" : "the code of a run is spread out")
}
