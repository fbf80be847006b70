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

#if VD_OPCODE <= ZEND_VM_LAST_OPCODE || VD_OPCODE >= ZEND_GOTO
# error "VD_OPCODE must lie above ZEND_VM_LAST_OPCODE and below the compiler's pseudo-opcodes"
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

/* Hands the key to the loop: into the key variable directly (skipping the ASSIGN that follows)
 * when the conversion found one, else into the result slot like FE_FETCH_R. */
static zend_always_inline int vd_yield_key(zend_execute_data *execute_data, const zend_op *opline, zval *key)
{
	if (opline->op2_type == IS_CV) {
		zval *var = EX_VAR(opline->op2.var);

		if (EXPECTED(!Z_REFCOUNTED_P(var))) {
			ZVAL_COPY_VALUE(var, key);
		} else if (EXPECTED(Z_TYPE_P(var) == IS_STRING)) {
			/* the previous string key: releasing it runs no user code */
			zend_string *old = Z_STR_P(var);

			ZVAL_COPY_VALUE(var, key);
			zend_string_release_ex(old, 0);
		} else {
			/* the old value may be a reference (typed or not) or run a destructor */
			zend_assign_to_variable(var, key, IS_TMP_VAR, EX_USES_STRICT_TYPES());
			if (UNEXPECTED(EG(exception))) {
				zend_rethrow_exception(execute_data);
				return ZEND_USER_OPCODE_CONTINUE;
			}
		}
		EX(opline) = opline + 2;
		return ZEND_USER_OPCODE_CONTINUE;
	}
	if (opline->result_type != IS_UNUSED) {
		ZVAL_COPY_VALUE(EX_VAR(opline->result.var), key);
	}
	EX(opline) = opline + 1;
	return ZEND_USER_OPCODE_CONTINUE;
}

static zend_never_inline int vd_fetch_object(zend_execute_data *execute_data, const zend_op *opline, zval *iterable)
{
	zend_object_iterator *iter = zend_iterator_unwrap(iterable);
	bool want_key = opline->result_type != IS_UNUSED;
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
		/* every Traversable: stock order, minus get_current_data(), so current() never runs */
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
		EX(opline) = opline + 1;
		return ZEND_USER_OPCODE_CONTINUE;
	}
	return vd_yield_key(execute_data, opline, &key);
}

/* FE_FETCH_R without the value: arrays are walked here, inline; the value is never read. */
static int vd_fetch_key(zend_execute_data *execute_data)
{
	const zend_op *opline = EX(opline);
	zval *iterable = EX_VAR(opline->op1.var);
	HashTable *ht;
	HashPosition pos;
	zval key;

	if (UNEXPECTED(Z_TYPE_P(iterable) != IS_ARRAY)) {
		return vd_fetch_object(execute_data, opline, iterable);
	}
	ht = Z_ARRVAL_P(iterable);
	pos = Z_FE_POS_P(iterable);
	if (HT_IS_PACKED(ht)) {
		zval *var;

		while (pos < ht->nNumUsed && Z_TYPE(ht->arPacked[pos]) == IS_UNDEF) {
			pos++;
		}
		if (UNEXPECTED(pos >= ht->nNumUsed)) {
			return vd_exit(execute_data, opline);
		}
		Z_FE_POS_P(iterable) = pos + 1;
		/* the common case, an int key over the previous int key, without a detour */
		if (EXPECTED(opline->op2_type == IS_CV)
				&& EXPECTED(!Z_REFCOUNTED_P(var = EX_VAR(opline->op2.var)))) {
			ZVAL_LONG(var, pos);
			EX(opline) = opline + 2;
			return ZEND_USER_OPCODE_CONTINUE;
		}
		ZVAL_LONG(&key, pos);
	} else {
		Bucket *p;

		while (pos < ht->nNumUsed && Z_TYPE(ht->arData[pos].val) == IS_UNDEF) {
			pos++;
		}
		if (UNEXPECTED(pos >= ht->nNumUsed)) {
			return vd_exit(execute_data, opline);
		}
		Z_FE_POS_P(iterable) = pos + 1;
		p = ht->arData + pos;
		if (p->key) {
			ZVAL_STR_COPY(&key, p->key);
		} else {
			ZVAL_LONG(&key, p->h);
		}
	}
	return vd_yield_key(execute_data, opline, &key);
}

/* The number must be free, and must resolve to the VM's user-opcode handler: a future VM with a
 * shorter specs[] table or another extension owning the number would make it unsafe. */
static bool vd_opcode_usable(void)
{
	zend_op probe, user;

	if (zend_get_user_opcode_handler(VD_OPCODE) != NULL) {
		return false;
	}
	if (zend_set_user_opcode_handler(VD_OPCODE, vd_fetch_key) == FAILURE) {
		return false;
	}
	memset(&probe, 0, sizeof(probe));
	memset(&user, 0, sizeof(user));
	probe.opcode = VD_OPCODE;
	user.opcode = ZEND_USER_OPCODE;
	probe.op1_type = probe.op2_type = probe.result_type = IS_UNUSED;
	user.op1_type = user.op2_type = user.result_type = IS_UNUSED;
	zend_vm_set_opcode_handler(&probe);
	zend_vm_set_opcode_handler(&user);
	if (probe.handler != user.handler) {
		zend_set_user_opcode_handler(VD_OPCODE, NULL);
		return false;
	}
	return true;
}

zend_result vd_handlers_startup(void)
{
	if (!vd_opcode_usable()) {
		php_error_docref(NULL, E_CORE_WARNING,
			"void_discard: opcode %d is not free in this PHP; using void_discard.mode=compat", VD_OPCODE);
		return FAILURE;
	}
	return SUCCESS;
}

void vd_handlers_shutdown(void)
{
	if (zend_get_user_opcode_handler(VD_OPCODE) == vd_fetch_key) {
		zend_set_user_opcode_handler(VD_OPCODE, NULL);
	}
}
