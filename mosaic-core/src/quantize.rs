//! Quantize: each stud to its nearest palette colour by CIEDE2000, optionally with error-diffusion
//! dithering (Floyd-Steinberg or Atkinson, serpentine, diffusing the error in linear light).
//!
//! A stud's colour is its sampled (and adjusted) colour rounded to 8-bit sRGB. The nearest colour is
//! found exactly but quickly: the [`nearest_table`](crate::nearest_table) names the one to six palette
//! colours that can be nearest for the stud's cell of 8-bit colours, and only those are measured. When
//! some palette colours are not allowed ([`Quantizer::set_allowed`]: the shop's available colours) and the
//! nearest is one of them, the allowed colours are searched exactly, cheap lower bounds on CIEDE2000 (see
//! [`Quantizer::nearest_pruned_among`]) skipping those that cannot win; this also covers a cell whose
//! candidates are all disallowed. Dithering diffuses the error left by the allowed colour actually chosen.
//! Answers are memoised per 8-bit colour (forgotten when the mask changes). Tests check both against
//! trying every (allowed) colour; tests/properties.rs does so over random photos and masks.

use crate::error::{try_resize, MosaicError, Result};
use crate::lut::clamp01;
use crate::nearest_table::{self, CellTable};
use crate::palette::{ciede2000, linear_to_lab, non_negative, Lab, Tables, PALETTE_SIZE};

/// How quantization spreads each stud's error to its neighbours.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dither {
    None,
    FloydSteinberg,
    Atkinson,
    /// Floyd-Steinberg, then improved by searching for the grid that looks most like the photo from a
    /// distance ([`crate::likeness`]); here, in the quantizer, the same as Floyd-Steinberg.
    Likeness,
    /// Floyd-Steinberg, then searched like [`Dither::Likeness`] for a mosaic that is also clean up close: few
    /// studs without a side neighbour of their colour and no chromatic colour in near-grey areas
    /// ([`crate::likeness::Likeness::clean`]); here, in the quantizer, the same as Floyd-Steinberg.
    Clean,
}

/// How many blendings there are (the codes of [`Dither::from_code`] run from 0 to one less).
pub const DITHER_COUNT: u32 = 5;

impl Dither {
    pub fn from_code(code: u32) -> Result<Self> {
        match code {
            0 => Ok(Dither::None),
            1 => Ok(Dither::FloydSteinberg),
            2 => Ok(Dither::Atkinson),
            3 => Ok(Dither::Likeness),
            4 => Ok(Dither::Clean),
            _ => Err(MosaicError::bad_input(
                "dither must be none, floyd-steinberg, atkinson, likeness or clean",
            )),
        }
    }

    /// (dx, dy, weight) for a left-to-right row; mirrored on right-to-left rows.
    fn kernel(self) -> &'static [(i32, i32, f32)] {
        match self {
            Dither::None => &[],
            Dither::FloydSteinberg | Dither::Likeness | Dither::Clean => &[
                (1, 0, 7.0 / 16.0),
                (-1, 1, 3.0 / 16.0),
                (0, 1, 5.0 / 16.0),
                (1, 1, 1.0 / 16.0),
            ],
            Dither::Atkinson => &[
                (1, 0, 0.125),
                (2, 0, 0.125),
                (-1, 1, 0.125),
                (0, 1, 0.125),
                (1, 1, 0.125),
                (0, 2, 0.125),
            ],
        }
    }
}

/// The square of a lower bound of CIEDE2000(x, y), without trigonometry; `inv_s_l` is 1 / S_L or less.
///
/// G, a', C', dC', S_C and R_C are computed exactly; dH'^2 = |a'b'1 - a'b'2|^2 - dC'^2 is exact too.
/// Only the hue-dependent T (0.36..1.58, so S_H <= 1 + 0.015 * 1.58 * C-bar') and the rotation
/// (|R_T| <= R_C sin 60 degrees) are bounded, and the quadratic form is minimised over what S_H allows.
pub fn tight_bound_sq(x: &Lab, x_chroma: f64, y: &Lab, y_chroma: f64, inv_s_l: f64) -> f64 {
    const POW25_7: f64 = 6_103_515_625.0;
    let c_bar = (x_chroma + y_chroma) / 2.0;
    let c_bar7 = c_bar.powi(7);
    let g1 = 1.0 + 0.5 * (1.0 - (c_bar7 / (c_bar7 + POW25_7)).sqrt());
    let (xa, ya) = (g1 * x.a, g1 * y.a);
    let xc = (xa * xa + x.b * x.b).sqrt();
    let yc = (ya * ya + y.b * y.b).sqrt();
    let dc = yc - xc;
    let (da, db) = (ya - xa, y.b - x.b);
    let dh2 = non_negative(da * da + db * db - dc * dc);
    let cp_bar = (xc + yc) / 2.0;
    let s_c = 1.0 + 0.045 * cp_bar;
    let s_h_max = 1.0 + 0.015 * 1.58 * cp_bar;
    let cp7 = cp_bar.powi(7);
    let r = 2.0 * (cp7 / (cp7 + POW25_7)).sqrt() * 0.866_025_403_784_438_7;
    let dl = (y.l - x.l) * inv_s_l;
    let c_term = dc.abs() / s_c;
    let h_min = dh2.sqrt() / s_h_max;
    // min over h >= h_min of c^2 + h^2 - r c h (the rotation term at its most negative).
    let h = if h_min > r * c_term / 2.0 {
        h_min
    } else {
        r * c_term / 2.0
    };
    let q = non_negative(c_term * c_term + h * h - r * c_term * h);
    dl * dl + q
}

/// S_L of CIEDE2000 for a mean lightness.
pub fn s_l(l_bar: f64) -> f64 {
    let l50 = (l_bar - 50.0) * (l_bar - 50.0);
    1.0 + 0.015 * l50 / (20.0 + l50).sqrt()
}

/// Slots of the nearest-colour memo, as bits: 2^16 (512 KB), and 2^18 (2 MB) once a grid of more than
/// [`LARGE_GRID`] studs is quantized. A slider change at 256 x 256 studs meets about 12,000 distinct
/// colours that need CIEDE2000 (cells with several candidates), more than half of them new: 2^18 slots
/// keep most of those of the last dozen or so slider positions, so moving a slider back finds them
/// memoised (2^16 kept only the last few). Smaller grids keep the smaller memo, which stays in cache.
const CACHE_BITS: u32 = 16;
const LARGE_CACHE_BITS: u32 = 18;
/// Studs in a grid from which the memo grows to 2^[`LARGE_CACHE_BITS`] slots (more than 181 x 181).
const LARGE_GRID: usize = 1 << 15;
/// Slots of the dithered studs' error memo, as bits (used only when the mean error is measured).
const PAIR_CACHE_BITS: u32 = 16;
/// Every palette colour allowed.
pub const ALL_COLORS: u64 = (1 << PALETTE_SIZE) - 1;
const EMPTY: u32 = u32::MAX;
/// Why an allowed-colours mask was refused: it allows no colour, or names one past the palette's 40.
pub const ALLOWED_REFUSED: &str =
    "Allow at least one of the 40 palette colours (and none past them)";

/// Nearest-colour search over the palette, with a memo of recent answers per 8-bit colour.
pub struct Quantizer {
    palette_lab: [Lab; PALETTE_SIZE],
    palette_chroma: [f64; PALETTE_SIZE],
    palette_linear: [[f32; 3]; PALETTE_SIZE],
    srgb8_to_linear: [f32; 256],
    /// Memo slots: (colour << 8 | palette index, CIEDE2000), or EMPTY.
    memo: Vec<(u32, f32)>,
    /// The memo has 2^memo_bits slots.
    memo_bits: u32,
    /// Memo of dithered studs' errors: (colour << 8 | palette index, CIEDE2000 between them), or EMPTY.
    /// It does not depend on the allowed colours, so it is kept when they change.
    pair_memo: Vec<(u32, f64)>,
    palette_l_min: f64,
    palette_l_max: f64,
    /// Candidates per cell of 8-bit colours (see [`nearest_table`]).
    table: CellTable,
    /// The palette colours a stud may take (bit i for colour i); every colour unless restricted.
    allowed: u64,
}

/// The result of quantizing a grid of studs.
#[derive(Debug, Clone, PartialEq)]
pub struct Quantized {
    pub indices: Vec<u8>,
    pub counts: [u32; PALETTE_SIZE],
    /// Mean CIEDE2000 between each stud's colour (before any dithering error) and its palette colour;
    /// NaN when it was not asked for ([`Quantizer::quantize_measured`]).
    pub mean_delta_e: f64,
}

impl Quantizer {
    pub fn new(tables: &Tables) -> Self {
        let mut palette_chroma = [0.0; PALETTE_SIZE];
        for (c, lab) in palette_chroma.iter_mut().zip(tables.palette_lab.iter()) {
            *c = (lab.a * lab.a + lab.b * lab.b).sqrt();
        }
        Quantizer {
            palette_lab: tables.palette_lab,
            palette_chroma,
            palette_linear: tables.palette_linear,
            srgb8_to_linear: tables.srgb8_to_linear,
            memo: vec![(EMPTY, 0.0); 1 << CACHE_BITS],
            memo_bits: CACHE_BITS,
            pair_memo: vec![(EMPTY, 0.0); 1 << PAIR_CACHE_BITS],
            palette_l_min: tables
                .palette_lab
                .iter()
                .map(|c| c.l)
                .fold(f64::INFINITY, f64::min),
            palette_l_max: tables
                .palette_lab
                .iter()
                .map(|c| c.l)
                .fold(f64::NEG_INFINITY, f64::max),
            // The shipped bytes are checked by the tests; an unreadable table would be a broken build.
            table: nearest_table::decode(nearest_table::SHIPPED)
                .expect("nearest_table.bin is a whole table"),
            allowed: ALL_COLORS,
        }
    }

    /// The expanded nearest-colour table.
    pub fn table(&self) -> &CellTable {
        &self.table
    }

    /// The palette colours studs may take, as a mask (bit i for colour i).
    pub fn allowed(&self) -> u64 {
        self.allowed
    }

    /// Restricts quantizing (and dithering) to the colours in `mask` (bit i for colour i); at least one.
    pub fn set_allowed(&mut self, mask: u64) -> Result<()> {
        if mask == 0 || mask & !ALL_COLORS != 0 {
            return Err(MosaicError::bad_input(ALLOWED_REFUSED));
        }
        if mask != self.allowed {
            self.allowed = mask;
            self.memo.iter_mut().for_each(|m| *m = (EMPTY, 0.0));
        }
        Ok(())
    }

    fn lab_of(&self, rgb: [u8; 3]) -> Lab {
        let lin = |v: u8| self.srgb8_to_linear[v as usize] as f64;
        linear_to_lab([lin(rgb[0]), lin(rgb[1]), lin(rgb[2])])
    }

    /// Nearest palette colour by trying all 40 (the reference; lowest index wins a tie).
    pub fn nearest_exhaustive(&self, rgb: [u8; 3]) -> (u8, f64) {
        self.nearest_exhaustive_among(rgb, ALL_COLORS)
    }

    /// Nearest of the colours in `allowed` by trying each (the reference; lowest index wins a tie).
    pub fn nearest_exhaustive_among(&self, rgb: [u8; 3], allowed: u64) -> (u8, f64) {
        let lab = self.lab_of(rgb);
        let mut best = (0u8, f64::INFINITY);
        for (i, p) in self.palette_lab.iter().enumerate() {
            if allowed & (1 << i) == 0 {
                continue;
            }
            let d = ciede2000(lab, *p);
            if d < best.1 {
                best = (i as u8, d);
            }
        }
        best
    }

    /// Nearest palette colour, exact, skipping colours that provably cannot win:
    ///
    /// 1. the colour nearest in plain Lab distance is measured first, which is usually the winner;
    /// 2. CIEDE2000 is at least |dL| / S_L (the chroma-hue part of its sum is never negative, as |R_T| < 2),
    ///    and S_L grows with |L-bar - 50|, so its largest value over the palette bounds every pair;
    /// 3. the survivors meet [`tight_bound_sq`], and only the few left are measured exactly.
    pub fn nearest_pruned(&self, rgb: [u8; 3]) -> (u8, f64) {
        self.nearest_pruned_among(rgb, ALL_COLORS)
    }

    /// [`Quantizer::nearest_pruned`] over the colours in `allowed` only (not empty).
    pub fn nearest_pruned_among(&self, rgb: [u8; 3], allowed: u64) -> (u8, f64) {
        let lab = self.lab_of(rgb);
        let chroma = (lab.a * lab.a + lab.b * lab.b).sqrt();
        let mut first = allowed.trailing_zeros() as usize;
        let mut first_distance = f64::INFINITY;
        for (i, p) in self.palette_lab.iter().enumerate() {
            if allowed & (1 << i) == 0 {
                continue;
            }
            let d = (lab.l - p.l) * (lab.l - p.l)
                + (lab.a - p.a) * (lab.a - p.a)
                + (lab.b - p.b) * (lab.b - p.b);
            if d < first_distance {
                first_distance = d;
                first = i;
            }
        }
        let mut best = (first, ciede2000(lab, self.palette_lab[first]));
        let s_l_max =
            s_l((lab.l + self.palette_l_min) / 2.0).max(s_l((lab.l + self.palette_l_max) / 2.0));
        let inv_s_l = 1.0 / s_l_max;
        for i in 0..PALETTE_SIZE {
            // Margins for rounding in the bounds; ties are settled by the lower index as in the exhaustive search.
            if i == first
                || allowed & (1 << i) == 0
                || (lab.l - self.palette_lab[i].l).abs() > best.1 * s_l_max * (1.0 + 1e-9)
            {
                continue;
            }
            if tight_bound_sq(
                &lab,
                chroma,
                &self.palette_lab[i],
                self.palette_chroma[i],
                inv_s_l,
            ) * (1.0 - 1e-9)
                > best.1 * best.1
            {
                continue;
            }
            let d = ciede2000(lab, self.palette_lab[i]);
            if d < best.1 || (d == best.1 && i < best.0) {
                best = (i, d);
            }
        }
        (best.0 as u8, best.1)
    }

    /// The nearest-colour table built by asking for the near-ties of every 8-bit colour (half a minute
    /// in a release build): what `nearest_table.bin` holds.
    pub fn build_table(&self) -> CellTable {
        let mut masks = vec![0u64; nearest_table::CELLS];
        for r in 0..=255u8 {
            for g in 0..=255u8 {
                for b in 0..=255u8 {
                    masks[nearest_table::cell_of([r, g, b])] |= self.near_ties([r, g, b]);
                }
            }
        }
        nearest_table::from_masks(&masks)
    }

    /// Every palette colour whose CIEDE2000 from `rgb` is within a relative 1e-10 of the nearest one's, as
    /// bits of a mask (bit i for colour i). The nearest by trying all 40 is always among them, in any
    /// floating-point environment whose CIEDE2000 differs from this one's only in the last bits.
    ///
    /// The bounds skip only colours more than a relative 5e-10 farther than the nearest (their margins in
    /// [`Quantizer::nearest_pruned`]), so none within the tolerance is skipped.
    pub fn near_ties(&self, rgb: [u8; 3]) -> u64 {
        let lab = self.lab_of(rgb);
        let (nearest, best) = self.nearest_pruned(rgb);
        let chroma = (lab.a * lab.a + lab.b * lab.b).sqrt();
        let limit = best + best * 1e-10;
        let s_l_max =
            s_l((lab.l + self.palette_l_min) / 2.0).max(s_l((lab.l + self.palette_l_max) / 2.0));
        let mut mask = 1u64 << nearest;
        for i in 0..PALETTE_SIZE {
            if i == nearest as usize
                || (lab.l - self.palette_lab[i].l).abs() > limit * s_l_max * (1.0 + 1e-9)
            {
                continue;
            }
            if tight_bound_sq(
                &lab,
                chroma,
                &self.palette_lab[i],
                self.palette_chroma[i],
                1.0 / s_l_max,
            ) * (1.0 - 1e-9)
                > limit * limit
            {
                continue;
            }
            if ciede2000(lab, self.palette_lab[i]) <= limit {
                mask |= 1 << i;
            }
        }
        mask
    }

    /// Nearest palette colour and its CIEDE2000 difference, memoised.
    pub fn nearest(&mut self, rgb: [u8; 3]) -> (u8, f32) {
        let key = (rgb[0] as u32) << 16 | (rgb[1] as u32) << 8 | rgb[2] as u32;
        let slot = (key.wrapping_mul(0x9E37_79B1) >> (32 - self.memo_bits)) as usize;
        let (tagged, d) = self.memo[slot];
        if tagged != EMPTY && tagged >> 8 == key {
            return ((tagged & 0xFF) as u8, d);
        }
        let (index, d) = self.nearest_uncached(rgb);
        self.memo[slot] = (key << 8 | index as u32, d as f32);
        (index, d as f32)
    }

    /// The nearest allowed palette colour's index alone, when its difference is not needed (a dithered
    /// stud's target): a cell whose one candidate is allowed answers at once, with no CIELAB and no
    /// CIEDE2000; any other colour goes through [`Quantizer::nearest`]. The same index as `nearest`.
    #[inline]
    pub fn nearest_index(&mut self, rgb: [u8; 3]) -> u8 {
        let id = self.table.cells[nearest_table::cell_of(rgb)] as usize;
        if id < PALETTE_SIZE && self.allowed & (1 << id) != 0 {
            return id as u8;
        }
        self.nearest(rgb).0
    }

    /// CIEDE2000 between an 8-bit colour and a palette colour, memoised (a dithered stud's own colour and
    /// the colour it was given).
    fn difference(&mut self, rgb: [u8; 3], index: u8) -> f64 {
        let key =
            ((rgb[0] as u32) << 16 | (rgb[1] as u32) << 8 | rgb[2] as u32) << 8 | index as u32;
        let slot = (key.wrapping_mul(0x9E37_79B1) >> (32 - PAIR_CACHE_BITS)) as usize;
        let (tagged, d) = self.pair_memo[slot];
        if tagged == key {
            return d;
        }
        let d = ciede2000(self.lab_of(rgb), self.palette_lab[index as usize]);
        self.pair_memo[slot] = (key, d);
        d
    }

    /// Nearest allowed palette colour and its CIEDE2000 difference: the candidates of the colour's cell
    /// are measured (the nearest of all 40 is among them); only when that one is not allowed are the
    /// allowed colours searched with the bounds.
    pub fn nearest_uncached(&self, rgb: [u8; 3]) -> (u8, f64) {
        let lab = self.lab_of(rgb);
        let mut candidates = self.table.candidates(rgb);
        // Ascending index with a strict comparison: the lowest index wins a tie, as when trying all 40.
        let mut best = (0u8, f64::INFINITY);
        while candidates != 0 {
            let i = candidates.trailing_zeros() as usize;
            candidates &= candidates - 1;
            let d = ciede2000(lab, self.palette_lab[i]);
            if d < best.1 {
                best = (i as u8, d);
            }
        }
        if self.allowed & (1 << best.0) != 0 {
            best
        } else {
            self.nearest_pruned_among(rgb, self.allowed)
        }
    }

    /// Mean CIEDE2000 between each stud's colour (linear light, rounded to 8-bit sRGB as quantizing rounds
    /// it) and the palette colour a grid gives it: the error [`Quantized::mean_delta_e`] reports, for a
    /// grid found another way.
    pub fn mean_difference(&mut self, studs: &[[f32; 3]], indices: &[u8], tables: &Tables) -> f64 {
        if studs.is_empty() {
            return 0.0;
        }
        let mut total = 0.0;
        for (stud, &index) in studs.iter().zip(indices) {
            let own = tables.linear_to_srgb8_rgb(stud);
            let (nearest, d) = self.nearest(own);
            total += if nearest == index {
                d as f64
            } else {
                self.difference(own, index)
            };
        }
        total / studs.len() as f64
    }

    /// Quantizes linear-light stud colours (row-major, `width` x `height`), with the mean colour error.
    pub fn quantize(
        &mut self,
        studs: &[[f32; 3]],
        width: usize,
        height: usize,
        dither: Dither,
        tables: &Tables,
    ) -> Result<Quantized> {
        self.quantize_measured(studs, width, height, dither, tables, true)
    }

    /// [`Quantizer::quantize`], measuring the mean colour error only when `measure` is set (otherwise it is
    /// NaN and the grid the same): most studs then need no CIEDE2000 at all, as their colour's cell in the
    /// nearest-colour table names one allowed candidate ([`Quantizer::nearest_index`]).
    pub fn quantize_measured(
        &mut self,
        studs: &[[f32; 3]],
        width: usize,
        height: usize,
        dither: Dither,
        tables: &Tables,
        measure: bool,
    ) -> Result<Quantized> {
        if studs.len() != width * height || width == 0 {
            return Err(MosaicError::Internal(
                "stud colours do not match the grid".into(),
            ));
        }
        if studs.len() > LARGE_GRID && self.memo_bits < LARGE_CACHE_BITS {
            // Grown once (what it held is forgotten): see CACHE_BITS. Kept as it was if memory runs out.
            let mut larger = Vec::new();
            try_resize(&mut larger, 1 << LARGE_CACHE_BITS, (EMPTY, 0.0))?;
            self.memo = larger;
            self.memo_bits = LARGE_CACHE_BITS;
        }
        let mut indices = Vec::new();
        try_resize(&mut indices, studs.len(), 0u8)?;
        let mut counts = [0u32; PALETTE_SIZE];
        let mut total_delta_e = 0.0f64;
        let to8 = |c: &[f32; 3]| tables.linear_to_srgb8_rgb(c);
        if dither == Dither::None && !measure {
            for (dst, stud) in indices.iter_mut().zip(studs) {
                let index = self.nearest_index(to8(stud));
                *dst = index;
                counts[index as usize] += 1;
            }
        } else if dither == Dither::None {
            for (dst, stud) in indices.iter_mut().zip(studs) {
                let (index, d) = self.nearest(to8(stud));
                *dst = index;
                counts[index as usize] += 1;
                total_delta_e += d as f64;
            }
        } else {
            // Error buffer of three rows (Atkinson reaches two rows down), rotated as rows finish.
            let kernel = dither.kernel();
            let mut errors = Vec::new();
            try_resize(&mut errors, 3 * width, [0.0f32; 3])?;
            for y in 0..height {
                let left_to_right = y % 2 == 0;
                for step in 0..width {
                    let x = if left_to_right {
                        step
                    } else {
                        width - 1 - step
                    };
                    let i = y * width + x;
                    let stud = studs[i];
                    let err = errors[x];
                    let target = [
                        clamp01(stud[0] + err[0]),
                        clamp01(stud[1] + err[1]),
                        clamp01(stud[2] + err[2]),
                    ];
                    let target8 = to8(&target);
                    let index = self.nearest_index(target8);
                    indices[i] = index;
                    counts[index as usize] += 1;
                    let own = to8(&stud);
                    total_delta_e += if !measure {
                        0.0
                    } else if own == target8 {
                        self.nearest(own).1 as f64
                    } else {
                        self.difference(own, index)
                    };
                    let p = self.palette_linear[index as usize];
                    let residual = [target[0] - p[0], target[1] - p[1], target[2] - p[2]];
                    for &(dx, dy, w) in kernel {
                        let nx = if left_to_right {
                            x as i32 + dx
                        } else {
                            x as i32 - dx
                        };
                        if nx < 0 || nx >= width as i32 || y + dy as usize >= height {
                            continue;
                        }
                        let e = &mut errors[dy as usize * width + nx as usize];
                        e[0] += residual[0] * w;
                        e[1] += residual[1] * w;
                        e[2] += residual[2] * w;
                    }
                }
                errors.copy_within(width.., 0);
                for e in errors[2 * width..].iter_mut() {
                    *e = [0.0; 3];
                }
            }
        }
        let mean_delta_e = if !measure {
            f64::NAN
        } else if studs.is_empty() {
            0.0
        } else {
            total_delta_e / studs.len() as f64
        };
        Ok(Quantized {
            indices,
            counts,
            mean_delta_e,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::palette::{srgb8_to_lab, PALETTE};

    /// Proves the shipped table: rebuilt by checking every 8-bit colour, it is byte for byte the one shipped,
    /// and it is the table a quantizer uses.
    #[test]
    fn the_shipped_table_is_the_one_built_from_every_colour() {
        let t = Tables::new();
        let q = Quantizer::new(&t);
        assert_eq!(
            q.table(),
            &nearest_table::decode(nearest_table::SHIPPED).unwrap()
        );
        assert!(
            nearest_table::encode(&q.build_table()) == nearest_table::SHIPPED,
            "mosaic-core/src/nearest_table.bin is stale: cargo run --release --example nearest_table"
        );
    }

    #[test]
    fn palette_colours_map_to_themselves() {
        let t = Tables::new();
        let mut q = Quantizer::new(&t);
        for (i, c) in PALETTE.iter().enumerate() {
            assert_eq!(q.nearest(c.rgb), (i as u8, 0.0));
        }
    }

    /// Calls `check` with every colour whose channels run from `start` to 255 in steps of `step`; how many.
    fn on_grid(start: u32, step: usize, mut check: impl FnMut([u8; 3])) -> usize {
        let mut checked = 0;
        for r in (start..=255).step_by(step) {
            for g in (start..=255).step_by(step) {
                for b in (start..=255).step_by(step) {
                    check([r as u8, g as u8, b as u8]);
                    checked += 1;
                }
            }
        }
        checked
    }

    #[test]
    fn pruned_search_picks_the_same_colour_as_trying_all_forty() {
        let t = Tables::new();
        let q = Quantizer::new(&t);
        // Every colour on a grid of step 5 per channel (52^3 = 140,608 colours), plus the extremes.
        let checked = on_grid(0, 5, |rgb| {
            assert_eq!(
                q.nearest_pruned(rgb),
                q.nearest_exhaustive(rgb),
                "{:?}",
                rgb
            )
        });
        assert_eq!(checked, 52 * 52 * 52);
    }

    #[test]
    fn table_search_picks_the_same_colour_and_difference_as_trying_all_forty() {
        let t = Tables::new();
        let q = Quantizer::new(&t);
        // Every colour on a grid of step 3 from 1 (85^3 = 614,125 colours: every cell, most of them at
        // three or more places), and every colour on the faces between cells (channel values 7 and 8).
        let checked = on_grid(1, 3, |rgb| {
            assert_eq!(
                q.nearest_uncached(rgb),
                q.nearest_exhaustive(rgb),
                "{:?}",
                rgb
            )
        });
        for a in [7u8, 8] {
            for x in 0..=255u8 {
                for y in (0..=255u8).step_by(17) {
                    for rgb in [[a, x, y], [x, a, y], [x, y, a]] {
                        assert_eq!(
                            q.nearest_uncached(rgb),
                            q.nearest_exhaustive(rgb),
                            "{:?}",
                            rgb
                        );
                    }
                }
            }
        }
        assert_eq!(checked, 85 * 85 * 85);
    }

    #[test]
    fn allowed_colours_give_the_nearest_allowed_one() {
        let t = Tables::new();
        let mut q = Quantizer::new(&t);
        assert!(q.set_allowed(0).is_err());
        assert!(q.set_allowed(1 << PALETTE_SIZE).is_err());
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for round in 0..40 {
            // Masks from one colour to nearly all; each time some of the 40 are left out.
            let mask = match round {
                0 => 1 << 7,
                1 => ALL_COLORS & !(1 << 1),
                _ => (next() & next() & ALL_COLORS).max(1),
            };
            q.set_allowed(mask).unwrap();
            for _ in 0..2000 {
                let v = next();
                let rgb = [v as u8, (v >> 8) as u8, (v >> 16) as u8];
                let (i, d) = q.nearest(rgb);
                let (e, de) = q.nearest_exhaustive_among(rgb, mask);
                assert_eq!((i, d), (e, de as f32), "{:?} mask {:x}", rgb, mask);
                assert!(mask & (1 << i) != 0);
            }
        }
        // Back to every colour: the memo of the last mask is forgotten.
        q.set_allowed(ALL_COLORS).unwrap();
        assert_eq!(q.nearest([255, 255, 255]), (1, 0.0));
    }

    #[test]
    fn a_cell_whose_candidates_are_all_disallowed_falls_back_to_the_allowed_ones() {
        let t = Tables::new();
        let mut q = Quantizer::new(&t);
        // Every cell with two or more candidates, every 37th of them: forbid exactly its candidates, so
        // the table names no allowed colour, and check every colour of the cell (512) exhaustively.
        let multi: Vec<usize> = (0..nearest_table::CELLS)
            .filter(|&c| q.table().cells[c] as usize >= PALETTE_SIZE)
            .collect();
        assert!(multi.len() > 1000);
        for &cell in multi.iter().step_by(37) {
            let base = [
                (cell >> 10) as u8 * 8,
                (cell >> 5 & 31) as u8 * 8,
                (cell & 31) as u8 * 8,
            ];
            let forbidden = q.table().candidates(base);
            let mask = ALL_COLORS & !forbidden;
            q.set_allowed(mask).unwrap();
            for k in 0..512u32 {
                let rgb = [
                    base[0] + (k >> 6) as u8,
                    base[1] + (k >> 3 & 7) as u8,
                    base[2] + (k & 7) as u8,
                ];
                assert_eq!(q.table().candidates(rgb) & mask, 0);
                let (i, d) = q.nearest(rgb);
                let (e, de) = q.nearest_exhaustive_among(rgb, mask);
                assert_eq!((i, d), (e, de as f32), "{:?} mask {:x}", rgb, mask);
            }
        }
    }

    #[test]
    fn dithering_with_allowed_colours_uses_only_them() {
        let t = Tables::new();
        let mut q = Quantizer::new(&t);
        let studs: Vec<[f32; 3]> = (0..24 * 24)
            .map(|i| [(i % 24) as f32 / 23.0, (i / 24) as f32 / 23.0, 0.4])
            .collect();
        let mask = (1 << 0) | (1 << 1) | (1 << 4) | (1 << 18);
        q.set_allowed(mask).unwrap();
        for d in [Dither::None, Dither::FloydSteinberg, Dither::Atkinson] {
            let out = q.quantize(&studs, 24, 24, d, &t).unwrap();
            assert!(out.indices.iter().all(|&i| mask & (1 << i) != 0), "{:?}", d);
            assert_eq!(out.counts.iter().sum::<u32>(), 24 * 24);
        }
    }

    #[test]
    fn not_measuring_the_error_gives_the_same_grid() {
        let t = Tables::new();
        let studs: Vec<[f32; 3]> = (0..40 * 30)
            .map(|i| {
                [
                    (i % 40) as f32 / 39.0,
                    (i / 40) as f32 / 29.0,
                    ((i * 7) % 13) as f32 / 12.0,
                ]
            })
            .collect();
        for mask in [
            ALL_COLORS,
            (1 << 0) | (1 << 1) | (1 << 4) | (1 << 18) | (1 << 33),
        ] {
            for d in [Dither::None, Dither::FloydSteinberg, Dither::Atkinson] {
                let mut measured = Quantizer::new(&t);
                let mut quick = Quantizer::new(&t);
                measured.set_allowed(mask).unwrap();
                quick.set_allowed(mask).unwrap();
                let want = measured.quantize(&studs, 40, 30, d, &t).unwrap();
                let got = quick
                    .quantize_measured(&studs, 40, 30, d, &t, false)
                    .unwrap();
                assert_eq!(
                    (&got.indices, got.counts),
                    (&want.indices, want.counts),
                    "{:?} mask {:x}",
                    d,
                    mask
                );
                assert!(got.mean_delta_e.is_nan() && want.mean_delta_e > 0.0);
                // The quick pass leaves the memo right for a measured one.
                assert_eq!(quick.quantize(&studs, 40, 30, d, &t).unwrap(), want);
            }
        }
    }

    #[test]
    fn the_memo_grown_for_a_large_grid_gives_the_same_grids() {
        let t = Tables::new();
        let grid = |w: usize, h: usize, k: usize| -> Vec<[f32; 3]> {
            (0..w * h)
                .map(|i| {
                    [
                        ((i * k) % w) as f32 / w as f32,
                        (i / w) as f32 / h as f32,
                        ((i * 7 + k) % 13) as f32 / 12.0,
                    ]
                })
                .collect()
        };
        let (small, large) = (grid(40, 30, 1), grid(200, 200, 3));
        assert!(large.len() > LARGE_GRID && small.len() <= LARGE_GRID);
        let mut q = Quantizer::new(&t);
        let before = q.quantize(&small, 40, 30, Dither::None, &t).unwrap();
        assert_eq!(q.memo_bits, CACHE_BITS);
        let got = q
            .quantize_measured(&large, 200, 200, Dither::FloydSteinberg, &t, false)
            .unwrap();
        assert_eq!(q.memo_bits, LARGE_CACHE_BITS);
        assert_eq!(q.memo.len(), 1 << LARGE_CACHE_BITS);
        let want = Quantizer::new(&t)
            .quantize_measured(&large, 200, 200, Dither::FloydSteinberg, &t, false)
            .unwrap();
        assert_eq!((got.indices, got.counts), (want.indices, want.counts));
        assert_eq!(
            q.quantize(&small, 40, 30, Dither::None, &t).unwrap(),
            before
        );
        q.set_allowed(1 << 1 | 1 << 4).unwrap();
        assert!(q
            .quantize(&large, 200, 200, Dither::None, &t)
            .unwrap()
            .indices
            .iter()
            .all(|&i| i == 1 || i == 4));
    }

    #[test]
    fn tight_bound_never_exceeds_ciede2000() {
        let t = Tables::new();
        for r in (0..=255u32).step_by(9) {
            for g in (0..=255u32).step_by(9) {
                for b in (0..=255u32).step_by(9) {
                    let x = srgb8_to_lab([r as u8, g as u8, b as u8]);
                    let cx = (x.a * x.a + x.b * x.b).sqrt();
                    for y in t.palette_lab.iter() {
                        let cy = (y.a * y.a + y.b * y.b).sqrt();
                        let exact = ciede2000(x, *y);
                        let inv_s_l = 1.0 / s_l((x.l + y.l) / 2.0);
                        assert!(
                            tight_bound_sq(&x, cx, y, cy, inv_s_l).sqrt() <= exact + 1e-9,
                            "{:?} {:?}",
                            x,
                            y
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn fixed_studs_quantize_to_known_colours() {
        let t = Tables::new();
        let mut q = Quantizer::new(&t);
        let lin = |rgb: [u8; 3]| {
            [
                t.srgb8_to_linear[rgb[0] as usize],
                t.srgb8_to_linear[rgb[1] as usize],
                t.srgb8_to_linear[rgb[2] as usize],
            ]
        };
        // Pure red, near-white, near-black, a mid grey.
        let studs = [
            lin([255, 0, 0]),
            lin([250, 250, 250]),
            lin([10, 10, 10]),
            lin([160, 165, 170]),
        ];
        let out = q.quantize(&studs, 2, 2, Dither::None, &t).unwrap();
        assert_eq!(out.indices, vec![4, 1, 0, 2]);
        assert_eq!(out.counts.iter().sum::<u32>(), 4);
        assert_eq!(
            (out.counts[0], out.counts[1], out.counts[2], out.counts[4]),
            (1, 1, 1, 1)
        );
        assert!(out.mean_delta_e > 0.0 && out.mean_delta_e < 10.0);
    }

    #[test]
    fn dithering_mixes_two_colours_for_an_in_between_grey() {
        let t = Tables::new();
        let mut q = Quantizer::new(&t);
        // A flat colour halfway (in linear light) between Black and White: plain quantizing paints it all
        // one grey, dithering mixes colours.
        let a = t.palette_linear[0];
        let b = t.palette_linear[1];
        let mid = [
            (a[0] + b[0]) / 2.0,
            (a[1] + b[1]) / 2.0,
            (a[2] + b[2]) / 2.0,
        ];
        let studs = vec![mid; 16 * 16];
        let plain = q.quantize(&studs, 16, 16, Dither::None, &t).unwrap();
        assert_eq!(plain.counts.iter().filter(|&&c| c > 0).count(), 1);
        for d in [Dither::FloydSteinberg, Dither::Atkinson] {
            let out = q.quantize(&studs, 16, 16, d, &t).unwrap();
            assert_eq!(out.counts.iter().sum::<u32>(), 256);
            assert!(
                out.counts.iter().filter(|&&c| c > 0).count() >= 2,
                "{:?}: {:?}",
                d,
                out.counts
            );
            assert!(out.indices.iter().all(|&i| (i as usize) < PALETTE_SIZE));
        }
    }

    #[test]
    fn floyd_steinberg_serpentine_on_a_row() {
        let t = Tables::new();
        let mut q = Quantizer::new(&t);
        // One row of 4 studs, each exactly White: no error arises, so all White with either dither.
        let studs = vec![t.palette_linear[1]; 4];
        let out = q
            .quantize(&studs, 4, 1, Dither::FloydSteinberg, &t)
            .unwrap();
        assert_eq!(out.indices, vec![1, 1, 1, 1]);
        assert_eq!(out.mean_delta_e, 0.0);
    }
}
