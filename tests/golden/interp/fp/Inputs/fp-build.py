import os, sys
fmts = {'half':('i16',16),'bfloat':('i16',16),'float':('i32',32),'double':('i64',64),'x86_fp80':('i80',80),'fp128':('i128',128)}
def sdec(h, bits):
    v=int(h,16)
    if v>=1<<(bits-1): v-=1<<bits
    return str(v)
from math import isqrt
def sqrt128(h):
    # exact integer square root, rounded to nearest even at 113 bits: the
    # generator's libquadmath sqrtq (GCC 12) is not correctly rounded
    v=int(h,16); e=(v>>112)&0x7fff; m=v&((1<<112)-1)
    if e==0: e=-16382-112
    else: m|=1<<112; e=e-16383-112
    if e%2: m*=2; e-=1
    k=0
    while isqrt(m<<(2*k)).bit_length()<115: k+=1
    M=m<<(2*k); r=isqrt(M); exact=r*r==M
    sh=r.bit_length()-113
    q=r>>sh; rem=r-(q<<sh); half=1<<(sh-1)
    if rem>half or (rem==half and (not exact or q&1)): q+=1
    if q.bit_length()>113: q>>=1; sh+=1
    E=e//2-k+sh
    return '%032x' % (((E+112+16383)<<112) | (q & ((1<<112)-1)))
rows={}
for line in open(sys.argv[1]):
    name,rest=line.split(' ',1)
    parts=rest.split('|')
    row=[p.split() for p in parts]
    if name=='fp128' and row[1][5]!='-' and int(row[0][0],16)>>127==0 and int(row[0][0],16)!=0:
        row[1][5]=sqrt128(row[0][0])
    rows.setdefault(name,[]).append(row)
intr={'half':'f16','bfloat':'bf16','float':'f32','double':'f64','x86_fp80':'f80','fp128':'f128'}
notes={
 'half':"IEEE 754 binary16: 11-bit significand, exponents -14..15",
 'bfloat':"bfloat16: 8-bit significand, float's exponent range",
 'float':"IEEE 754 binary32",
 'double':"IEEE 754 binary64",
 'x86_fp80':"x87 extended: 64-bit significand with an explicit integer bit, exponent range of 15 bits",
 'fp128':"IEEE 754 binary128: 113-bit significand",
}
for F,(I,bits) in fmts.items():
    sfx=intr[F]
    out=[]
    out.append(f"; Floating point format {F} ({notes[F]}): fadd, fsub, fmul, fdiv,")
    out.append("; frem, llvm.sqrt, llvm.fma bit-exact (round to nearest even, overflow to")
    out.append("; inf, denormal operands and results), conversions to and from integers and")
    out.append("; other formats, and the special values (NaN, inf, signed zeros).")
    out.append(";")
    out.append("; The expected bit patterns come from Inputs/fp-gen.c and Inputs/fp-build.py")
    out.append("; (not from llfuzz: __float128 with round-to-nearest-even to the")
    out.append("; format's precision, long double for x86_fp80, libquadmath for fp128;")
    out.append("; fp128 square roots from an exact integer square root: GCC 12's sqrtq is")
    out.append("; not correctly rounded).  Regenerate with Inputs/gen-fp-tests.sh.")
    out.append("; Operands and results are bit patterns (bitcast to "+I+", printed signed);")
    out.append("; a NaN result has an unknown sign and payload (bits shown as '*').")
    out.append(";")
    out.append(f"; @arith(a, b, c) = <a + b, a - b, a * b, a / b, a rem b, sqrt a, fma(a, b, c)>")
    for ins,res,conv in rows[F]:
        args=", ".join(f"{I} {sdec(x,bits)}" for x in ins)
        out.append(f"; RUN: llfuzz run %s --entry arith --args '{args}'")
        lanes=[]
        for r in res:
            lanes.append(f"{I} 0b{{{{[01*]+}}}}" if r=='-' else f"{I} {sdec(r,bits)}")
        out.append(f"; CHECK: <7 x {I}> <"+", ".join(lanes)+">")
    out.append(";")
    out.append(f"; @conv(a) = {{ fptosi to i32, fptoui to i32, to double (bits), to half (bits) }}")
    seen=set()
    for ins,res,conv in rows[F]:
        if ins[0] in seen: continue
        seen.add(ins[0])
        out.append(f"; RUN: llfuzz run %s --entry conv --args '{I} {sdec(ins[0],bits)}'")
        c=conv[:4]
        f=lambda v,b: 'poison' if v=='-' else v
        out.append(f"; CHECK: {{ i32, i32, i64, i16 }} {{ i32 {f(c[0],0)}, i32 {f(c[1],0) if c[1]=='-' else sdec('%x'%int(c[1]),32)}, i64 {sdec(c[2],64)}, i16 {sdec(c[3],16)} }}")
    if len(rows[F][0][2])>4:
        out.append(";")
        out.append(f"; @itofp(i) = sitofp i32 i to {F} (bits)")
        for ins,res,conv in rows[F]:
            i=int(ins[0],16)
            i32=i-(1<<32) if i>=1<<31 else i
            out.append(f"; RUN: llfuzz run %s --entry itofp --args 'i32 {i32}'")
            out.append(f"; CHECK: {I} {sdec(conv[4],bits)}")
    out.append(";")
    out.append("; special values: <inf - inf, 1 / 0, -1 / 0, 0 * inf, inf rem 1, 1 rem inf, -0 + -0, -0 + 0, sqrt -0, sqrt -1>")
    out.append("; RUN: llfuzz run %s --entry special")
    out.append(f"; CHECK: <10 x {F}> <{F} nan(unknown), {F} inf, {F} -inf, {F} nan(unknown), {F} nan(unknown), {F} 1.0, {F} -0.0, {F} 0.0, {F} -0.0, {F} nan(unknown)>")
    out.append("")
    # IR
    def vec(name, n, ty, vals):
        s=[];prev='poison'
        for k,v in enumerate(vals):
            s.append(f"  %{name}{k} = insertelement <{n} x {ty}> {prev}, {ty} {v}, i32 {k}")
            prev=f"%{name}{k}"
        return s,prev
    ir=[]
    ir.append(f"declare {F} @llvm.sqrt.{sfx}({F})")
    ir.append(f"declare {F} @llvm.fma.{sfx}({F}, {F}, {F})")
    ir.append("")
    ir.append(f"define <7 x {I}> @arith({I} %ia, {I} %ib, {I} %ic) {{")
    ir.append(f"  %a = bitcast {I} %ia to {F}\n  %b = bitcast {I} %ib to {F}\n  %c = bitcast {I} %ic to {F}")
    ir.append(f"  %r0 = fadd {F} %a, %b\n  %r1 = fsub {F} %a, %b\n  %r2 = fmul {F} %a, %b\n  %r3 = fdiv {F} %a, %b\n  %r4 = frem {F} %a, %b")
    ir.append(f"  %r5 = call {F} @llvm.sqrt.{sfx}({F} %a)\n  %r6 = call {F} @llvm.fma.{sfx}({F} %a, {F} %b, {F} %c)")
    for k in range(7): ir.append(f"  %i{k} = bitcast {F} %r{k} to {I}")
    s,last=vec('v',7,I,[f"%i{k}" for k in range(7)]); ir+=s
    ir.append(f"  ret <7 x {I}> {last}\n}}\n")
    ir.append(f"define {{ i32, i32, i64, i16 }} @conv({I} %ia) {{")
    ir.append(f"  %a = bitcast {I} %ia to {F}")
    ir.append(f"  %s = fptosi {F} %a to i32\n  %u = fptoui {F} %a to i32")
    if F in ('half','bfloat','float'): ir.append(f"  %d = fpext {F} %a to double")
    elif F=='double': ir.append(f"  %d = fadd double %a, -0.0")
    else: ir.append(f"  %d = fptrunc {F} %a to double")
    ir.append("  %di = bitcast double %d to i64")
    if F=='half': ir.append("  %h = fadd half %a, -0.0")
    elif F=='bfloat': ir.append("  %f = fpext bfloat %a to float\n  %h = fptrunc float %f to half")
    else: ir.append(f"  %h = fptrunc {F} %a to half")
    ir.append("  %hi = bitcast half %h to i16")
    ir.append("  %r0 = insertvalue { i32, i32, i64, i16 } poison, i32 %s, 0\n  %r1 = insertvalue { i32, i32, i64, i16 } %r0, i32 %u, 1\n  %r2 = insertvalue { i32, i32, i64, i16 } %r1, i64 %di, 2\n  %r3 = insertvalue { i32, i32, i64, i16 } %r2, i16 %hi, 3\n  ret { i32, i32, i64, i16 } %r3\n}\n")
    ir.append(f"define {I} @itofp(i32 %i) {{\n  %f = sitofp i32 %i to {F}\n  %r = bitcast {F} %f to {I}\n  ret {I} %r\n}}\n")
    K={'fp128':{'1.0':'0xL00000000000000003FFF000000000000','-1.0':'0xL0000000000000000BFFF000000000000','0.0':'0xL00000000000000000000000000000000','-0.0':'0xL00000000000000008000000000000000'},
       'x86_fp80':{'1.0':'0xK3FFF8000000000000000','-1.0':'0xKBFFF8000000000000000','0.0':'0xK00000000000000000000','-0.0':'0xK80000000000000000000'}}.get(F)
    def k(v): return K[v] if K else v
    ir.append(f"define <10 x {F}> @special() {{")
    ir.append(f"  %inf = fdiv {F} {k('1.0')}, {k('0.0')}\n  %ninf = fdiv {F} {k('-1.0')}, {k('0.0')}\n  %s0 = fsub {F} %inf, %inf\n  %s3 = fmul {F} {k('0.0')}, %inf\n  %s4 = frem {F} %inf, {k('1.0')}\n  %s5 = frem {F} {k('1.0')}, %inf")
    ir.append(f"  %s6 = fadd {F} {k('-0.0')}, {k('-0.0')}\n  %s7 = fadd {F} {k('-0.0')}, {k('0.0')}\n  %s8 = call {F} @llvm.sqrt.{sfx}({F} {k('-0.0')})\n  %s9 = call {F} @llvm.sqrt.{sfx}({F} {k('-1.0')})")
    s,last=vec('v',10,F,['%s0','%inf','%ninf','%s3','%s4','%s5','%s6','%s7','%s8','%s9']); ir+=s
    ir.append(f"  ret <10 x {F}> {last}\n}}")
    open(os.path.join(sys.argv[2], f'{F}.ll'),'w').write("\n".join(out)+"\n"+"\n".join(ir)+"\n")
