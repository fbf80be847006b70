/* SPDX-License-Identifier: MIT */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "zend_exceptions.h"
#include "zend_execute.h"
#include "zend_vm.h"

#include "php_void_discard.h"
#include "compat.h"
#include "keys.h"
#include "opcodes.h"
#include "handlers.h"

#if VD_FE_FETCH <= ZEND_VM_LAST_OPCODE || VD_FE_NEXT >= ZEND_GOTO
# error "VD_FE_FETCH and VD_FE_NEXT must lie above ZEND_VM_LAST_OPCODE and below the compiler's pseudo-opcodes"
#endif

/* The iteration ended (or the iterable was empty): jump to the loop exit, as FE_FETCH_R does. */
static zend_always_inline int vd_exit(zend_execute_data *execute_data, const zend_op *opline)
{
	EX(opline) = ZEND_OFFSET_TO_OPLINE(opline, opline->extended_value);
	return ZEND_USER_OPCODE_CONTINUE;
}

/* An iterator method threw: the engine has pointed EX(opline) at its exception op already (or
 * does so here); the key slot must not hold garbage. */
static zend_never_inline int vd_exception(zend_execute_data *execute_data, const zend_op *opline)
{
	if (opline->result_type != IS_UNUSED) {
		ZVAL_UNDEF(EX_VAR(opline->result.var));
	}
	zend_rethrow_exception(execute_data);
	return ZEND_USER_OPCODE_CONTINUE;
}

/* Hands the key to the loop, into the key variable directly when the conversion found one (op2),
 * else into the result slot like FE_FETCH_R, and goes on at the loop's body. */
static zend_always_inline int vd_yield_key(zend_execute_data *execute_data, const zend_op *opline, const zend_op *body, zval *key)
{
	if (opline->op2_type == IS_CV) {
		zval *var = EX_VAR(opline->op2.var);

		if (EXPECTED(!Z_REFCOUNTED_P(var))) {
			ZVAL_COPY_VALUE(var, key);
		} else {
			/* the old value may be the previous string key, a reference (typed or not), or run a
			 * destructor */
			zend_assign_to_variable(var, key, IS_TMP_VAR, EX_USES_STRICT_TYPES());
			if (UNEXPECTED(EG(exception))) {
				zend_rethrow_exception(execute_data);
				return ZEND_USER_OPCODE_CONTINUE;
			}
		}
		EX(opline) = body;
		return ZEND_USER_OPCODE_CONTINUE;
	}
	if (opline->result_type != IS_UNUSED) {
		ZVAL_COPY_VALUE(EX_VAR(opline->result.var), key);
	}
	EX(opline) = body;
	return ZEND_USER_OPCODE_CONTINUE;
}

static zend_never_inline int vd_fetch_object(zend_execute_data *execute_data, const zend_op *opline, const zend_op *body, zval *iterable)
{
	zend_object_iterator *iter = zend_iterator_unwrap(iterable);
	bool want_key = opline->op2_type == IS_CV || opline->result_type != IS_UNUSED;
	zval key;

	if (!iter) {
		/* a plain object: FE_RESET_R left a hash iterator in Z_FE_ITER */
		HashTable *ht = Z_OBJPROP_P(iterable);
		uint32_t ht_iter = Z_FE_ITER_P(iterable);
		HashPosition pos = vd_keys_object_seek(Z_OBJ_P(iterable), ht, zend_hash_iterator_pos(ht_iter, ht));

		if (pos >= ht->nNumUsed) {
			return vd_exit(execute_data, opline);
		}
		EG(ht_iterators)[ht_iter].pos = pos + 1;
		if (want_key) {
			vd_keys_property_name(ht->arData + pos, &key);
		}
	} else {
		/* every Traversable: stock order, minus the value (vd_keys_read_current()) */
		const zend_object_iterator_funcs *funcs = iter->funcs;

		if (EXPECTED(++iter->index > 0)) {
			funcs->move_forward(iter);
			if (UNEXPECTED(EG(exception))) {
				return vd_exception(execute_data, opline);
			}
			if (funcs->valid(iter) == FAILURE) {
				if (UNEXPECTED(EG(exception))) {
					return vd_exception(execute_data, opline);
				}
				return vd_exit(execute_data, opline);
			}
		}
		if (UNEXPECTED(!vd_keys_read_current(iter))) {
			if (UNEXPECTED(EG(exception))) {
				return vd_exception(execute_data, opline);
			}
			return vd_exit(execute_data, opline);
		}
		if (want_key) {
			if (funcs->get_current_key) {
				funcs->get_current_key(iter, &key);
				if (UNEXPECTED(EG(exception))) {
					return vd_exception(execute_data, opline);
				}
			} else {
				ZVAL_LONG(&key, iter->index);
			}
		}
	}
	if (!want_key) {
		EX(opline) = body;
		return ZEND_USER_OPCODE_CONTINUE;
	}
	return vd_yield_key(execute_data, opline, body, &key);
}

/* The last reference to the key variable's previous string went: a tail call, out of the way. */
static zend_never_inline int vd_free_string(zend_string *str)
{
	zend_string_efree(str);
	return ZEND_USER_OPCODE_CONTINUE;
}

static zend_always_inline void vd_bucket_key(zval *key, const Bucket *p)
{
	if (p->key) {
		ZVAL_STR_COPY(key, p->key);
	} else {
		ZVAL_LONG(key, p->h);
	}
}

/* Arrays, the general case: holes, keys into the result slot or over a refcounted variable. */
static zend_never_inline int vd_fetch_array(zend_execute_data *execute_data, const zend_op *opline, const zend_op *body, zval *iterable)
{
	HashTable *ht = Z_ARRVAL_P(iterable);
	HashPosition pos = vd_keys_array_seek(ht, Z_FE_POS_P(iterable));
	zval key;

	if (UNEXPECTED(pos >= ht->nNumUsed)) {
		return vd_exit(execute_data, opline);
	}
	Z_FE_POS_P(iterable) = pos + 1;
	if (opline->op2_type != IS_CV && opline->result_type == IS_UNUSED) {
		/* `foreach ($a as void)`: no key wanted, none copied */
		EX(opline) = body;
		return ZEND_USER_OPCODE_CONTINUE;
	}
	if (HT_IS_PACKED(ht)) {
		ZVAL_LONG(&key, pos);
	} else {
		vd_bucket_key(&key, ht->arData + pos);
	}
	return vd_yield_key(execute_data, opline, body, &key);
}

/* The common step (pos is in range) when the key goes to the result slot, which holds nothing
 * to release, or nowhere; kept apart so that vd_fetch() needs no spills. */
static zend_never_inline int vd_fetch_into_result(zend_execute_data *execute_data, const zend_op *opline, const zend_op *body, zval *iterable)
{
	HashTable *ht = Z_ARRVAL_P(iterable);
	HashPosition pos = Z_FE_POS_P(iterable);

	if (HT_IS_PACKED(ht) ? Z_TYPE(ht->arPacked[pos]) == IS_UNDEF : Z_TYPE(ht->arData[pos].val) == IS_UNDEF) {
		return vd_fetch_array(execute_data, opline, body, iterable);
	}
	Z_FE_POS_P(iterable) = pos + 1;
	if (opline->result_type != IS_UNUSED) {
		if (HT_IS_PACKED(ht)) {
			ZVAL_LONG(EX_VAR(opline->result.var), pos);
		} else {
			vd_bucket_key(EX_VAR(opline->result.var), ht->arData + pos);
		}
	}
	EX(opline) = body;
	return ZEND_USER_OPCODE_CONTINUE;
}

/* FE_FETCH_R without the value; the value is never read. This is the whole per-element cost of
 * a key-only loop, so it handles the common step itself: the element at the current position,
 * its key into the key variable over an int or the previous string key. No local whose address
 * escapes and every other case as a tail call, so the compiler gives the handlers no stack
 * frame. */
static zend_always_inline int vd_fetch(zend_execute_data *execute_data, const zend_op *opline, const zend_op *body)
{
	zval *iterable = EX_VAR(opline->op1.var);
	zval *var;
	HashTable *ht;
	HashPosition pos;

	if (UNEXPECTED(Z_TYPE_P(iterable) != IS_ARRAY)) {
		return vd_fetch_object(execute_data, opline, body, iterable);
	}
	ht = Z_ARRVAL_P(iterable);
	pos = Z_FE_POS_P(iterable);
	if (UNEXPECTED(pos >= ht->nNumUsed)) {
		return vd_fetch_array(execute_data, opline, body, iterable);
	}
	if (opline->op2_type != IS_CV) {
		return vd_fetch_into_result(execute_data, opline, body, iterable);
	}
	var = EX_VAR(opline->op2.var);
	if (HT_IS_PACKED(ht)) {
		if (EXPECTED(Z_TYPE(ht->arPacked[pos]) != IS_UNDEF) && EXPECTED(!Z_REFCOUNTED_P(var))) {
			Z_FE_POS_P(iterable) = pos + 1;
			ZVAL_LONG(var, pos);
			EX(opline) = body;
			return ZEND_USER_OPCODE_CONTINUE;
		}
	} else if (EXPECTED(Z_TYPE(ht->arData[pos].val) != IS_UNDEF)
			&& (!Z_REFCOUNTED_P(var) || Z_TYPE_P(var) == IS_STRING)) {
		/* the old value is an int or the previous string key (refcounted, so not interned):
		 * releasing it runs no user code */
		zend_string *old = Z_REFCOUNTED_P(var) ? Z_STR_P(var) : NULL;

		Z_FE_POS_P(iterable) = pos + 1;
		vd_bucket_key(var, ht->arData + pos);
		EX(opline) = body;
		if (old && GC_DELREF(old) == 0) {
			return vd_free_string(old);
		}
		return ZEND_USER_OPCODE_CONTINUE;
	}
	return vd_fetch_array(execute_data, opline, body, iterable);
}

/* The converted FE_FETCH_R at the top of the loop. The body starts after it, or after the ASSIGN
 * of the key that op2 made redundant. */
static int vd_fe_fetch_handler(zend_execute_data *execute_data)
{
	const zend_op *opline = EX(opline);

	return vd_fetch(execute_data, opline, opline + 1 + (opline->op2_type == IS_CV));
}

/* The converted back edge, `JMP` to the top: fetches the next key itself and goes straight on
 * at the body, so an iteration dispatches one opcode of ours instead of a JMP and a fetch.
 * result.num holds the offset of the body. */
static int vd_fe_next_handler(zend_execute_data *execute_data)
{
	const zend_op *opline = EX(opline);

	return vd_fetch(execute_data, opline, ZEND_OFFSET_TO_OPLINE(opline, opline->result.num));
}

/* The number must be free, and must resolve to the VM's user-opcode handler: a future VM with a
 * shorter specs[] table or another extension owning the number would make it unsafe. */
static bool vd_opcode_claim(uint8_t opcode, user_opcode_handler_t handler)
{
	zend_op probe, user;

	if (zend_get_user_opcode_handler(opcode) != NULL) {
		return false;
	}
	if (zend_set_user_opcode_handler(opcode, handler) == FAILURE) {
		return false;
	}
	memset(&probe, 0, sizeof(probe));
	memset(&user, 0, sizeof(user));
	probe.opcode = opcode;
	user.opcode = ZEND_USER_OPCODE;
	probe.op1_type = probe.op2_type = probe.result_type = IS_UNUSED;
	user.op1_type = user.op2_type = user.result_type = IS_UNUSED;
	zend_vm_set_opcode_handler(&probe);
	zend_vm_set_opcode_handler(&user);
	if (probe.handler != user.handler) {
		zend_set_user_opcode_handler(opcode, NULL);
		return false;
	}
	return true;
}

static void vd_opcode_release(uint8_t opcode, user_opcode_handler_t handler)
{
	if (zend_get_user_opcode_handler(opcode) == handler) {
		zend_set_user_opcode_handler(opcode, NULL);
	}
}

zend_result vd_handlers_startup(void)
{
	if (!vd_opcode_claim(VD_FE_FETCH, vd_fe_fetch_handler)) {
		php_error_docref(NULL, E_CORE_WARNING,
			"void_discard: opcode %d is not free in this PHP; using void_discard.mode=compat", VD_FE_FETCH);
		return FAILURE;
	}
	if (!vd_opcode_claim(VD_FE_NEXT, vd_fe_next_handler)) {
		vd_opcode_release(VD_FE_FETCH, vd_fe_fetch_handler);
		php_error_docref(NULL, E_CORE_WARNING,
			"void_discard: opcode %d is not free in this PHP; using void_discard.mode=compat", VD_FE_NEXT);
		return FAILURE;
	}
	return SUCCESS;
}

void vd_handlers_shutdown(void)
{
	vd_opcode_release(VD_FE_FETCH, vd_fe_fetch_handler);
	vd_opcode_release(VD_FE_NEXT, vd_fe_next_handler);
}
