/* Stub of the macOS SDK declarations gesturetrace uses, transcribed from the macOS SDK's
   headers (sys/_types.h, sys/stat.h, dirent.h, sys/signal.h, spawn.h, time.h, sys/mman.h,
   pthread/pthread_impl.h, sys/resource.h, sys/sysctl.h, unistd.h, stdio.h, stdlib.h, string.h, math.h).
   Only what the package calls; layouts abridged where Swift never sees the difference. */
typedef signed char __int8_t; typedef unsigned char __uint8_t;
typedef short __int16_t; typedef unsigned short __uint16_t;
typedef int __int32_t; typedef unsigned int __uint32_t;
typedef long long __int64_t; typedef unsigned long long __uint64_t;
typedef unsigned long size_t; typedef long ssize_t;
typedef __uint16_t mode_t; typedef __int32_t dev_t; typedef __uint64_t ino_t;
typedef __int64_t off_t; typedef __int32_t pid_t; typedef __uint32_t uid_t; typedef __uint32_t gid_t;
typedef __uint16_t nlink_t; typedef __int64_t blkcnt_t; typedef __int32_t blksize_t;
typedef long time_t; typedef __int32_t suseconds_t; typedef __uint32_t sigset_t;

struct timespec { time_t tv_sec; long tv_nsec; };
struct timeval { time_t tv_sec; suseconds_t tv_usec; };

/* sys/stat.h, 64-bit inode layout (__DARWIN_STRUCT_STAT64) */
struct stat {
  dev_t st_dev; mode_t st_mode; nlink_t st_nlink; ino_t st_ino; uid_t st_uid; gid_t st_gid;
  dev_t st_rdev; struct timespec st_atimespec; struct timespec st_mtimespec;
  struct timespec st_ctimespec; struct timespec st_birthtimespec; off_t st_size;
  blkcnt_t st_blocks; blksize_t st_blksize; __uint32_t st_flags; __uint32_t st_gen;
  __int32_t st_lspare; __int64_t st_qspare[2];
};
int stat(const char *, struct stat *);
int lstat(const char *, struct stat *);
int fstat(int, struct stat *);
int mkdir(const char *, mode_t);

/* dirent.h (64-bit inode) */
struct dirent { __uint64_t d_ino; __uint64_t d_seekoff; __uint16_t d_reclen; __uint16_t d_namlen; __uint8_t d_type; char d_name[1024]; };
typedef struct { int __dd_fd; long __dd_loc; long __dd_size; char *__dd_buf; int __dd_len; long __dd_seek; long __padding; int __dd_flags; } DIR;
DIR *opendir(const char *);
struct dirent *readdir(DIR *);
int closedir(DIR *);

/* fcntl.h (open and fcntl are variadic: the Swift overlay supplies them) */
#define O_RDONLY 0x0000
#define O_WRONLY 0x0001
#define O_NONBLOCK 0x00000004
#define O_CREAT 0x00000200
#define O_TRUNC 0x00000400
#define O_EXCL 0x00000800
/* sys/fcntl.h: O_NOFOLLOW, open(2) */
#define O_NOFOLLOW 0x00000100
#define O_CLOEXEC 0x01000000
#define F_GETFL 3
#define F_SETFL 4

/* sys/errno.h */
extern int * __error(void);
#define EINTR 4
/* sys/errno.h: EAGAIN is 35 on Darwin, and EWOULDBLOCK is defined as EAGAIN */
#define EAGAIN 35
#define EWOULDBLOCK EAGAIN
#define EEXIST 17
#define ENOTSUP 45

/* sys/poll.h: struct pollfd, POLLIN, POLLOUT, nfds_t (unsigned int), poll(2):
   https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man2/poll.2.html */
struct pollfd { int fd; short events; short revents; };
#define POLLIN 0x0001
#define POLLOUT 0x0004
typedef unsigned int nfds_t;
int poll(struct pollfd *, nfds_t, int);

/* unistd.h */
ssize_t read(int, void *, size_t);
ssize_t write(int, const void *, size_t);
int close(int);
/* dup(2): https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man2/dup.2.html */
int dup(int);
pid_t getpid(void);
int unlink(const char *);
int rmdir(const char *);
int isatty(int);
int access(const char *, int);
ssize_t readlink(const char *, char *, size_t);
long sysconf(int);
#define X_OK (1<<0)
#define _SC_PAGESIZE 29
#define _SC_NPROCESSORS_ONLN 58
/* environ: supplied by the Swift overlay on Darwin (get-only, non-optional), see DarwinOverlay.swift */

/* sys/mman.h */
#define PROT_READ 0x01
#define MAP_PRIVATE 0x0002
#define MAP_FIXED 0x0010
#define MAP_ANON 0x1000
#define MAP_ANONYMOUS MAP_ANON
#define MADV_DONTNEED 4
void *mmap(void *, size_t, int, int, int, off_t);
int munmap(void *, size_t);
int madvise(void *, size_t, int);

/* pthread */
struct _opaque_pthread_mutex_t { long __sig; char __opaque[56]; };
struct _opaque_pthread_mutexattr_t { long __sig; char __opaque[8]; };
typedef struct _opaque_pthread_mutex_t pthread_mutex_t;
typedef struct _opaque_pthread_mutexattr_t pthread_mutexattr_t;
int pthread_mutex_init(pthread_mutex_t *, const pthread_mutexattr_t *);
int pthread_mutex_lock(pthread_mutex_t *);
int pthread_mutex_unlock(pthread_mutex_t *);
int pthread_mutex_destroy(pthread_mutex_t *);

/* sys/signal.h */
union sigval { int sival_int; void *sival_ptr; };
typedef struct __siginfo {
  int si_signo; int si_errno; int si_code; pid_t si_pid; uid_t si_uid; int si_status;
  void *si_addr; union sigval si_value; long si_band; unsigned long __pad[7];
} siginfo_t;
union __sigaction_u { void (*__sa_handler)(int); void (*__sa_sigaction)(int, struct __siginfo *, void *); };
struct sigaction { union __sigaction_u __sigaction_u; sigset_t sa_mask; int sa_flags; };
int sigaction(int, const struct sigaction *, struct sigaction *);
int sigemptyset(sigset_t *);
#define SIGBUS 10
/* sys/signal.h: SIGINT, SIGTERM, sig_t; signal(3) and raise(3):
   https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/signal.3.html */
#define SIGINT 2
#define SIGTERM 15
typedef void (*sig_t)(int);
void (*signal(int, void (*)(int)))(int);
int raise(int);
#define SIGPIPE 13
#define SA_SIGINFO 0x0040

/* time.h */
typedef enum { _CLOCK_REALTIME = 0, _CLOCK_MONOTONIC = 6, _CLOCK_MONOTONIC_RAW = 4, _CLOCK_UPTIME_RAW = 8 } clockid_t;
#define CLOCK_MONOTONIC _CLOCK_MONOTONIC
int clock_gettime(clockid_t, struct timespec *) __attribute__((availability(macosx,introduced=10.12)));
int nanosleep(const struct timespec *, struct timespec *);

/* sys/resource.h, sys/wait.h */
struct rusage { struct timeval ru_utime; struct timeval ru_stime; long ru_maxrss; long ru_ixrss; long ru_idrss; long ru_isrss; long ru_minflt; long ru_majflt; long ru_nswap; long ru_inblock; long ru_oublock; long ru_msgsnd; long ru_msgrcv; long ru_nsignals; long ru_nvcsw; long ru_nivcsw; };
pid_t wait4(pid_t, int *, int, struct rusage *);

/* spawn.h */
typedef void *posix_spawnattr_t;
typedef void *posix_spawn_file_actions_t;
int posix_spawn(pid_t *, const char *, const posix_spawn_file_actions_t *, const posix_spawnattr_t *, char *const [], char *const []);
int posix_spawn_file_actions_init(posix_spawn_file_actions_t *);
int posix_spawn_file_actions_destroy(posix_spawn_file_actions_t *);
int posix_spawn_file_actions_addopen(posix_spawn_file_actions_t *, int, const char *, int, mode_t);

/* sys/sysctl.h; sysctlbyname(3):
   https://developer.apple.com/documentation/kernel/1387446-sysctlbyname */
int sysctlbyname(const char *, void *, size_t *, void *, size_t);

/* stdio.h, stdlib.h, string.h, math.h */
typedef struct __sFILE { int _dummy; } FILE;
FILE *fopen(const char *, const char *);
int fclose(FILE *);
char *fgets(char *, int, FILE *);
int fputs(const char *, FILE *);
size_t fread(void *, size_t, size_t, FILE *);
size_t fwrite(const void *, size_t, size_t, FILE *);
int rename(const char *, const char *);
char *getenv(const char *);
void free(void *);
char *mkdtemp(char *);
void exit(int) __attribute__((noreturn));
char *strdup(const char *);
size_t strlen(const char *);
char *strerror(int);
double sin(double);
double cos(double);
double atan2(double, double);
double log(double); /* math.h (macOS SDK), man 3 log: natural logarithm */
