#!/usr/bin/env python3
"""gen.py -- the golden tests of target intrinsics, with expectations from
the real instructions: each case is written once here; the script emits a C
program using the same intrinsic (via clang-22's <immintrin.h> or
<arm_neon.h>), runs it (natively for x86, under qemu-aarch64 for AArch64)
and writes the .ll test whose CHECK lines are the program's output.

    python3 gen.py x86 > ../x86_native.ll
    python3 gen.py aarch64 > ../aarch64_native.ll
"""
import os, subprocess, sys, tempfile

# a case: (name, [(ll type, int element type, values)], ll callee type sig,
#          ll intrinsic name, ll return type, int vector it is bitcast to,
#          C expression over a0, a1, ... with C argument types)
def V(n, w):
    return f"<{n} x i{w}>"

CTYPE = {8: "int8_t", 16: "int16_t", 32: "int32_t", 64: "int64_t"}

X86 = []
def x(name, intr, rty, rint, args, cexpr, ctys):
    X86.append((name, intr, rty, rint, args, cexpr, ctys))

A64 = []
def a(name, intr, rty, rint, args, cexpr, ctys):
    A64.append((name, intr, rty, rint, args, cexpr, ctys))

i32x4a = ("<4 x i32>", 32, [1, -2, 0x7fff0000, -0x80000000])
i32x4b = ("<4 x i32>", 32, [0x12345678, 3, -1, 0x0f0f0f0f])
i32x4c = ("<4 x i32>", 32, [-0x55555556, 0x33333333, 7, 0x40000000])
for imm in (0xca, 0x96, 0x01, 0xe8):
    x(f"pternlog_{imm:02x}", "llvm.x86.avx512.pternlog.d.128", "<4 x i32>", V(4, 32),
      [i32x4a, i32x4b, i32x4c, ("i32", 32, imm)],
      f"_mm_ternarylogic_epi32(a0, a1, a2, {imm})", ["__m128i", "__m128i", "__m128i", None])
b16 = ("<16 x i8>", 8, [3, -4, 100, -128, 0, 1, 2, 127, -1, 50, 60, 70, -80, 90, 15, 16])
x("pshufb", "llvm.x86.ssse3.pshuf.b.128", "<16 x i8>", V(16, 8),
  [b16, ("<16 x i8>", 8, [15, 0, -128, 3, 0x7f, 0x1f, -1, 8, 9, 0x40, 0x8f - 256, 2, 1, 0, 14, 0x10])],
  "_mm_shuffle_epi8(a0, a1)", ["__m128i", "__m128i"])
x("permd", "llvm.x86.avx2.permd", "<8 x i32>", V(8, 32),
  [("<8 x i32>", 32, [10, 11, 12, 13, 14, 15, 16, 17]), ("<8 x i32>", 32, [7, 0, 9, -1, 3, 2, 1, 12])],
  "_mm256_permutevar8x32_epi32(a0, a1)", ["__m256i", "__m256i"])
x("vpermi2var_d", "llvm.x86.avx512.vpermi2var.d.128", "<4 x i32>", V(4, 32),
  [i32x4a, ("<4 x i32>", 32, [5, 0, 7, 2 | 16]), i32x4b],
  "_mm_permutex2var_epi32(a0, a1, a2)", ["__m128i", "__m128i", "__m128i"])
x("vpermilvar_ps", "llvm.x86.avx.vpermilvar.ps", "<4 x float>", V(4, 32),
  [("<4 x float>", 32, [0x3f800000, 0x40000000, 0x40400000, 0x40800000]), ("<4 x i32>", 32, [3, 6, 9, -4])],
  "_mm_permutevar_ps(a0, a1)", ["__m128", "__m128i"])
x("vpermilvar_pd", "llvm.x86.avx.vpermilvar.pd", "<2 x double>", V(2, 64),
  [("<2 x double>", 64, [0x3ff0000000000000, 0x4000000000000000]), ("<2 x i64>", 64, [1, 2])],
  "_mm_permutevar_pd(a0, a1)", ["__m128d", "__m128i"])
w8 = ("<8 x i16>", 16, [1, -1, 0x4000, -0x8000, 0x7fff, 300, -300, 0x1234])
for op, cf in (("psll.w", "_mm_sll_epi16"), ("psrl.w", "_mm_srl_epi16"), ("psra.w", "_mm_sra_epi16")):
    for cnt in (3, 15, 16, 1 << 40):
        x(f"{op.replace('.', '_')}_{cnt}", f"llvm.x86.sse2.{op}", "<8 x i16>", V(8, 16),
          [w8, ("<2 x i64>", 64, [cnt, 99])], f"{cf}(a0, a1)", ["__m128i", "__m128i"])
for op, cf in (("pslli.d", "_mm_slli_epi32"), ("psrai.d", "_mm_srai_epi32")):
    for cnt in (31, 32, 200):
        x(f"{op.replace('.', '_')}_{cnt}", f"llvm.x86.sse2.{op}", "<4 x i32>", V(4, 32),
          [i32x4a, ("i32", 32, cnt)], f"{cf}(a0, {cnt})", ["__m128i", None])
cnts = ("<4 x i32>", 32, [0, 31, 32, -1])
for op, cf in (("psllv.d", "_mm_sllv_epi32"), ("psrlv.d", "_mm_srlv_epi32"), ("psrav.d", "_mm_srav_epi32")):
    x(op.replace('.', '_'), f"llvm.x86.avx2.{op}", "<4 x i32>", V(4, 32), [i32x4a, cnts],
      f"{cf}(a0, a1)", ["__m128i", "__m128i"])
x("psrav_q_128", "llvm.x86.avx512.psrav.q.128", "<2 x i64>", V(2, 64),
  [("<2 x i64>", 64, [-5, -0x8000000000000000]), ("<2 x i64>", 64, [1, 64])],
  "_mm_srav_epi64(a0, a1)", ["__m128i", "__m128i"])
x("packssdw", "llvm.x86.sse2.packssdw.128", "<8 x i16>", V(8, 16), [i32x4a, i32x4c],
  "_mm_packs_epi32(a0, a1)", ["__m128i", "__m128i"])
x("packuswb", "llvm.x86.sse2.packuswb.128", "<16 x i8>", V(16, 8), [w8, ("<8 x i16>", 16, [255, 256, -1, 0, 128, 7, -32768, 32767])],
  "_mm_packus_epi16(a0, a1)", ["__m128i", "__m128i"])
x("packusdw", "llvm.x86.sse41.packusdw", "<8 x i16>", V(8, 16), [i32x4a, i32x4c],
  "_mm_packus_epi32(a0, a1)", ["__m128i", "__m128i"])
w8b = ("<8 x i16>", 16, [-0x8000, -0x8000, 3, -7, 0x7fff, 0x4000, 12345, -2])
x("pmulh_w", "llvm.x86.sse2.pmulh.w", "<8 x i16>", V(8, 16), [w8, w8b], "_mm_mulhi_epi16(a0, a1)", ["__m128i", "__m128i"])
x("pmulhu_w", "llvm.x86.sse2.pmulhu.w", "<8 x i16>", V(8, 16), [w8, w8b], "_mm_mulhi_epu16(a0, a1)", ["__m128i", "__m128i"])
x("pmulhrsw", "llvm.x86.ssse3.pmul.hr.sw.128", "<8 x i16>", V(8, 16), [w8, w8b], "_mm_mulhrs_epi16(a0, a1)", ["__m128i", "__m128i"])
x("pmaddwd", "llvm.x86.sse2.pmadd.wd", "<4 x i32>", V(4, 32), [("<8 x i16>", 16, [-0x8000] * 2 + [3, 4, 5, 6, 7, 8]), w8b],
  "_mm_madd_epi16(a0, a1)", ["__m128i", "__m128i"])
x("pmaddubsw", "llvm.x86.ssse3.pmadd.ub.sw.128", "<8 x i16>", V(8, 16), [b16, ("<16 x i8>", 8, [127, 127, -128, -128, 5, 6, 7, 8, 1, -1, 2, -2, 3, 127, 127, 127])],
  "_mm_maddubs_epi16(a0, a1)", ["__m128i", "__m128i"])
x("pmuldq", "llvm.x86.sse41.pmuldq", "<2 x i64>", V(2, 64), [i32x4a, i32x4c], "_mm_mul_epi32(a0, a1)", ["__m128i", "__m128i"])
x("pmuludq", "llvm.x86.sse2.pmulu.dq", "<2 x i64>", V(2, 64), [i32x4a, i32x4c], "_mm_mul_epu32(a0, a1)", ["__m128i", "__m128i"])
x("pavgb", "llvm.x86.sse2.pavg.b", "<16 x i8>", V(16, 8), [b16, ("<16 x i8>", 8, [-1] * 16)], "_mm_avg_epu8(a0, a1)", ["__m128i", "__m128i"])
for imm in (0x00, 0x11, 0x10, 0x01):
    x(f"pclmul_{imm:02x}", "llvm.x86.pclmulqdq", "<2 x i64>", V(2, 64),
      [("<2 x i64>", 64, [0x8000000000000001, -0x123456789]), ("<2 x i64>", 64, [0x0f0f0f0f0f0f0f0f, -1]), ("i8", 8, imm)],
      f"_mm_clmulepi64_si128(a0, a1, {imm})", ["__m128i", "__m128i", None])
x("pblendvb", "llvm.x86.sse41.pblendvb", "<16 x i8>", V(16, 8),
  [b16, ("<16 x i8>", 8, list(range(16))), ("<16 x i8>", 8, [-1, 0, 127, -128, 1, -2, 64, -64] * 2)],
  "_mm_blendv_epi8(a0, a1, a2)", ["__m128i", "__m128i", "__m128i"])
f4a = ("<4 x float>", 32, [0x3f800000, 0x40000000, 0x7fc00000, 0x80000000])
f4b = ("<4 x float>", 32, [0x40400000, 0xbf800000 - (1 << 32), 0x3f800000, 0x00000000])
x("blendvps", "llvm.x86.sse41.blendvps", "<4 x float>", V(4, 32), [f4a, f4b, ("<4 x float>", 32, [-1, 0, 0x7fffffff, -0x80000000])],
  "_mm_blendv_ps(a0, a1, a2)", ["__m128", "__m128", "__m128"])
for imm in (0x00, 0x9c, 0xe1, 0x4f):
    x(f"insertps_{imm:02x}", "llvm.x86.sse41.insertps", "<4 x float>", V(4, 32), [f4a, f4b, ("i8", 8, imm)],
      f"_mm_insert_ps(a0, a1, {imm})", ["__m128", "__m128", None])
x("pmovmskb", "llvm.x86.sse2.pmovmskb.128", "i32", "i32", [b16], "_mm_movemask_epi8(a0)", ["__m128i"])
x("mmx_pmovmskb", "llvm.x86.mmx.pmovmskb", "i32", "i32", [("<1 x i64>", 64, [0x80017f00ff8001ff])], "_mm_movemask_pi8(a0)", ["__m64"])
x("movmskpd", "llvm.x86.sse2.movmsk.pd", "i32", "i32", [("<2 x double>", 64, [-1, 1])], "_mm_movemask_pd(a0)", ["__m128d"])
for nm, cf in (("ptestz", "_mm_testz_si128"), ("ptestc", "_mm_testc_si128"), ("ptestnzc", "_mm_testnzc_si128")):
    x(nm, f"llvm.x86.sse41.{nm}", "i32", "i32", [("<2 x i64>", 64, [0xf0, 1]), ("<2 x i64>", 64, [0x1f0, 0])],
      f"{cf}(a0, a1)", ["__m128i", "__m128i"])
x("vtestz_ps", "llvm.x86.avx.vtestz.ps", "i32", "i32", [f4a, f4b], "_mm_testz_ps(a0, a1)", ["__m128", "__m128"])
x("vtestc_ps", "llvm.x86.avx.vtestc.ps", "i32", "i32", [f4a, f4b], "_mm_testc_ps(a0, a1)", ["__m128", "__m128"])
x("min_ps", "llvm.x86.sse.min.ps", "<4 x float>", V(4, 32), [f4a, f4b], "_mm_min_ps(a0, a1)", ["__m128", "__m128"])
x("max_ps", "llvm.x86.sse.max.ps", "<4 x float>", V(4, 32), [f4b, f4a], "_mm_max_ps(a0, a1)", ["__m128", "__m128"])
x("min_ss", "llvm.x86.sse.min.ss", "<4 x float>", V(4, 32), [f4a, f4b], "_mm_min_ss(a0, a1)", ["__m128", "__m128"])
x("max_sd", "llvm.x86.sse2.max.sd", "<2 x double>", V(2, 64),
  [("<2 x double>", 64, [0x8000000000000000 - (1 << 64), 5]), ("<2 x double>", 64, [0, 6])], "_mm_max_sd(a0, a1)", ["__m128d", "__m128d"])
for p in (0, 1, 3, 4, 5, 7, 8, 12, 13, 15, 17, 27):
    x(f"cmp_ps_{p}", "llvm.x86.sse.cmp.ps" if p < 8 else "llvm.x86.avx.cmp.ps.256", "<4 x float>" if p < 8 else "<8 x float>",
      V(4, 32) if p < 8 else V(8, 32),
      [f4a, f4b, ("i8", 8, p)] if p < 8 else [("<8 x float>", 32, f4a[2] + f4b[2]), ("<8 x float>", 32, f4b[2] + f4a[2]), ("i8", 8, p)],
      f"_mm_cmp_ps(a0, a1, {p})" if p < 8 else f"_mm256_cmp_ps(a0, a1, {p})", ["__m128", "__m128", None] if p < 8 else ["__m256", "__m256", None])
x("cmp_ss_1", "llvm.x86.sse.cmp.ss", "<4 x float>", V(4, 32), [f4a, f4b, ("i8", 8, 1)], "_mm_cmp_ss(a0, a1, 1)", ["__m128", "__m128", None])
nan1 = ("<4 x float>", 32, [0x7fc00000, 1, 2, 3])
one = ("<4 x float>", 32, [0x3f800000, 0, 0, 0])
for nm in ("eq", "lt", "le", "gt", "ge", "neq"):
    x(f"comi{nm}_nan", f"llvm.x86.sse.comi{nm}.ss", "i32", "i32", [nan1, one], f"_mm_comi{nm}_ss(a0, a1)", ["__m128", "__m128"])
    x(f"ucomi{nm}_1", f"llvm.x86.sse.ucomi{nm}.ss", "i32", "i32", [one, one], f"_mm_ucomi{nm}_ss(a0, a1)", ["__m128", "__m128"])
for bits, nm in ((0x40200000, "2_5"), (0x40600000, "3_5"), (0xc0200000 - (1 << 32), "m2_5"), (0x4f000000, "2p31"), (0x7fc00000, "nan"), (0xcf000000 - (1 << 32), "m2p31")):
    fv = ("<4 x float>", 32, [bits, 0, 0, 0])
    x(f"cvtss2si_{nm}", "llvm.x86.sse.cvtss2si", "i32", "i32", [fv], "_mm_cvtss_si32(a0)", ["__m128"])
    x(f"cvttss2si_{nm}", "llvm.x86.sse.cvttss2si", "i32", "i32", [fv], "_mm_cvttss_si32(a0)", ["__m128"])
    x(f"vcvtss2usi32_{nm}", "llvm.x86.avx512.vcvtss2usi32", "i32", "i32", [fv, ("i32", 32, 4)], "_mm_cvtss_u32(a0)", ["__m128", None])
    x(f"vcvtss2si64_rd_{nm}", "llvm.x86.avx512.vcvtss2si64", "i64", "i64", [fv, ("i32", 32, 9)], "_mm_cvt_roundss_si64(a0, 9)", ["__m128", None])
dv = ("<2 x double>", 64, [0xc1e0000000200000 - (1 << 64), 0])
x("cvttsd2si_big", "llvm.x86.sse2.cvttsd2si", "i32", "i32", [dv], "_mm_cvttsd_si32(a0)", ["__m128d"])
x("cvtsd2si64", "llvm.x86.sse2.cvtsd2si64", "i64", "i64", [("<2 x double>", 64, [0x43e0000000000000, 0])], "_mm_cvtsd_si64(a0)", ["__m128d"])
rf = ("<4 x float>", 32, [0x40200000, 0xc0200000 - (1 << 32), 0x3fc00000, 0xbf400000 - (1 << 32)])
for imm in (0, 1, 2, 3, 4, 8 | 3):
    x(f"round_ps_{imm}", "llvm.x86.sse41.round.ps", "<4 x float>", V(4, 32), [rf, ("i32", 32, imm)],
      f"_mm_round_ps(a0, {imm})", ["__m128", None])
x("round_ss_1", "llvm.x86.sse41.round.ss", "<4 x float>", V(4, 32), [f4a, rf, ("i32", 32, 1)], "_mm_round_ss(a0, a1, 1)", ["__m128", "__m128", None])
for xv, ctl in ((0x12345678, 0x0804), (0x12345678, 0x2010), (-1, 0x4000), (-1, 0x0020), (0xabcdef, 0x00ff)):
    x(f"bextr_{ctl:04x}_{xv & 0xff:x}", "llvm.x86.bmi.bextr.32", "i32", "i32", [("i32", 32, xv), ("i32", 32, ctl)],
      "_bextr2_u32(a0, a1)", [None, None])
for idx in (0, 5, 31, 32, 0x1005):
    x(f"bzhi_{idx}", "llvm.x86.bmi.bzhi.64", "i64", "i64", [("i64", 64, -3), ("i64", 64, idx)], "_bzhi_u64(a0, a1)", [None, None])
for xv, m in ((0x12345678, 0xff00ff0f), (-1, 0x80000001), (0x5, 0xf0f0)):
    x(f"pdep_{m:x}", "llvm.x86.bmi.pdep.32", "i32", "i32", [("i32", 32, xv), ("i32", 32, m)], "_pdep_u32(a0, a1)", [None, None])
    x(f"pext_{m:x}", "llvm.x86.bmi.pext.64", "i64", "i64", [("i64", 64, xv), ("i64", 64, m)], "_pext_u64(a0, a1)", [None, None])
for c, av, bv in ((0, -1, 1), (1, -1, 0), (7, 5, 6), (1, 0x7fffffff, 0x7fffffff)):
    x(f"addcarry_{c}_{av & 0xff:x}_{bv & 0xff:x}", "llvm.x86.addcarry.32", "{ i8, i32 }", None,
      [("i8", 8, c), ("i32", 32, av), ("i32", 32, bv)], f"ADC32(a0, a1, a2)", [None, None, None])
    x(f"subborrow_{c}_{av & 0xff:x}_{bv & 0xff:x}", "llvm.x86.subborrow.64", "{ i8, i64 }", None,
      [("i8", 8, c), ("i64", 64, av), ("i64", 64, bv)], f"SBB64(a0, a1, a2)", [None, None, None])
x("crc32_8", "llvm.x86.sse42.crc32.32.8", "i32", "i32", [("i32", 32, -1), ("i8", 8, 0x61)], "_mm_crc32_u8(a0, a1)", [None, None])
x("crc32_32", "llvm.x86.sse42.crc32.32.32", "i32", "i32", [("i32", 32, 0x12345678), ("i32", 32, -0x21524111)], "_mm_crc32_u32(a0, a1)", [None, None])
x("crc32_64", "llvm.x86.sse42.crc32.64.64", "i64", "i64", [("i64", 64, 0x87654321), ("i64", 64, 0x0123456789abcdef)], "_mm_crc32_u64(a0, a1)", [None, None])
x("addsub_ps", "llvm.x86.sse3.addsub.ps", "<4 x float>", V(4, 32), [f4b, f4b], "_mm_addsub_ps(a0, a1)", ["__m128", "__m128"])
x("mask_add_ss_round", "llvm.x86.avx512.mask.add.ss.round", "<4 x float>", V(4, 32),
  [f4a, f4b, ("<4 x float>", 32, [0x41200000, 5, 6, 7]), ("i8", 8, 2), ("i32", 32, 4)],
  "_mm_mask_add_round_ss(a2, 2, a0, a1, 4)", ["__m128", "__m128", "__m128", None, None])
x("add_ps_512_rz", "llvm.x86.avx512.add.ps.512", "<16 x float>", V(16, 32),
  [("<16 x float>", 32, [0x3f800000] * 16), ("<16 x float>", 32, [0x33800001] * 8 + [0xb3800001 - (1 << 32)] * 8), ("i32", 32, 11)],
  "_mm512_add_round_ps(a0, a1, 11)", ["__m512", "__m512", None])
x("vcvtph2ps", "llvm.x86.vcvtph2ps.128", "<4 x float>", V(4, 32),
  [("<8 x i16>", 16, [0x3c00, 0xc000, 0x7bff, 0x0001, 7, 7, 7, 7])], "_mm_cvtph_ps(a0)", ["__m128i"])
x("vcvtph2ps_256", "llvm.x86.vcvtph2ps.256", "<8 x float>", V(8, 32),
  [("<8 x i16>", 16, [0x3c00, 0xc000, 0x7bff, 0x0001, 0x8000, 0x7c00, 0x3555, 0x03ff])], "_mm256_cvtph_ps(a0)", ["__m128i"])

# ------------------------------------------------------------------ AArch64
t16 = ("<16 x i8>", 8, list(range(100, 116)))
t16b = ("<16 x i8>", 8, list(range(-16, 0)))
ix8 = ("<8 x i8>", 8, [0, 15, 16, 31, 32, -1, 5, 20])
a("tbl1_v8i8", "llvm.aarch64.neon.tbl1.v8i8", "<8 x i8>", V(8, 8), [t16, ix8], "vqtbl1_u8(a0, a1)", ["uint8x16_t", "uint8x8_t"])
a("tbl2_v16i8", "llvm.aarch64.neon.tbl2.v16i8", "<16 x i8>", V(16, 8), [t16, t16b, ("<16 x i8>", 8, [0, 15, 16, 31, 32, -1, 5, 20, 17, 18, 40, 1, 2, 3, 30, 29])],
  "vqtbl2q_u8((uint8x16x2_t){{a0, a1}}, a2)", ["uint8x16_t", "uint8x16_t", "uint8x16_t"])
a("tbx1_v8i8", "llvm.aarch64.neon.tbx1.v8i8", "<8 x i8>", V(8, 8), [("<8 x i8>", 8, [1, 2, 3, 4, 5, 6, 7, 8]), t16, ix8],
  "vqtbx1_u8(a0, a1, a2)", ["uint8x8_t", "uint8x16_t", "uint8x8_t"])
s4 = ("<4 x i32>", 32, [-100, 0x40000000, -1, 12345])
sh4 = ("<4 x i32>", 32, [-3, 1, 0x120, -40])
a("sshl_v4i32", "llvm.aarch64.neon.sshl.v4i32", "<4 x i32>", V(4, 32), [s4, sh4], "vshlq_s32(a0, a1)", ["int32x4_t", "int32x4_t"])
a("ushl_v4i32", "llvm.aarch64.neon.ushl.v4i32", "<4 x i32>", V(4, 32), [s4, ("<4 x i32>", 32, [-3, 31, 32, -32])],
  "vreinterpretq_s32_u32(vshlq_u32(vreinterpretq_u32_s32(a0), a1))", ["int32x4_t", "int32x4_t"])
h4 = ("<4 x i16>", 16, [-0x8000, 0x7fff, -3, 300])
h4b = ("<4 x i16>", 16, [-0x8000, 0x7fff, 5, -2])
a("smull_v4i32", "llvm.aarch64.neon.smull.v4i32", "<4 x i32>", V(4, 32), [h4, h4b], "vmull_s16(a0, a1)", ["int16x4_t", "int16x4_t"])
a("umull_v4i32", "llvm.aarch64.neon.umull.v4i32", "<4 x i32>", V(4, 32), [h4, h4b],
  "vreinterpretq_s32_u32(vmull_u16(vreinterpret_u16_s16(a0), vreinterpret_u16_s16(a1)))", ["int16x4_t", "int16x4_t"])
n4 = ("<4 x i32>", 32, [70000, -70000, 0x8000, -0x8001])
a("sqxtn", "llvm.aarch64.neon.sqxtn.v4i16", "<4 x i16>", V(4, 16), [n4], "vqmovn_s32(a0)", ["int32x4_t"])
a("uqxtn", "llvm.aarch64.neon.uqxtn.v4i16", "<4 x i16>", V(4, 16), [n4],
  "vreinterpret_s16_u16(vqmovn_u32(vreinterpretq_u32_s32(a0)))", ["int32x4_t"])
a("sqxtun", "llvm.aarch64.neon.sqxtun.v4i16", "<4 x i16>", V(4, 16), [n4], "vreinterpret_s16_u16(vqmovun_s32(a0))", ["int32x4_t"])
a("sqshrn_3", "llvm.aarch64.neon.sqshrn.v4i16", "<4 x i16>", V(4, 16), [n4, ("i32", 32, 3)], "vqshrn_n_s32(a0, 3)", ["int32x4_t", None])
a("sqrshrn_3", "llvm.aarch64.neon.sqrshrn.v4i16", "<4 x i16>", V(4, 16), [("<4 x i32>", 32, [12, -12, 0x3fffc, -0x40004]), ("i32", 32, 3)], "vqrshrn_n_s32(a0, 3)", ["int32x4_t", None])
a("uqrshrn_2", "llvm.aarch64.neon.uqrshrn.v4i16", "<4 x i16>", V(4, 16), [("<4 x i32>", 32, [6, -1, 0x3fffe, 7]), ("i32", 32, 2)],
  "vreinterpret_s16_u16(vqrshrn_n_u32(vreinterpretq_u32_s32(a0), 2))", ["int32x4_t", None])
a("sqrshrun_4", "llvm.aarch64.neon.sqrshrun.v4i16", "<4 x i16>", V(4, 16), [("<4 x i32>", 32, [-8, 8, 0x7fffffff, 24]), ("i32", 32, 4)],
  "vreinterpret_s16_u16(vqrshrun_n_s32(a0, 4))", ["int32x4_t", None])
a("rshrn_4", "llvm.aarch64.neon.rshrn.v4i16", "<4 x i16>", V(4, 16), [("<4 x i32>", 32, [-8, 8, 0x7fffffff, 24]), ("i32", 32, 4)],
  "vrshrn_n_s32(a0, 4)", ["int32x4_t", None])
key = ("<16 x i8>", 8, [(i * 37 + 11) % 256 - 128 for i in range(16)])
dat = ("<16 x i8>", 8, [(i * 91 + 3) % 256 - 128 for i in range(16)])
a("aese", "llvm.aarch64.crypto.aese", "<16 x i8>", V(16, 8), [dat, key], "vaeseq_u8(a0, a1)", ["uint8x16_t", "uint8x16_t"])
a("aesd", "llvm.aarch64.crypto.aesd", "<16 x i8>", V(16, 8), [dat, key], "vaesdq_u8(a0, a1)", ["uint8x16_t", "uint8x16_t"])
a("aesmc", "llvm.aarch64.crypto.aesmc", "<16 x i8>", V(16, 8), [dat], "vaesmcq_u8(a0)", ["uint8x16_t"])
a("aesimc", "llvm.aarch64.crypto.aesimc", "<16 x i8>", V(16, 8), [dat], "vaesimcq_u8(a0)", ["uint8x16_t"])
a("crc32b", "llvm.aarch64.crc32b", "i32", "i32", [("i32", 32, -1), ("i32", 32, 0x161)], "__crc32b(a0, a1)", [None, None])
a("crc32cw", "llvm.aarch64.crc32cw", "i32", "i32", [("i32", 32, 0x12345678), ("i32", 32, -0x21524111)], "__crc32cw(a0, a1)", [None, None])
a("crc32x", "llvm.aarch64.crc32x", "i32", "i32", [("i32", 32, 0x87654321), ("i64", 64, 0x0123456789abcdef)], "__crc32d(a0, a1)", [None, None])
ff = ("<4 x float>", 32, [0x7fc00000, 0x3f800000, 0x80000000, 0x40000000])
ff2 = ("<4 x float>", 32, [0x40400000, 0x7fc00000, 0x00000000, 0xc0000000 - (1 << 32)])
dd = ("<2 x double>", 64, [0x3ff0000010000000, 0x47f0000000000000])
a("fcvtxn", "llvm.aarch64.neon.fcvtxn.v2f32.v2f64", "<2 x float>", V(2, 32), [dd], "vcvtx_f32_f64(a0)", ["float64x2_t"])
dd2 = ("<2 x double>", 64, [0x36a0000000000001, 0xbff0000000000001])
a("fcvtxn_tiny", "llvm.aarch64.neon.fcvtxn.v2f32.v2f64", "<2 x float>", V(2, 32), [dd2], "vcvtx_f32_f64(a0)", ["float64x2_t"])
a("fminnm", "llvm.aarch64.neon.fminnm.v4f32", "<4 x float>", V(4, 32), [ff, ff2], "vminnmq_f32(a0, a1)", ["float32x4_t", "float32x4_t"])


def sv(v, w):
    v &= (1 << w) - 1
    return v - (1 << w) if v >> (w - 1) else v

def cv(v, w):
    v = sv(v, w)
    return "(-9223372036854775807LL - 1)" if w == 64 and v == -(1 << 63) else str(v) + ("LL" if w == 64 else "")


def ll_elem(ty):
    return ty[ty.index("x ") + 2:-1] if ty.startswith("<") else ty

def ll_const(ty, w, vals):
    if not isinstance(vals, list):
        return f"{sv(vals, w)}"
    return "<" + ", ".join(f"i{w} {sv(v, w)}" for v in vals) + ">"

def int_ty(ty, w, vals):
    return f"<{len(vals)} x i{w}>" if isinstance(vals, list) else ty

def emit_ll(cases, outs, header):
    print(header)
    decls = {}
    for (name, intr, rty, rint, args, cexpr, ctys), out in zip(cases, outs):
        fname = name.replace(".", "_")
        print(f"; RUN: llfuzz run %s --entry {fname}")
        print(f"; CHECK: {out}")
    print()
    for (name, intr, rty, rint, args, cexpr, ctys), out in zip(cases, outs):
        fname = name.replace(".", "_")
        body, ops = [], []
        for k, (ty, w, vals) in enumerate(args):
            if isinstance(vals, list):
                body.append(f"  %a{k} = bitcast {int_ty(ty, w, vals)} {ll_const(ty, w, vals)} to {ty}")
                ops.append(f"{ty} %a{k}")
            else:
                ops.append(f"{ty} {sv(vals, w)}")
        decls[intr] = f"declare {rty} @{intr}({', '.join(t for t, _, _ in args)})"
        rr = rint or rty
        print(f"define {rr} @{fname}() {{")
        print("\n".join(body))
        print(f"  %r = call {rty} @{intr}({', '.join(ops)})")
        if rint and rint != rty:
            print(f"  %o = bitcast {rty} %r to {rint}")
            print(f"  ret {rint} %o")
        else:
            print(f"  ret {rty} %r")
        print("}")
        print()
    for d in sorted(decls.values()):
        print(d)

def c_prog(cases, inc):
    L = [inc, "#include <stdio.h>", "#include <stdint.h>", "#include <string.h>", "#include <inttypes.h>",
         "static unsigned long long ADC32(unsigned char c, unsigned a, unsigned b) { unsigned r; unsigned char o = _addcarry_u32(c, a, b, &r); printf(\"{ i8, i32 } { i8 %d, i32 %d }\\n\", o, (int)r); return 0; }" if "immintrin" in inc else "",
         "static unsigned long long SBB64(unsigned char c, unsigned long long a, unsigned long long b) { unsigned long long r; unsigned char o = _subborrow_u64(c, a, b, &r); printf(\"{ i8, i64 } { i8 %d, i64 %lld }\\n\", o, (long long)r); return 0; }" if "immintrin" in inc else "",
         "int main(void) {"]
    for name, intr, rty, rint, args, cexpr, ctys in cases:
        L.append("  {")
        for k, ((ty, w, vals), cty) in enumerate(zip(args, ctys)):
            if isinstance(vals, list):
                L.append(f"    {CTYPE[w]} v{k}[] = {{{', '.join(cv(v, w) for v in vals)}}};")
                L.append(f"    {cty} a{k}; memcpy(&a{k}, v{k}, sizeof a{k});")
            else:
                L.append(f"    {CTYPE[w]} a{k} = ({CTYPE[w]}){cv(vals, w)};")
        if rint is None:
            L.append(f"    {cexpr};")
        elif rint.startswith("<"):
            n = int(rint[1:rint.index(" ")]); w = int(rint[rint.index("i") + 1:-1])
            L.append(f"    __auto_type r = {cexpr};")
            L.append(f"    {CTYPE[w]} o[{n}]; memcpy(o, &r, sizeof o);")
            L.append(f"    printf(\"{rint} <\");")
            L.append(f"    for (int i = 0; i < {n}; i++) printf(\"%si{w} %lld\", i ? \", \" : \"\", (long long)o[i]);")
            L.append("    printf(\">\\n\");")
        else:
            w = int(rint[1:])
            L.append(f"    {CTYPE[w]} r = ({CTYPE[w]})({cexpr});")
            L.append(f"    printf(\"{rint} %lld\\n\", (long long)r);")
        L.append("  }")
    L.append("  return 0;\n}")
    return "\n".join(L)

def run(cases, inc, cc, runner):
    d = tempfile.mkdtemp()
    src = os.path.join(d, "t.c")
    open(src, "w").write(c_prog(cases, inc))
    subprocess.check_call(cc + ["-O0", "-o", os.path.join(d, "t"), src])
    out = subprocess.check_output(runner + [os.path.join(d, "t")]).decode().splitlines()
    assert len(out) == len(cases), (len(out), len(cases))
    return out

HDR = """; {what}: each result as the real instruction computes it.  The
; expectations are the output of a C program using the same instruction
; through clang-22's intrinsics, run {how}: Inputs/gen.py writes this file
; (python3 Inputs/gen.py {arg} > {file}).  fp operands and results are
; bit patterns (bitcasts of integer vectors)."""

if sys.argv[1] == "x86":
    out = run(X86, "#include <immintrin.h>", ["clang-22", "-march=native", "-mavx512f", "-mavx512vl", "-mavx512bw"], [])
    emit_ll(X86, out, HDR.format(what="x86 target intrinsics (target.c)", how="on an x86-64 CPU with AVX-512", arg="x86", file="x86_native.ll"))
else:
    out = run(A64, "#include <arm_neon.h>\n#include <arm_acle.h>",
              ["clang-22", "--target=aarch64-linux-gnu", "-march=armv8-a+crypto+crc", "-static"], ["qemu-aarch64", "-L", "/usr/aarch64-linux-gnu"])
    emit_ll(A64, out, HDR.format(what="AArch64 target intrinsics (target.c)", how="under qemu-aarch64", arg="aarch64", file="aarch64_native.ll"))
