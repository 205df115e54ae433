//! Conversions between Rust slices and `MDB_val`.

use dlmdb_sys::MDB_val;

/// An `MDB_val` pointing at `bytes`; DLMDB only reads through it.
pub(crate) fn to_val(bytes: &[u8]) -> MDB_val {
    MDB_val {
        mv_size: bytes.len(),
        mv_data: bytes.as_ptr() as *mut _,
    }
}

/// An `MDB_val` for an optional bound: `None` → NULL pointer in calls.
pub(crate) fn opt_ptr(v: &Option<MDB_val>) -> *const MDB_val {
    v.as_ref().map_or(std::ptr::null(), |v| v as *const MDB_val)
}

/// The bytes an `MDB_val` filled by DLMDB points at.
///
/// # Safety
/// `v` must have been filled by a successful DLMDB call, and the caller must
/// bound the returned lifetime by whatever keeps that memory valid (the
/// transaction for map pointers, the cursor for prefix-compressed items).
pub(crate) unsafe fn val_slice<'a>(v: &MDB_val) -> &'a [u8] {
    if v.mv_size == 0 || v.mv_data.is_null() {
        return &[];
    }
    // SAFETY: per the function's contract, `mv_data` points at `mv_size`
    // readable bytes that stay valid for 'a.
    unsafe { std::slice::from_raw_parts(v.mv_data as *const u8, v.mv_size) }
}
