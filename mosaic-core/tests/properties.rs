//! Properties of the whole pipeline over any photo from 1 to 600 pixels a side and any parameters, and of
//! quantizing with an allowed-colours mask over small photos and any non-empty mask.

use mosaic_core::adjust::adjust_cells;
use mosaic_core::crop::crop;
use mosaic_core::edits::{count, replay};
use mosaic_core::lut::clamp01;
use mosaic_core::palette::{ciede2000, linear_to_lab};
use mosaic_core::quantize::ALL_COLORS;
use mosaic_core::sample::{adjusted_studs, sample};
use mosaic_core::{
    crop_rect, Adjustments, Dither, Edit, EditableGrid, Engine, MosaicError, PhotoRef,
    PhotoSession, Quantizer, Tables, PALETTE_SIZE,
};
use proptest::prelude::*;

fn dither() -> impl Strategy<Value = Dither> {
    prop_oneof![
        Just(Dither::None),
        Just(Dither::FloydSteinberg),
        Just(Dither::Atkinson)
    ]
}

fn slider() -> impl Strategy<Value = f32> {
    prop_oneof![Just(0.0f32), Just(100.0f32), Just(200.0f32), 0.0f32..=200.0]
}

/// A photo with some structure: a gradient, blocks of noise, or a flat colour.
fn photo() -> impl Strategy<Value = (u32, u32, Vec<u8>)> {
    (1u32..=600, 1u32..=600, any::<u64>(), 0u8..3).prop_map(|(w, h, seed, kind)| {
        let mut state = seed | 1;
        let mut rgba = vec![255u8; (w * h * 4) as usize];
        for (i, px) in rgba.chunks_exact_mut(4).enumerate() {
            let (x, y) = (i as u32 % w, i as u32 / w);
            match kind {
                0 => {
                    px[0] = (x * 255 / w.max(1)) as u8;
                    px[1] = (y * 255 / h.max(1)) as u8;
                    px[2] = ((x + y) % 256) as u8;
                }
                1 => {
                    state ^= state << 13;
                    state ^= state >> 7;
                    state ^= state << 17;
                    px[0] = state as u8;
                    px[1] = (state >> 8) as u8;
                    px[2] = (state >> 16) as u8;
                }
                _ => {
                    px[0] = seed as u8;
                    px[1] = (seed >> 8) as u8;
                    px[2] = (seed >> 16) as u8;
                }
            }
        }
        (w, h, rgba)
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    /// The one pass a slider change makes (adjust each cell and add it into its stud) gives every stud
    /// the colour adjusting all cells and then sampling gives, to the bit, at every cells-per-stud.
    #[test]
    fn one_pass_slider_change_equals_adjust_then_sample_to_the_bit(
        (w, h, rgba) in photo(),
        (studs_wide, studs_high) in (1u32..=300, 1u32..=300),
        (b, c, s) in (slider_or_path(), slider_or_path(), slider_or_path()),
    ) {
        let tables = Tables::new();
        let cropped = match crop(PhotoRef::new(&rgba, w, h).unwrap(), studs_wide, studs_high, &tables) {
            Ok(c) => c,
            Err(_) => return Ok(()), // a photo smaller than the grid
        };
        let a = Adjustments::new(b, c, s).unwrap();
        let (mut cells, mut want, mut got) = (Vec::new(), Vec::new(), vec![[9.0f32; 3]; 3]);
        adjust_cells(&cropped, a, &tables, &mut cells).unwrap();
        sample(&cropped, &cells, &mut want).unwrap();
        adjusted_studs(&cropped, a, &tables, &mut got).unwrap();
        let bits = |v: &[[f32; 3]]| v.iter().flat_map(|c| c.map(f32::to_bits)).collect::<Vec<u32>>();
        prop_assert_eq!(bits(&got), bits(&want));
    }

    #[test]
    fn any_photo_and_parameters_give_a_valid_grid_or_a_typed_refusal(
        (w, h, rgba) in photo(),
        studs_wide in 1u32..=128,
        studs_high in 1u32..=128,
        b in slider(), c in slider(), s in slider(),
        d in dither(),
    ) {
        let mut engine = Engine::new();
        let mut session = PhotoSession::from_rgba(&rgba, w, h).unwrap();
        let adjustments = Adjustments::new(b, c, s).unwrap();
        match session.pixelate(&mut engine, studs_wide, studs_high, adjustments, d) {
            Ok(q) => {
                prop_assert_eq!(q.indices.len(), (studs_wide * studs_high) as usize);
                prop_assert!(q.indices.iter().all(|&i| (i as usize) < PALETTE_SIZE));
                prop_assert_eq!(q.counts.iter().sum::<u32>(), studs_wide * studs_high);
                prop_assert_eq!(q.counts, count(&q.indices).unwrap());
                prop_assert!(q.mean_delta_e.is_finite() && q.mean_delta_e >= 0.0);
            }
            Err(e) => {
                prop_assert_eq!(e, MosaicError::TooSmall { studs_wide, studs_high });
                let fits = (w as u64 * studs_high as u64 / studs_wide as u64).min(h as u64) >= studs_high as u64
                    && (h as u64 * studs_wide as u64 / studs_high as u64).min(w as u64) >= studs_wide as u64;
                prop_assert!(!fits, "refused a photo that fits");
            }
        }
    }

    #[test]
    fn pruned_nearest_colour_is_the_exhaustive_one(r in any::<u8>(), g in any::<u8>(), b in any::<u8>()) {
        let q = Quantizer::new(&Tables::new());
        prop_assert_eq!(q.nearest_pruned([r, g, b]), q.nearest_exhaustive([r, g, b]));
    }

    #[test]
    fn crop_is_centred_a_multiple_and_inside(w in 1u32..=6000, h in 1u32..=6000, sw in 1u32..=256, sh in 1u32..=256) {
        match crop_rect(w, h, sw, sh) {
            Ok(r) => {
                prop_assert!(r.width % sw == 0 && r.height % sh == 0 && r.width >= sw && r.height >= sh);
                prop_assert!(r.x + r.width <= w && r.y + r.height <= h);
                let (left, right) = (r.x, w - r.x - r.width);
                let (top, bottom) = (r.y, h - r.y - r.height);
                prop_assert!(right == left || right == left + 1, "{} {}", left, right);
                prop_assert!(bottom == top || bottom == top + 1, "{} {}", top, bottom);
                // The aspect ratio is the grid's, to within one block of trimming on an axis.
                let (bw, bh) = (r.width / sw, r.height / sh);
                prop_assert!(bw.abs_diff(bh) <= 1 || (r.width == w || r.height == h), "blocks {} x {}", bw, bh);
                // Nothing wider than needed was cut: one more block would not fit on at least one axis.
                prop_assert!(r.width + sw > w || r.height + sh > h || bw.abs_diff(bh) <= 1);
            }
            Err(e) => prop_assert_eq!(e, MosaicError::TooSmall { studs_wide: sw, studs_high: sh }),
        }
    }

    #[test]
    fn undoing_every_edit_restores_the_grid_and_replay_matches(
        w in 1u32..=64, h in 1u32..=64, seed in any::<u64>(),
        strokes in proptest::collection::vec((any::<u32>(), any::<u32>(), 0u8..40), 0..700),
    ) {
        let start: Vec<u8> = (0..w * h).map(|i| ((seed >> (i % 32)) as u32 + i) as u8 % 40).collect();
        let mut g = EditableGrid::new(w, h, start.clone()).unwrap();
        for (x, y, to) in &strokes {
            g.paint(x % w, y % h, *to).unwrap();
            prop_assert_eq!(g.counts(), &count(g.indices()).unwrap());
        }
        let painted = g.indices().to_vec();
        let history: Vec<Edit> = g.history().to_vec();
        prop_assert!(history.len() <= 500);

        // Replaying the recorded history onto the grid as it was before those edits gives the same grid.
        let mut before = g.clone();
        while before.undo().is_some() {}
        let mut replayed = before.indices().to_vec();
        let mut counts = count(&replayed).unwrap();
        replay(&mut replayed, w, h, &mut counts, &history).unwrap();
        prop_assert_eq!(&replayed, &painted);
        prop_assert_eq!(counts, count(&painted).unwrap());

        // With at most 500 edits, undoing every one gives back the starting grid; redo gives the painted one.
        if strokes.len() <= 500 {
            prop_assert_eq!(before.indices(), &start[..]);
        }
        while before.redo().is_some() {}
        prop_assert_eq!(before.indices(), &painted[..]);
        prop_assert_eq!(before.counts(), &count(&painted).unwrap());
    }
}

/// The slider values where the adjust code takes its other paths (identity, saturation alone untouched)
/// and the ends, as well as any value.
fn slider_or_path() -> impl Strategy<Value = f32> {
    prop_oneof![Just(100.0f32), slider()]
}

#[test]
fn a_slider_change_on_a_cached_crop_equals_a_fresh_pipeline() {
    let (w, h) = (300u32, 200u32);
    let rgba: Vec<u8> = (0..w * h)
        .flat_map(|i| [(i % 251) as u8, (i / w) as u8, (i % w) as u8, 255])
        .collect();
    let mut engine = Engine::new();
    let mut session = PhotoSession::from_rgba(&rgba, w, h).unwrap();
    let warm = Adjustments::new(130.0, 90.0, 150.0).unwrap();
    session
        .pixelate(&mut engine, 64, 64, Adjustments::default(), Dither::None)
        .unwrap();
    session
        .pixelate(&mut engine, 32, 64, Adjustments::default(), Dither::None)
        .unwrap();
    let cached = session
        .pixelate(&mut engine, 64, 64, warm, Dither::Atkinson)
        .unwrap()
        .clone();
    let mut fresh_session = PhotoSession::from_rgba(&rgba, w, h).unwrap();
    let fresh = fresh_session
        .pixelate(&mut Engine::new(), 64, 64, warm, Dither::Atkinson)
        .unwrap()
        .clone();
    assert_eq!(cached, fresh);
}

// ---- The allowed-colours mask (the shop's available colours) ----

/// A small photo (1 to 96 pixels a side) of the same kinds as [`photo`].
fn small_photo() -> impl Strategy<Value = (u32, u32, Vec<u8>)> {
    (1u32..=96, 1u32..=96, any::<u64>(), 0u8..3).prop_map(|(w, h, seed, kind)| {
        let mut state = seed | 1;
        let rgba = (0..w * h)
            .flat_map(|i| {
                let (x, y) = (i % w, i / w);
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                match kind {
                    0 => [
                        (x * 255 / w) as u8,
                        (y * 255 / h) as u8,
                        (state % 64) as u8 + ((x + y) % 192) as u8,
                        255,
                    ],
                    1 => [state as u8, (state >> 8) as u8, (state >> 16) as u8, 255],
                    _ => [seed as u8, (seed >> 8) as u8, (seed >> 16) as u8, 255],
                }
            })
            .collect();
        (w, h, rgba)
    })
}

/// A non-empty mask of the 40 colours: one colour, a sparse few, or about half of them.
fn allowed_mask() -> impl Strategy<Value = u64> {
    (any::<u64>(), any::<u64>(), any::<u64>(), 0u8..3)
        .prop_map(|(a, b, c, kind)| match kind {
            0 => 1u64 << (a % 40),
            1 => a & b & c & ALL_COLORS,
            _ => a & ALL_COLORS,
        })
        .prop_filter("at least one colour", |&m| m != 0)
}

fn rgb8(tables: &Tables, c: &[f32; 3]) -> [u8; 3] {
    [
        tables.linear_to_srgb8(c[0]),
        tables.linear_to_srgb8(c[1]),
        tables.linear_to_srgb8(c[2]),
    ]
}

/// Error diffusion written out plainly with the exhaustive search among the allowed colours: the same
/// kernels, serpentine order, clamping and linear-light error as the core, so the grids must be equal.
/// Also the mean colour error as the core defines it for a dithered grid, summed in the same order: each
/// stud's CIEDE2000 from its own (undithered) colour to the colour it was given, taken from the nearest
/// colour's answer (kept in single precision) when the stud was not moved off its own 8-bit colour.
fn reference_dither(
    studs: &[[f32; 3]],
    width: usize,
    height: usize,
    dither: Dither,
    mask: u64,
    tables: &Tables,
    q: &Quantizer,
) -> (Vec<u8>, f64) {
    let kernel: &[(i32, i32, f32)] = match dither {
        // The quantizer's part of the searched blendings is Floyd-Steinberg (the search comes after).
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
        Dither::None => &[],
    };
    let mut error = vec![[0.0f32; 3]; studs.len()];
    let mut out = vec![0u8; studs.len()];
    let mut total = 0.0f64;
    for y in 0..height {
        let forward = y % 2 == 0;
        for step in 0..width {
            let x = if forward { step } else { width - 1 - step };
            let i = y * width + x;
            let target = [0, 1, 2].map(|k| clamp01(studs[i][k] + error[i][k]));
            let (index, _) = q.nearest_exhaustive_among(rgb8(tables, &target), mask);
            out[i] = index;
            let own = rgb8(tables, &studs[i]);
            total += if own == rgb8(tables, &target) {
                q.nearest_exhaustive_among(own, mask).1 as f32 as f64
            } else {
                let lin = own.map(|v| tables.srgb8_to_linear[v as usize] as f64);
                ciede2000(linear_to_lab(lin), tables.palette_lab[index as usize])
            };
            let p = tables.palette_linear[index as usize];
            let left = [0, 1, 2].map(|k| target[k] - p[k]);
            // Each neighbour still to come gets its share; rows right to left mirror the kernel.
            let neighbours = kernel.iter().map(|&(dx, dy, w)| {
                (
                    x as i32 + if forward { dx } else { -dx },
                    y + dy as usize,
                    w,
                )
            });
            for (nx, ny, w) in
                neighbours.filter(|&(nx, ny, _)| (0..width as i32).contains(&nx) && ny < height)
            {
                let e = &mut error[ny * width + nx as usize];
                *e = [0, 1, 2].map(|k| e[k] + left[k] * w);
            }
        }
    }
    (out, total / studs.len() as f64)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    #[test]
    fn with_a_mask_every_stud_is_an_allowed_colour_and_the_nearest_allowed_one(
        mask in allowed_mask(),
        (w, h, rgba) in small_photo(),
        (studs_wide, studs_high) in (1u32..=32, 1u32..=32),
        sliders in (slider(), slider(), slider()),
    ) {
        // Photos too small for the grid are refused (the other property checks how); nothing to quantize.
        prop_assume!(crop_rect(w, h, studs_wide, studs_high).is_ok());
        let adjustments = Adjustments::new(sliders.0, sliders.1, sliders.2).unwrap();
        let mut engine = Engine::new();
        engine.quantizer.set_allowed(mask).unwrap();
        let mut session = PhotoSession::from_rgba(&rgba, w, h).unwrap();
        let (sw, sh) = (studs_wide as usize, studs_high as usize);
        for d in [Dither::None, Dither::FloydSteinberg, Dither::Atkinson] {
            let q = session.pixelate(&mut engine, studs_wide, studs_high, adjustments, d).unwrap().clone();
            prop_assert!(q.indices.iter().all(|&i| mask & (1 << i) != 0), "{:?}: a colour outside mask {:x}", d, mask);
            prop_assert_eq!(q.counts, count(&q.indices).unwrap());
            let studs = session.studs().unwrap().to_vec();
            let reference = Quantizer::new(&engine.tables);
            if d == Dither::None {
                // Exactly the CIEDE2000 nearest of the allowed colours, found by trying every one of them.
                let mut total = 0.0f64;
                for (stud, &got) in studs.iter().zip(q.indices.iter()) {
                    let (want, distance) = reference.nearest_exhaustive_among(rgb8(&engine.tables, stud), mask);
                    prop_assert_eq!(got, want, "stud {:?} mask {:x}", stud, mask);
                    total += distance;
                }
                prop_assert!((q.mean_delta_e - total / studs.len() as f64).abs() < 1e-4, "{} vs {}", q.mean_delta_e, total / studs.len() as f64);
            } else {
                // The error carried on is the one left by the allowed colour actually chosen.
                let (indices, mean_delta_e) = reference_dither(&studs, sw, sh, d, mask, &engine.tables, &reference);
                prop_assert_eq!(&q.indices, &indices, "{:?} mask {:x}", d, mask);
                prop_assert_eq!(q.mean_delta_e.to_bits(), mean_delta_e.to_bits(), "{:?} mask {:x}: {} vs {}", d, mask, q.mean_delta_e, mean_delta_e);
            }
        }
        // All 40 allowed again: digit for digit what an engine that never had a mask makes.
        engine.quantizer.set_allowed(ALL_COLORS).unwrap();
        let mut fresh_engine = Engine::new();
        let mut fresh = PhotoSession::from_rgba(&rgba, w, h).unwrap();
        for d in [Dither::None, Dither::Atkinson] {
            let again = session.pixelate(&mut engine, studs_wide, studs_high, adjustments, d).unwrap().clone();
            prop_assert_eq!(&again, fresh.pixelate(&mut fresh_engine, studs_wide, studs_high, adjustments, d).unwrap());
        }
    }

    #[test]
    fn the_nearest_allowed_colour_is_the_exhaustive_one(r in any::<u8>(), g in any::<u8>(), b in any::<u8>(), mask in allowed_mask()) {
        let mut q = Quantizer::new(&Tables::new());
        q.set_allowed(mask).unwrap();
        let exhaustive = q.nearest_exhaustive_among([r, g, b], mask);
        prop_assert_eq!(q.nearest_uncached([r, g, b]), exhaustive);
        prop_assert_eq!(q.nearest_pruned_among([r, g, b], mask), exhaustive);
    }
}

#[test]
fn an_empty_mask_is_refused_and_the_old_one_stays() {
    let mut engine = Engine::new();
    engine.quantizer.set_allowed(0b1010).unwrap();
    let refused = engine.quantizer.set_allowed(0).unwrap_err();
    assert!(matches!(refused, MosaicError::BadInput(_)));
    assert_eq!(
        refused.to_string(),
        "Allow at least one of the 40 palette colours (and none past them)"
    );
    assert!(engine.quantizer.set_allowed(1 << 40).is_err());
    assert_eq!(engine.quantizer.allowed(), 0b1010);
}

#[test]
fn auto_adjust_with_a_mask_measures_the_allowed_colours() {
    let (w, h) = (256u32, 256u32);
    let rgba: Vec<u8> = (0..w * h)
        .flat_map(|i| {
            [
                (i % w) as u8,
                (i / w) as u8,
                ((i % w + i / w) / 2) as u8,
                255,
            ]
        })
        .collect();
    let mut engine = Engine::new();
    let mut session = PhotoSession::from_rgba(&rgba, w, h).unwrap();
    let all = session.suggest(&mut engine, 64, 64, Dither::None).unwrap();
    // Black, White and a mid grey only: the photo's error against them is far higher, and what the
    // suggestion promises holds against them.
    engine.quantizer.set_allowed(0b111).unwrap();
    let few = session.suggest(&mut engine, 64, 64, Dither::None).unwrap();
    assert!(
        few.mean_delta_e_before > all.mean_delta_e_before + 5.0,
        "{:?} {:?}",
        few,
        all
    );
    assert!(few.mean_delta_e_after <= few.mean_delta_e_before);
    let checked = session
        .pixelate(&mut engine, 64, 64, few.adjustments, Dither::None)
        .unwrap();
    assert!((checked.mean_delta_e - few.mean_delta_e_after).abs() < 1e-9);
    assert!(checked.indices.iter().all(|&i| i < 3));
}
