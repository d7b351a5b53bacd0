//! Render: the grid as RGBA at N pixels per stud, either flat (the pixelated preview), as round studs
//! shaded with a highlight and a shadow (the final picture and the product images), or as the mosaic looks
//! from across the room (the editor's "View from a distance").
//!
//! Flat and studs are one N x N tile per palette colour, built once per call; rendering copies tile rows.
//! The distance view blurs the flat picture in linear light (see [`render_from_distance`]).

use crate::error::{try_resize, try_vec, MosaicError, Result};
use crate::palette::{Tables, PALETTE, PALETTE_SIZE};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RenderStyle {
    Flat,
    Studs,
    /// The flat picture as seen from [`VIEW_DISTANCE_MM`] away: [`render_from_distance`].
    Distance,
}

impl RenderStyle {
    pub fn from_code(code: u32) -> Result<Self> {
        match code {
            0 => Ok(RenderStyle::Flat),
            1 => Ok(RenderStyle::Studs),
            2 => Ok(RenderStyle::Distance),
            _ => Err(MosaicError::bad_input(
                "style must be flat, studs or distance",
            )),
        }
    }
}

pub const MAX_PX_PER_STUD: u32 = 64;
/// Largest picture rendered, in pixels (8192 x 8192).
pub const MAX_RENDER_PIXELS: u64 = 1 << 26;

/// How far away the distance view stands: 3 metres, across a living room.
pub const VIEW_DISTANCE_MM: f64 = 3000.0;
/// The distance between stud centres on a plate.
pub const STUD_PITCH_MM: f64 = 8.0;
/// How the eye blurs colour, as the standard deviation of a Gaussian in arcminutes. The eye's sensitivity
/// to colour contrast (red-green, blue-yellow) falls away above a few cycles per degree, far below its
/// sharpness for light and dark; a Gaussian of 4.5' keeps 30 % of a pattern at 3.3 cycles per degree (a
/// checkerboard of studs from 3 m) and 6 % at 5. It is a model of what mixes, not of every eye.
pub const EYE_BLUR_ARCMIN: f64 = 4.5;

/// The distance view's blur in studs: the eye's blur at [`VIEW_DISTANCE_MM`], measured on the wall
/// (about half a stud).
pub fn distance_blur_studs() -> f64 {
    VIEW_DISTANCE_MM * (EYE_BLUR_ARCMIN / 60.0).to_radians().tan() / STUD_PITCH_MM
}

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
        RenderStyle::Studs => stud_light(px_per_stud),
        RenderStyle::Flat | RenderStyle::Distance => vec![(1.0, 0.0); n],
    };
    for (tile, colour) in out.chunks_exact_mut(n * 4).zip(PALETTE.iter()) {
        for (px, &(shade, add)) in tile.chunks_exact_mut(4).zip(light.iter()) {
            for (p, &c) in px.iter_mut().zip(colour.rgb.iter()) {
                *p = (c as f32 * shade + 255.0 * add).round().clamp(0.0, 255.0) as u8;
            }
        }
    }
    out
}

/// Checks a render's grid and size; answers the picture's width and height in pixels.
fn checked_size(indices: &[u8], width: u32, height: u32, px_per_stud: u32) -> Result<(u64, u64)> {
    if width == 0 || height == 0 || indices.len() != width as usize * height as usize {
        return Err(MosaicError::bad_input(
            "The grid's indices do not match its size",
        ));
    }
    if px_per_stud == 0 || px_per_stud > MAX_PX_PER_STUD {
        return Err(MosaicError::bad_input(format!(
            "Pixels per stud must be from 1 to {}",
            MAX_PX_PER_STUD
        )));
    }
    let (out_w, out_h) = (
        width as u64 * px_per_stud as u64,
        height as u64 * px_per_stud as u64,
    );
    if out_w * out_h > MAX_RENDER_PIXELS {
        return Err(MosaicError::bad_input(
            "The picture would be larger than 8192 x 8192 pixels",
        ));
    }
    if indices.iter().any(|&i| i as usize >= PALETTE_SIZE) {
        return Err(MosaicError::bad_input(
            "A palette index is out of range (0 to 39)",
        ));
    }
    Ok((out_w, out_h))
}

/// Renders `indices` (`width` x `height` studs) into `out` as RGBA, (width * N) x (height * N) pixels.
/// The distance style builds its own colour tables; [`render_from_distance`] takes the engine's.
pub fn render(
    indices: &[u8],
    width: u32,
    height: u32,
    px_per_stud: u32,
    style: RenderStyle,
    out: &mut Vec<u8>,
) -> Result<()> {
    if style == RenderStyle::Distance {
        return render_from_distance(indices, width, height, px_per_stud, &Tables::new(), out);
    }
    let (out_w, out_h) = checked_size(indices, width, height, px_per_stud)?;
    let tiles = tiles(px_per_stud, style);
    let n = px_per_stud as usize;
    let tile_row = n * 4;
    let tile_size = n * tile_row;
    let row_bytes = out_w as usize * 4;
    try_resize(out, row_bytes * out_h as usize, 0u8)?;
    for (stud_row, band) in indices
        .chunks_exact(width as usize)
        .zip(out.chunks_exact_mut(row_bytes * n))
    {
        for (ty, line) in band.chunks_exact_mut(row_bytes).enumerate() {
            for (&index, dst) in stud_row.iter().zip(line.chunks_exact_mut(tile_row)) {
                let start = index as usize * tile_size + ty * tile_row;
                dst.copy_from_slice(&tiles[start..start + tile_row]);
            }
        }
    }
    Ok(())
}

/// A normalised Gaussian of standard deviation `sigma` (pixels), 3 sigma each side.
fn gaussian(sigma: f64) -> Vec<f32> {
    let radius = (3.0 * sigma).ceil().max(1.0) as i64;
    let weights: Vec<f64> = (-radius..=radius)
        .map(|t| (-(t * t) as f64 / (2.0 * sigma * sigma)).exp())
        .collect();
    let total: f64 = weights.iter().sum();
    weights.iter().map(|w| (w / total) as f32).collect()
}

/// For each of `len` pixels along one side (`n` to a stud, `studs` studs), the Gaussian's weight of each
/// stud it reaches: (first stud, weights of that stud and the next ones). The edge pixel repeats past the
/// picture's edge, so a border stud is not darkened by the outside.
fn stud_weights(kernel: &[f32], studs: usize, n: usize) -> Vec<(usize, Vec<f32>)> {
    let len = studs * n;
    let radius = (kernel.len() / 2) as i64;
    (0..len as i64)
        .map(|p| {
            let stud = |t: i64| ((p + t).max(0).min(len as i64 - 1) as usize) / n;
            let first = stud(-radius);
            let mut weights = vec![0.0f32; stud(radius) - first + 1];
            for (k, &w) in kernel.iter().enumerate() {
                weights[stud(k as i64 - radius) - first] += w;
            }
            (first, weights)
        })
        .collect()
}

/// Renders the grid as it looks from [`VIEW_DISTANCE_MM`] away, at N pixels per stud: each stud's colour in
/// linear light, blurred by a Gaussian of [`distance_blur_studs`] studs, back to 8-bit sRGB (RGBA).
/// Mixing in linear light is how light from neighbouring studs adds up in the eye: a black and a white
/// stud seen together look a light grey (sRGB 188), not the sRGB average (128). The Gaussian is separable
/// and each stud is one flat colour, so each pixel sums a few studs' colours with precomputed weights.
pub fn render_from_distance(
    indices: &[u8],
    width: u32,
    height: u32,
    px_per_stud: u32,
    tables: &Tables,
    out: &mut Vec<u8>,
) -> Result<()> {
    let (out_w, out_h) = checked_size(indices, width, height, px_per_stud)?;
    let (studs_w, studs_h, n) = (width as usize, height as usize, px_per_stud as usize);
    let (out_w, out_h) = (out_w as usize, out_h as usize);
    let kernel = gaussian(distance_blur_studs() * n as f64);
    let across = stud_weights(&kernel, studs_w, n);
    let down = stud_weights(&kernel, studs_h, n);
    // Across first: one line per stud row (the rows of pixels within a stud row are alike).
    let mut lines = try_vec(studs_h * out_w * 3, 0.0f32)?;
    for (row, line) in indices
        .chunks_exact(studs_w)
        .zip(lines.chunks_exact_mut(out_w * 3))
    {
        for ((first, weights), px) in across.iter().zip(line.chunks_exact_mut(3)) {
            for (j, &w) in weights.iter().enumerate() {
                let colour = tables.palette_linear[row[first + j] as usize];
                px[0] += w * colour[0];
                px[1] += w * colour[1];
                px[2] += w * colour[2];
            }
        }
    }
    try_resize(out, out_w * out_h * 4, 255u8)?;
    let mut acc = try_vec(out_w * 3, 0.0f32)?;
    for ((first, weights), dst) in down.iter().zip(out.chunks_exact_mut(out_w * 4)) {
        acc.iter_mut().for_each(|v| *v = 0.0);
        for (i, &w) in weights.iter().enumerate() {
            let line = &lines[(first + i) * out_w * 3..(first + i + 1) * out_w * 3];
            for (a, &v) in acc.iter_mut().zip(line.iter()) {
                *a += w * v;
            }
        }
        for (px, lin) in dst.chunks_exact_mut(4).zip(acc.chunks_exact(3)) {
            px[0] = tables.linear_to_srgb8(lin[0]);
            px[1] = tables.linear_to_srgb8(lin[1]);
            px[2] = tables.linear_to_srgb8(lin[2]);
            px[3] = 255;
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
        assert!(
            red(11, 11) < red(1, 1),
            "the shadow is darker than the plate"
        );
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

    #[test]
    fn the_distance_blur_is_about_half_a_stud() {
        let b = distance_blur_studs();
        assert!((b - 0.49).abs() < 0.01, "{}", b);
    }

    #[test]
    fn a_single_colour_looks_the_same_from_a_distance() {
        let mut out = Vec::new();
        render(&[4; 9], 3, 3, 4, RenderStyle::Distance, &mut out).unwrap();
        assert_eq!(out.len(), 12 * 12 * 4);
        assert!(
            out.chunks_exact(4).all(|p| p == [0xc9, 0x1a, 0x09, 255]),
            "{:?}",
            &out[..8]
        );
    }

    #[test]
    fn black_and_white_studs_mix_in_linear_light_from_a_distance() {
        // A 16 x 16 checkerboard of Black (0) and White (1).
        let grid: Vec<u8> = (0..256).map(|i| ((i % 16 + i / 16) % 2) as u8).collect();
        let (n, side) = (8u32, 16 * 8);
        let mut far = Vec::new();
        render(&grid, 16, 16, n, RenderStyle::Distance, &mut far).unwrap();
        let mut near = Vec::new();
        render(&grid, 16, 16, n, RenderStyle::Flat, &mut near).unwrap();
        let inner = |img: &[u8]| -> Vec<u8> {
            let mut v = Vec::new();
            for y in 32..side - 32 {
                for x in 32..side - 32 {
                    v.push(img[(y * side + x) as usize * 4 + 1]);
                }
            }
            v
        };
        let (far, near) = (inner(&far), inner(&near));
        let spread = |v: &[u8]| *v.iter().max().unwrap() as i32 - *v.iter().min().unwrap() as i32;
        // Up close, black and white; from afar the studs still show faintly, much softer.
        assert!(spread(&near) > 230);
        assert!(spread(&far) < 140, "spread {}", spread(&far));
        // The mean of the light is half of white's: linear 0.5 is sRGB 188, not 128. Black (0x05,0x13,0x1d)
        // and White (255) in green: linear (0.0065 + 1) / 2.
        let tables = Tables::new();
        let mean_linear = far
            .iter()
            .map(|&v| tables.srgb8_to_linear[v as usize] as f64)
            .sum::<f64>()
            / far.len() as f64;
        let expected = (tables.srgb8_to_linear[0x13] as f64 + 1.0) / 2.0;
        assert!(
            (mean_linear - expected).abs() < 0.01,
            "{} vs {}",
            mean_linear,
            expected
        );
    }

    #[test]
    fn the_distance_view_refuses_what_render_refuses() {
        let mut out = Vec::new();
        let t = Tables::new();
        assert!(render_from_distance(&[0; 3], 2, 2, 2, &t, &mut out).is_err());
        assert!(render_from_distance(&[0; 4], 2, 2, 0, &t, &mut out).is_err());
        assert!(render_from_distance(&[40; 4], 2, 2, 2, &t, &mut out).is_err());
        assert_eq!(RenderStyle::from_code(2).unwrap(), RenderStyle::Distance);
        assert!(RenderStyle::from_code(3).is_err());
    }
}
