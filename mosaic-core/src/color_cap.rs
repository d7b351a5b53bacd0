//! Colour cap: the subset of the allowed palette colours, at most a given count, that best renders a photo,
//! judged by the fidelity measure's difference ([`crate::fidelity`]), not by how often each colour is used.
//!
//! Subsets are judged on a copy of the photo's studs box-averaged to at most [`CHOICE_STUDS`] a side (the
//! grid itself up to 2 x 2 plates), blurred by one stud of the copy as the measure blurs the full grid: the
//! copy is judged as a smaller mosaic of the same photo, so mixtures of colours that dithering makes count
//! as they do at full size. A subset's score is the blurred error at each stud under CIEDE2000's quadratic
//! form there, its square root (about the stud's CIEDE2000) averaged over the studs, of one of two grids:
//!
//! - quick: the studs dithered with the subset (serpentine Floyd-Steinberg in linear light, each stud taking
//!   the subset's colour nearest in CIELAB);
//! - searched: that grid improved by [`SEARCH_PASSES`] passes of the searched blending
//!   ([`crate::likeness`]), which is what the customer gets, and mixes colours the quick dithering cannot.
//!
//! 1. The start is the colours that quick dithering uses with every allowed colour (on a copy of at most
//!    [`START_STUDS`] a side).
//! 2. While more than the cap remain, the [`TRIED`] colours whose loss looks cheapest (the studs using
//!    them times the CIELAB distance to the nearest colour left) are each left out in turn, and the one
//!    whose absence measures best, quick, is dropped for good.
//! 3. Then swaps, searched: each colour left out, most used at the start first, is tried in place of each
//!    of the [`SWAP_NEAREST`] kept colours nearest to it, and a swap that measures better is kept; at most
//!    [`SWAP_TRIES`] tries.
//!
//! The work is counted in tries and passes, not time, and ties go to the lower palette index, so the same
//! photo always gives the same colours.

use crate::error::{try_vec, MosaicError, Result};
use crate::fidelity::{self, Axis};
use crate::likeness::Likeness;
use crate::lut::clamp01;
use crate::palette::{linear_to_lab, Tables, PALETTE_SIZE};

/// The longer side, in studs, of the copy the start's colours are found on.
pub const START_STUDS: usize = 128;
/// The longer side, in studs, of the copy subsets are judged on.
pub const CHOICE_STUDS: usize = 64;
/// How many colours are measured for leaving out at each step.
pub const TRIED: usize = 6;
/// How many kept colours, the nearest to a left-out one, it is tried in place of.
pub const SWAP_NEAREST: usize = 2;
/// The most swaps measured, searched.
pub const SWAP_TRIES: usize = 24;
/// The passes of the searched blending a swap is judged by.
pub const SEARCH_PASSES: usize = 3;
/// The caps the shop offers (besides all the colours).
pub const CAPS: [usize; 4] = [24, 16, 12, 8];

/// `studs` (`width` x `height`, linear light) box-averaged by `factor` a side (a remainder dropped).
#[inline(never)]
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

/// A Gaussian along one axis in single precision: `(first stud, weights)` per stud.
#[inline(never)]
fn taps(axis: &Axis) -> Vec<(usize, Vec<f32>)> {
    (0..axis.len)
        .map(|j| {
            let reach = axis.reach(j);
            let first = reach.start;
            (first, reach.map(|k| axis.weight(j, k) as f32).collect())
        })
        .collect()
}

/// Blurs `values` (`width` x `height`) by the two axes into `out`, with `rows` as scratch.
#[inline(never)]
fn blur3(
    values: &[[f32; 3]],
    across: &[(usize, Vec<f32>)],
    down: &[(usize, Vec<f32>)],
    rows: &mut [[f32; 3]],
    out: &mut [[f32; 3]],
) {
    let w = across.len();
    for (row_in, row_out) in values.chunks_exact(w).zip(rows.chunks_exact_mut(w)) {
        for (o, (first, wts)) in row_out.iter_mut().zip(across) {
            let mut acc = [0.0f32; 3];
            for (v, &g) in row_in[*first..].iter().zip(wts) {
                acc[0] += g * v[0];
                acc[1] += g * v[1];
                acc[2] += g * v[2];
            }
            *o = acc;
        }
    }
    for (y, (first, wts)) in down.iter().enumerate() {
        let o = &mut out[y * w..(y + 1) * w];
        o.iter_mut().for_each(|v| *v = [0.0; 3]);
        for (i, &g) in wts.iter().enumerate() {
            let src = &rows[(first + i) * w..(first + i + 1) * w];
            for (d, s) in o.iter_mut().zip(src) {
                d[0] += g * s[0];
                d[1] += g * s[1];
                d[2] += g * s[2];
            }
        }
    }
}

/// Judges colour subsets on one copy of the photo's studs. (Its functions and the helpers above are kept out
/// of their callers, `#[inline(never)]`: one copy of each keeps the WebAssembly module small.)
struct Judge<'a> {
    tables: &'a Tables,
    studs: Vec<[f32; 3]>,
    width: usize,
    height: usize,
    across: Vec<(usize, Vec<f32>)>,
    down: Vec<(usize, Vec<f32>)>,
    /// The blurred photo and CIEDE2000's quadratic form there, per stud.
    target: Vec<[f32; 3]>,
    forms: Vec<[f32; 6]>,
    indices: Vec<u8>,
    mosaic: Vec<[f32; 3]>,
    rows: Vec<[f32; 3]>,
    blurred: Vec<[f32; 3]>,
}

impl<'a> Judge<'a> {
    /// The studs reduced to at most `longest` a side.
    #[inline(never)]
    fn new(
        likeness: &mut Likeness,
        tables: &'a Tables,
        studs: &[[f32; 3]],
        width: usize,
        height: usize,
        longest: usize,
    ) -> Result<Judge<'a>> {
        let factor = ((width.max(height) + longest - 1) / longest)
            .min(width.min(height))
            .max(1);
        let (studs, w, h) = reduce(studs, width, height, factor);
        let blur = fidelity::DEFAULT_BLUR_STUDS;
        let (ax, ay) = (Axis::new(w, blur), Axis::new(h, blur));
        let (across, down) = (taps(&ax), taps(&ay));
        let n = w * h;
        let mut rows = try_vec(n, [0.0f32; 3])?;
        let mut target = try_vec(n, [0.0f32; 3])?;
        blur3(&studs, &across, &down, &mut rows, &mut target);
        let forms = target
            .iter()
            .map(|t| likeness.weight_at([t[0] as f64, t[1] as f64, t[2] as f64]))
            .collect();
        Ok(Judge {
            tables,
            studs,
            width: w,
            height: h,
            across,
            down,
            target,
            forms,
            indices: try_vec(n, 0u8)?,
            mosaic: try_vec(n, [0.0f32; 3])?,
            rows,
            blurred: try_vec(n, [0.0f32; 3])?,
        })
    }

    /// Dithers the studs with the colours of `mask` (serpentine Floyd-Steinberg in linear light, each stud
    /// the nearest in CIELAB) and answers the mean of the per-stud difference and how often each colour
    /// is used: the quick judgement.
    #[inline(never)]
    fn judge(&mut self, mask: u64) -> (f64, [u32; PALETTE_SIZE]) {
        let t = self.tables;
        let colours: Vec<(u8, [f64; 3])> = (0..PALETTE_SIZE)
            .filter(|&i| mask & (1 << i) != 0)
            .map(|i| {
                let p = t.palette_lab[i];
                (i as u8, [p.l, p.a, p.b])
            })
            .collect();
        let w = self.width;
        let mut counts = [0u32; PALETTE_SIZE];
        // Errors carried to this row and the next, one stud of padding either side.
        let mut here = vec![[0.0f32; 3]; w + 2];
        let mut below = vec![[0.0f32; 3]; w + 2];
        for (y, row) in self.studs.chunks_exact(w).enumerate() {
            below.iter_mut().for_each(|e| *e = [0.0; 3]);
            let forward = y % 2 == 0;
            for step in 0..w {
                let x = if forward { step } else { w - 1 - step };
                let s = row[x];
                let e = here[x + 1];
                let v = [
                    clamp01(s[0] + e[0]),
                    clamp01(s[1] + e[1]),
                    clamp01(s[2] + e[2]),
                ];
                let lab = linear_to_lab([v[0] as f64, v[1] as f64, v[2] as f64]);
                let mut best = (f64::INFINITY, 0u8);
                for &(i, p) in &colours {
                    let d =
                        (p[0] - lab.l).powi(2) + (p[1] - lab.a).powi(2) + (p[2] - lab.b).powi(2);
                    if d < best.0 {
                        best = (d, i);
                    }
                }
                let i = best.1;
                counts[i as usize] += 1;
                self.indices[y * w + x] = i;
                let p = t.palette_linear[i as usize];
                self.mosaic[y * w + x] = p;
                let err = [v[0] - p[0], v[1] - p[1], v[2] - p[2]];
                let (ahead, behind) = if forward { (x + 2, x) } else { (x, x + 2) };
                for c in 0..3 {
                    here[ahead][c] += err[c] * (7.0 / 16.0);
                    below[behind][c] += err[c] * (3.0 / 16.0);
                    below[x + 1][c] += err[c] * (5.0 / 16.0);
                    below[ahead][c] += err[c] * (1.0 / 16.0);
                }
            }
            std::mem::swap(&mut here, &mut below);
        }
        (self.score(), counts)
    }

    /// The searched judgement: the quick dithering improved by the searched blending with the colours of
    /// `mask`, measured the same way.
    #[inline(never)]
    fn searched(&mut self, likeness: &mut Likeness, mask: u64) -> Result<f64> {
        self.judge(mask);
        likeness.search(
            &self.studs,
            &mut self.indices,
            (self.width, self.height),
            self.tables,
            mask,
            SEARCH_PASSES,
        )?;
        for (m, &i) in self.mosaic.iter_mut().zip(&self.indices) {
            *m = self.tables.palette_linear[i as usize];
        }
        Ok(self.score())
    }

    /// The mean of the per-stud difference of the grid in `mosaic`.
    #[inline(never)]
    fn score(&mut self) -> f64 {
        blur3(
            &self.mosaic,
            &self.across,
            &self.down,
            &mut self.rows,
            &mut self.blurred,
        );
        let mut total = 0.0f64;
        for ((m, t), w) in self.blurred.iter().zip(&self.target).zip(&self.forms) {
            let d = [m[0] - t[0], m[1] - t[1], m[2] - t[2]];
            total += (crate::likeness::quad(w, d).max(0.0) as f64).sqrt();
        }
        total / self.blurred.len() as f64
    }
}

fn lab_distance(tables: &Tables, i: usize, j: usize) -> f64 {
    let (a, b) = (tables.palette_lab[i], tables.palette_lab[j]);
    ((a.l - b.l).powi(2) + (a.a - b.a).powi(2) + (a.b - b.b).powi(2)).sqrt()
}

/// Up to `count` colours of `mask`, those with the smallest `key` first (a tie to the lower index).
fn smallest(key: &[f64; PALETTE_SIZE], mut mask: u64, count: usize) -> Vec<usize> {
    let mut out = Vec::with_capacity(count);
    while out.len() < count && mask != 0 {
        let mut best = usize::MAX;
        for i in members(mask) {
            if best == usize::MAX || key[i] < key[best] {
                best = i;
            }
        }
        out.push(best);
        mask &= !(1 << best);
    }
    out
}

fn members(mask: u64) -> impl Iterator<Item = usize> {
    (0..PALETTE_SIZE).filter(move |&i| mask & (1 << i) != 0)
}

/// The at most `count` colours of `allowed` (bit i for colour i) that best render `studs` (`width` x
/// `height`, linear light), as a mask.
pub fn choose_colors(
    likeness: &mut Likeness,
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
    if width == 0 || height == 0 || studs.len() != width * height {
        return Err(MosaicError::bad_input(
            "The grid and the photo's studs do not match its size",
        ));
    }
    if (allowed.count_ones() as usize) <= count {
        return Ok(allowed);
    }
    // 1. What quick dithering with every allowed colour uses.
    let (_, start_counts) =
        Judge::new(likeness, tables, studs, width, height, START_STUDS)?.judge(allowed);
    let start = members(allowed)
        .filter(|&i| start_counts[i] > 0)
        .fold(0u64, |m, i| m | 1 << i);
    if (start.count_ones() as usize) <= count {
        return Ok(start);
    }
    // 2. Leave out, judged quick.
    let mut judge = Judge::new(likeness, tables, studs, width, height, CHOICE_STUDS)?;
    let mut mask = start;
    let (_, mut counts) = judge.judge(mask);
    while (mask.count_ones() as usize) > count {
        let mut loss = [0.0f64; PALETTE_SIZE];
        for i in members(mask) {
            let nearest = members(mask & !(1 << i))
                .map(|j| lab_distance(tables, i, j))
                .fold(f64::INFINITY, f64::min);
            loss[i] = counts[i] as f64 * nearest;
        }
        let mut best: Option<(f64, usize, [u32; PALETTE_SIZE])> = None;
        for i in smallest(&loss, mask, TRIED) {
            let (score, c) = judge.judge(mask & !(1 << i));
            if best.map_or(true, |(s, _, _)| score < s) {
                best = Some((score, i, c));
            }
        }
        let (_, drop, c) =
            best.ok_or_else(|| MosaicError::Internal("no colour to leave out".into()))?;
        mask &= !(1 << drop);
        counts = c;
    }
    // 3. Swaps, judged searched: the colours left out, most used at the start first.
    let mut unused = [0.0f64; PALETTE_SIZE];
    for (u, &c) in unused.iter_mut().zip(start_counts.iter()) {
        *u = -(c as f64);
    }
    let pool = smallest(&unused, start & !mask, PALETTE_SIZE);
    let mut score = judge.searched(likeness, mask)?;
    let mut tries = 0;
    for &j in &pool {
        let mut distance = [0.0f64; PALETTE_SIZE];
        for i in members(mask) {
            distance[i] = lab_distance(tables, i, j);
        }
        for i in smallest(&distance, mask, SWAP_NEAREST) {
            if tries == SWAP_TRIES {
                return Ok(mask);
            }
            tries += 1;
            let tried = mask & !(1 << i) | 1 << j;
            let s = judge.searched(likeness, tried)?;
            if s < score {
                score = s;
                mask = tried;
                break;
            }
        }
    }
    Ok(mask)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quantize::{Dither, Quantizer};

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
        let mut l = Likeness::new();
        let studs = photo(96, 64);
        let all = crate::quantize::ALL_COLORS;
        for count in CAPS {
            let mask = choose_colors(&mut l, &t, &studs, 96, 64, all, count).unwrap();
            assert!(
                mask.count_ones() as usize <= count && mask.count_ones() >= 2,
                "{}",
                count
            );
            assert_eq!(
                choose_colors(&mut l, &t, &studs, 96, 64, all, count).unwrap(),
                mask
            );
        }
        // Within a smaller allowed set, and all of it when it is within the cap.
        let allowed = 0b1111_0000_1111_0000_1111_0000_1111u64;
        let mask = choose_colors(&mut l, &t, &studs, 96, 64, allowed, 8).unwrap();
        assert_eq!(mask & !allowed, 0);
        assert!(mask.count_ones() <= 8);
        assert_eq!(
            choose_colors(&mut l, &t, &studs, 96, 64, 0b1011, 8).unwrap(),
            0b1011
        );
        assert!(choose_colors(&mut l, &t, &studs, 96, 64, all, 0).is_err());
    }

    #[test]
    fn the_chosen_colours_measure_better_than_the_most_used_ones() {
        // Judged by the measure, not by counts: against keeping the 8 colours Floyd-Steinberg uses most.
        let t = Tables::new();
        let mut q = Quantizer::new(&t);
        let mut l = Likeness::new();
        let (w, h) = (96, 64);
        let studs = photo(w, h);
        let all = crate::quantize::ALL_COLORS;
        let full = q
            .quantize(&studs, w, h, Dither::FloydSteinberg, &t)
            .unwrap();
        let mut used: Vec<usize> = (0..PALETTE_SIZE).filter(|&i| full.counts[i] > 0).collect();
        used.sort_by_key(|&i| std::cmp::Reverse(full.counts[i]));
        let by_counts = used.iter().take(8).fold(0u64, |m, &i| m | 1 << i);
        let chosen = choose_colors(&mut l, &t, &studs, w, h, all, 8).unwrap();
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

    #[test]
    fn the_same_photo_gives_the_same_colours() {
        // The fixture: the colours chosen for a made-up photo at each cap, pinned (bit i for colour i).
        let t = Tables::new();
        let mut l = Likeness::new();
        let (w, h) = (128, 96);
        let studs: Vec<[f32; 3]> = photo(w, h)
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let ring = (((i % w) as f32 / 9.0).sin() * ((i / w) as f32 / 7.0).cos()).abs();
                [s[0] * ring, s[1], (s[2] + 0.3 * ring).min(1.0)]
            })
            .collect();
        let masks: Vec<u64> = CAPS
            .iter()
            .map(|&count| {
                choose_colors(&mut l, &t, &studs, w, h, crate::quantize::ALL_COLORS, count).unwrap()
            })
            .collect();
        assert_eq!(
            masks,
            vec![
                0x3b_efc2_f90e,
                0x29_ebc0_c80a,
                0x20_eb40_e002,
                0x21_6940_0002
            ]
        );
    }

    #[test]
    fn tiny_and_thin_grids_get_a_cap_too() {
        let t = Tables::new();
        let mut l = Likeness::new();
        let all = crate::quantize::ALL_COLORS;
        for (w, h) in [(1, 1), (2, 3), (300, 2), (1, 257)] {
            let studs = photo(w, h);
            let mask = choose_colors(&mut l, &t, &studs, w, h, all, 8).unwrap();
            assert!(mask != 0 && mask.count_ones() <= 8, "{} x {}", w, h);
        }
        assert!(choose_colors(&mut l, &t, &photo(4, 4), 4, 5, all, 8).is_err());
    }
}
