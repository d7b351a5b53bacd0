//! Base plate geometry: the studs and inches of one plate, and print sizes in inches.

/// Studs along one side of a base plate.
pub const STUDS_PER_PLATE: u32 = 32;
/// Inches of picture along one side of a base plate (a stud is 10/32 of an inch, 7.9 mm).
pub const INCHES_PER_PLATE: u32 = 10;

/// Print size of `studs` studs in inches (a plate of `STUDS_PER_PLATE` studs is `INCHES_PER_PLATE` inches), without trailing zeros.
pub fn inches(studs: u32) -> String {
    let inches = studs as f64 * INCHES_PER_PLATE as f64 / STUDS_PER_PLATE as f64;
    let text = format!("{:.3}", inches);
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn print_sizes_drop_trailing_zeros() {
        assert_eq!(inches(40), "12.5");
        assert_eq!(inches(128), "40");
        assert_eq!(inches(16), "5");
    }
}
