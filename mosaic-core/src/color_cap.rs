//! Colour cap: the subset of the allowed palette colours, at most a given count, that best renders a photo,
//! judged by the fidelity measure ([`crate::fidelity`]), not by how often each colour is used.
//!
//! The choice is made on a reduced copy of the photo's studs (box averages, about [`CHOICE_STUDS`] a side,
//! the measure's blur scaled with it), which keeps it to tens of milliseconds:
//!
//! 1. the start is the colours Floyd-Steinberg uses there with every allowed colour;
//! 2. while more than the cap remain, the [`TRIED`] colours whose loss looks cheapest (the studs using
//!    them times the CIELAB distance to the nearest colour left) are each left out in turn, the reduced
//!    photo is dithered again and measured, and the one whose absence measures best is dropped for good.
//!
//! Ties go to the lower palette index, so the same photo always gives the same colours.

use crate::error::{MosaicError, Result};
use crate::fidelity;
use crate::palette::{Tables, PALETTE_SIZE};
use crate::quantize::{Dither, Quantizer};

/// The reduced copy's longer side, in studs, about.
pub const CHOICE_STUDS: usize = 40;
/// How many colours are measured for leaving out at each step.
pub const TRIED: usize = 4;
/// The caps the shop offers (besides all the colours).
pub const CAPS: [usize; 4] = [24, 16, 12, 8];

/// `studs` (`width` x `height`, linear light) box-averaged by `factor` a side (a remainder dropped).
fn reduce(
    studs: &[[f32; 3]],
    width: usize,
    height: usize,
    factor: usize,
) -> (Vec<[f32; 3]>, usize, usize) {
    let (w, h) = (width / factor, height / factor);
    let mut out = vec![[0.0f32; 3]; w * h];
    let k = 1.0 / (factor * factor) as f32;
    for (i, o) in out.iter_mut().enumerate() {
        let (x, y) = (i % w, i / w);
        for sy in y * factor..(y + 1) * factor {
            for s in &studs[sy * width + x * factor..sy * width + (x + 1) * factor] {
                o[0] += s[0] * k;
                o[1] += s[1] * k;
                o[2] += s[2] * k;
            }
        }
    }
    (out, w, h)
}

/// The at most `count` colours of `allowed` (bit i for colour i) that best render `studs`, as a mask. The
/// quantizer's own mask is left as it was.
pub fn choose_colors(
    quantizer: &mut Quantizer,
    tables: &Tables,
    studs: &[[f32; 3]],
    width: usize,
    height: usize,
    allowed: u64,
    count: usize,
) -> Result<u64> {
    if count == 0 {
        return Err(MosaicError::bad_input("Allow at least one colour"));
    }
    if (allowed.count_ones() as usize) <= count {
        return Ok(allowed);
    }
    let before = quantizer.allowed();
    let factor = (width.max(height) / CHOICE_STUDS).max(1);
    let (small, w, h) = reduce(studs, width, height, factor);
    let blur = fidelity::DEFAULT_BLUR_STUDS / factor as f64;
    let result = (|| -> Result<u64> {
        let measure = |q: &mut Quantizer, mask: u64| -> Result<(f64, [u32; PALETTE_SIZE])> {
            q.set_allowed(mask)?;
            let r = q.quantize_measured(&small, w, h, Dither::FloydSteinberg, tables, false)?;
            let f = fidelity::measure(&small, &r.indices, w, h, tables, blur)?;
            Ok((f.mean_delta_e, r.counts))
        };
        let (_, counts) = measure(quantizer, allowed)?;
        let mut mask = counts
            .iter()
            .enumerate()
            .filter(|&(_, &n)| n > 0)
            .fold(0u64, |m, (i, _)| m | 1 << i);
        let mut counts = counts;
        while (mask.count_ones() as usize) > count {
            // The cheapest-looking losses: studs using the colour times the distance to the nearest left.
            let lab = &tables.palette_lab;
            let mut order: Vec<(f64, usize)> = (0..PALETTE_SIZE)
                .filter(|&i| mask & (1 << i) != 0)
                .map(|i| {
                    let nearest = (0..PALETTE_SIZE)
                        .filter(|&j| j != i && mask & (1 << j) != 0)
                        .map(|j| {
                            let (a, b) = (lab[i], lab[j]);
                            ((a.l - b.l).powi(2) + (a.a - b.a).powi(2) + (a.b - b.b).powi(2)).sqrt()
                        })
                        .fold(f64::INFINITY, f64::min);
                    (counts[i] as f64 * nearest, i)
                })
                .collect();
            order.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
            let mut best: Option<(f64, usize, [u32; PALETTE_SIZE])> = None;
            for &(_, i) in order.iter().take(TRIED) {
                let (mean, c) = measure(quantizer, mask & !(1 << i))?;
                if best.map_or(true, |(m, _, _)| mean < m) {
                    best = Some((mean, i, c));
                }
            }
            let (_, drop, c) =
                best.ok_or_else(|| MosaicError::Internal("no colour to leave out".into()))?;
            mask &= !(1 << drop);
            counts = c;
        }
        Ok(mask)
    })();
    quantizer.set_allowed(before)?;
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    fn photo(w: usize, h: usize) -> Vec<[f32; 3]> {
        (0..w * h)
            .map(|i| {
                let (x, y) = ((i % w) as f32 / w as f32, (i / w) as f32 / h as f32);
                [x, 0.2 + 0.6 * y, (1.0 - x) * y]
            })
            .collect()
    }

    #[test]
    fn the_cap_keeps_at_most_that_many_allowed_colours_and_repeats() {
        let t = Tables::new();
        let mut q = Quantizer::new(&t);
        let studs = photo(96, 64);
        let all = crate::quantize::ALL_COLORS;
        for count in CAPS {
            let mask = choose_colors(&mut q, &t, &studs, 96, 64, all, count).unwrap();
            assert!(
                mask.count_ones() as usize <= count && mask.count_ones() >= 2,
                "{}",
                count
            );
            assert_eq!(
                choose_colors(&mut q, &t, &studs, 96, 64, all, count).unwrap(),
                mask
            );
            assert_eq!(q.allowed(), all);
        }
        // Within a smaller allowed set, and all of it when it is within the cap.
        let allowed = 0b1111_0000_1111_0000_1111_0000_1111u64;
        let mask = choose_colors(&mut q, &t, &studs, 96, 64, allowed, 8).unwrap();
        assert_eq!(mask & !allowed, 0);
        assert!(mask.count_ones() <= 8);
        assert_eq!(
            choose_colors(&mut q, &t, &studs, 96, 64, 0b1011, 8).unwrap(),
            0b1011
        );
        assert!(choose_colors(&mut q, &t, &studs, 96, 64, all, 0).is_err());
    }

    #[test]
    fn the_chosen_colours_measure_better_than_the_most_used_ones() {
        // Judged by the measure, not by counts: against keeping the 8 colours Floyd-Steinberg uses most.
        let t = Tables::new();
        let mut q = Quantizer::new(&t);
        let (w, h) = (96, 64);
        let studs = photo(w, h);
        let all = crate::quantize::ALL_COLORS;
        let full = q
            .quantize(&studs, w, h, Dither::FloydSteinberg, &t)
            .unwrap();
        let mut used: Vec<usize> = (0..PALETTE_SIZE).filter(|&i| full.counts[i] > 0).collect();
        used.sort_by_key(|&i| std::cmp::Reverse(full.counts[i]));
        let by_counts = used.iter().take(8).fold(0u64, |m, &i| m | 1 << i);
        let chosen = choose_colors(&mut q, &t, &studs, w, h, all, 8).unwrap();
        let score = |q: &mut Quantizer, mask: u64| {
            q.set_allowed(mask).unwrap();
            let r = q
                .quantize(&studs, w, h, Dither::FloydSteinberg, &t)
                .unwrap();
            fidelity::measure(&studs, &r.indices, w, h, &t, 1.0)
                .unwrap()
                .mean_delta_e
        };
        let (a, b) = (score(&mut q, chosen), score(&mut q, by_counts));
        assert!(a < b, "chosen {} by counts {}", a, b);
    }
}
