//! Crop: centre-crop the photo to the size's aspect ratio, then trim each axis to a multiple of the stud
//! count, splitting the trim evenly on both sides. The cropped area is kept as a reduced working copy
//! (up to 4 x 4 cells per stud, each the linear-light mean of its pixels) so that a slider change
//! re-runs adjust, sample and quantize on the cells instead of on every pixel of the photo.

use crate::error::{try_vec, MosaicError, Result};
use crate::palette::Tables;

/// Largest grid side the core accepts, in studs (8 plates of 32 is the largest shop size).
pub const MAX_STUDS_PER_SIDE: u32 = 1024;
/// Largest photo the core accepts, in pixels (the shop accepts uploads up to 50 megapixels).
pub const MAX_PHOTO_PIXELS: u64 = 50_000_000;

/// A validated RGBA photo borrowed from its owner.
#[derive(Clone, Copy)]
pub struct PhotoRef<'a> {
    pub rgba: &'a [u8],
    pub width: u32,
    pub height: u32,
}

impl<'a> PhotoRef<'a> {
    pub fn new(rgba: &'a [u8], width: u32, height: u32) -> Result<Self> {
        check_photo_size(width, height)?;
        if rgba.len() as u64 != width as u64 * height as u64 * 4 {
            return Err(MosaicError::bad_input(format!(
                "A {} x {} photo needs {} RGBA bytes",
                width,
                height,
                width as u64 * height as u64 * 4
            )));
        }
        Ok(PhotoRef {
            rgba,
            width,
            height,
        })
    }
}

pub fn check_photo_size(width: u32, height: u32) -> Result<()> {
    if width == 0 || height == 0 {
        return Err(MosaicError::bad_input(
            "A photo needs a width and height of at least 1 pixel",
        ));
    }
    if width as u64 * height as u64 > MAX_PHOTO_PIXELS {
        return Err(MosaicError::bad_input(
            "This photo is larger than 50 megapixels",
        ));
    }
    Ok(())
}

pub fn check_studs(studs_wide: u32, studs_high: u32) -> Result<()> {
    if studs_wide == 0
        || studs_high == 0
        || studs_wide > MAX_STUDS_PER_SIDE
        || studs_high > MAX_STUDS_PER_SIDE
    {
        return Err(MosaicError::bad_input(format!(
            "A grid is 1 to {} studs a side",
            MAX_STUDS_PER_SIDE
        )));
    }
    Ok(())
}

/// The part of the photo that becomes the mosaic, in photo pixels.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CropRect {
    pub x: u32,
    pub y: u32,
    pub width: u32,
    pub height: u32,
}

/// Where to crop a `width` x `height` photo for a `studs_wide` x `studs_high` grid.
pub fn crop_rect(width: u32, height: u32, studs_wide: u32, studs_high: u32) -> Result<CropRect> {
    check_photo_size(width, height)?;
    check_studs(studs_wide, studs_high)?;
    let (w, h, sw, sh) = (
        width as u64,
        height as u64,
        studs_wide as u64,
        studs_high as u64,
    );
    // Largest area of the grid's aspect ratio that fits, before trimming to whole blocks.
    let (aspect_w, aspect_h) = if w * sh > h * sw {
        (h * sw / sh, h)
    } else {
        (w, w * sh / sw)
    };
    if aspect_w < sw || aspect_h < sh {
        return Err(MosaicError::TooSmall {
            studs_wide,
            studs_high,
        });
    }
    let crop_w = aspect_w - aspect_w % sw;
    let crop_h = aspect_h - aspect_h % sh;
    Ok(CropRect {
        x: ((w - crop_w) / 2) as u32,
        y: ((h - crop_h) / 2) as u32,
        width: crop_w as u32,
        height: crop_h as u32,
    })
}

/// How one block of `block` pixels splits into `cells` cells: the first pixel offset of each cell and its size.
fn split(block: u32, cells: u32) -> Vec<u32> {
    (0..cells)
        .map(|i| ((i + 1) * block / cells) - (i * block / cells))
        .collect()
}

/// The cropped photo reduced to cells in linear light: `cells_per_stud_x` x `cells_per_stud_y` per stud.
#[derive(Debug, Clone, PartialEq)]
pub struct CroppedPhoto {
    pub rect: CropRect,
    pub studs_wide: u32,
    pub studs_high: u32,
    pub cells_per_stud_x: u32,
    pub cells_per_stud_y: u32,
    /// Pixel count of each cell column / row inside a stud (every stud splits the same way).
    pub cell_widths: Vec<u32>,
    pub cell_heights: Vec<u32>,
    /// Linear-light mean of each cell, row-major over (studs_wide * cells_per_stud_x) columns.
    pub cells: Vec<[f32; 3]>,
}

impl CroppedPhoto {
    pub fn cell_columns(&self) -> usize {
        (self.studs_wide * self.cells_per_stud_x) as usize
    }
}

/// Cells per stud on an axis: 256 / studs, kept between 2 and 4 (4 up to 64 studs, 2 from 86 studs), and
/// never more than one per pixel. About 256 cells an axis keeps a slider change cheap and still applies
/// the filters to areas a quarter of a stud or smaller.
fn cells_per_stud(block: u32, studs: u32) -> u32 {
    (256 / studs).clamp(2, 4).min(block)
}

/// Crops the photo for the grid and reduces it to the working copy.
pub fn crop(
    photo: PhotoRef<'_>,
    studs_wide: u32,
    studs_high: u32,
    tables: &Tables,
) -> Result<CroppedPhoto> {
    let rect = crop_rect(photo.width, photo.height, studs_wide, studs_high)?;
    let block_w = rect.width / studs_wide;
    let block_h = rect.height / studs_high;
    let kx = cells_per_stud(block_w, studs_wide);
    let ky = cells_per_stud(block_h, studs_high);
    let cell_widths = split(block_w, kx);
    let cell_heights = split(block_h, ky);
    let columns = (studs_wide * kx) as usize;
    let rows = (studs_high * ky) as usize;

    // Which cell row each pixel row of the crop falls in.
    let mut row_of = try_vec(rect.height as usize, 0u32)?;
    {
        let mut y = 0usize;
        for stud in 0..studs_high {
            for (c, &ch) in cell_heights.iter().enumerate() {
                for _ in 0..ch {
                    row_of[y] = stud * ky + c as u32;
                    y += 1;
                }
            }
        }
    }

    let mut cells = try_vec(columns * rows, [0.0f32; 3])?;
    let lut = &tables.srgb8_to_linear;
    let stride = photo.width as usize * 4;
    let x0 = rect.x as usize * 4;
    let x1 = x0 + rect.width as usize * 4;
    let block_bytes = block_w as usize * 4;
    for (dy, &cell_row) in row_of.iter().enumerate() {
        let y = rect.y as usize + dy;
        let row = &photo.rgba[y * stride + x0..y * stride + x1];
        let acc = &mut cells[cell_row as usize * columns..(cell_row as usize + 1) * columns];
        // Each stud's pixels, split into runs of each cell's width, summed in registers.
        for (stud_pixels, stud_cells) in row
            .chunks_exact(block_bytes)
            .zip(acc.chunks_exact_mut(kx as usize))
        {
            let mut rest = stud_pixels;
            for (cell, &cw) in stud_cells.iter_mut().zip(cell_widths.iter()) {
                let (run, tail) = rest.split_at(cw as usize * 4);
                rest = tail;
                let (mut r, mut g, mut b) = (0.0f32, 0.0f32, 0.0f32);
                for px in run.chunks_exact(4) {
                    r += lut[px[0] as usize];
                    g += lut[px[1] as usize];
                    b += lut[px[2] as usize];
                }
                cell[0] += r;
                cell[1] += g;
                cell[2] += b;
            }
        }
    }
    for (r, row) in cells.chunks_exact_mut(columns).enumerate() {
        let h = cell_heights[r % ky as usize];
        for (c, cell) in row.iter_mut().enumerate() {
            let n = (h * cell_widths[c % kx as usize]) as f32;
            for v in cell.iter_mut() {
                *v /= n;
            }
        }
    }
    Ok(CroppedPhoto {
        rect,
        studs_wide,
        studs_high,
        cells_per_stud_x: kx,
        cells_per_stud_y: ky,
        cell_widths,
        cell_heights,
        cells,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn landscape_photo_crops_to_a_centred_square_multiple() {
        // 100 x 60 for 32 x 32 studs: square 60 x 60, trimmed to 32 x 32, centred.
        assert_eq!(
            crop_rect(100, 60, 32, 32).unwrap(),
            CropRect {
                x: 34,
                y: 14,
                width: 32,
                height: 32
            }
        );
        // 4000 x 3000 for 128 x 128: 3000 -> 2944 (3000 % 128 = 56, 28 each side).
        assert_eq!(
            crop_rect(4000, 3000, 128, 128).unwrap(),
            CropRect {
                x: 528,
                y: 28,
                width: 2944,
                height: 2944
            }
        );
        // Portrait grid from a landscape photo: 64 x 96 studs from 300 x 200 -> 133 x 200 -> 128 x 192.
        assert_eq!(
            crop_rect(300, 200, 64, 96).unwrap(),
            CropRect {
                x: 86,
                y: 4,
                width: 128,
                height: 192
            }
        );
    }

    #[test]
    fn exact_fit_is_not_cropped() {
        assert_eq!(
            crop_rect(64, 64, 64, 64).unwrap(),
            CropRect {
                x: 0,
                y: 0,
                width: 64,
                height: 64
            }
        );
    }

    #[test]
    fn too_small_is_refused_with_the_customer_message() {
        let e = crop_rect(127, 500, 128, 128).unwrap_err();
        assert_eq!(
            e,
            MosaicError::TooSmall {
                studs_wide: 128,
                studs_high: 128
            }
        );
        assert_eq!(
            e.to_string(),
            "This photo is too small for a 40 x 40 in Brix: it needs at least 128 x 128 pixels"
        );
        assert!(matches!(
            crop_rect(0, 10, 32, 32),
            Err(MosaicError::BadInput(_))
        ));
        assert!(matches!(
            crop_rect(10, 10, 0, 32),
            Err(MosaicError::BadInput(_))
        ));
    }

    #[test]
    fn cells_are_linear_means_of_their_pixels() {
        let t = Tables::new();
        // 4 x 2 photo, 2 x 1 studs: each stud is a 2 x 2 block split into 2 x 2 single-pixel cells.
        let mut rgba = vec![0u8; 4 * 2 * 4];
        for (i, px) in rgba.chunks_exact_mut(4).enumerate() {
            px.copy_from_slice(&[(i * 30) as u8, 255, 0, 255]);
        }
        let p = crop(PhotoRef::new(&rgba, 4, 2).unwrap(), 2, 1, &t).unwrap();
        assert_eq!((p.cells_per_stud_x, p.cells_per_stud_y), (2, 2));
        assert_eq!(p.cells.len(), 8);
        assert_eq!(p.cells[5], [t.srgb8_to_linear[150], 1.0, 0.0]);
        // 6 x 1 photo, 1 x 1 stud: crops to 1 x 1 in the middle (x = 2).
        let rgba: Vec<u8> = (0..6).flat_map(|i| [i * 40, 0, 0, 255]).collect();
        let p = crop(PhotoRef::new(&rgba, 6, 1).unwrap(), 1, 1, &t).unwrap();
        assert_eq!(
            p.rect,
            CropRect {
                x: 2,
                y: 0,
                width: 1,
                height: 1
            }
        );
        assert_eq!(p.cells, vec![[t.srgb8_to_linear[80], 0.0, 0.0]]);
    }
}
