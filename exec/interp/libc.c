/* libc.c -- the C library subset llfuzz runs programs with. */
#include "interp.h"

int
libc_call(Interp *ip, CallCtx *cx)
{
    (void)ip;
    (void)cx;
    return 0;
}

void
libc_free(Interp *ip)
{
    (void)ip;
}

void
libc_reset(Interp *ip)
{
    (void)ip;
}

void
libc_flush(Interp *ip)
{
    fflush(ip->out);
    fflush(ip->err);
}
