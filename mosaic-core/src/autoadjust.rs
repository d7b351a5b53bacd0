//! Auto-adjust: suggests brightness, contrast and saturation for a photo so that its adjusted stud
//! colours sit closer to the palette, that is, so the mean CIEDE2000 error of the result drops.
//!
//! A pattern search over the three sliders (steps of 20, 10 and 5 percent, each slider kept within
//! 50-150 %) from 100/100/100. Each percent away from 100 costs 0.004 of mean error, so a slider moves
//! only for a real gain; the suggestion's mean error is never above that of the unadjusted photo.

use crate::adjust::{adjust_cells, Adjustments};
use crate::crop::CroppedPhoto;
use crate::error::Result;
use crate::palette::Tables;
use crate::quantize::{Dither, Quantizer};
use crate::sample::sample;

pub const SEARCH_MIN: f32 = 50.0;
pub const SEARCH_MAX: f32 = 150.0;
const COST_PER_PERCENT: f64 = 0.004;

/// The suggestion and the mean CIEDE2000 errors before and after it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Suggestion {
    pub adjustments: Adjustments,
    pub mean_delta_e_before: f64,
    pub mean_delta_e_after: f64,
}

pub fn suggest(photo: &CroppedPhoto, dither: Dither, tables: &Tables, quantizer: &mut Quantizer) -> Result<Suggestion> {
    let mut cells = Vec::new();
    let mut studs = Vec::new();
    let (w, h) = (photo.studs_wide as usize, photo.studs_high as usize);
    let mut error_of = |values: [f32; 3]| -> Result<f64> {
        let adjustments = Adjustments { brightness: values[0], contrast: values[1], saturation: values[2] };
        adjust_cells(photo, adjustments, tables, &mut cells)?;
        sample(photo, &cells, &mut studs)?;
        Ok(quantizer.quantize(&studs, w, h, dither, tables)?.mean_delta_e)
    };
    let cost = |values: [f32; 3], error: f64| error + values.iter().map(|v| (v - 100.0).abs() as f64).sum::<f64>() * COST_PER_PERCENT;

    let mut best = [100.0f32; 3];
    let before = error_of(best)?;
    let mut best_error = before;
    let mut best_cost = cost(best, before);
    for step in [20.0f32, 10.0, 5.0] {
        for _pass in 0..8 {
            let mut improved = false;
            for slider in 0..3 {
                for direction in [1.0f32, -1.0] {
                    let mut candidate = best;
                    candidate[slider] = (candidate[slider] + direction * step).max(SEARCH_MIN).min(SEARCH_MAX);
                    if candidate == best {
                        continue;
                    }
                    let error = error_of(candidate)?;
                    let c = cost(candidate, error);
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
        adjustments: Adjustments { brightness: best[0], contrast: best[1], saturation: best[2] },
        mean_delta_e_before: before,
        mean_delta_e_after: best_error,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::crop::{crop, PhotoRef};

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
        assert!(s.mean_delta_e_after < s.mean_delta_e_before * 0.8, "{:?}", s);
        assert!(s.adjustments.contrast > 100.0 || s.adjustments.saturation > 100.0, "{:?}", s);
    }
}
