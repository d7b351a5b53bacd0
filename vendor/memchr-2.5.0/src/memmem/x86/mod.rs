pub(crate) mod avx;
pub(crate) mod sse;
