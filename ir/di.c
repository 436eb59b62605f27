/* di.c -- the schema of specialized metadata nodes (LangRef "Specialized
 * Metadata Nodes"): which node kinds exist.  Nodes are kept in the generic
 * form of ir.h (fields with raw values); this checks them as llvm-as does. */
#include "ir.h"

#include <string.h>

static const char *const di_kinds[] = {
    "DILocation", "DIExpression", "DIGlobalVariableExpression", "GenericDINode",
    "DISubrange", "DIGenericSubrange", "DIEnumerator", "DIBasicType", "DIFixedPointType",
    "DIStringType", "DIDerivedType", "DISubrangeType", "DICompositeType",
    "DISubroutineType", "DIFile", "DICompileUnit", "DISubprogram", "DILexicalBlock",
    "DILexicalBlockFile", "DICommonBlock", "DINamespace", "DIMacro", "DIMacroFile",
    "DIModule", "DITemplateTypeParameter", "DITemplateValueParameter", "DIGlobalVariable",
    "DILocalVariable", "DILabel", "DIObjCProperty", "DIImportedEntity", "DIAssignID",
    "DIArgList",
};

int
ir_di_validate(const IrMD *md, IrLoc *loc, char *err, size_t errlen)
{
    for (size_t i = 0; i < sizeof di_kinds / sizeof di_kinds[0]; i++)
        if (!strcmp(md->str, di_kinds[i]))
            return 0;
    *loc = md->loc;
    snprintf(err, errlen, "expected metadata type");
    return -1;
}
