//! Independent jobs on a few threads: the files of one command line, the
//! chunks a text is parsed and lowered in, the parts of a module.
//!
//! Input: how many jobs, how many threads, a stack size for them, and the
//! job (by index). Output: every job's result, in index order.
//!
//! Invariants: the results are in index order whatever thread ran which
//! job, so what is built from them is the same for any thread count; with
//! one thread (or one job) everything runs on the calling thread; a job
//! whose thread could not start runs on the calling thread afterwards.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// `job(0) … job(count - 1)` on up to `threads` threads of `stack` bytes
/// of stack each (the default when `None`).
pub fn map<T: Send>(
    count: usize,
    threads: usize,
    stack: Option<usize>,
    job: impl Fn(usize) -> T + Sync,
) -> Vec<T> {
    let threads = threads.min(count);
    if threads <= 1 {
        return (0..count).map(&job).collect();
    }
    let next = AtomicUsize::new(0);
    let slots: Vec<Mutex<Option<T>>> = (0..count).map(|_| Mutex::new(None)).collect();
    std::thread::scope(|scope| {
        for _ in 0..threads {
            let worker = || loop {
                let k = next.fetch_add(1, Ordering::Relaxed);
                if k >= count {
                    break;
                }
                let r = job(k);
                *slots[k].lock().unwrap_or_else(|e| e.into_inner()) = Some(r);
            };
            let mut b = std::thread::Builder::new().name("cudac-worker".into());
            if let Some(bytes) = stack {
                b = b.stack_size(bytes);
            }
            // A thread that cannot start leaves its share to the others
            // (and to the loop below).
            let _ = b.spawn_scoped(scope, worker);
        }
    });
    slots
        .into_iter()
        .enumerate()
        .map(|(k, m)| {
            m.into_inner()
                .unwrap_or_else(|e| e.into_inner())
                .unwrap_or_else(|| job(k))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_come_in_index_order_for_any_thread_count() {
        for threads in [1, 2, 5, 64] {
            let v = map(20, threads, None, |k| {
                std::thread::sleep(std::time::Duration::from_micros(((20 - k) * 50) as u64));
                k * k
            });
            assert_eq!(v, (0..20).map(|k| k * k).collect::<Vec<_>>());
        }
        assert!(map(0, 4, None, |k| k).is_empty());
    }
}
