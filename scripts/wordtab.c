/* wordtab.c -- writes the lexer's table of words (make wordtab: ir/wordtab.def). */
#include "ir/lex.h"

int
main(void)
{
    lx_wordtab_print(stdout);
    return 0;
}
