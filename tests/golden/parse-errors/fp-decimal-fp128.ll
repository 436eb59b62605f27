; Decimal literals are doubles: fp128 needs the 0xL form.
; RUN: llfuzz verify %s
; EXIT: 1
; ERROR@+1: floating point constant does not have type 'fp128'
@x = global fp128 1.5
