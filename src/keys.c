/* SPDX-License-Identifier: MIT */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "zend_exceptions.h"
#include "zend_interfaces.h"

#include "php_void_discard.h"
#include "compat.h"
#include "keys.h"

/* A VoidDiscard\KeyIterator holds the object that keys() was given: one whose class iterates
 * through an iterator (every Traversable; on 8.4 also an object with property hooks). */
typedef struct {
	zval iterable;
	zend_object std;
} vd_keys_object;

/* Drives the object's own iterator in exactly the order of stock foreach
 * (zend_fe_fetch_object_helper) minus every value read: get_current_data() hands the loop a null
 * it frees at once, so a user Iterator::current() is never called (vd_keys_read_current()). */
typedef struct {
	zend_object_iterator it;		/* it.data: the object iterated */
	zend_object_iterator *inner;	/* its own iterator */
} vd_key_iterator;

static zend_class_entry *vd_key_iterator_ce;
static zend_object_handlers vd_keys_object_handlers;

static zend_always_inline vd_keys_object *vd_keys_from_obj(zend_object *obj)
{
	return (vd_keys_object *) ((char *) obj - offsetof(vd_keys_object, std));
}

/* From pos on, the first property stock foreach yields: holes, uninitialized typed properties
 * and properties not visible from the executing scope are skipped (zend_fe_fetch_object_helper).
 * The executing scope is the loop's frame: iterator callbacks and opcode handlers have none of
 * their own. Returns ht->nNumUsed at the end. */
HashPosition vd_keys_object_seek(zend_object *zobj, HashTable *ht, HashPosition pos)
{
	for (; pos < ht->nNumUsed; pos++) {
		Bucket *p = ht->arData + pos;
		zval *value = &p->val;

		if (Z_TYPE_P(value) == IS_UNDEF) {
			continue;
		}
		if (Z_TYPE_P(value) == IS_INDIRECT) {
			if (Z_TYPE_P(Z_INDIRECT_P(value)) != IS_UNDEF
					&& zend_check_property_access(zobj, p->key, 0) == SUCCESS) {
				break;
			}
		} else if (zobj->ce->default_properties_count == 0
				|| !p->key
				|| zend_check_property_access(zobj, p->key, 1) == SUCCESS) {
			break;
		}
	}
	return pos;
}

/* The key stock foreach gives a property: its unmangled name, or its integer key. */
void vd_keys_property_name(const Bucket *p, zval *key)
{
	if (!p->key) {
		ZVAL_LONG(key, p->h);
	} else if (ZSTR_VAL(p->key)[0]) {
		ZVAL_STR_COPY(key, p->key);
	} else {
		const char *class_name, *prop_name;
		size_t prop_name_len;

		zend_unmangle_property_name_ex(p->key, &class_name, &prop_name, &prop_name_len);
		ZVAL_STRINGL(key, prop_name, prop_name_len);
	}
}

static zval *vd_traversable_current(zend_object_iterator *it)
{
	return vd_keys_read_current(((vd_key_iterator *) it)->inner);
}

/* Traversables: the inner iterator's rewind/valid/move_forward/key, in the stock order. Stock
 * foreach keeps iter->index on the iterator it drives; the inner one sees the same count. */
static void vd_traversable_rewind(zend_object_iterator *it)
{
	zend_object_iterator *inner = ((vd_key_iterator *) it)->inner;

	inner->index = it->index;
	if (inner->funcs->rewind) {
		inner->funcs->rewind(inner);
	}
}

static zend_result vd_traversable_valid(zend_object_iterator *it)
{
	zend_object_iterator *inner = ((vd_key_iterator *) it)->inner;

	return inner->funcs->valid(inner);
}

static void vd_traversable_move_forward(zend_object_iterator *it)
{
	zend_object_iterator *inner = ((vd_key_iterator *) it)->inner;

	inner->index = it->index;
	inner->funcs->move_forward(inner);
}

static void vd_traversable_key(zend_object_iterator *it, zval *key)
{
	zend_object_iterator *inner = ((vd_key_iterator *) it)->inner;

	if (inner->funcs->get_current_key) {
		inner->funcs->get_current_key(inner, key);
	} else {
		ZVAL_LONG(key, it->index);
	}
}

static void vd_traversable_invalidate(zend_object_iterator *it)
{
	zend_object_iterator *inner = ((vd_key_iterator *) it)->inner;

	if (inner->funcs->invalidate_current) {
		inner->funcs->invalidate_current(inner);
	}
}

static void vd_key_iterator_dtor(zend_object_iterator *it)
{
	vd_key_iterator *iter = (vd_key_iterator *) it;

	zend_iterator_dtor(iter->inner);
	zval_ptr_dtor(&it->data);
}

static HashTable *vd_key_iterator_get_gc(zend_object_iterator *it, zval **table, int *n)
{
	vd_key_iterator *iter = (vd_key_iterator *) it;
	zend_get_gc_buffer *buf = zend_get_gc_buffer_create();

	zend_get_gc_buffer_add_zval(buf, &it->data);
	zend_get_gc_buffer_add_obj(buf, &iter->inner->std);
	zend_get_gc_buffer_use(buf, table, n);
	return NULL;
}

static const zend_object_iterator_funcs vd_traversable_funcs = {
	vd_key_iterator_dtor,
	vd_traversable_valid,
	vd_traversable_current,
	vd_traversable_key,
	vd_traversable_move_forward,
	vd_traversable_rewind,
	vd_traversable_invalidate,
	vd_key_iterator_get_gc,
};

/* Runs where stock foreach calls get_iterator (FE_RESET_R, in the loop's frame), so
 * getIterator() and rewind() happen at the same moment as without the extension. */
static zend_object_iterator *vd_keys_get_iterator(zend_class_entry *ce, zval *object, int by_ref)
{
	zval *iterable = &vd_keys_from_obj(Z_OBJ_P(object))->iterable;
	zend_class_entry *inner_ce = Z_OBJCE_P(iterable);
	zend_object_iterator *inner;
	vd_key_iterator *iter;

	if (by_ref) {
		zend_throw_error(NULL, "An iterator cannot be used with foreach by reference");
		return NULL;
	}
	inner = inner_ce->get_iterator(inner_ce, iterable, 0);
	if (!inner || EG(exception)) {
		if (inner) {
			zend_iterator_dtor(inner);
		} else if (!EG(exception)) {
			zend_throw_exception_ex(NULL, 0, "Object of type %s did not create an Iterator",
				ZSTR_VAL(inner_ce->name));
		}
		return NULL;
	}

	iter = emalloc(sizeof(vd_key_iterator));
	zend_iterator_init(&iter->it);
	ZVAL_COPY(&iter->it.data, iterable);
	iter->it.funcs = &vd_traversable_funcs;
	iter->inner = inner;
	return &iter->it;
}

static zend_object *vd_keys_create(zend_class_entry *ce)
{
	vd_keys_object *keys = zend_object_alloc(sizeof(vd_keys_object), ce);

	zend_object_std_init(&keys->std, ce);
	keys->std.handlers = &vd_keys_object_handlers;
	ZVAL_UNDEF(&keys->iterable);
	return &keys->std;
}

static void vd_keys_free(zend_object *obj)
{
	zval_ptr_dtor(&vd_keys_from_obj(obj)->iterable);
	zend_object_std_dtor(obj);
}

static HashTable *vd_keys_get_gc(zend_object *obj, zval **table, int *n)
{
	*table = &vd_keys_from_obj(obj)->iterable;
	*n = 1;
	return NULL;
}

ZEND_FUNCTION(VoidDiscard_keys)
{
	zval *iterable;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_ZVAL(iterable)
	ZEND_PARSE_PARAMETERS_END();

	/* Only an iterator can call current(). An array or a plain object goes to foreach as it is:
	 * the loop frees each value before its body runs (opcodes.c), and foreach itself walks
	 * properties with the scope and rules it always has. A non-iterable
	 * reaches foreach unchanged too, which then warns exactly as stock does. */
	if (Z_TYPE_P(iterable) != IS_OBJECT || !Z_OBJCE_P(iterable)->get_iterator) {
		RETURN_COPY(iterable);
	}
	object_init_ex(return_value, vd_key_iterator_ce);
	ZVAL_COPY(&vd_keys_from_obj(Z_OBJ_P(return_value))->iterable, iterable);
}

ZEND_METHOD(VoidDiscard_KeyIterator, __construct)
{
	ZEND_PARSE_PARAMETERS_NONE();
}

void vd_keys_startup(zend_class_entry *key_iterator_ce)
{
	vd_key_iterator_ce = key_iterator_ce;
	vd_key_iterator_ce->create_object = vd_keys_create;
	vd_key_iterator_ce->get_iterator = vd_keys_get_iterator;

	memcpy(&vd_keys_object_handlers, zend_get_std_object_handlers(), sizeof(zend_object_handlers));
	vd_keys_object_handlers.offset = offsetof(vd_keys_object, std);
	vd_keys_object_handlers.free_obj = vd_keys_free;
	vd_keys_object_handlers.get_gc = vd_keys_get_gc;
	vd_keys_object_handlers.clone_obj = NULL;
}
