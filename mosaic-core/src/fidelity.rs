//! Fidelity: how much a mosaic, seen from a distance, looks like its photo.
//!
//! Both pictures are taken one value per stud: the photo's crop averaged per stud (the colours quantizing
//! reads, after the sliders) and the mosaic's palette colours. Each is blurred in linear light by the same
//! Gaussian, the eye's blur at the viewing distance measured in studs ([`blur_studs_at`]; 1 stud by
//! default), then compared stud by stud:
//!
//! - the mean and the 95th percentile (nearest rank) of CIEDE2000 between the two blurred pictures;
//! - the lone studs: those whose neighbours all have other colours, specks up close;
//! - cleanliness up close: the studs with no stud of their own colour beside them (left, right, above or
//!   below, [`is_side_lone`]), which read as noise on a wall of round studs even when a diagonal
//!   neighbour shares their colour;
//! - colour specks in near-grey areas: studs of a chromatic palette colour ([`is_chromatic`]) where the
//!   blurred photo is nearly grey ([`is_near_grey`]), such as a pink stud in a grey wall;
//! - SSIM (Wang et al. 2004) of their blurred CIELAB lightness, with a Gaussian window of 1.5 studs and
//!   the constants (0.01 L)^2 and (0.03 L)^2 for the lightness range L = 100.
//!
//! Blurring in linear light is how light from neighbouring studs adds up in the eye. At the grid's edges
//! the edge stud repeats outwards (as in the distance view of [`crate::render`]), so a border stud is not
//! darkened by the outside. The same blur, as a linear map, is what [`crate::likeness`] searches under.

use crate::error::{try_vec, MosaicError, Result};
use crate::palette::{ciede2000, linear_to_lab, Tables, PALETTE_SIZE};
use crate::render::{EYE_BLUR_ARCMIN, STUD_PITCH_MM};

/// The blur the measure uses unless told otherwise: a Gaussian of one stud's standard deviation, what the
/// eye makes of an 8 mm stud from about 6.1 m ([`distance_for_blur_mm`]).
pub const DEFAULT_BLUR_STUDS: f64 = 1.0;
/// The largest blur accepted, in studs (a picture seen from so far that it is one colour).
pub const MAX_BLUR_STUDS: f64 = 16.0;
/// Where the photo is nearly grey: the photo blurred by the measure's blur (an area, not one stud) has a
/// CIELAB chroma C*ab under this. The palette's four greys (White, Light and Dark Bluish Gray, Black) and
/// Light Aqua are under 9; a grey wall or a white shirt photographed in daylight is under about 6.
pub const NEAR_GREY_CHROMA: f64 = 8.0;
/// A chromatic palette colour: CIELAB chroma C*ab at least this. Of the 40 colours, five are not (White
/// 0, Light Bluish Gray 2.9, Dark Bluish Gray 3.7, Light Aqua 8.1, Black 8.5); the least chromatic of the
/// rest are Sand Green 13.6 and Dark Tan 13.8, tints that show against a grey.
pub const CHROMATIC_CHROMA: f64 = 12.0;
/// SSIM's window: a Gaussian of this standard deviation in studs.
const SSIM_WINDOW_STUDS: f64 = 1.5;
/// SSIM's constants for lightness from 0 to 100: (0.01 * 100)^2 and (0.03 * 100)^2.
const SSIM_C1: f64 = 1.0;
const SSIM_C2: f64 = 9.0;

/// The eye's blur, in studs, at `distance_mm` from the wall: the Gaussian of [`EYE_BLUR_ARCMIN`] seen on
/// the wall, over the 8 mm between stud centres.
pub fn blur_studs_at(distance_mm: f64) -> f64 {
    distance_mm * (EYE_BLUR_ARCMIN / 60.0).to_radians().tan() / STUD_PITCH_MM
}

/// The viewing distance, in millimetres, at which the eye blurs by `blur_studs` studs.
pub fn distance_for_blur_mm(blur_studs: f64) -> f64 {
    blur_studs * STUD_PITCH_MM / (EYE_BLUR_ARCMIN / 60.0).to_radians().tan()
}

/// How a mosaic measures against its photo.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Fidelity {
    /// Mean CIEDE2000 per stud between the blurred photo and the blurred mosaic.
    pub mean_delta_e: f64,
    /// The 95th percentile (nearest rank) of the same differences.
    pub p95_delta_e: f64,
    /// Mean SSIM of the blurred lightness (1 when equal).
    pub ssim: f64,
    /// The blur used, in studs.
    pub blur_studs: f64,
    /// Studs whose neighbours all have other colours ([`is_lone`]): specks up close, and bricks to sort.
    pub lone_studs: usize,
    /// Studs with no side neighbour of their colour ([`is_side_lone`]): how far from clean up close.
    pub side_lone_studs: usize,
    /// Studs where the blurred photo is nearly grey ([`is_near_grey`]).
    pub grey_studs: usize,
    /// Of those, the studs of a chromatic colour ([`is_chromatic`]): colour specks in grey areas.
    pub grey_specks: usize,
}

/// Whether a colour (CIELAB) is nearly grey: chroma under [`NEAR_GREY_CHROMA`].
pub fn is_near_grey(lab: [f64; 3]) -> bool {
    lab[1].hypot(lab[2]) < NEAR_GREY_CHROMA
}

/// Whether palette colour `index` is chromatic: chroma at least [`CHROMATIC_CHROMA`].
pub fn is_chromatic(tables: &Tables, index: u8) -> bool {
    let lab = tables.palette_lab[index as usize];
    lab.a.hypot(lab.b) >= CHROMATIC_CHROMA
}

/// The chromatic palette colours as a mask (bit i for colour i).
pub fn chromatic_mask(tables: &Tables) -> u64 {
    (0..PALETTE_SIZE as u8)
        .filter(|&i| is_chromatic(tables, i))
        .fold(0, |m, i| m | 1 << i)
}

/// A Gaussian along one axis of `len` studs as a matrix with `2 * radius + 1` diagonals: row j holds the
/// weights of studs j - radius ..= j + radius, the weight of a stud past the edge added to the edge stud.
#[derive(Debug, Clone)]
pub struct Axis {
    pub len: usize,
    pub radius: usize,
    pub weights: Vec<f64>,
}

impl Axis {
    /// The Gaussian of `sigma` studs (3 sigma either side) along `len` studs; no blur when `sigma` is 0.
    pub fn new(len: usize, sigma: f64) -> Axis {
        let radius = if sigma > 0.0 {
            (3.0 * sigma).ceil() as usize
        } else {
            0
        };
        let taps: Vec<f64> = (0..=2 * radius)
            .map(|t| {
                let d = t as f64 - radius as f64;
                if sigma > 0.0 {
                    (-d * d / (2.0 * sigma * sigma)).exp()
                } else {
                    1.0
                }
            })
            .collect();
        let total: f64 = taps.iter().sum();
        let span = 2 * radius + 1;
        let mut weights = vec![0.0; len * span];
        for j in 0..len {
            for (t, &w) in taps.iter().enumerate() {
                let k = (j as i64 + t as i64 - radius as i64)
                    .max(0)
                    .min(len as i64 - 1) as usize;
                weights[j * span + k + radius - j] += w / total;
            }
        }
        Axis {
            len,
            radius,
            weights,
        }
    }

    /// The weight of stud `k` in the blurred value at stud `j` (0 when farther apart than the radius).
    #[inline]
    pub fn weight(&self, j: usize, k: usize) -> f64 {
        let r = self.radius;
        if k + r < j || k > j + r {
            0.0
        } else {
            self.weights[j * (2 * r + 1) + k + r - j]
        }
    }

    /// The transposed matrix with each weight raised to `power` (1 or 2): blurring by it spreads values
    /// back to the studs that were blurred into them.
    pub fn transposed(&self, power: i32) -> Axis {
        let r = self.radius;
        let span = 2 * r + 1;
        let mut weights = vec![0.0; self.len * span];
        for k in 0..self.len {
            for j in self.reach(k) {
                weights[k * span + j + r - k] = self.weight(j, k).powi(power);
            }
        }
        Axis {
            len: self.len,
            radius: r,
            weights,
        }
    }

    /// The studs whose values reach stud `j`, or which stud `j` reaches (the matrix's band is symmetric).
    #[inline]
    pub fn reach(&self, j: usize) -> std::ops::Range<usize> {
        j.saturating_sub(self.radius)..(j + self.radius + 1).min(self.len)
    }
}

/// Blurs `values` (`width` x `height`, row-major, `N` channels) by the two axes: across, then down.
pub fn blur<const N: usize>(
    values: &[[f64; N]],
    across: &Axis,
    down: &Axis,
) -> Result<Vec<[f64; N]>> {
    let flat: Vec<f64> = values.iter().flatten().copied().collect();
    let out = blur_flat(&flat, N, across, down)?;
    Ok(out
        .chunks_exact(N)
        .map(|c| {
            let mut v = [0.0; N];
            v.copy_from_slice(c);
            v
        })
        .collect())
}

/// [`blur`] of `channels` interleaved channels (one copy of the loops for every channel count, which keeps
/// the WebAssembly module small).
pub fn blur_flat(values: &[f64], channels: usize, across: &Axis, down: &Axis) -> Result<Vec<f64>> {
    let (w, h, n) = (across.len, down.len, channels);
    let mut rows = try_vec(w * h * n, 0.0)?;
    for y in 0..h {
        for x in 0..w {
            let o = (y * w + x) * n;
            for k in across.reach(x) {
                let wgt = across.weight(x, k);
                let i = (y * w + k) * n;
                for c in 0..n {
                    rows[o + c] += wgt * values[i + c];
                }
            }
        }
    }
    let mut out = try_vec(w * h * n, 0.0)?;
    for y in 0..h {
        for k in down.reach(y) {
            let wgt = down.weight(y, k);
            let (o, i) = (y * w * n, k * w * n);
            for (dst, src) in out[o..o + w * n].iter_mut().zip(&rows[i..i + w * n]) {
                *dst += wgt * src;
            }
        }
    }
    Ok(out)
}

/// Whether stud `k` of a `width` x `height` grid is alone: every neighbour (of eight, fewer at the edges)
/// has another colour.
pub fn is_lone(indices: &[u8], width: usize, height: usize, k: usize) -> bool {
    let (x, y) = (k % width, k / width);
    let colour = indices[k];
    for ny in y.saturating_sub(1)..(y + 2).min(height) {
        for nx in x.saturating_sub(1)..(x + 2).min(width) {
            if (nx, ny) != (x, y) && indices[ny * width + nx] == colour {
                return false;
            }
        }
    }
    width * height > 1
}

/// Whether stud `k` has no side neighbour (left, right, above, below; fewer at the edges) of its colour.
pub fn is_side_lone(indices: &[u8], width: usize, height: usize, k: usize) -> bool {
    let (x, y) = (k % width, k / width);
    let colour = indices[k];
    let same = (x > 0 && indices[k - 1] == colour)
        || (x + 1 < width && indices[k + 1] == colour)
        || (y > 0 && indices[k - width] == colour)
        || (y + 1 < height && indices[k + width] == colour);
    !same && width * height > 1
}

/// How many studs of a grid are alone ([`is_lone`]).
pub fn lone_studs(indices: &[u8], width: usize, height: usize) -> usize {
    (0..indices.len())
        .filter(|&k| is_lone(indices, width, height, k))
        .count()
}

/// Checks a grid and its stud colours against their size.
pub(crate) fn check_grid(
    studs: &[[f32; 3]],
    indices: &[u8],
    width: usize,
    height: usize,
) -> Result<()> {
    if width == 0 || height == 0 || studs.len() != width * height || indices.len() != studs.len() {
        return Err(MosaicError::bad_input(
            "The grid and the photo's studs do not match its size",
        ));
    }
    if indices.iter().any(|&i| i as usize >= PALETTE_SIZE) {
        return Err(MosaicError::bad_input(
            "A palette index is out of range (0 to 39)",
        ));
    }
    Ok(())
}

/// Checks a blur in studs.
pub fn check_blur(blur_studs: f64) -> Result<()> {
    if blur_studs.is_finite() && (0.0..=MAX_BLUR_STUDS).contains(&blur_studs) {
        Ok(())
    } else {
        // A fixed text: formatting a float would add its code to the WebAssembly module.
        Err(MosaicError::bad_input(
            "The blur must be from 0 to 16 studs",
        ))
    }
}

/// The blurred photo and the blurred mosaic, in CIELAB (L, a, b), one value per stud.
pub type BlurredPair = (Vec<[f64; 3]>, Vec<[f64; 3]>);

/// The blurred photo and mosaic of a grid, in CIELAB, one value per stud.
pub fn blurred_lab(
    studs: &[[f32; 3]],
    indices: &[u8],
    width: usize,
    height: usize,
    tables: &Tables,
    blur_studs: f64,
) -> Result<BlurredPair> {
    check_grid(studs, indices, width, height)?;
    check_blur(blur_studs)?;
    let (across, down) = (Axis::new(width, blur_studs), Axis::new(height, blur_studs));
    let photo: Vec<[f64; 3]> = studs
        .iter()
        .map(|s| [s[0] as f64, s[1] as f64, s[2] as f64])
        .collect();
    let mosaic: Vec<[f64; 3]> = indices
        .iter()
        .map(|&i| {
            let p = tables.palette_linear[i as usize];
            [p[0] as f64, p[1] as f64, p[2] as f64]
        })
        .collect();
    let lab = |v: Vec<[f64; 3]>| -> Vec<[f64; 3]> {
        v.iter()
            .map(|c| {
                let l = linear_to_lab(*c);
                [l.l, l.a, l.b]
            })
            .collect()
    };
    Ok((
        lab(blur(&photo, &across, &down)?),
        lab(blur(&mosaic, &across, &down)?),
    ))
}

/// CIEDE2000 per stud between the blurred photo and the blurred mosaic.
pub fn delta_e_map(
    studs: &[[f32; 3]],
    indices: &[u8],
    width: usize,
    height: usize,
    tables: &Tables,
    blur_studs: f64,
) -> Result<Vec<f64>> {
    let (photo, mosaic) = blurred_lab(studs, indices, width, height, tables, blur_studs)?;
    Ok(photo
        .iter()
        .zip(mosaic.iter())
        .map(|(p, m)| ciede2000(to_lab(p), to_lab(m)))
        .collect())
}

fn to_lab(v: &[f64; 3]) -> crate::palette::Lab {
    crate::palette::Lab {
        l: v[0],
        a: v[1],
        b: v[2],
    }
}

/// The nearest-rank percentile `p` (0..=100) of `values` (reordered here; not empty, no NaN): Hoare's
/// selection, written out (the standard library's is several kilobytes of WebAssembly).
pub fn percentile(values: &mut [f64], p: f64) -> f64 {
    let rank = ((p / 100.0) * values.len() as f64).ceil().max(1.0) as usize;
    let k = rank.min(values.len()) - 1;
    let (mut lo, mut hi) = (0, values.len() - 1);
    while lo < hi {
        let pivot = values[lo + (hi - lo) / 2];
        let (mut i, mut j) = (lo, hi);
        while i <= j {
            while values[i] < pivot {
                i += 1;
            }
            while values[j] > pivot {
                j -= 1;
            }
            if i <= j {
                values.swap(i, j);
                i += 1;
                if j == 0 {
                    break;
                }
                j -= 1;
            }
        }
        // Now values[lo..=j] <= pivot <= values[i..=hi], and anything between equals the pivot.
        if k <= j {
            hi = j;
        } else if k >= i {
            lo = i;
        } else {
            return values[k];
        }
    }
    values[k]
}

/// Mean SSIM of two lightness pictures (`width` x `height`, 0..100), windowed by a Gaussian.
pub fn ssim(x: &[f64], y: &[f64], width: usize, height: usize) -> Result<f64> {
    let (across, down) = (
        Axis::new(width, SSIM_WINDOW_STUDS),
        Axis::new(height, SSIM_WINDOW_STUDS),
    );
    let moments: Vec<[f64; 5]> = x
        .iter()
        .zip(y.iter())
        .map(|(&a, &b)| [a, b, a * a, b * b, a * b])
        .collect();
    let m = blur(&moments, &across, &down)?;
    let total: f64 = m
        .iter()
        .map(|&[mx, my, xx, yy, xy]| {
            let (vx, vy, cov) = (xx - mx * mx, yy - my * my, xy - mx * my);
            ((2.0 * mx * my + SSIM_C1) * (2.0 * cov + SSIM_C2))
                / ((mx * mx + my * my + SSIM_C1) * (vx + vy + SSIM_C2))
        })
        .sum();
    Ok(total / m.len() as f64)
}

/// Measures a grid (`indices`, `width` x `height`) against the photo's stud colours (`studs`, linear
/// light, row-major) under a blur of `blur_studs` studs.
pub fn measure(
    studs: &[[f32; 3]],
    indices: &[u8],
    width: usize,
    height: usize,
    tables: &Tables,
    blur_studs: f64,
) -> Result<Fidelity> {
    let (photo, mosaic) = blurred_lab(studs, indices, width, height, tables, blur_studs)?;
    let mut delta: Vec<f64> = photo
        .iter()
        .zip(mosaic.iter())
        .map(|(p, m)| ciede2000(to_lab(p), to_lab(m)))
        .collect();
    let mean_delta_e = delta.iter().sum::<f64>() / delta.len() as f64;
    let p95_delta_e = percentile(&mut delta, 95.0);
    let lx: Vec<f64> = photo.iter().map(|c| c[0]).collect();
    let ly: Vec<f64> = mosaic.iter().map(|c| c[0]).collect();
    let chromatic = chromatic_mask(tables);
    let (mut grey_studs, mut grey_specks) = (0, 0);
    for (p, &i) in photo.iter().zip(indices) {
        if is_near_grey(*p) {
            grey_studs += 1;
            grey_specks += (chromatic >> i & 1) as usize;
        }
    }
    Ok(Fidelity {
        side_lone_studs: (0..indices.len())
            .filter(|&k| is_side_lone(indices, width, height, k))
            .count(),
        grey_studs,
        grey_specks,
        mean_delta_e,
        p95_delta_e,
        ssim: ssim(&lx, &ly, width, height)?,
        blur_studs,
        lone_studs: lone_studs(indices, width, height),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::palette::PALETTE;

    fn flat(tables: &Tables, index: usize, n: usize) -> Vec<[f32; 3]> {
        vec![tables.palette_linear[index]; n]
    }

    #[test]
    fn one_stud_blur_is_about_six_metres_and_the_distance_view_half_a_stud() {
        assert!((distance_for_blur_mm(1.0) - 6111.5).abs() < 1.0);
        assert!((blur_studs_at(distance_for_blur_mm(2.5)) - 2.5).abs() < 1e-12);
        assert_eq!(blur_studs_at(3000.0), crate::render::distance_blur_studs());
    }

    #[test]
    fn axis_rows_sum_to_one_and_fold_the_outside_onto_the_edge() {
        let a = Axis::new(10, 1.0);
        assert_eq!(a.radius, 3);
        for j in 0..10 {
            let s: f64 = (0..10).map(|k| a.weight(j, k)).sum();
            assert!((s - 1.0).abs() < 1e-12);
        }
        // Taps at -3, -2, -1, 0 all land on stud 0 for the first stud.
        let g = |d: f64| (-d * d / 2.0).exp();
        let total: f64 = (-3..=3).map(|d| g(d as f64)).sum();
        let edge = (g(3.0) + g(2.0) + g(1.0) + g(0.0)) / total;
        assert!((a.weight(0, 0) - edge).abs() < 1e-12);
        assert!((a.weight(5, 6) - g(1.0) / total).abs() < 1e-12);
        assert_eq!(a.weight(0, 4), 0.0);
        let none = Axis::new(4, 0.0);
        assert_eq!(
            (none.radius, none.weight(2, 2), none.weight(2, 3)),
            (0, 1.0, 0.0)
        );
    }

    #[test]
    fn a_mosaic_of_the_photos_own_colours_measures_zero() {
        let t = Tables::new();
        let indices: Vec<u8> = (0..12 * 9).map(|i| (i * 7 % PALETTE_SIZE) as u8).collect();
        let studs: Vec<[f32; 3]> = indices
            .iter()
            .map(|&i| t.palette_linear[i as usize])
            .collect();
        let f = measure(&studs, &indices, 12, 9, &t, 1.0).unwrap();
        assert_eq!((f.mean_delta_e, f.p95_delta_e), (0.0, 0.0));
        assert!((f.ssim - 1.0).abs() < 1e-12, "{}", f.ssim);
    }

    #[test]
    fn a_flat_photo_measures_the_plain_colour_difference_and_ssim_of_the_means() {
        // Blurring a flat picture leaves it as it is, so every stud differs by CIEDE2000 of the two colours,
        // and SSIM is its luminance term alone (no variance anywhere).
        let t = Tables::new();
        let studs = flat(&t, 2, 8 * 6);
        let indices = vec![3u8; 8 * 6];
        let f = measure(&studs, &indices, 8, 6, &t, 1.0).unwrap();
        let want = ciede2000(t.palette_lab[2], t.palette_lab[3]);
        assert!(
            (f.mean_delta_e - want).abs() < 1e-9,
            "{} {}",
            f.mean_delta_e,
            want
        );
        assert!((f.p95_delta_e - want).abs() < 1e-9);
        let (a, b) = (t.palette_lab[2].l, t.palette_lab[3].l);
        let ssim_want = (2.0 * a * b + SSIM_C1) / (a * a + b * b + SSIM_C1);
        assert!(
            (f.ssim - ssim_want).abs() < 1e-9,
            "{} {}",
            f.ssim,
            ssim_want
        );
    }

    #[test]
    fn a_black_and_white_checkerboard_is_a_light_grey_from_far_away() {
        // Seen blurred, black and white studs mix in linear light: the middle of a large checkerboard is
        // close to the linear mean of the two, which is sRGB 188, not the sRGB mean 128.
        let t = Tables::new();
        let n = 40;
        let indices: Vec<u8> = (0..n * n).map(|i| ((i % n + i / n) % 2) as u8).collect();
        let (b, w) = (t.palette_linear[0], t.palette_linear[1]);
        let mean = [
            (b[0] + w[0]) / 2.0,
            (b[1] + w[1]) / 2.0,
            (b[2] + w[2]) / 2.0,
        ];
        let grey = vec![mean; n * n];
        let map = delta_e_map(&grey, &indices, n, n, &t, 2.0).unwrap();
        assert!(map[20 * n + 20] < 0.05, "{}", map[20 * n + 20]);
        let srgb_mean = [128u8, 128, 128].map(|v| t.srgb8_to_linear[v as usize]);
        let dark = vec![srgb_mean; n * n];
        let map = delta_e_map(&dark, &indices, n, n, &t, 2.0).unwrap();
        assert!(map[20 * n + 20] > 15.0, "{}", map[20 * n + 20]);
        // Without a blur the measure is each stud's own difference.
        let sharp = delta_e_map(&grey, &indices, n, n, &t, 0.0).unwrap();
        let own = linear_to_lab([mean[0] as f64, mean[1] as f64, mean[2] as f64]);
        assert!((sharp[0] - ciede2000(own, t.palette_lab[0])).abs() < 1e-9);
        assert!((sharp[1] - ciede2000(own, t.palette_lab[1])).abs() < 1e-9);
    }

    #[test]
    fn one_wrong_stud_spreads_by_the_gaussian() {
        // A white photo with one black stud in the mosaic: the blurred mosaic at distance d from it is
        // white minus the Gaussian's weight there times (white - black), in linear light.
        let t = Tables::new();
        let n = 15;
        let studs = flat(&t, 1, n * n);
        let mut indices = vec![1u8; n * n];
        indices[7 * n + 7] = 0;
        let (photo, mosaic) = blurred_lab(&studs, &indices, n, n, &t, 1.0).unwrap();
        let a = Axis::new(n, 1.0);
        for (x, y) in [(7, 7), (8, 7), (9, 9), (7, 10), (3, 3)] {
            let g = a.weight(x, 7) * a.weight(y, 7);
            let w = t.palette_linear[1];
            let k = t.palette_linear[0];
            let c = [0, 1, 2].map(|i| w[i] as f64 - g * (w[i] - k[i]) as f64);
            let want = linear_to_lab(c);
            let got = mosaic[y * n + x];
            assert!((got[0] - want.l).abs() < 1e-6, "{:?} {:?}", got, want);
            assert!((photo[y * n + x][0] - 100.0).abs() < 1e-3);
        }
        assert_eq!(mosaic[0], photo[0]);
    }

    #[test]
    fn a_side_lone_stud_has_no_side_neighbour_of_its_colour() {
        // 0 0 1 2
        // 3 1 4 2
        // 3 5 1 2: the 1s touch only diagonally, so all three are side-lone but not lone.
        let grid = [0u8, 0, 1, 2, 3, 1, 4, 2, 3, 5, 1, 2];
        let side: Vec<usize> = (0..12).filter(|&k| is_side_lone(&grid, 4, 3, k)).collect();
        assert_eq!(side, vec![2, 5, 6, 9, 10]);
        assert!(!is_lone(&grid, 4, 3, 5) && is_lone(&grid, 4, 3, 6));
        assert!(!is_side_lone(&[5], 1, 1, 0));
        let t = Tables::new();
        let studs = flat(&t, 1, 12);
        let f = measure(&studs, &grid, 4, 3, &t, 1.0).unwrap();
        assert_eq!(f.side_lone_studs, 5);
    }

    #[test]
    fn colour_specks_are_chromatic_studs_where_the_blurred_photo_is_nearly_grey() {
        let t = Tables::new();
        let greys: Vec<u8> = (0..PALETTE_SIZE as u8)
            .filter(|&i| !is_chromatic(&t, i))
            .collect();
        // Black, White, Light Bluish Gray, Dark Bluish Gray and Light Aqua are the only greys.
        assert_eq!(greys, vec![0, 1, 2, 3, 26]);
        // A photo grey on the left half, red on the right; the mosaic has a pink (Bright Pink) stud in
        // the grey and one in the red, and a Light Aqua stud in the grey.
        let (w, h) = (12, 6);
        let studs: Vec<[f32; 3]> = (0..w * h)
            .map(|k| {
                if k % w < 6 {
                    t.palette_linear[2]
                } else {
                    t.palette_linear[4]
                }
            })
            .collect();
        let mut grid: Vec<u8> = (0..w * h).map(|k| if k % w < 6 { 2 } else { 4 }).collect();
        grid[2 * w + 1] = 36;
        grid[2 * w + 9] = 36;
        grid[4 * w + 2] = 26;
        let f = measure(&studs, &grid, w, h, &t, 1.0).unwrap();
        // Near the edge between them the blurred photo is tinted: the two columns next to it are not grey.
        let (photo, _) = blurred_lab(&studs, &grid, w, h, &t, 1.0).unwrap();
        let grey = photo.iter().filter(|&&c| is_near_grey(c)).count();
        assert!(grey >= 4 * h && grey < 6 * h, "{}", grey);
        assert_eq!((f.grey_studs, f.grey_specks), (grey, 1));
    }

    #[test]
    fn the_95th_percentile_is_the_nearest_rank() {
        let mut v: Vec<f64> = (1..=100).rev().map(|i| i as f64).collect();
        assert_eq!(percentile(&mut v, 95.0), 95.0);
        let mut v = vec![3.0, 1.0, 2.0];
        assert_eq!(percentile(&mut v, 95.0), 3.0);
        let mut v = vec![5.0];
        assert_eq!(percentile(&mut v, 95.0), 5.0);
        let mut v: Vec<f64> = (0..40).map(|i| i as f64).collect();
        assert_eq!(percentile(&mut v, 95.0), 37.0);
        // Against sorting, on lists with many repeats and in every order.
        let mut state = 0x2545_f491u32;
        for len in 1..300 {
            let mut v: Vec<f64> = (0..len)
                .map(|_| {
                    state ^= state << 13;
                    state ^= state >> 17;
                    state ^= state << 5;
                    (state % 17) as f64 / 4.0
                })
                .collect();
            let mut sorted = v.clone();
            sorted.sort_by(|a, b| a.partial_cmp(b).unwrap());
            for p in [0.0, 50.0, 95.0, 100.0] {
                let rank = ((p / 100.0) * len as f64).ceil().max(1.0) as usize;
                assert_eq!(percentile(&mut v, p), sorted[rank - 1], "{} {}", len, p);
            }
        }
    }

    #[test]
    fn bad_grids_and_blurs_are_refused() {
        let t = Tables::new();
        let studs = flat(&t, 0, 4);
        assert!(measure(&studs, &[0, 0, 0], 2, 2, &t, 1.0).is_err());
        assert!(measure(&studs, &[0, 0, 0, 40], 2, 2, &t, 1.0).is_err());
        assert!(measure(&studs, &[0; 4], 2, 2, &t, -1.0).is_err());
        assert!(measure(&studs, &[0; 4], 2, 2, &t, f64::NAN).is_err());
        assert!(measure(&studs, &[0; 4], 2, 2, &t, 17.0).is_err());
        assert!(measure(&studs, &[0; 4], 2, 2, &t, 0.0).is_ok());
        assert_eq!(PALETTE.len(), PALETTE_SIZE);
    }
}
