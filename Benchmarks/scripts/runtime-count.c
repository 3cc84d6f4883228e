/* Counts heap allocations for the runtime benchmarks (runtime-quick.sh, the lookup-table
   experiment): preloaded with LD_PRELOAD, it wraps malloc and its aligned forms. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stddef.h>
static void *(*real_malloc)(size_t);
static void *(*real_aligned)(size_t, size_t);
static int (*real_posix_memalign)(void **, size_t, size_t);
unsigned long graft_allocations = 0;
void *malloc(size_t size) {
    if (!real_malloc) real_malloc = dlsym(RTLD_NEXT, "malloc");
    graft_allocations++;
    return real_malloc(size);
}
int posix_memalign(void **out, size_t alignment, size_t size) {
    if (!real_posix_memalign) real_posix_memalign = dlsym(RTLD_NEXT, "posix_memalign");
    graft_allocations++;
    return real_posix_memalign(out, alignment, size);
}
void *memalign(size_t alignment, size_t size) {
    static void *(*real_memalign)(size_t, size_t);
    if (!real_memalign) real_memalign = dlsym(RTLD_NEXT, "memalign");
    graft_allocations++;
    return real_memalign(alignment, size);
}
void *aligned_alloc(size_t alignment, size_t size) {
    if (!real_aligned) real_aligned = dlsym(RTLD_NEXT, "aligned_alloc");
    graft_allocations++;
    return real_aligned(alignment, size);
}
unsigned long graft_allocation_count(void) { return graft_allocations; }
