/* SPDX-License-Identifier: MIT */
/* modules.h: kernel modules (modules/): the modules stage. */
#ifndef KINIT_MODULES_H
#define KINIT_MODULES_H


struct cmdline;
struct boot;

/*
 * Load the modules the initramfs carries for the running kernel (or, said
 * so, those of the only other release there); b->modules_ms gets the time.
 */
int modules_stage(struct boot *b);

/*
 * Load every module listed in <dir>/modules.dep (dir: /lib/modules/<the
 * running kernel's release>, or the only folder there), dependencies
 * first, with the parameters `module.param=value' from the command line.
 * With jobs > 1 (0: the CPUs kinit may run on) modules whose dependencies
 * are in load at once, each in a child process, up to jobs at a time.
 * Returns how many failed to load.
 */
int load_modules(const char *dir, const struct cmdline *c, int jobs);
/*
 * The kernel's share of load_modules(), in microseconds: the time in
 * init_module and finit_module, and, while children load modules, the
 * time kinit waits for them.  The rest (modules.dep, the files, messages)
 * is kinit's own work.
 */
extern long long modules_kernel_us;

#endif
