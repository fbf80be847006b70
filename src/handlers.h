/* SPDX-License-Identifier: MIT */
#ifndef VD_HANDLERS_H
#define VD_HANDLERS_H

/* Stage 4 (vm mode): the user opcode handlers that run converted key-only loops. Returns FAILURE
 * (with a startup warning) when VD_FE_FETCH or VD_FE_NEXT cannot be used in this process. */
zend_result vd_handlers_startup(void);
void vd_handlers_shutdown(void);

#endif
