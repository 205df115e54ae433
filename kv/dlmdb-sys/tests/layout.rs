//! Layout of the `#[repr(C)]` structs against the C definitions, and a smoke
//! test that the linked library is DLMDB 1.1.0 with its extensions.

use dlmdb_sys::*;
use std::ffi::{CStr, CString};
use std::mem::{align_of, offset_of, size_of};
use std::ptr;

#[test]
fn mdb_val_layout() {
    assert_eq!(size_of::<MDB_val>(), 16);
    assert_eq!(align_of::<MDB_val>(), 8);
    assert_eq!(offset_of!(MDB_val, mv_size), 0);
    assert_eq!(offset_of!(MDB_val, mv_data), 8);
}

#[test]
fn mdb_stat_layout() {
    // dlmdb-api.md says 48 bytes; the C struct is 2×u32 + 4×size_t = 40, and
    // filling a sentinel buffer through mdb_env_stat shows DLMDB writes 40.
    assert_eq!(size_of::<MDB_stat>(), 40);
    assert_eq!(offset_of!(MDB_stat, ms_psize), 0);
    assert_eq!(offset_of!(MDB_stat, ms_depth), 4);
    assert_eq!(offset_of!(MDB_stat, ms_branch_pages), 8);
    assert_eq!(offset_of!(MDB_stat, ms_leaf_pages), 16);
    assert_eq!(offset_of!(MDB_stat, ms_overflow_pages), 24);
    assert_eq!(offset_of!(MDB_stat, ms_entries), 32);
}

#[test]
fn mdb_envinfo_layout() {
    assert_eq!(size_of::<MDB_envinfo>(), 40);
    assert_eq!(offset_of!(MDB_envinfo, me_mapaddr), 0);
    assert_eq!(offset_of!(MDB_envinfo, me_mapsize), 8);
    assert_eq!(offset_of!(MDB_envinfo, me_last_pgno), 16);
    assert_eq!(offset_of!(MDB_envinfo, me_last_txnid), 24);
    assert_eq!(offset_of!(MDB_envinfo, me_maxreaders), 32);
    assert_eq!(offset_of!(MDB_envinfo, me_numreaders), 36);
}

#[test]
fn version_is_dlmdb_1_1_0() {
    let (mut major, mut minor, mut patch) = (0, 0, 0);
    // SAFETY: mdb_version only writes the three ints and returns a static string.
    let s = unsafe { CStr::from_ptr(mdb_version(&mut major, &mut minor, &mut patch)) };
    assert_eq!((major, minor, patch), (1, 1, 0));
    assert!(s.to_string_lossy().starts_with("DLMDB 1.1.0"), "{s:?}");
}

fn check(rc: i32) {
    if rc != 0 {
        // SAFETY: mdb_strerror returns a static string for any code.
        let msg = unsafe { CStr::from_ptr(mdb_strerror(rc)) };
        panic!("rc {rc}: {msg:?}");
    }
}

#[test]
fn counted_prefix_compressed_dupsort_db_opens_and_counts() {
    let dir = tempfile::tempdir().unwrap();
    let path = CString::new(dir.path().to_str().unwrap()).unwrap();
    // SAFETY: a straight-line use of the C API: every handle is created before
    // use and released exactly once, in reverse order.
    unsafe {
        let mut env = ptr::null_mut();
        check(mdb_env_create(&mut env));
        check(mdb_env_set_maxdbs(env, 4));
        check(mdb_env_set_mapsize(env, 1 << 24));
        check(mdb_env_open(env, path.as_ptr(), MDB_NOTLS, 0o644));
        assert_eq!(mdb_env_get_maxkeysize(env), 511);
        let mut txn = ptr::null_mut();
        check(mdb_txn_begin(env, ptr::null_mut(), 0, &mut txn));
        let mut dbi = 0;
        let name = CString::new("t").unwrap();
        let flags = MDB_COUNTED | MDB_PREFIX_COMPRESSION | MDB_DUPSORT | MDB_CREATE;
        check(mdb_dbi_open(txn, name.as_ptr(), flags, &mut dbi));
        let mut stored = 0;
        check(mdb_dbi_flags(txn, dbi, &mut stored));
        assert_eq!(
            stored & (MDB_COUNTED | MDB_PREFIX_COMPRESSION | MDB_DUPSORT),
            MDB_COUNTED | MDB_PREFIX_COMPRESSION | MDB_DUPSORT
        );
        for k in 0u8..10 {
            for v in 0u8..3 {
                let mut kb = [b'k', k];
                let mut vb = [b'v', v];
                let mut key = MDB_val {
                    mv_size: 2,
                    mv_data: kb.as_mut_ptr().cast(),
                };
                let mut val = MDB_val {
                    mv_size: 2,
                    mv_data: vb.as_mut_ptr().cast(),
                };
                check(mdb_put(txn, dbi, &mut key, &mut val, 0));
            }
        }
        let mut n = 0u64;
        check(mdb_count_all(txn, dbi, 0, &mut n));
        assert_eq!(n, 30);
        let mut lo_b = [b'k', 2];
        let mut hi_b = [b'k', 5];
        let lo = MDB_val {
            mv_size: 2,
            mv_data: lo_b.as_mut_ptr().cast(),
        };
        let hi = MDB_val {
            mv_size: 2,
            mv_data: hi_b.as_mut_ptr().cast(),
        };
        check(mdb_range_count_values(
            txn,
            dbi,
            &lo,
            &hi,
            MDB_COUNT_LOWER_INCL,
            &mut n,
        ));
        assert_eq!(n, 9, "keys 2,3,4 × 3 values");
        check(mdb_txn_commit(txn));
        mdb_env_close(env);
    }
}
