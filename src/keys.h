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
zval *vd_keys_read_current(zend_object_iterator *iter);
void vd_keys_property_name(const Bucket *p, zval *key);

#endif
