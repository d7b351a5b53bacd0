pub type c_long = i64;
pub type c_ulong = u64;
pub type c_char = i8;

#[doc(hidden)]
pub const _ALIGNBYTES: usize = 7;

pub const _MAX_PAGE_SHIFT: u32 = 14;
