//! Base plate geometry: the studs and inches of one plate, and print sizes in inches.

/// Studs along one side of a base plate.
pub const STUDS_PER_PLATE: u32 = 32;
/// Inches of picture along one side of a base plate (a stud is 10/32 of an inch, 7.9 mm).
pub const INCHES_PER_PLATE: u32 = 10;

/// Print size of `studs` studs in inches (a plate of `STUDS_PER_PLATE` studs is `INCHES_PER_PLATE` inches),
/// to three decimals (a tie to the even digit) without trailing zeros. Worked in whole numbers: formatting a
/// float would add its code to the WebAssembly module.
pub fn inches(studs: u32) -> String {
    // Ten-thousandths of an inch are exact: 10 / 32 = 0.3125.
    let exact = studs as u64 * INCHES_PER_PLATE as u64 * 10_000 / STUDS_PER_PLATE as u64;
    let (mut thousandths, rest) = (exact / 10, exact % 10);
    if rest > 5 || (rest == 5 && thousandths % 2 == 1) {
        thousandths += 1;
    }
    let text = format!("{}.{:03}", thousandths / 1000, thousandths % 1000);
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
        assert_eq!(inches(1), "0.312");
        assert_eq!(inches(0), "0");
    }

    #[test]
    fn print_sizes_are_what_formatting_the_float_gives() {
        for studs in (0..5000).chain([u32::MAX / 10, u32::MAX]) {
            let float = studs as f64 * INCHES_PER_PLATE as f64 / STUDS_PER_PLATE as f64;
            let text = format!("{:.3}", float);
            let expected = text.trim_end_matches('0').trim_end_matches('.');
            assert_eq!(inches(studs), expected, "{}", studs);
        }
    }
}
