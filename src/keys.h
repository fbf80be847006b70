/* SPDX-License-Identifier: MIT */
#ifndef VD_KEYS_H
#define VD_KEYS_H

/* Runtime support of the JIT-safe lowering: `foreach (E as $k => void)` compiles to a standard
 * loop over \VoidDiscard\keys(E), whose iterator yields E's keys and never reads a value. */
#define VD_KEYS_FUNCTION "VoidDiscard\\keys"

void vd_keys_startup(zend_class_entry *key_iterator_ce);

/* Plain-object walking shared with the vm-mode handler: exactly stock foreach's rules. */
HashPosition vd_keys_object_seek(zend_object *zobj, HashTable *ht, HashPosition pos);
void vd_keys_property_name(const Bucket *p, zval *key);

#endif
