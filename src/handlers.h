/* SPDX-License-Identifier: MIT */
#ifndef VD_HANDLERS_H
#define VD_HANDLERS_H

/* Stage 4 (vm mode): the user opcode handler that runs converted key-only loops. Returns FAILURE
 * (with a startup warning) when VD_OPCODE cannot be used in this process. */
zend_result vd_handlers_startup(void);
void vd_handlers_shutdown(void);

#endif
