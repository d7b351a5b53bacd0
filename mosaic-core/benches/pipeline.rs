//! Each stage at 64 x 64, 128 x 128 and 256 x 256 studs on a 12-megapixel photo built in memory, the
//! whole first pixelate of a fresh engine (nothing memoised: the cold path), and the nearest-colour search
//! on its own with nothing memoised (through the table, and by the bounds alone as before it).
//! The searched blending (Best likeness) and the fidelity measure at 128 and 256 studs a side.
//! Run with `cargo bench -p mosaic-core` (figures are printed, never asserted); one group with e.g.
//! `cargo bench -p mosaic-core -- likeness`.

use criterion::{black_box, criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use mosaic_core::adjust::adjust_cells;
use mosaic_core::crop::crop;
use mosaic_core::edits::{count, replay};
use mosaic_core::fidelity::{measure, DEFAULT_BLUR_STUDS};
use mosaic_core::likeness::MAX_PASSES;
use mosaic_core::render::render;
use mosaic_core::sample::{adjusted_studs, sample};
use mosaic_core::{Adjustments, Dither, Edit, Engine, PhotoRef, PhotoSession, RenderStyle};
use std::time::Duration;

const WIDTH: u32 = 4000;
const HEIGHT: u32 = 3000;
const SIZES: [u32; 3] = [64, 128, 256];

/// A 12 MP photo with smooth gradients, hard edges and a little noise, like a real one.
fn photo() -> Vec<u8> {
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let mut rgba = vec![255u8; (WIDTH * HEIGHT * 4) as usize];
    for (i, px) in rgba.chunks_exact_mut(4).enumerate() {
        let (x, y) = (i as u32 % WIDTH, i as u32 / WIDTH);
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let noise = (state % 16) as u32;
        let disc = ((x as i64 - 2000).pow(2) + (y as i64 - 1500).pow(2)) < 900 * 900;
        px[0] = ((x * 255 / WIDTH + noise) % 256) as u8;
        px[1] = if disc { 200 } else { (y * 255 / HEIGHT) as u8 };
        px[2] = (((x + y) / 30 + noise) % 256) as u8;
    }
    rgba
}

fn stages(c: &mut Criterion) {
    let rgba = photo();
    let photo = PhotoRef::new(&rgba, WIDTH, HEIGHT).unwrap();
    let mut engine = Engine::new();
    let warm = Adjustments::new(115.0, 90.0, 130.0).unwrap();
    let mut group = c.benchmark_group("stage");
    group
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2));
    for &studs in &SIZES {
        group.bench_with_input(BenchmarkId::new("crop 12MP", studs), &studs, |b, &s| {
            b.iter(|| crop(photo, s, s, &engine.tables).unwrap())
        });
        let cropped = crop(photo, studs, studs, &engine.tables).unwrap();
        let mut cells = Vec::new();
        group.bench_with_input(BenchmarkId::new("adjust", studs), &studs, |b, _| {
            b.iter(|| adjust_cells(&cropped, warm, &engine.tables, &mut cells).unwrap())
        });
        adjust_cells(&cropped, warm, &engine.tables, &mut cells).unwrap();
        let mut studs_out = Vec::new();
        group.bench_with_input(BenchmarkId::new("sample", studs), &studs, |b, _| {
            b.iter(|| sample(&cropped, &cells, &mut studs_out).unwrap())
        });
        sample(&cropped, &cells, &mut studs_out).unwrap();
        // What a slider change runs: adjust and sample in one pass over the cells.
        let mut one_pass = Vec::new();
        group.bench_with_input(
            BenchmarkId::new("adjust + sample, one pass", studs),
            &studs,
            |b, _| {
                b.iter(|| adjusted_studs(&cropped, warm, &engine.tables, &mut one_pass).unwrap())
            },
        );
        for (name, dither) in [
            ("quantize", Dither::None),
            ("quantize floyd-steinberg", Dither::FloydSteinberg),
        ] {
            let fresh = Engine::new();
            group.bench_with_input(
                BenchmarkId::new(format!("{} (cold memo)", name), studs),
                &studs,
                |b, &s| {
                    b.iter_batched(
                        Engine::new,
                        |mut e| {
                            e.quantizer
                                .quantize(&studs_out, s as usize, s as usize, dither, &fresh.tables)
                                .unwrap()
                        },
                        criterion::BatchSize::LargeInput,
                    )
                },
            );
        }
        let grid = engine
            .quantizer
            .quantize(
                &studs_out,
                studs as usize,
                studs as usize,
                Dither::None,
                &engine.tables,
            )
            .unwrap()
            .indices;
        let mut picture = Vec::new();
        group.bench_with_input(
            BenchmarkId::new("render studs 8px", studs),
            &studs,
            |b, &s| b.iter(|| render(&grid, s, s, 8, RenderStyle::Studs, &mut picture).unwrap()),
        );
        group.bench_with_input(BenchmarkId::new("blueprint", studs), &studs, |b, &s| {
            b.iter(|| mosaic_core::blueprint::blueprint(&grid, s, s).unwrap())
        });
        let edits: Vec<Edit> = (0..500u32)
            .map(|i| Edit {
                x: (i * 7) % studs,
                y: (i * 13) % studs,
                from: 0,
                to: (i % 40) as u8,
            })
            .collect();
        group.bench_with_input(
            BenchmarkId::new("replay 500 edits", studs),
            &studs,
            |b, &s| {
                b.iter_batched(
                    || (grid.clone(), count(&grid).unwrap()),
                    |(mut g, mut counts)| {
                        replay(&mut g, s, s, &mut counts, black_box(&edits)).unwrap()
                    },
                    criterion::BatchSize::SmallInput,
                )
            },
        );
    }
    group.finish();

    // The whole first pixelate of a 12 MP photo, and a slider change on it (crop cached).
    let mut group = c.benchmark_group("pipeline 12MP");
    group
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(3));
    for &studs in &SIZES {
        let mut session = mosaic_core::PhotoSession::from_rgba(&rgba, WIDTH, HEIGHT).unwrap();
        group.bench_with_input(BenchmarkId::new("photo to grid", studs), &studs, |b, &s| {
            b.iter(|| {
                session.pixels_mut(); // forget the cached crop, keep the pixels
                session
                    .pixelate(&mut engine, s, s, Adjustments::default(), Dither::None)
                    .unwrap()
                    .mean_delta_e
            })
        });
        session
            .pixelate(
                &mut engine,
                studs,
                studs,
                Adjustments::default(),
                Dither::None,
            )
            .unwrap();
        let mut brightness = 100.0;
        group.bench_with_input(BenchmarkId::new("slider change", studs), &studs, |b, &s| {
            b.iter(|| {
                brightness = if brightness >= 150.0 {
                    60.0
                } else {
                    brightness + 1.0
                };
                let a = Adjustments::new(brightness, 100.0, 100.0).unwrap();
                session
                    .pixelate(&mut engine, s, s, a, Dither::None)
                    .unwrap()
                    .mean_delta_e
            })
        });
        // As the editor asks: no mean colour error, blending Off and Smooth (Floyd-Steinberg).
        for (name, dither) in [
            ("slider change, no error", Dither::None),
            (
                "slider change, floyd-steinberg, no error",
                Dither::FloydSteinberg,
            ),
        ] {
            group.bench_with_input(BenchmarkId::new(name, studs), &studs, |b, &s| {
                b.iter(|| {
                    brightness = if brightness >= 150.0 {
                        60.0
                    } else {
                        brightness + 1.0
                    };
                    session.crop(&engine, s, s).unwrap();
                    session
                        .adjust(&engine, Adjustments::new(brightness, 100.0, 100.0).unwrap())
                        .unwrap();
                    session.sample().unwrap();
                    session
                        .quantize_measured(&mut engine, dither, false)
                        .unwrap()
                        .counts[0]
                })
            });
        }
    }
    group.finish();

    // Cold: a fresh engine (tables, the nearest-colour table expanded, an empty memo) and a fresh photo
    // session, then the first pixelate, as a new process or worker meets its first photo.
    let mut group = c.benchmark_group("cold 12MP");
    group
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(3));
    group.bench_function("fresh engine", |b| b.iter(Engine::new));
    for &studs in &SIZES {
        group.bench_with_input(
            BenchmarkId::new("fresh engine, photo to grid", studs),
            &studs,
            |b, &s| {
                b.iter_batched(
                    || {
                        (
                            Engine::new(),
                            mosaic_core::PhotoSession::from_rgba(&rgba, WIDTH, HEIGHT).unwrap(),
                        )
                    },
                    |(mut e, mut session)| {
                        session
                            .pixelate(
                                &mut e,
                                s,
                                s,
                                Adjustments::new(110.0, 105.0, 115.0).unwrap(),
                                Dither::None,
                            )
                            .unwrap()
                            .mean_delta_e
                    },
                    criterion::BatchSize::PerIteration,
                )
            },
        );
    }
    group.finish();
}

/// The nearest colour of 32,768 colours spread over the cube (every eighth value a channel, offset by 3),
/// nothing memoised: through the table, and by the bounds alone.
fn nearest(c: &mut Criterion) {
    let engine = Engine::new();
    let q = &engine.quantizer;
    let colours: Vec<[u8; 3]> = (0..32 * 32 * 32u32)
        .map(|i| {
            [
                ((i >> 10) * 8 + 3) as u8,
                ((i >> 5 & 31) * 8 + 3) as u8,
                ((i & 31) * 8 + 3) as u8,
            ]
        })
        .collect();
    let mut group = c.benchmark_group("nearest colour, cold");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(3))
        .throughput(Throughput::Elements(colours.len() as u64));
    group.bench_function("table", |b| {
        b.iter(|| {
            colours
                .iter()
                .map(|&rgb| q.nearest_uncached(rgb).0 as u32)
                .sum::<u32>()
        })
    });
    group.bench_function("bounds only", |b| {
        b.iter(|| {
            colours
                .iter()
                .map(|&rgb| q.nearest_pruned(rgb).0 as u32)
                .sum::<u32>()
        })
    });
    group.finish();
}

/// The searched blending (Best likeness) at 128 x 128 and 256 x 256 studs: the search alone from
/// Floyd-Steinberg's grid, the whole quantize (Floyd-Steinberg then the search), and the fidelity measure.
/// The colour-difference forms are memoised as after a first photo.
fn likeness(c: &mut Criterion) {
    let rgba = photo();
    let photo = PhotoRef::new(&rgba, WIDTH, HEIGHT).unwrap();
    let mut engine = Engine::new();
    let mut group = c.benchmark_group("likeness");
    group
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(3));
    for studs in [128u32, 256] {
        let n = studs as usize;
        let cropped = crop(photo, studs, studs, &engine.tables).unwrap();
        let mut colours = Vec::new();
        adjusted_studs(
            &cropped,
            Adjustments::default(),
            &engine.tables,
            &mut colours,
        )
        .unwrap();
        let start = engine
            .quantizer
            .quantize(&colours, n, n, Dither::FloydSteinberg, &engine.tables)
            .unwrap()
            .indices;
        let allowed = engine.quantizer.allowed();
        let mut grid = start.clone();
        engine
            .likeness
            .improve(
                &colours,
                &mut grid,
                n,
                n,
                &engine.tables,
                allowed,
                DEFAULT_BLUR_STUDS,
                MAX_PASSES,
                false,
            )
            .unwrap();
        group.bench_with_input(
            BenchmarkId::new("search from floyd-steinberg", studs),
            &studs,
            |b, _| {
                b.iter_batched(
                    || start.clone(),
                    |mut g| {
                        engine
                            .likeness
                            .improve(
                                &colours,
                                &mut g,
                                n,
                                n,
                                &engine.tables,
                                allowed,
                                DEFAULT_BLUR_STUDS,
                                MAX_PASSES,
                                false,
                            )
                            .unwrap()
                    },
                    criterion::BatchSize::LargeInput,
                )
            },
        );
        let mut session = PhotoSession::from_rgba(&rgba, WIDTH, HEIGHT).unwrap();
        session.crop(&engine, studs, studs).unwrap();
        session.adjust(&engine, Adjustments::default()).unwrap();
        session.sample().unwrap();
        group.bench_with_input(
            BenchmarkId::new("quantize likeness (unmeasured)", studs),
            &studs,
            |b, _| {
                b.iter(|| {
                    session
                        .quantize_measured(&mut engine, Dither::Likeness, false)
                        .unwrap()
                        .counts
                })
            },
        );
        group.bench_with_input(
            BenchmarkId::new("fidelity measure", studs),
            &studs,
            |b, _| {
                b.iter(|| {
                    measure(&colours, &grid, n, n, &engine.tables, DEFAULT_BLUR_STUDS).unwrap()
                })
            },
        );
    }
    group.finish();
}

criterion_group!(benches, stages, nearest, likeness);
criterion_main!(benches);
