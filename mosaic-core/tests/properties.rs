//! Properties of the whole pipeline over any photo from 1 to 600 pixels a side and any parameters.

use mosaic_core::edits::{count, replay};
use mosaic_core::{crop_rect, Quantizer, Tables, Adjustments, Dither, EditableGrid, Edit, Engine, MosaicError, PhotoSession, PALETTE_SIZE};
use proptest::prelude::*;

fn dither() -> impl Strategy<Value = Dither> {
    prop_oneof![Just(Dither::None), Just(Dither::FloydSteinberg), Just(Dither::Atkinson)]
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

#[test]
fn a_slider_change_on_a_cached_crop_equals_a_fresh_pipeline() {
    let (w, h) = (300u32, 200u32);
    let rgba: Vec<u8> = (0..w * h).flat_map(|i| [(i % 251) as u8, (i / w) as u8, (i % w) as u8, 255]).collect();
    let mut engine = Engine::new();
    let mut session = PhotoSession::from_rgba(&rgba, w, h).unwrap();
    let warm = Adjustments::new(130.0, 90.0, 150.0).unwrap();
    session.pixelate(&mut engine, 64, 64, Adjustments::default(), Dither::None).unwrap();
    session.pixelate(&mut engine, 32, 64, Adjustments::default(), Dither::None).unwrap();
    let cached = session.pixelate(&mut engine, 64, 64, warm, Dither::Atkinson).unwrap().clone();
    let mut fresh_session = PhotoSession::from_rgba(&rgba, w, h).unwrap();
    let fresh = fresh_session.pixelate(&mut Engine::new(), 64, 64, warm, Dither::Atkinson).unwrap().clone();
    assert_eq!(cached, fresh);
}
