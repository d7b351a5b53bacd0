//! Render: the grid as RGBA at N pixels per stud, either flat (the pixelated preview) or as round studs
//! shaded with a highlight and a shadow (the final picture and the product images).
//!
//! Each style is one N x N tile per palette colour, built once per call; rendering copies tile rows.

use crate::error::{try_resize, MosaicError, Result};
use crate::palette::{PALETTE, PALETTE_SIZE};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RenderStyle {
    Flat,
    Studs,
}

impl RenderStyle {
    pub fn from_code(code: u32) -> Result<Self> {
        match code {
            0 => Ok(RenderStyle::Flat),
            1 => Ok(RenderStyle::Studs),
            _ => Err(MosaicError::bad_input("style must be flat or studs")),
        }
    }
}

pub const MAX_PX_PER_STUD: u32 = 64;
/// Largest picture rendered, in pixels (8192 x 8192).
pub const MAX_RENDER_PIXELS: u64 = 1 << 26;

/// Stud top radius as a share of the stud pitch (a real stud is 4.8 mm on an 8 mm pitch).
const STUD_RADIUS: f32 = 0.3;
const SUPERSAMPLES: u32 = 4;

/// Light at one point of a stud cell: the colour becomes `colour * shade + 255 * add`.
fn light_at(u: f32, v: f32, px_per_stud: u32) -> (f32, f32) {
    // u, v in -0.5..0.5 from the cell centre; light comes from the top left.
    let edge = 1.0 / px_per_stud as f32;
    if px_per_stud >= 6 && (u > 0.5 - edge || v > 0.5 - edge) {
        return (0.72, 0.0); // the seam between neighbouring studs
    }
    let r = STUD_RADIUS;
    let d = (u * u + v * v).sqrt();
    if d <= r {
        // Stud top: a gentle gradient, a bright rim at the top left and a dark rim at the bottom right.
        let towards_light = -(u + v) / (2.0f32.sqrt() * r); // -1..1
        let mut shade = 1.0 + 0.10 * towards_light;
        let mut add = 0.0;
        let rim = ((d - 0.78 * r) / (0.22 * r)).max(0.0);
        if towards_light > 0.0 {
            add += 0.30 * rim * towards_light;
        } else {
            shade *= 1.0 + 0.35 * rim * towards_light;
        }
        return (shade, add);
    }
    let (su, sv) = (u - 0.06, v - 0.06);
    if (su * su + sv * sv).sqrt() <= r {
        return (0.62, 0.0); // the stud's shadow on the plate, to the bottom right
    }
    (0.88, 0.0) // the plate between studs
}

/// (shade, add) for each pixel of an N x N stud tile, averaged over 4 x 4 samples for smooth edges.
fn stud_light(px_per_stud: u32) -> Vec<(f32, f32)> {
    let n = px_per_stud;
    let mut out = Vec::with_capacity((n * n) as usize);
    for py in 0..n {
        for px in 0..n {
            let (mut shade, mut add) = (0.0, 0.0);
            for sy in 0..SUPERSAMPLES {
                for sx in 0..SUPERSAMPLES {
                    let u = (px as f32 + (sx as f32 + 0.5) / SUPERSAMPLES as f32) / n as f32 - 0.5;
                    let v = (py as f32 + (sy as f32 + 0.5) / SUPERSAMPLES as f32) / n as f32 - 0.5;
                    let (s, a) = light_at(u, v, n);
                    shade += s;
                    add += a;
                }
            }
            let k = (SUPERSAMPLES * SUPERSAMPLES) as f32;
            out.push((shade / k, add / k));
        }
    }
    out
}

/// One RGBA tile per palette colour, N x N.
fn tiles(px_per_stud: u32, style: RenderStyle) -> Vec<u8> {
    let n = (px_per_stud * px_per_stud) as usize;
    let mut out = vec![255u8; PALETTE_SIZE * n * 4];
    let light = match style {
        RenderStyle::Flat => vec![(1.0, 0.0); n],
        RenderStyle::Studs => stud_light(px_per_stud),
    };
    for (tile, colour) in out.chunks_exact_mut(n * 4).zip(PALETTE.iter()) {
        for (px, &(shade, add)) in tile.chunks_exact_mut(4).zip(light.iter()) {
            for k in 0..3 {
                px[k] = (colour.rgb[k] as f32 * shade + 255.0 * add).round().max(0.0).min(255.0) as u8;
            }
        }
    }
    out
}

/// Renders `indices` (`width` x `height` studs) into `out` as RGBA, (width * N) x (height * N) pixels.
pub fn render(indices: &[u8], width: u32, height: u32, px_per_stud: u32, style: RenderStyle, out: &mut Vec<u8>) -> Result<()> {
    if width == 0 || height == 0 || indices.len() != width as usize * height as usize {
        return Err(MosaicError::bad_input("The grid's indices do not match its size"));
    }
    if px_per_stud == 0 || px_per_stud > MAX_PX_PER_STUD {
        return Err(MosaicError::bad_input(format!("Pixels per stud must be from 1 to {}", MAX_PX_PER_STUD)));
    }
    let (out_w, out_h) = (width as u64 * px_per_stud as u64, height as u64 * px_per_stud as u64);
    if out_w * out_h > MAX_RENDER_PIXELS {
        return Err(MosaicError::bad_input("The picture would be larger than 8192 x 8192 pixels"));
    }
    if indices.iter().any(|&i| i as usize >= PALETTE_SIZE) {
        return Err(MosaicError::bad_input("A palette index is out of range (0 to 39)"));
    }
    let tiles = tiles(px_per_stud, style);
    let n = px_per_stud as usize;
    let tile_row = n * 4;
    let tile_size = n * tile_row;
    let row_bytes = out_w as usize * 4;
    try_resize(out, row_bytes * out_h as usize, 0u8)?;
    for (stud_row, band) in indices.chunks_exact(width as usize).zip(out.chunks_exact_mut(row_bytes * n)) {
        for (ty, line) in band.chunks_exact_mut(row_bytes).enumerate() {
            for (&index, dst) in stud_row.iter().zip(line.chunks_exact_mut(tile_row)) {
                let start = index as usize * tile_size + ty * tile_row;
                dst.copy_from_slice(&tiles[start..start + tile_row]);
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flat_render_repeats_each_colour_n_by_n() {
        let mut out = Vec::new();
        render(&[0, 1, 4, 18], 2, 2, 2, RenderStyle::Flat, &mut out).unwrap();
        assert_eq!(out.len(), 4 * 4 * 4);
        let px = |x: usize, y: usize| &out[(y * 4 + x) * 4..(y * 4 + x) * 4 + 4];
        assert_eq!(px(0, 0), &[0x05, 0x13, 0x1d, 255]);
        assert_eq!(px(1, 1), &[0x05, 0x13, 0x1d, 255]);
        assert_eq!(px(2, 0), &[255, 255, 255, 255]);
        assert_eq!(px(3, 1), &[255, 255, 255, 255]);
        assert_eq!(px(0, 2), &[0xc9, 0x1a, 0x09, 255]);
        assert_eq!(px(3, 3), &[0x00, 0x55, 0xbf, 255]);
    }

    #[test]
    fn studs_have_a_highlight_and_a_shadow() {
        let n = 16;
        let mut out = Vec::new();
        render(&[4], 1, 1, n, RenderStyle::Studs, &mut out).unwrap();
        let red = |x: u32, y: u32| out[((y * n + x) * 4) as usize];
        let centre = red(8, 8);
        // Top-left rim is brighter than the centre, bottom-right rim darker, the shadow darker still than the plate.
        assert!(red(5, 5) > centre, "{} {}", red(5, 5), centre);
        assert!(red(11, 11) < centre);
        assert!(red(11, 11) < red(1, 1), "the shadow is darker than the plate");
        assert!(out.chunks_exact(4).all(|p| p[3] == 255));
    }

    #[test]
    fn refuses_bad_sizes_and_indices() {
        let mut out = Vec::new();
        assert!(render(&[0; 3], 2, 2, 2, RenderStyle::Flat, &mut out).is_err());
        assert!(render(&[0; 4], 2, 2, 0, RenderStyle::Flat, &mut out).is_err());
        assert!(render(&[0; 4], 2, 2, 65, RenderStyle::Flat, &mut out).is_err());
        assert!(render(&[40; 4], 2, 2, 2, RenderStyle::Flat, &mut out).is_err());
    }
}
