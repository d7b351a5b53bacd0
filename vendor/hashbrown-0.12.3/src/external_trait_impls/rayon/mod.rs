mod helpers;
pub(crate) mod map;
pub(crate) mod raw;
pub(crate) mod set;
