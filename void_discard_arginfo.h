/* This is a generated file, edit the .stub.php file instead.
 * Stub hash: b75e6bb1f884cc09afb4be47bbf2b62e47aae582 */

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_VoidDiscard_keys, 0, 1, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO(0, iterable, IS_MIXED, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_VoidDiscard_prepass, 0, 1, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, code, IS_STRING, 0)
ZEND_END_ARG_INFO()

#define arginfo_VoidDiscard_lower arginfo_VoidDiscard_prepass

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_VoidDiscard_tokens, 0, 1, IS_ARRAY, 0)
	ZEND_ARG_TYPE_INFO(0, code, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, short_open_tag, _IS_BOOL, 1, "null")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_VoidDiscard_analyze, 0, 3, IS_ARRAY, 0)
	ZEND_ARG_TYPE_INFO(0, code, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, filename, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, prefix, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, short_open_tag, _IS_BOOL, 1, "null")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_VoidDiscard_KeyIterator___construct, 0, 0, 0)
ZEND_END_ARG_INFO()


ZEND_FUNCTION(VoidDiscard_keys);
ZEND_FUNCTION(VoidDiscard_prepass);
ZEND_FUNCTION(VoidDiscard_lower);
ZEND_FUNCTION(VoidDiscard_tokens);
ZEND_FUNCTION(VoidDiscard_analyze);
ZEND_METHOD(VoidDiscard_KeyIterator, __construct);


static const zend_function_entry ext_functions[] = {
	ZEND_NS_FALIAS("VoidDiscard", keys, VoidDiscard_keys, arginfo_VoidDiscard_keys)
	ZEND_NS_FALIAS("VoidDiscard", prepass, VoidDiscard_prepass, arginfo_VoidDiscard_prepass)
	ZEND_NS_FALIAS("VoidDiscard", lower, VoidDiscard_lower, arginfo_VoidDiscard_lower)
	ZEND_NS_FALIAS("VoidDiscard", tokens, VoidDiscard_tokens, arginfo_VoidDiscard_tokens)
	ZEND_NS_FALIAS("VoidDiscard", analyze, VoidDiscard_analyze, arginfo_VoidDiscard_analyze)
	ZEND_FE_END
};


static const zend_function_entry class_VoidDiscard_KeyIterator_methods[] = {
	ZEND_ME(VoidDiscard_KeyIterator, __construct, arginfo_class_VoidDiscard_KeyIterator___construct, ZEND_ACC_PRIVATE)
	ZEND_FE_END
};

static zend_class_entry *register_class_VoidDiscard_KeyIterator(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "VoidDiscard", "KeyIterator", class_VoidDiscard_KeyIterator_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL|ZEND_ACC_NO_DYNAMIC_PROPERTIES|ZEND_ACC_NOT_SERIALIZABLE;

	return class_entry;
}
