//! Sample: the colour of each stud, the average of its block averaged in linear light (from the cells
//! of the working copy, each weighted by how many pixels it covers).

use crate::adjust::{channel_table, saturate_matrix, Adjustments};
use crate::crop::CroppedPhoto;
use crate::error::{try_resize, MosaicError, Result};
use crate::lanes::F4;
use crate::lut::Interpolated;
use crate::palette::Tables;

/// Weight of each cell inside a stud, as a share of the block, row-major over the stud's cells.
fn cell_weights(photo: &CroppedPhoto) -> Vec<f32> {
    let block_pixels =
        (photo.cell_widths.iter().sum::<u32>() * photo.cell_heights.iter().sum::<u32>()) as f32;
    photo
        .cell_heights
        .iter()
        .flat_map(|&h| {
            photo
                .cell_widths
                .iter()
                .map(move |&w| (h * w) as f32 / block_pixels)
        })
        .collect()
}

/// Averages `cells` (laid out like `photo.cells`) into one linear-light colour per stud, row-major.
pub fn sample(photo: &CroppedPhoto, cells: &[[f32; 3]], out: &mut Vec<[f32; 3]>) -> Result<()> {
    if cells.len() != photo.cells.len() {
        return Err(MosaicError::Internal(
            "cells do not match the cropped photo".into(),
        ));
    }
    let (sw, sh) = (photo.studs_wide as usize, photo.studs_high as usize);
    let (kx, ky) = (
        photo.cells_per_stud_x as usize,
        photo.cells_per_stud_y as usize,
    );
    try_resize(out, sw * sh, [0.0f32; 3])?;
    let weights = cell_weights(photo);
    let columns = sw * kx;
    for (stud_row, band) in cells.chunks_exact(columns * ky).enumerate() {
        let out_row = &mut out[stud_row * sw..(stud_row + 1) * sw];
        for (cy, cell_row) in band.chunks_exact(columns).enumerate() {
            let row_weights = &weights[cy * kx..(cy + 1) * kx];
            for (stud, cells_of_stud) in out_row.iter_mut().zip(cell_row.chunks_exact(kx)) {
                for (cell, &w) in cells_of_stud.iter().zip(row_weights) {
                    stud[0] += cell[0] * w;
                    stud[1] += cell[1] * w;
                    stud[2] += cell[2] * w;
                }
            }
        }
    }
    Ok(())
}

/// The stud colours of the working copy after the sliders, in one pass: each cell is adjusted as it is
/// read and added into its stud, so the adjusted cells are never stored. Bit for bit the colours of
/// [`adjust_cells`](crate::adjust::adjust_cells) followed by [`sample`]: the same operations on each
/// channel in the same order (each stud sums its cells row by row, left to right, from 0), on [`F4`]
/// lanes (SIMD128 in the WebAssembly build).
pub fn adjusted_studs(
    photo: &CroppedPhoto,
    adjustments: Adjustments,
    tables: &Tables,
    out: &mut Vec<[f32; 3]>,
) -> Result<()> {
    if adjustments.is_identity() {
        return accumulate(photo, out, F4::load3);
    }
    if adjustments.saturation == 100.0 {
        // The whole chain per channel in one table: linear -> encoded -> brightness -> contrast -> linear.
        let table = Interpolated::new(|linear| {
            tables.to_linear(channel_table(adjustments, tables)(linear))
        });
        let steps = table.steps();
        return accumulate(photo, out, |cell| F4::load3(cell).lookup(steps));
    }
    let table = Interpolated::new(channel_table(adjustments, tables));
    let (steps, to_linear) = (table.steps(), tables.to_linear_table().steps());
    let m = saturate_matrix(adjustments.saturation / 100.0);
    // Column k of the matrix: what channel k adds to each output channel.
    let columns = [
        F4::new([m[0], m[3], m[6], 0.0]),
        F4::new([m[1], m[4], m[7], 0.0]),
        F4::new([m[2], m[5], m[8], 0.0]),
    ];
    accumulate(photo, out, |cell| {
        let v = F4::load3(cell).lookup(steps);
        let mixed = columns[0] * v.broadcast::<0>()
            + columns[1] * v.broadcast::<1>()
            + columns[2] * v.broadcast::<2>();
        mixed.clamp01().lookup(to_linear)
    })
}

/// Each stud's weighted sum of `cell(c)` over its cells `c`, in [`sample`]'s order.
#[inline(always)]
fn accumulate(
    photo: &CroppedPhoto,
    out: &mut Vec<[f32; 3]>,
    cell: impl Fn(&[f32; 3]) -> F4,
) -> Result<()> {
    let (sw, sh) = (photo.studs_wide as usize, photo.studs_high as usize);
    let (kx, ky) = (
        photo.cells_per_stud_x as usize,
        photo.cells_per_stud_y as usize,
    );
    let columns = sw * kx;
    if photo.cells.len() != columns * sh * ky {
        return Err(MosaicError::Internal(
            "cells do not match the cropped photo".into(),
        ));
    }
    if out.len() != sw * sh {
        try_resize(out, sw * sh, [0.0f32; 3])?; // every stud is written below
    }
    let weights: Vec<F4> = cell_weights(photo).into_iter().map(F4::splat).collect();
    for (band, out_row) in photo
        .cells
        .chunks_exact(columns * ky)
        .zip(out.chunks_exact_mut(sw))
    {
        for (s, stud) in out_row.iter_mut().enumerate() {
            let mut sum = F4::splat(0.0);
            for (cell_row, row_weights) in band.chunks_exact(columns).zip(weights.chunks_exact(kx))
            {
                for (c, &w) in cell_row[s * kx..(s + 1) * kx].iter().zip(row_weights) {
                    sum = sum + cell(c) * w;
                }
            }
            sum.store3(stud);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::crop::{crop, PhotoRef};
    use crate::palette::Tables;

    /// The linear-light colour of each stud of a `width` x `height` RGBA photo cropped to `studs_wide` x `studs_high`.
    fn sampled(
        rgba: &[u8],
        width: u32,
        height: u32,
        studs_wide: u32,
        studs_high: u32,
    ) -> Vec<[f32; 3]> {
        let t = Tables::new();
        let p = crop(
            PhotoRef::new(rgba, width, height).unwrap(),
            studs_wide,
            studs_high,
            &t,
        )
        .unwrap();
        let mut out = Vec::new();
        sample(&p, &p.cells, &mut out).unwrap();
        out
    }

    #[test]
    fn averages_each_block_in_linear_light() {
        // 2 x 2 photo, 1 stud: black and white average to linear 0.5 (sRGB 188), not to sRGB 128.
        let rgba = [
            0, 0, 0, 255, 255, 255, 255, 255, 255, 255, 255, 255, 0, 0, 0, 255,
        ];
        let out = sampled(&rgba, 2, 2, 1, 1);
        assert_eq!(out, vec![[0.5, 0.5, 0.5]]);
        assert_eq!(Tables::new().linear_to_srgb8(out[0][0]), 188);
    }

    #[test]
    fn uneven_cells_are_weighted_by_their_pixels() {
        let t = Tables::new();
        // 5 x 1 photo, 1 x 1 stud: crop 1 x 1 at x = 2 ... so use 5 x 5 for a 1 x 1 stud with 4 x 4 uneven cells.
        let mut rgba = vec![0u8; 5 * 5 * 4];
        for (i, px) in rgba.chunks_exact_mut(4).enumerate() {
            let v = if i % 5 == 4 { 255 } else { 0 }; // last column white
            px.copy_from_slice(&[v, v, v, 255]);
        }
        let p = crop(PhotoRef::new(&rgba, 5, 5).unwrap(), 1, 1, &t).unwrap();
        assert_eq!(p.cell_widths, vec![1, 1, 1, 2]);
        let mut out = Vec::new();
        sample(&p, &p.cells, &mut out).unwrap();
        assert!((out[0][0] - 0.2).abs() < 1e-6, "{:?}", out);
    }

    #[test]
    fn studs_are_row_major() {
        // 2 x 2 photo, 2 x 2 studs: each stud is its pixel.
        let rgba = [
            255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255,
        ];
        assert_eq!(
            sampled(&rgba, 2, 2, 2, 2),
            vec![
                [1.0, 0.0, 0.0],
                [0.0, 1.0, 0.0],
                [0.0, 0.0, 1.0],
                [1.0, 1.0, 1.0]
            ]
        );
    }
}
