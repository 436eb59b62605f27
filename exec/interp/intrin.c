/* intrin.c -- the intrinsics of the LangRef ("Intrinsic Functions") that the
 * interpreter runs. */
#include "interp.h"

void
intrin_call(Interp *ip, IrIntrinsicId id, CallCtx *cx)
{
    (void)id;
    interp_unsupported(ip, "%s", cx->name);
}
