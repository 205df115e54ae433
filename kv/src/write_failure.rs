//! Why a commit could not write the data file, said plainly (D-746).
//!
//! LMDB turns a short write into `EIO` ("Input/output error"): a full
//! disk, or a write crossing the process's file size limit, is reported
//! as an I/O error. When a commit fails with `EIO`, `ENOSPC`, `EFBIG` or
//! `EDQUOT`, the file system and the limit are looked at: a file system
//! with less than one page free is "no space left on device", a data
//! file at the file size limit is "file size limit reached".

use std::path::Path;

use crate::error::Error;

/// Less free space than this on the database's file system counts as full
/// after a failed write (the write itself took what there was).
const FULL_BELOW: u64 = 64 * 1024;

/// The plain reason for a failed commit's return code, or `None` when it
/// is not a write failure these explain.
pub(crate) fn explain(rc: i32, dir: &Path) -> Option<Error> {
    let reason = match rc {
        libc::ENOSPC => "no space left on device",
        libc::EFBIG => "file size limit reached",
        libc::EDQUOT => "disk quota exceeded",
        libc::EIO if at_file_size_limit(dir) => "file size limit reached",
        libc::EIO if free_bytes(dir).is_some_and(|free| free < FULL_BELOW) => {
            "no space left on device"
        }
        _ => return None,
    };
    Some(Error::WriteFailed {
        path: dir.to_path_buf(),
        reason,
    })
}

/// Bytes an unprivileged process may still write on `dir`'s file system.
// The field types differ between platforms (u32 on some): the casts stay.
#[allow(clippy::unnecessary_cast)]
fn free_bytes(dir: &Path) -> Option<u64> {
    use std::os::unix::ffi::OsStrExt;
    let c = std::ffi::CString::new(dir.as_os_str().as_bytes()).ok()?;
    let mut st = std::mem::MaybeUninit::<libc::statvfs>::uninit();
    // SAFETY: `c` is a NUL-terminated path; statvfs fills `st` on success.
    if unsafe { libc::statvfs(c.as_ptr(), st.as_mut_ptr()) } != 0 {
        return None;
    }
    // SAFETY: initialised by the successful call above.
    let st = unsafe { st.assume_init() };
    Some((st.f_bavail as u64).saturating_mul(st.f_frsize as u64))
}

/// True when the data file has reached the process's `RLIMIT_FSIZE`.
#[allow(clippy::unnecessary_cast)] // rlim_t differs between platforms
fn at_file_size_limit(dir: &Path) -> bool {
    let mut lim = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit fills the struct; RLIMIT_FSIZE is a valid resource.
    if unsafe { libc::getrlimit(libc::RLIMIT_FSIZE, &mut lim) } != 0
        || lim.rlim_cur == libc::RLIM_INFINITY
    {
        return false;
    }
    let page = 64 * 1024;
    std::fs::metadata(dir.join("data.mdb"))
        .is_ok_and(|m| m.len().saturating_add(page) >= lim.rlim_cur as u64)
}
