/* SPDX-License-Identifier: MIT */
#ifndef VD_KEYS_H
#define VD_KEYS_H

/* Runtime support of the JIT-safe lowering: `foreach (E as $k => void)` compiles to a standard
 * loop over \VoidDiscard\keys(E), whose iterator yields E's keys and never reads a value. */
#define VD_KEYS_FUNCTION "VoidDiscard\\keys"

void vd_keys_startup(zend_class_entry *key_iterator_ce);

#endif
