; LangRef "Intrinsic Functions": a call of a known intrinsic must fit its
; signature, immediate arguments must be constants, and some intrinsics have
; rules of their own.  Unknown target intrinsics are not checked.
; RUN: %exit 1 %llfuzz verify %s 2> %t.err
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 7

declare i32 @llvm.ctlz.i32(i32, i1)
declare i64 @llvm.umax.i64(i64, i32)
declare <4 x i32> @llvm.vector.extract.v4i32.v8i32(<8 x i32>, i64)
declare i32 @llvm.x86.whatever(i32)

define void @f(i32 %x, i1 %b, <8 x i32> %v) {
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}immarg operand has non-immediate parameter
  %a = call i32 @llvm.ctlz.i32(i32 %x, i1 %b)
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}Intrinsic has incorrect argument type
  %c = call i64 @llvm.umax.i64(i64 1, i32 2)
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}vector_extract index must be a constant multiple of the result type's known minimum vector length
  %d = call <4 x i32> @llvm.vector.extract.v4i32.v8i32(<8 x i32> %v, i64 2)
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}bswap must be an even number of bytes
  %e = call i24 @llvm.bswap.i24(i24 0)
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}va_start called in a non-varargs function
  call void @llvm.va_start.p0(ptr null)
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}immarg value 5 out of range [0, 4)
  call void @llvm.prefetch.p0(ptr null, i32 0, i32 5, i32 1)
  %t = call i32 @llvm.x86.whatever(i32 %x)
  ret void
}

define void @g() {
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}unknown intrinsic 'llvm.no.such.thing'
  call void @llvm.no.such.thing()
  ret void
}
