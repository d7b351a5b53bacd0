//! The one error type of the pipeline; each variant maps to a status code of the C ABI.

use std::fmt;

use crate::plate::inches;

/// Everything that can go wrong between a photo and a grid.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MosaicError {
    /// The cropped photo has fewer pixels than studs on an axis.
    TooSmall { studs_wide: u32, studs_high: u32 },
    /// A caller passed something out of range (sizes, slider values, grids, edits).
    BadInput(String),
    /// WebAssembly memory could not grow for a buffer.
    OutOfMemory,
    /// A broken invariant; a bug, never the customer's fault.
    Internal(String),
}

pub type Result<T> = std::result::Result<T, MosaicError>;

impl MosaicError {
    /// Status code across the WebAssembly boundary (0 is success).
    pub fn status(&self) -> i32 {
        match self {
            MosaicError::TooSmall { .. } => 1,
            MosaicError::BadInput(_) => 2,
            MosaicError::OutOfMemory => 3,
            MosaicError::Internal(_) => 4,
        }
    }

    pub fn bad_input(message: impl Into<String>) -> Self {
        MosaicError::BadInput(message.into())
    }
}

impl fmt::Display for MosaicError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MosaicError::TooSmall {
                studs_wide,
                studs_high,
            } => write!(
                f,
                "This photo is too small for a {} x {} in Brix: it needs at least {} x {} pixels",
                inches(*studs_wide),
                inches(*studs_high),
                studs_wide,
                studs_high
            ),
            MosaicError::BadInput(message) => f.write_str(message),
            MosaicError::OutOfMemory => f.write_str("Not enough memory for this photo"),
            MosaicError::Internal(message) => write!(f, "Internal error: {}", message),
        }
    }
}

impl std::error::Error for MosaicError {}

/// A vector of `len` copies of `value`, or `OutOfMemory` instead of an abort when memory cannot grow.
pub fn try_vec<T: Clone>(len: usize, value: T) -> Result<Vec<T>> {
    let mut v = Vec::new();
    v.try_reserve_exact(len)
        .map_err(|_| MosaicError::OutOfMemory)?;
    v.resize(len, value);
    Ok(v)
}

/// `len` zero bytes, or `OutOfMemory`. Asks the allocator for zeroed memory instead of writing the zeros:
/// a photo's buffer is tens of megabytes, and memory fresh from the system (a WebAssembly `memory.grow`)
/// is zero already, so this costs nothing where filling it byte by byte took most of a second in a cold
/// WebAssembly instance.
pub fn try_zeroed_bytes(len: usize) -> Result<Vec<u8>> {
    if len == 0 {
        return Ok(Vec::new());
    }
    let layout = std::alloc::Layout::array::<u8>(len).map_err(|_| MosaicError::OutOfMemory)?;
    // SAFETY: the layout has a non-zero size; a non-null pointer from `alloc_zeroed` with the layout of
    // `len` bytes (alignment 1) is exactly what `Vec::<u8>::from_raw_parts(ptr, len, len)` takes over, and
    // every byte is initialised (zero).
    unsafe {
        let ptr = std::alloc::alloc_zeroed(layout);
        if ptr.is_null() {
            return Err(MosaicError::OutOfMemory);
        }
        Ok(Vec::from_raw_parts(ptr, len, len))
    }
}

/// Resizes `v` to `len` copies of `value`, reporting `OutOfMemory` instead of aborting.
pub fn try_resize<T: Clone>(v: &mut Vec<T>, len: usize, value: T) -> Result<()> {
    v.clear();
    v.try_reserve_exact(len)
        .map_err(|_| MosaicError::OutOfMemory)?;
    v.resize(len, value);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn too_small_reads_like_the_shop() {
        let e = MosaicError::TooSmall {
            studs_wide: 128,
            studs_high: 128,
        };
        assert_eq!(
            e.to_string(),
            "This photo is too small for a 40 x 40 in Brix: it needs at least 128 x 128 pixels"
        );
        let e = MosaicError::TooSmall {
            studs_wide: 64,
            studs_high: 96,
        };
        assert_eq!(
            e.to_string(),
            "This photo is too small for a 20 x 30 in Brix: it needs at least 64 x 96 pixels"
        );
        assert_eq!(e.status(), 1);
    }

    #[test]
    fn zeroed_bytes_are_zero_and_sized() {
        assert!(try_zeroed_bytes(0).unwrap().is_empty());
        let v = try_zeroed_bytes(1 << 20).unwrap();
        assert_eq!(v.len(), 1 << 20);
        assert!(v.iter().all(|&b| b == 0));
        assert_eq!(try_zeroed_bytes(usize::MAX), Err(MosaicError::OutOfMemory));
    }
}
