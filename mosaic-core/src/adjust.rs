//! Adjust: brightness, contrast and saturation in percent (0-200, 100 leaves the photo alone), with the
//! meaning of CSS `brightness()`, `contrast()` and `saturate()` applied in that order: each works on
//! sRGB-encoded values and clamps its result to 0..1, as the Filter Effects spec does.

use crate::crop::CroppedPhoto;
use crate::error::{try_resize, MosaicError, Result};
use crate::lut::{clamp01, Interpolated};
use crate::palette::Tables;

/// Slider values in percent.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Adjustments {
    pub brightness: f32,
    pub contrast: f32,
    pub saturation: f32,
}

pub const SLIDER_MIN: f32 = 0.0;
pub const SLIDER_MAX: f32 = 200.0;

impl Default for Adjustments {
    fn default() -> Self {
        Adjustments {
            brightness: 100.0,
            contrast: 100.0,
            saturation: 100.0,
        }
    }
}

impl Adjustments {
    pub fn new(brightness: f32, contrast: f32, saturation: f32) -> Result<Self> {
        let a = Adjustments {
            brightness,
            contrast,
            saturation,
        };
        for (name, v) in [
            ("brightness", brightness),
            ("contrast", contrast),
            ("saturation", saturation),
        ] {
            if !v.is_finite() || !(SLIDER_MIN..=SLIDER_MAX).contains(&v) {
                return Err(MosaicError::bad_input(format!(
                    "{} must be from 0 to 200 percent",
                    name
                )));
            }
        }
        Ok(a)
    }

    pub fn is_identity(&self) -> bool {
        *self == Adjustments::default()
    }

    /// The filters on one sRGB-encoded colour (components 0..1).
    pub fn apply(&self, rgb: [f32; 3]) -> [f32; 3] {
        let b = self.brightness / 100.0;
        let c = self.contrast / 100.0;
        let s = self.saturation / 100.0;
        let clamp = clamp01;
        let mut v = [0.0f32; 3];
        for k in 0..3 {
            let bright = clamp(rgb[k] * b);
            v[k] = clamp((bright - 0.5) * c + 0.5);
        }
        let [r, g, bl] = v;
        let m = saturate_matrix(s);
        [
            clamp(m[0] * r + m[1] * g + m[2] * bl),
            clamp(m[3] * r + m[4] * g + m[5] * bl),
            clamp(m[6] * r + m[7] * g + m[8] * bl),
        ]
    }

    /// The filters on an 8-bit RGBA image, rounding each result like a canvas does (alpha untouched).
    pub fn apply_rgba8(&self, rgba: &mut [u8]) {
        for px in rgba.chunks_exact_mut(4) {
            let out = self.apply([
                px[0] as f32 / 255.0,
                px[1] as f32 / 255.0,
                px[2] as f32 / 255.0,
            ]);
            for k in 0..3 {
                px[k] = (out[k] * 255.0).round() as u8;
            }
        }
    }
}

/// The Filter Effects matrix of `saturate(s)` (s = 1 leaves colours alone), row-major.
pub(crate) fn saturate_matrix(s: f32) -> [f32; 9] {
    [
        0.213 + 0.787 * s,
        0.715 - 0.715 * s,
        0.072 - 0.072 * s,
        0.213 - 0.213 * s,
        0.715 + 0.285 * s,
        0.072 - 0.072 * s,
        0.213 - 0.213 * s,
        0.715 - 0.715 * s,
        0.072 + 0.928 * s,
    ]
}

/// Brightness then contrast on one channel: linear light in, sRGB encoding out (the filters' own domain).
pub(crate) fn channel_table(adjustments: Adjustments, tables: &Tables) -> impl Fn(f32) -> f32 + '_ {
    let b = adjustments.brightness / 100.0;
    let c = adjustments.contrast / 100.0;
    move |linear: f32| clamp01((clamp01(tables.to_srgb(linear) * b) - 0.5) * c + 0.5)
}

/// Applies the filters to every cell of the working copy. Cells are linear light; the filters run on the
/// sRGB encoding of each cell's mean. Brightness and contrast act on each channel alone, so they are
/// folded with the encoding into one table per call; saturation mixes channels and runs per cell.
pub fn adjust_cells(
    photo: &CroppedPhoto,
    adjustments: Adjustments,
    tables: &Tables,
    out: &mut Vec<[f32; 3]>,
) -> Result<()> {
    try_resize(out, photo.cells.len(), [0.0f32; 3])?;
    if adjustments.is_identity() {
        out.copy_from_slice(&photo.cells);
        return Ok(());
    }
    let clamp = clamp01;
    let channel = channel_table(adjustments, tables);
    if adjustments.saturation == 100.0 {
        // The whole chain per channel: linear -> encoded -> brightness -> contrast -> linear.
        let table = Interpolated::new(|linear| tables.to_linear(channel(linear)));
        for (dst, src) in out.iter_mut().zip(photo.cells.iter()) {
            *dst = [table.get(src[0]), table.get(src[1]), table.get(src[2])];
        }
    } else {
        let table = Interpolated::new(channel);
        let m = saturate_matrix(adjustments.saturation / 100.0);
        for (dst, src) in out.iter_mut().zip(photo.cells.iter()) {
            let (r, g, b) = (table.get(src[0]), table.get(src[1]), table.get(src[2]));
            *dst = [
                tables.to_linear(clamp(m[0] * r + m[1] * g + m[2] * b)),
                tables.to_linear(clamp(m[3] * r + m[4] * g + m[5] * b)),
                tables.to_linear(clamp(m[6] * r + m[7] * g + m[8] * b)),
            ];
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn adjusted(a: Adjustments, rgb: [u8; 3]) -> [u8; 3] {
        let mut px = [rgb[0], rgb[1], rgb[2], 255];
        a.apply_rgba8(&mut px);
        [px[0], px[1], px[2]]
    }

    #[test]
    fn matches_css_filters_on_fixed_pixels() {
        let id = Adjustments::default();
        assert_eq!(adjusted(id, [12, 200, 99]), [12, 200, 99]);
        // brightness(50%): halves each channel.
        assert_eq!(
            adjusted(
                Adjustments::new(50.0, 100.0, 100.0).unwrap(),
                [200, 100, 52]
            ),
            [100, 50, 26]
        );
        // brightness(200%) clamps at white.
        assert_eq!(
            adjusted(
                Adjustments::new(200.0, 100.0, 100.0).unwrap(),
                [200, 100, 0]
            ),
            [255, 200, 0]
        );
        // contrast(0%): everything is mid grey; contrast(200%) pushes away from 0.5.
        assert_eq!(
            adjusted(Adjustments::new(100.0, 0.0, 100.0).unwrap(), [0, 77, 255]),
            [128, 128, 128]
        );
        assert_eq!(
            adjusted(
                Adjustments::new(100.0, 150.0, 100.0).unwrap(),
                [20, 128, 192]
            ),
            [0, 128, 224]
        );
        assert_eq!(
            adjusted(
                Adjustments::new(100.0, 200.0, 100.0).unwrap(),
                [10, 200, 250]
            ),
            [0, 255, 255]
        );
        // saturate(0%): the luminance grey of the Filter Effects matrix.
        assert_eq!(
            adjusted(Adjustments::new(100.0, 100.0, 0.0).unwrap(), [255, 0, 0]),
            [54, 54, 54]
        );
        // saturate(200%) on a muted red.
        assert_eq!(
            adjusted(
                Adjustments::new(100.0, 100.0, 200.0).unwrap(),
                [200, 100, 100]
            ),
            [255, 79, 79]
        );
    }

    #[test]
    fn cells_follow_the_filters_in_linear_light() {
        use crate::crop::{crop, PhotoRef};
        let t = Tables::new();
        let rgba: Vec<u8> = (0..64u32)
            .flat_map(|i| [(i * 4) as u8, 200, (255 - i * 4) as u8, 255])
            .collect();
        let p = crop(PhotoRef::new(&rgba, 8, 8).unwrap(), 2, 2, &t).unwrap();
        for a in [
            Adjustments::new(140.0, 100.0, 100.0).unwrap(),
            Adjustments::new(80.0, 130.0, 40.0).unwrap(),
            Adjustments::new(100.0, 100.0, 170.0).unwrap(),
        ] {
            let mut out = Vec::new();
            adjust_cells(&p, a, &t, &mut out).unwrap();
            for (cell, src) in out.iter().zip(p.cells.iter()) {
                let enc = [
                    crate::palette::linear_to_srgb(src[0] as f64) as f32,
                    crate::palette::linear_to_srgb(src[1] as f64) as f32,
                    crate::palette::linear_to_srgb(src[2] as f64) as f32,
                ];
                let want = a.apply(enc);
                for k in 0..3 {
                    let got = crate::palette::linear_to_srgb(cell[k] as f64) as f32;
                    assert!(
                        (got - want[k]).abs() < 2e-3,
                        "{:?}: {} vs {}",
                        a,
                        got,
                        want[k]
                    );
                }
            }
        }
    }

    #[test]
    fn refuses_out_of_range_sliders() {
        assert!(Adjustments::new(-1.0, 100.0, 100.0).is_err());
        assert!(Adjustments::new(100.0, 201.0, 100.0).is_err());
        assert!(Adjustments::new(100.0, 100.0, f32::NAN).is_err());
        assert!(Adjustments::new(0.0, 200.0, 0.0).is_ok());
    }
}
