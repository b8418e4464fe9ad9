// Linked into every executable of a -DSLUICE_SANITIZE=thread build (see SluiceCompilerOptions).
//
// librdkafka (Debian's build) runs its threads and locks with C11 <threads.h>. glibc implements
// thrd_create, mtx_lock, cnd_wait, call_once... by calling its internal pthread functions
// directly, so GCC 12's ThreadSanitizer, which only intercepts the public pthread symbols, never
// learns about librdkafka's threads (it crashes in the first allocation they make) nor about their
// locks (every hand-over through them would look like a race). These definitions take precedence
// over glibc's for the whole process and forward to the intercepted pthread functions, as the C11
// functions of newer sanitizer runtimes do.
#include <errno.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <threads.h>

static int fromErrno(int err)
{
    switch (err) {
    case 0: return thrd_success;
    case ENOMEM: return thrd_nomem;
    case ETIMEDOUT: return thrd_timedout;
    case EBUSY: return thrd_busy;
    default: return thrd_error;
    }
}

typedef struct {
    thrd_start_t func;
    void *arg;
} StartArgs;

// glibc itself starts a C11 thread through the pthread entry signature and keeps the int result.
static void *startThread(void *p)
{
    StartArgs args = *(StartArgs *)p;
    free(p);
    return (void *)(intptr_t)args.func(args.arg);
}

int thrd_create(thrd_t *thr, thrd_start_t func, void *arg)
{
    StartArgs *args = malloc(sizeof *args);
    if (!args)
        return thrd_nomem;
    args->func = func;
    args->arg = arg;
    const int err = pthread_create(thr, NULL, startThread, args);
    if (err)
        free(args);
    return fromErrno(err);
}

int thrd_join(thrd_t thr, int *res)
{
    void *ret = NULL;
    const int err = pthread_join(thr, &ret);
    if (!err && res)
        *res = (int)(intptr_t)ret;
    return fromErrno(err);
}

int thrd_detach(thrd_t thr)
{
    return fromErrno(pthread_detach(thr));
}

int mtx_init(mtx_t *mtx, int type)
{
    pthread_mutexattr_t attr;
    pthread_mutexattr_init(&attr);
    if (type & mtx_recursive)
        pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_RECURSIVE);
    const int err = pthread_mutex_init((pthread_mutex_t *)mtx, &attr);
    pthread_mutexattr_destroy(&attr);
    return fromErrno(err);
}

int mtx_lock(mtx_t *mtx)
{
    return fromErrno(pthread_mutex_lock((pthread_mutex_t *)mtx));
}

int mtx_trylock(mtx_t *mtx)
{
    return fromErrno(pthread_mutex_trylock((pthread_mutex_t *)mtx));
}

int mtx_timedlock(mtx_t *restrict mtx, const struct timespec *restrict ts)
{
    return fromErrno(pthread_mutex_timedlock((pthread_mutex_t *)mtx, ts));
}

int mtx_unlock(mtx_t *mtx)
{
    return fromErrno(pthread_mutex_unlock((pthread_mutex_t *)mtx));
}

void mtx_destroy(mtx_t *mtx)
{
    pthread_mutex_destroy((pthread_mutex_t *)mtx);
}

int cnd_init(cnd_t *cond)
{
    return fromErrno(pthread_cond_init((pthread_cond_t *)cond, NULL));
}

int cnd_signal(cnd_t *cond)
{
    return fromErrno(pthread_cond_signal((pthread_cond_t *)cond));
}

int cnd_broadcast(cnd_t *cond)
{
    return fromErrno(pthread_cond_broadcast((pthread_cond_t *)cond));
}

int cnd_wait(cnd_t *cond, mtx_t *mtx)
{
    return fromErrno(pthread_cond_wait((pthread_cond_t *)cond, (pthread_mutex_t *)mtx));
}

int cnd_timedwait(cnd_t *restrict cond, mtx_t *restrict mtx, const struct timespec *restrict ts)
{
    return fromErrno(pthread_cond_timedwait((pthread_cond_t *)cond, (pthread_mutex_t *)mtx, ts));
}

void cnd_destroy(cnd_t *cond)
{
    pthread_cond_destroy((pthread_cond_t *)cond);
}

void call_once(once_flag *flag, void (*func)(void))
{
    pthread_once((pthread_once_t *)flag, func);
}
