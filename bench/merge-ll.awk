# merge-ll.awk -- concatenate independent .ll modules into one module that
# llvm-as accepts, by renaming what would clash (used by parse-bench.sh).
#
#   awk -f merge-ll.awk a.ll b.ll ... > merged.ll
#
# Each input file k (1, 2, ...) keeps its text, comments included, except:
#   - global names @x (and @"x", @0) become @fk.x; names @llvm.* stay (they are
#     intrinsics) unless the file defines them as variables (@llvm.used, ...);
#   - identified types it defines (%T = type ...) become %fk.T, everywhere in
#     the file (a local value of the same name is renamed with it, harmlessly);
#   - comdats $c become $fk.c;
#   - numbered metadata !N and attribute groups #N are shifted past the
#     previous files' numbers;
#   - !llvm.module.flags becomes !fk.module.flags (module flags of different
#     files conflict); one "Debug Info Version" flag is added at the end;
#   - a `declare` of an intrinsic already declared by an earlier file is
#     dropped (a second declaration is a redefinition); a file that declares
#     an intrinsic differently from an earlier file is left out entirely;
#   - source_filename, target datalayout and target triple lines are dropped.
# Strings are never touched: the text is split at `"` (.ll strings escape a
# quote as \22, so the split is exact) and only quoted names are renamed.
# Lines "# FILE <name> <first line>" go to the file named by -v map=FILE, so
# that an error at a line of the output can be traced to its input file, and
# "# SKIP <name> <why>" for each file left out.
BEGIN { moff = 0; aoff = 0; nfile = 0; outline = 0 }

FNR == 1 && NR > 1 { flush() }
{ buf[FNR] = $0; nbuf = FNR; fname = FILENAME }
END { if (nbuf) flush(); finish() }

function idchar(c) { return c ~ /[-a-zA-Z$._0-9]/ }

function emit(s) { print s; outline++ }

function flush(    i, line, n, t) {
    nfile++
    pre = "f" nfile "."
    split("", types); split("", gvars)
    maxmd = -1; maxat = -1
    # pass 1: what this file defines, and its largest !N and #N
    for (i = 1; i <= nbuf; i++) {
        line = buf[i]
        if (line ~ /^[ \t]*;/) continue
        sub(/^[ \t]+/, "", line)
        if (line ~ /^%[-a-zA-Z$._0-9]+[ \t]*=[ \t]*type/) {
            t = substr(line, 2); sub(/[ \t=].*/, "", t); types[t] = 1
        } else if (line ~ /^%"[^"]*"[ \t]*=[ \t]*type/) {
            t = substr(line, 3); sub(/".*/, "", t); types["\"" t] = 1
        } else if (line ~ /^@llvm\.[-a-zA-Z$._0-9]+[ \t]*=/) {
            t = substr(line, 2); sub(/[ \t=].*/, "", t); gvars[t] = 1
        }
        scan_numbers(line)
    }
    # an intrinsic declared differently by an earlier file: skip this file
    # (LLVM upgrades old signatures per module; one module has one)
    for (i = 1; i <= nbuf; i++) {
        if (buf[i] !~ /^[ \t]*declare .*@llvm\./) continue
        n = decl_name(buf[i]); t = decl_key(buf[i])
        if ((n in declared) && declared[n] != t) {
            if (map != "") print "# SKIP " fname " intrinsic @" n " declared differently by an earlier file" > map
            nbuf = 0
            return
        }
    }
    if (map != "") print "# FILE " fname " " (outline + 1) > map
    # pass 2: rewrite
    for (i = 1; i <= nbuf; i++) {
        line = buf[i]
        if (line ~ /^(source_filename|target datalayout|target triple)/) continue
        if (line ~ /^[ \t]*;/) { emit(line); continue }
        if (line ~ /^[ \t]*declare .*@llvm\./) {
            n = decl_name(line)
            if (n in declared) continue
            declared[n] = decl_key(line)
        }
        if (line ~ /^[ \t]*!llvm\.module\.flags[ \t=]/) sub(/!llvm\.module\.flags/, "!" pre "module.flags", line)
        emit(rewrite(line))
    }
    moff += maxmd + 1; aoff += maxat + 1
    nbuf = 0
}

function decl_name(line,    n) {
    n = line; sub(/^[^@]*@/, "", n); sub(/[^-a-zA-Z$._0-9].*/, "", n)
    return n
}

# the types of a declaration (attributes, names and comments dropped)
function decl_key(line,    t, w, nw, i, key) {
    t = line; sub(/;.*/, "", t); gsub(/#[0-9]+/, "", t)
    gsub(/%[-a-zA-Z$._0-9]+/, "", t)
    gsub(/addrspace\(/, "addrspace[", t)
    gsub(/[a-z_]+\([^()]*\)/, "", t)        # dereferenceable(8), range(...), ...
    gsub(/align [0-9]+/, "", t)
    gsub(/[<>{}()\[\],]/, " & ", t)
    nw = split(t, w, /[ \t]+/)
    key = ""
    for (i = 1; i <= nw; i++)
        if (w[i] ~ /^(i[0-9]+|ptr|void|half|bfloat|float|double|fp128|x86_fp80|ppc_fp128|x86_amx|metadata|token|vscale|x|[0-9]+|addrspace\[|\.\.\.|[<>{}()\[\],])$/ || w[i] ~ /^@/)
            key = key " " w[i]
    return key
}

# largest !N and #N outside strings
function scan_numbers(line,    segs, ns, k, s, j, c, num) {
    ns = split(line, segs, "\"")
    for (k = 1; k <= ns; k += 2) {
        s = segs[k]
        for (j = 1; j <= length(s); j++) {
            c = substr(s, j, 1)
            if ((c == "!" || c == "#") && (j == 1 || !idchar(substr(s, j - 1, 1)))) {
                num = ""
                while (j < length(s) && substr(s, j + 1, 1) ~ /[0-9]/) { j++; num = num substr(s, j, 1) }
                if (num != "" && !(j < length(s) && idchar(substr(s, j + 1, 1)))) {
                    if (c == "!" && num + 0 > maxmd) maxmd = num + 0
                    if (c == "#" && num + 0 > maxat) maxat = num + 0
                }
            }
        }
    }
}

function rewrite(line,    segs, ns, k, out, s, j, c, id, sig, pend) {
    ns = split(line, segs, "\"")
    out = ""; pend = ""
    for (k = 1; k <= ns; k++) {
        s = segs[k]
        if (k % 2 == 0) {               # inside a string
            if (pend == "@" && s !~ /^llvm\./) s = pre s
            else if (pend == "@" && (s in gvars)) s = pre s
            else if (pend == "%" && (("\"" s) in types)) s = pre s
            else if (pend == "$") s = pre s
            out = out "\"" s "\""
            pend = ""
            continue
        }
        res = ""
        for (j = 1; j <= length(s); j++) {
            c = substr(s, j, 1)
            # (only `$` may also occur inside a name)
            if (c !~ /[@%$!#]/ || (c == "$" && j > 1 && idchar(substr(s, j - 1, 1)))) {
                res = res c
                continue
            }
            id = ""
            while (j < length(s) && idchar(substr(s, j + 1, 1))) { j++; id = id substr(s, j, 1) }
            if (id == "") {
                res = res c
                if (j == length(s) && k < ns) pend = c   # a quoted name follows
                continue
            }
            if (c == "@") {
                if (id !~ /^llvm\./ || (id in gvars)) id = pre id
            } else if (c == "%") {
                if (id in types) id = pre id
            } else if (c == "$") {
                id = pre id
            } else if (id ~ /^[0-9]+$/) {
                id = (c == "!" ? id + moff : id + aoff)
            }
            res = res c id
        }
        out = out res
    }
    return out
}

function finish(    n) {
    n = moff
    emit("")
    emit("!llvm.module.flags = !{!" n "}")
    emit("!" n " = !{i32 2, !\"Debug Info Version\", i32 3}")
}
