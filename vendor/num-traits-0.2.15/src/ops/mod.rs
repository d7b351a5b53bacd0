pub mod checked;
pub mod euclid;
pub mod inv;
pub mod mul_add;
pub mod overflowing;
pub mod saturating;
pub mod wrapping;
