/* SPDX-License-Identifier: MIT */
#ifndef VD_KEYS_H
#define VD_KEYS_H

/* Runtime support of the JIT-safe lowering: in `foreach (E as $k => void)` an object E is iterated
 * through \VoidDiscard\keys(E), whose iterator yields E's keys and never reads a value. */
#define VD_KEYS_FUNCTION "VoidDiscard\\keys"

void vd_keys_startup(zend_class_entry *key_iterator_ce);

/* Array and plain-object walking for the vm-mode handlers: exactly stock foreach's rules. */
static zend_always_inline HashPosition vd_keys_array_seek(const HashTable *ht, HashPosition pos)
{
	if (HT_IS_PACKED(ht)) {
		while (pos < ht->nNumUsed && Z_TYPE(ht->arPacked[pos]) == IS_UNDEF) {
			pos++;
		}
	} else {
		while (pos < ht->nNumUsed && Z_TYPE(ht->arData[pos].val) == IS_UNDEF) {
			pos++;
		}
	}
	return pos;
}

HashPosition vd_keys_object_seek(zend_object *zobj, HashTable *ht, HashPosition pos);
void vd_keys_property_name(const Bucket *p, zval *key);

/* What a key-only loop reads where stock foreach calls get_current_data(): the same, unless the
 * current() it would run is user code. A user Iterator's current() never runs. PHP's own
 * iterators are read as stock reads them, because some only move on when their element is read:
 * SplFileObject reads its line in current(), and without that read next() never reaches the end
 * of the file; RecursiveIteratorIterator, NoRewindIterator and MultipleIterator pass the read on
 * to the iterators they wrap; AppendIterator's current() can end its key. The value stays the
 * iterator's, which frees it on its next step; the loop gets a null. docs/semantics.md lists
 * the audit of php-src's iterators behind this rule.
 * Returns NULL where stock foreach ends the loop: no element, or an exception. */
static zend_always_inline zval *vd_keys_read_current(zend_object_iterator *iter)
{
	const zend_class_iterator_funcs *methods = Z_TYPE(iter->data) == IS_OBJECT ? Z_OBJCE(iter->data)->iterator_funcs_ptr : NULL;

	if (!methods || !methods->zf_current || methods->zf_current->type != ZEND_USER_FUNCTION) {
		zval *value = iter->funcs->get_current_data(iter);

		if (!value || EG(exception)) {
			return NULL;
		}
	}
	return &EG(uninitialized_zval);
}

#endif
