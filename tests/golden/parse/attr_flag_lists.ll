; Lists of plain flags on parameters and return values, the same list many
; times, in another order, with a repeated flag, and followed by attributes
; with arguments: each prints as written (a repeated flag once), whatever
; list the parser has read before.
; RUN: %llfuzz print %s | FileCheck %s
; CHECK: declare noundef ptr @f(ptr noundef nonnull, i32 noundef zeroext, ptr nonnull noundef)
; CHECK: declare noundef nonnull ptr @g(ptr noundef nonnull align 8, i8 noundef signext, ptr noundef nonnull)
; CHECK: declare noundef ptr @h(ptr noundef nonnull dereferenceable(4), ptr noundef nonnull)
; CHECK: %r = call noundef ptr @f(ptr noundef nonnull @x, i32 noundef zeroext 1, ptr nonnull noundef @x)
; CHECK-NEXT: %s = call noundef nonnull ptr @g(ptr noundef nonnull align 8 @x, i8 noundef signext 2, ptr noundef nonnull @x)
; CHECK-NEXT: %t = call noundef ptr @h(ptr noundef nonnull dereferenceable(4) @x, ptr noundef nonnull @x)

@x = global i64 0

declare noundef ptr @f(ptr noundef nonnull, i32 noundef zeroext, ptr nonnull noundef)
declare noundef nonnull ptr @g(ptr noundef nonnull align 8, i8 noundef signext, ptr noundef noundef nonnull)
declare noundef ptr @h(ptr noundef nonnull dereferenceable(4), ptr noundef nonnull)

define void @use() {
  %r = call noundef ptr @f(ptr noundef nonnull @x, i32 noundef zeroext 1, ptr nonnull noundef @x)
  %s = call noundef nonnull ptr @g(ptr noundef nonnull align 8 @x, i8 noundef signext 2, ptr noundef nonnull @x)
  %t = call noundef ptr @h(ptr noundef nonnull dereferenceable(4) @x, ptr noundef nonnull @x)
  ret void
}
