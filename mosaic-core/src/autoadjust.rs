//! Auto-adjust: suggests brightness, contrast and saturation for a photo so that its adjusted stud
//! colours sit closer to the palette, that is, so the mean CIEDE2000 error of the result drops.
//!
//! Left alone, that goal is met by blowing the photo out to black and white (both are bricks), so the
//! search also pays for how far the adjustment moves each stud from the photo: it minimises
//! mean error + 0.25 x mean CIEDE2000(photo stud, adjusted stud), a pattern search over the three sliders
//! (steps of 20, 10 and 5 percent; brightness and saturation within 60-140 %, contrast within 100-140 %)
//! from 100/100/100. The unadjusted photo costs nothing extra, so the suggestion's mean error is never
//! above the unadjusted one.

use crate::adjust::Adjustments;
use crate::crop::CroppedPhoto;
use crate::error::Result;
use crate::palette::{ciede2000, linear_to_lab, Lab, Tables};
use crate::quantize::{Dither, Quantizer};
use crate::sample::{adjusted_studs, sample};

/// Search range of brightness, contrast and saturation. Contrast never goes below 100: lowering it pulls
/// colours together onto fewer bricks, which lowers the error while wiping out the picture's detail.
pub const SEARCH_MIN: [f32; 3] = [60.0, 100.0, 60.0];
pub const SEARCH_MAX: [f32; 3] = [140.0, 140.0, 140.0];
/// Weight of the change to the photo against the colour error.
const CHANGE_WEIGHT: f64 = 0.25;

/// The suggestion and the mean CIEDE2000 errors before and after it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Suggestion {
    pub adjustments: Adjustments,
    pub mean_delta_e_before: f64,
    pub mean_delta_e_after: f64,
}

/// The mean CIEDE2000 error of the result for these sliders.
pub fn mean_error(
    photo: &CroppedPhoto,
    adjustments: Adjustments,
    dither: Dither,
    tables: &Tables,
    quantizer: &mut Quantizer,
) -> Result<f64> {
    let mut studs = Vec::new();
    adjusted_studs(photo, adjustments, tables, &mut studs)?;
    Ok(quantizer
        .quantize(
            &studs,
            photo.studs_wide as usize,
            photo.studs_high as usize,
            dither,
            tables,
        )?
        .mean_delta_e)
}

pub fn suggest(
    photo: &CroppedPhoto,
    dither: Dither,
    tables: &Tables,
    quantizer: &mut Quantizer,
) -> Result<Suggestion> {
    let mut studs = Vec::new();
    let (w, h) = (photo.studs_wide as usize, photo.studs_high as usize);
    let lab_of = |stud: &[f32; 3]| linear_to_lab([stud[0] as f64, stud[1] as f64, stud[2] as f64]);
    sample(photo, &photo.cells, &mut studs)?;
    let original: Vec<Lab> = studs.iter().map(lab_of).collect();
    // (mean error of the result, cost of the search) for slider values.
    let mut error_of = |values: [f32; 3]| -> Result<(f64, f64)> {
        let adjustments = Adjustments {
            brightness: values[0],
            contrast: values[1],
            saturation: values[2],
        };
        adjusted_studs(photo, adjustments, tables, &mut studs)?;
        let error = quantizer
            .quantize(&studs, w, h, dither, tables)?
            .mean_delta_e;
        if adjustments.is_identity() {
            return Ok((error, error));
        }
        let change = studs
            .iter()
            .zip(original.iter())
            .map(|(s, o)| ciede2000(*o, lab_of(s)))
            .sum::<f64>()
            / studs.len().max(1) as f64;
        Ok((error, error + CHANGE_WEIGHT * change))
    };

    let mut best = [100.0f32; 3];
    let (before, mut best_cost) = error_of(best)?;
    let mut best_error = before;
    for step in [20.0f32, 10.0, 5.0] {
        for _pass in 0..8 {
            let mut improved = false;
            for slider in 0..3 {
                for direction in [1.0f32, -1.0] {
                    let mut candidate = best;
                    candidate[slider] = (candidate[slider] + direction * step)
                        .max(SEARCH_MIN[slider])
                        .min(SEARCH_MAX[slider]);
                    if candidate == best {
                        continue;
                    }
                    let (error, c) = error_of(candidate)?;
                    if c < best_cost {
                        best = candidate;
                        best_cost = c;
                        best_error = error;
                        improved = true;
                    }
                }
            }
            if !improved {
                break;
            }
        }
    }
    Ok(Suggestion {
        adjustments: Adjustments {
            brightness: best[0],
            contrast: best[1],
            saturation: best[2],
        },
        mean_delta_e_before: before,
        mean_delta_e_after: best_error,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::crop::{crop, PhotoRef};

    #[test]
    fn palette_colours_are_left_alone() {
        let t = Tables::new();
        let mut q = Quantizer::new(&t);
        let rgba: Vec<u8> = (0..64u32 * 64)
            .flat_map(|i| {
                let c = crate::palette::PALETTE[((i % 64 / 8 + i / 64 / 8 * 8) % 40) as usize].rgb;
                [c[0], c[1], c[2], 255]
            })
            .collect();
        let p = crop(PhotoRef::new(&rgba, 64, 64).unwrap(), 8, 8, &t).unwrap();
        let s = suggest(&p, Dither::None, &t, &mut q).unwrap();
        assert_eq!(s.adjustments, Adjustments::default());
        assert_eq!(s.mean_delta_e_after, 0.0);
    }

    #[test]
    fn a_washed_out_photo_gets_more_contrast_or_saturation_and_less_error() {
        let t = Tables::new();
        let mut q = Quantizer::new(&t);
        // A faded copy of palette colours: each 8 x 8 block is a palette colour pulled halfway to grey.
        let (w, h) = (64u32, 40u32);
        let mut rgba = vec![0u8; (w * h * 4) as usize];
        for (i, px) in rgba.chunks_exact_mut(4).enumerate() {
            let (x, y) = (i as u32 % w / 8, i as u32 / w / 8);
            let c = crate::palette::PALETTE[((x + y * 8) % 40) as usize].rgb;
            for k in 0..3 {
                px[k] = ((c[k] as u32 + 128) / 2) as u8;
            }
            px[3] = 255;
        }
        let p = crop(PhotoRef::new(&rgba, w, h).unwrap(), 8, 5, &t).unwrap();
        let s = suggest(&p, Dither::None, &t, &mut q).unwrap();
        assert!(
            s.mean_delta_e_after < s.mean_delta_e_before * 0.9,
            "{:?}",
            s
        );
        assert!(
            s.adjustments.contrast > 100.0 || s.adjustments.saturation > 100.0,
            "{:?}",
            s
        );
    }
}
