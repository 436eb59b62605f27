# the constructs LLVM's interpreter gets wrong (gen --lacks interp_bugs)
/[su]itofp (<[0-9]+ x )?i[0-9]+/ {
    match($0, /itofp (<[0-9]+ x )?i[0-9]+/); s = substr($0, RSTART, RLENGTH); sub(/.*i/, "", s)
    if (s + 0 > 64 || (s + 0 > 53 && $0 !~ / to (<[0-9]+ x )?double/)) { itofp++ }
}
/@llvm\.bswap\.(v[0-9]+)?i[0-9]+/ {
    match($0, /@llvm\.bswap\.(v[0-9]+)?i[0-9]+/); s = substr($0, RSTART, RLENGTH); sub(/.*i/, "", s)
    if (s != 16 && s != 32 && s != 64) bswap++
}
/^define .*@(s[0-9]+_)?t[0-9]+\(/ && /<[0-9]+ x i1>/ { sig++ }
/ bitcast <[0-9]+ x i[0-9]+> .* to <[0-9]+ x i[0-9]+>/ {
    n = split($0, w, /<[0-9]+ x i|>/); a = w[2] + 0; m = $0; sub(/.* to <[0-9]+ x i/, "", m); b = m + 0
    if (a % b && b % a) bitcast++
}
END { printf "itofp %d bswap %d signature %d bitcast %d\n", itofp, bswap, sig, bitcast }
